import { auditBy } from "~/server/audit/audit-log.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { canonicalZone, DEFAULT_TIME_ZONE, PROCESSING_TIMES_MIN_CASES } from "~/lib/website/settings";
import { settingsSchema } from "~/lib/website/settings-schema";
import { requireRole } from "~/server/accounts/auth.server";
import { formError, formFailure, parseForm } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { readSettingRows, saveSettings } from "~/server/website/settings.server";
import { redirectWithToast } from "~/server/http/toast.server";

export const meta: MetaFunction = () => [{ title: "Settings · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const values = await readSettingRows();
  return { values, zones: timeZoneOptions(values.firm_time_zone || DEFAULT_TIME_ZONE) };
}

/** Every zone the server knows, by place and offset ("Kolkata, Asia (GMT+05:30)"), always with the one stored. */
function timeZoneOptions(current: string) {
  const now = new Date();
  // Without the current names the stored "Asia/Kolkata" had no option and saving any setting made the zone UTC.
  const zones = new Set(Intl.supportedValuesOf("timeZone").map(canonicalZone));
  zones.add(current);
  zones.delete("UTC");
  return ["UTC", ...[...zones].sort()].map((zone) => {
    const offset = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(now)
      .find((p) => p.type === "timeZoneName")?.value;
    const [region, ...place] = zone.split("/");
    const name = place.length ? `${place.reverse().join(", ").replace(/_/g, " ")}, ${region}` : zone;
    return { value: zone, label: `${name} (${offset})` };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const parsed = await parseForm(request, settingsSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  try {
    await saveSettings(parsed.data, undefined, { by: auditBy(request, admin), kind: "website_settings_changed" });
  } catch (error) {
    console.error("[settings] save failed:", (error as Error).message);
    return formError(parsed.formData, "The settings could not be saved. Nothing was changed; please try again.", 503);
  }
  return redirectWithToast("/admin/settings", { type: "success", title: "Settings saved", description: "The website shows them now." });
}

const SOCIAL = [
  ["facebook_url", "Facebook page"],
  ["instagram_url", "Instagram"],
  ["linkedin_url", "LinkedIn"],
  ["twitter_url", "X (Twitter)"],
  ["youtube_url", "YouTube channel"],
] as const;

export default function Settings() {
  const { values, zones } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state === "submitting";
  const v = (key: string) => failure?.values[key] ?? values[key] ?? "";
  const e = failure?.fieldErrors ?? {};
  return (
    <div className="max-w-3xl">
      <PageHeader title="Website settings" />
      <Form method="post" className="space-y-8" noValidate>
        <FormAlert message={failure?.formError ?? (failure ? "Please correct the fields marked below." : null)} />
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">Contact details (footer and contact page)</legend>
          <Field label="Contact e-mail" name="contact_email" type="email" defaultValue={v("contact_email")} errors={e.contact_email} />
          <Field
            label="Contact phone"
            name="contact_phone"
            type="tel"
            placeholder="+91 20 4567 8900"
            defaultValue={v("contact_phone")}
            errors={e.contact_phone}
          />
          <TextAreaField
            label="Office address"
            name="office_address"
            rows={3}
            defaultValue={v("office_address")}
            errors={e.office_address}
          />
          <Field
            label="Company website"
            name="company_website"
            type="url"
            placeholder="https://"
            defaultValue={v("company_website")}
            errors={e.company_website}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">Time</legend>
          <SelectField
            label="The firm's time zone (every time in the portals and e-mails is shown in it, with its name)"
            name="firm_time_zone"
            options={zones}
            defaultValue={v("firm_time_zone") || DEFAULT_TIME_ZONE}
            errors={e.firm_time_zone}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">Our processing times (clients' dashboards)</legend>
          <Field
            label="Fewest decided cases before clients see our processing times"
            name="processing_times_min_cases"
            type="number"
            inputMode="numeric"
            min={PROCESSING_TIMES_MIN_CASES.min}
            max={PROCESSING_TIMES_MIN_CASES.max}
            hint={`A client sees how long the firm's cases of their visa and destination took only when at least this many were decided in the last 12 months, so that no one case can be recognised. ${PROCESSING_TIMES_MIN_CASES.min} to ${PROCESSING_TIMES_MIN_CASES.max.toLocaleString("en-IN")}; empty means ${PROCESSING_TIMES_MIN_CASES.default}.`}
            defaultValue={v("processing_times_min_cases") || String(PROCESSING_TIMES_MIN_CASES.default)}
            errors={e.processing_times_min_cases}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">Social links (an empty field hides its icon)</legend>
          {SOCIAL.map(([key, label]) => (
            <Field key={key} label={label} name={key} type="url" placeholder="https://" defaultValue={v(key)} errors={e[key]} />
          ))}
          <Field
            label="WhatsApp number"
            name="whatsapp_number"
            type="tel"
            placeholder="+91 98765 00000"
            hint="The footer links to wa.me with the digits of this number."
            defaultValue={v("whatsapp_number")}
            errors={e.whatsapp_number}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">Registrations (footer and About page; an empty field is not shown)</legend>
          <p className="text-sm text-slate-600">
            Enter only registrations the firm or its named advisers hold today: each is shown to visitors as a statement of fact, and
            visitors can check it on the regulator's public register.
          </p>
          <Field
            label="CICC licence number (Canada)"
            name="cicc_licence"
            placeholder="R512345"
            defaultValue={v("cicc_licence")}
            errors={e.cicc_licence}
          />
          <Field
            label="MARN (Australia's registered migration agent number)"
            name="mara_number"
            placeholder="1234567"
            defaultValue={v("mara_number")}
            errors={e.mara_number}
          />
          <Field
            label="UK Immigration Advice Authority registration"
            name="iaa_registration"
            placeholder="Level 1 (advice and assistance), F202312345"
            defaultValue={v("iaa_registration")}
            errors={e.iaa_registration}
          />
          <Field
            label="India recruiting agent licence (Emigration Act, 1983)"
            name="india_ra_licence"
            defaultValue={v("india_ra_licence")}
            errors={e.india_ra_licence}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">Personal data (privacy policy)</legend>
          <Field
            label="Grievance Officer's name"
            name="grievance_officer_name"
            defaultValue={v("grievance_officer_name")}
            errors={e.grievance_officer_name}
          />
          <Field
            label="Grievance Officer's e-mail"
            name="grievance_officer_email"
            type="email"
            hint="Empty: the policy gives the contact e-mail above, marked for the Grievance Officer."
            defaultValue={v("grievance_officer_email")}
            errors={e.grievance_officer_email}
          />
          <TextAreaField
            label="Representative in the EU (GDPR Article 27): name and address"
            name="eu_representative"
            rows={2}
            defaultValue={v("eu_representative")}
            errors={e.eu_representative}
          />
          <TextAreaField
            label="Representative in the UK (UK GDPR Article 27): name and address"
            name="uk_representative"
            rows={2}
            defaultValue={v("uk_representative")}
            errors={e.uk_representative}
          />
        </fieldset>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save settings"}
        </button>
      </Form>
    </div>
  );
}
