import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PageHeader } from "~/components/ui/list";
import { Section, SubmitButton } from "~/components/cases/people";
import { CheckboxField, Field, FormAlert } from "~/components/ui/forms";
import { requireRole } from "~/server/accounts/auth.server";
import { adminsTwoFactor, signOutAdminsWithoutTwoFactor } from "~/server/accounts/admins.server";
import { readSecuritySettings, saveSecuritySettings } from "~/server/accounts/security-settings.server";
import { twoFactorStatus } from "~/server/accounts/two-factor.server";
import { accessIntentResponse } from "~/server/accounts/account-access.server";
import { formError, formFailure, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { auditBy } from "~/server/audit/audit-log.server";

export const meta: MetaFunction = () => [{ title: "Security · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const [settings, admins, own] = await Promise.all([readSecuritySettings(), adminsTwoFactor(), twoFactorStatus(admin.id)]);
  return { settings, admins, ownTwoFactor: own.enabled, self: admin.id };
}

const schema = z.object({
  requireAdminTwoFactor: z.literal("on").optional(),
  requireAgentTwoFactor: z.literal("on").optional(),
  staffIdleMinutes: z.coerce
    .number({ invalid_type_error: "Enter a number of minutes" })
    .int("Enter a whole number of minutes")
    .min(5, "At least 5 minutes")
    .max(1440, "At most 1,440 minutes (24 hours)"),
  clientIdleHours: z.coerce
    .number({ invalid_type_error: "Enter a number of hours" })
    .int("Enter a whole number of hours")
    .min(1, "At least 1 hour")
    .max(24, "At most 24 hours"),
});

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const formData = await request.formData().catch(() => new FormData());
  if (formData.get("intent") === "reset-two-factor") {
    // Another admin who lost their phone and their recovery codes (an admin cannot reset their own).
    const target = (await adminsTwoFactor()).find((a) => a.id === formData.get("adminId") && a.id !== admin.id);
    if (!target) return formError(formData, "Choose another admin from the list.", 404);
    return accessIntentResponse(request, formData, "reset-two-factor", { ...target, role: "admin" }, admin, "/admin/security");
  }
  const parsed = parseFormData(formData, schema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const requireAdminTwoFactor = parsed.data.requireAdminTwoFactor === "on";
  const before = await readSecuritySettings();
  const turningOn = requireAdminTwoFactor && !before.requireAdminTwoFactor;
  // Whoever turns it on must have it: otherwise the next sign-in would be theirs to set up under pressure.
  if (turningOn && !(await twoFactorStatus(admin.id)).enabled) {
    return formError(parsed.formData, "Set up two-factor sign-in on your own account first (Account, top right), then turn this on.", 409);
  }
  const requireAgentTwoFactor = parsed.data.requireAgentTwoFactor === "on";
  await saveSecuritySettings(
    {
      requireAdminTwoFactor,
      requireAgentTwoFactor,
      staffIdleMinutes: parsed.data.staffIdleMinutes,
      clientIdleHours: parsed.data.clientIdleHours,
    },
    auditBy(request, admin),
  );
  // Those signed in without one are signed out: their next sign-in sets it up (admins and agents alike).
  const signedOut =
    (turningOn ? await signOutAdminsWithoutTwoFactor("admin") : 0) +
    (requireAgentTwoFactor && !before.requireAgentTwoFactor ? await signOutAdminsWithoutTwoFactor("agent") : 0);
  return redirectWithToast("/admin/security", {
    type: "success",
    title: "Security settings saved",
    description: signedOut
      ? `${signedOut} session${signedOut === 1 ? " was" : "s were"} signed out: they set up two-factor sign-in at their next sign-in.`
      : undefined,
  });
}

export default function Security() {
  const { settings, admins, ownTwoFactor, self } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const e = failure?.fieldErrors ?? {};
  const withIt = admins.filter((a) => a.twoFactor).length;
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Security" />
      <Section id="settings-heading" title="Sign-in rules">
        <Form method="post" className="space-y-5" noValidate>
          <FormAlert message={failure?.values.intent !== "reset-two-factor" ? failure?.formError : undefined} />
          <CheckboxField
            label="Require two-factor sign-in for admins"
            name="requireAdminTwoFactor"
            defaultChecked={failure ? failure.values.requireAdminTwoFactor === "on" : settings.requireAdminTwoFactor}
            hint={`Admins can open every client's passport and documents. When this is on, an admin without it sets it up at their next sign-in, and cannot turn it off.${ownTwoFactor ? "" : " Set it up on your own account first."}`}
          />
          <CheckboxField
            label="Require two-factor sign-in for agents"
            name="requireAgentTwoFactor"
            defaultChecked={failure ? failure.values.requireAgentTwoFactor === "on" : settings.requireAgentTwoFactor}
            hint="Agents open their clients' passports too. When this is on, an agent without it is signed out and sets it up at their next sign-in, and cannot turn it off."
          />
          <Field
            label="Sign staff out after this many minutes without activity"
            name="staffIdleMinutes"
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            defaultValue={failure?.values.staffIdleMinutes ?? String(settings.staffIdleMinutes)}
            errors={e.staffIdleMinutes}
            hint="Admins and agents; 120 (two hours) by default. Any session ends 24 hours after sign-in whatever this says."
          />
          <Field
            label="Sign clients out after this many hours without activity"
            name="clientIdleHours"
            type="number"
            inputMode="numeric"
            min={1}
            max={24}
            defaultValue={failure?.values.clientIdleHours ?? String(settings.clientIdleHours)}
            errors={e.clientIdleHours}
            hint="12 by default; 24 leaves only the 24 hours after sign-in."
          />
          <SubmitButton intent="save">Save</SubmitButton>
        </Form>
      </Section>
      <Section id="admins-heading" title={`Admins with two-factor sign-in: ${withIt} of ${admins.length}`}>
        <FormAlert message={failure?.values.intent === "reset-two-factor" ? failure.formError : undefined} />
        <ul className="divide-y divide-slate-100 text-sm text-slate-700">
          {admins.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>{`${a.name} (${a.email}): ${a.twoFactor ? "on" : "off"}${a.active ? "" : ", deactivated"}`}</span>
              {a.twoFactor && a.id !== self ? (
                <Form method="post">
                  <input type="hidden" name="adminId" value={a.id} />
                  <SubmitButton intent="reset-two-factor" tone="secondary">
                    Reset their two-factor sign-in
                  </SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          {"Your own password, second factor and sessions: "}
          <Link to="/admin/account" className="text-brand-700 underline">
            Account and security
          </Link>
        </p>
      </Section>
    </div>
  );
}
