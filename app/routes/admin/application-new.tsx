import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { PageHeader } from "~/components/admin/list";
import { FormAlert, SelectField } from "~/components/forms";
import { SERVICES, serviceOptions } from "~/content/catalogue.server";
import { COUNTRY_NAMES, COUNTRY_OPTIONS } from "~/lib/navigation";
import { applicationChoices, createApplication } from "~/server/applications.server";
import { requireRole } from "~/server/accounts/auth.server";
import { db } from "~/server/db.server";
import { formFailure, parseForm, type FormFailure } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { OnceKey } from "~/components/once-key";
import { firstResult, newFormKey, submissionKey } from "~/server/submission-keys.server";

export const meta: MetaFunction = () => [{ title: "New application · Admin" }];

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const schema = z.object({
  clientId: uuid.or(z.literal("")).refine((v) => v !== "", "Choose the client"),
  serviceSlug: z.string().refine((v) => SERVICES.some((s) => s.slug === v), "Choose the service"),
  destinationCountry: z.string().refine((v) => Object.hasOwn(COUNTRY_NAMES, v), "Choose the destination"),
  assignedAgentId: uuid.or(z.literal("")).default(""),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const preselect = new URL(request.url).searchParams.get("client") ?? "";
  const choices = await applicationChoices();
  const client = choices.clients.find((c) => c.id === preselect);
  const profile = client
    ? await db.selectFrom("client_profiles").select(["assigned_agent_id", "destination_country", "visa_interest"]).where("user_id", "=", client.id).executeTakeFirst()
    : undefined;
  return {
    ...choices,
    formKey: newFormKey(),
    services: serviceOptions(),
    defaults: {
      clientId: client?.id ?? "",
      assignedAgentId: profile?.assigned_agent_id ?? "",
      destinationCountry: profile?.destination_country ?? "",
      serviceSlug: profile?.visa_interest ?? "",
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const { clientId, serviceSlug, destinationCountry, assignedAgentId } = parsed.data;
  const [client, agent] = await Promise.all([
    db.selectFrom("admin_users").select("id").where("id", "=", clientId).where("role", "=", "client").executeTakeFirst(),
    assignedAgentId
      ? db.selectFrom("admin_users").select("id").where("id", "=", assignedAgentId).where("role", "=", "agent").where("is_active", "=", true).executeTakeFirst()
      : Promise.resolve({ id: "" }),
  ]);
  const fieldErrors: Record<string, string[]> = {};
  if (!client) fieldErrors.clientId = ["That client does not exist"];
  if (!agent) fieldErrors.assignedAgentId = ["Choose an active agent"];
  if (Object.keys(fieldErrors).length) return formFailure({ fieldErrors, values: Object.fromEntries(Object.entries(parsed.data)) });
  try {
    const input = { clientId, serviceSlug, destinationCountry, assignedAgentId: assignedAgentId || null, createdBy: admin.id };
    const app = await createApplication(input, submissionKey(parsed.formData, "application-new", admin.id));
    return redirectWithToast(`/admin/applications/${app.id}`, { type: "success", title: `Application ${app.reference} opened` });
  } catch (error) {
    return redirectWithToast(firstResult(error, "/admin/applications"), { type: "success", title: "Application opened" }); // a copy: the one the first opened
  }
}

export default function NewApplication() {
  const d = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state === "submitting";
  const v = (k: keyof typeof d.defaults) => failure?.values[k] ?? d.defaults[k];
  const e = failure?.fieldErrors ?? {};
  return (
    <div className="max-w-2xl">
      <PageHeader title="New application" />
      <Form method="post" className="space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <SelectField
          label="Client"
          name="clientId"
          defaultValue={v("clientId")}
          errors={e.clientId}
          options={[{ value: "", label: "Choose a client…" }, ...d.clients.map((c) => ({ value: c.id, label: `${c.full_name} (${c.email})` }))]}
        />
        <SelectField
          label="Service"
          name="serviceSlug"
          defaultValue={v("serviceSlug")}
          errors={e.serviceSlug}
          options={[{ value: "", label: "Choose a service…" }, ...d.services]}
        />
        <SelectField
          label="Destination country"
          name="destinationCountry"
          defaultValue={v("destinationCountry")}
          errors={e.destinationCountry}
          options={[{ value: "", label: "Choose a destination…" }, ...COUNTRY_OPTIONS]}
        />
        <SelectField
          label="Assigned agent"
          name="assignedAgentId"
          defaultValue={v("assignedAgentId")}
          errors={e.assignedAgentId}
          options={[{ value: "", label: "Unassigned" }, ...d.agents.map((a) => ({ value: a.id, label: a.full_name }))]}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Opening…" : "Open application"}
        </button>
      </Form>
    </div>
  );
}
