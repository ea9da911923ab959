import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { PageHeader } from "~/components/ui/list";
import { CheckboxField, FormAlert, SelectField } from "~/components/ui/forms";
import { SearchPicker } from "~/components/ui/search-picker";
import { SERVICES, serviceOptions } from "~/content/catalogue.server";
import { COUNTRY_NAMES, COUNTRY_OPTIONS } from "~/lib/website/navigation";
import { createApplication } from "~/server/cases/applications.server";
import { isActiveAgent } from "~/server/cases/agent-picker.server";
import { findInForm, pickerStates, withPickers, type PickerFailure, type PickerFields } from "~/server/cases/pickers.server";
import { requireRole } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { OnceKey } from "~/components/ui/once-key";
import { firstResult, newFormKey, submissionKey } from "~/server/http/submission-keys.server";

export const meta: MetaFunction = () => [{ title: "New application · Admin" }];

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const schema = z.object({
  clientId: uuid
    .or(z.literal(""))
    .default("")
    .refine((v) => v !== "", "Choose the client"),
  serviceSlug: z.string().refine((v) => SERVICES.some((s) => s.slug === v), "Choose the service"),
  destinationCountry: z.string().refine((v) => Object.hasOwn(COUNTRY_NAMES, v), "Choose the destination"),
  assignedAgentId: uuid.or(z.literal("")).default(""),
  agreementRequired: z.literal("on").optional(),
});

const PICKERS: PickerFields = { clientId: "client", assignedAgentId: "agent" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  // Arriving from a client's page, that client is chosen, with their agent and wishes.
  const clientId = new URL(request.url).searchParams.get("client") ?? "";
  const profile = /^[0-9a-f-]{36}$/i.test(clientId)
    ? await db
        .selectFrom("client_profiles")
        .select(["assigned_agent_id", "destination_country", "visa_interest"])
        .where("user_id", "=", clientId)
        .executeTakeFirst()
    : undefined;
  const defaults = {
    assignedAgentId: profile?.assigned_agent_id ?? "",
    destinationCountry: profile?.destination_country ?? "",
    serviceSlug: profile?.visa_interest ?? "",
  };
  return {
    pickers: await pickerStates(PICKERS, { clientId, assignedAgentId: defaults.assignedAgentId }),
    formKey: newFormKey(),
    services: serviceOptions(),
    defaults,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const formData = await request.formData().catch(() => new FormData());
  const found = await findInForm(formData, PICKERS);
  if (found) return found;
  const refuse = async (failure: FormFailure) => formFailure(await withPickers(failure, PICKERS));
  const parsed = parseFormData(formData, schema);
  if (!parsed.ok) return refuse(parsed.failure);
  const { clientId, serviceSlug, destinationCountry, assignedAgentId, agreementRequired } = parsed.data;
  const [client, agentOk] = await Promise.all([
    db.selectFrom("admin_users").select("id").where("id", "=", clientId).where("role", "=", "client").executeTakeFirst(),
    assignedAgentId ? isActiveAgent(assignedAgentId) : Promise.resolve(true),
  ]);
  const fieldErrors: Record<string, string[]> = {};
  if (!client) fieldErrors.clientId = ["That client does not exist"];
  if (!agentOk) fieldErrors.assignedAgentId = ["Choose an active agent"];
  if (Object.keys(fieldErrors).length) return refuse({ fieldErrors, values: formValues(formData) });
  try {
    const input = {
      clientId,
      serviceSlug,
      destinationCountry,
      assignedAgentId: assignedAgentId || null,
      createdBy: admin.id,
      agreementRequired: agreementRequired === "on",
    };
    const app = await createApplication(input, submissionKey(parsed.formData, "application-new", admin.id));
    return redirectWithToast(`/admin/applications/${app.id}`, { type: "success", title: `Application ${app.reference} opened` });
  } catch (error) {
    return redirectWithToast(firstResult(error, "/admin/applications"), { type: "success", title: "Application opened" }); // a copy: the one the first opened
  }
}

export default function NewApplication() {
  const d = useLoaderData<typeof loader>();
  const failure = useActionData<PickerFailure>();
  const busy = useNavigation().state === "submitting";
  const v = (k: keyof typeof d.defaults) => failure?.values[k] ?? d.defaults[k];
  const e = failure?.fieldErrors ?? {};
  const pickers = failure?.pickers ?? d.pickers;
  return (
    <div className="max-w-2xl">
      <PageHeader title="New application" />
      <Form method="post" className="space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <SearchPicker label="Client" name="clientId" kind="client" state={pickers.clientId} errors={e.clientId} />
        {pickers.clientId.options.length || pickers.clientId.chosen ? null : (
          <p className="text-sm">
            <Link to="/admin/clients/new">Add a client</Link>
          </p>
        )}
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
        <SearchPicker
          label="Assigned agent"
          name="assignedAgentId"
          kind="agent"
          state={pickers.assignedAgentId}
          none="Unassigned"
          errors={e.assignedAgentId}
        />
        <CheckboxField
          label="Work waits for the signed agreement"
          hint="Document requests and moves past Assessment wait until it is signed in the portal. Untick only for work agreed in writing elsewhere."
          name="agreementRequired"
          defaultChecked={failure ? failure.values.agreementRequired === "on" : true}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Opening…" : "Open application"}
        </button>
      </Form>
    </div>
  );
}
