import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { PickerState } from "~/lib/ui/pickers";
import { useHydrated } from "remix-utils/use-hydrated";
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
  // Arriving from a client's page, or once a client is chosen here ("Use this client", or the
  // combobox with JavaScript), that client is chosen, with their agent and wishes.
  const params = new URL(request.url).searchParams;
  const clientId = params.get("client") ?? params.get("clientId") ?? "";
  const profile = /^[0-9a-f-]{36}$/i.test(clientId)
    ? await db
        .selectFrom("client_profiles")
        .select(["assigned_agent_id", "destination_country", "visa_interest"])
        .where("user_id", "=", clientId)
        .executeTakeFirst()
    : undefined;
  const service = SERVICES.find((s) => s.slug === profile?.visa_interest);
  const defaults = {
    assignedAgentId: profile?.assigned_agent_id ?? "",
    // No destination on the profile: the country of the visa they want, when it has one.
    destinationCountry:
      profile?.destination_country || (service?.country && Object.hasOwn(COUNTRY_NAMES, service.country) ? service.country : ""),
    serviceSlug: service?.slug ?? "",
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
  const hydrated = useHydrated();
  const v = (k: keyof typeof d.defaults) => failure?.values[k] ?? d.defaults[k];
  const e = failure?.fieldErrors ?? {};
  const pickers = failure?.pickers ?? d.pickers;
  const form = useRef<HTMLFormElement>(null);
  const prefill = useClientPrefill(form);
  const agentState = prefill.agent ?? pickers.assignedAgentId;
  return (
    <div className="max-w-2xl">
      <PageHeader title="New application" />
      <Form ref={form} method="post" className="space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <SearchPicker
          label="Client"
          name="clientId"
          kind="client"
          state={pickers.clientId}
          errors={e.clientId}
          onChoose={prefill.clientChosen}
        />
        {hydrated ? null : (
          // Without JavaScript: the page again, the chosen client's service, destination and agent filled in.
          <button type="submit" formMethod="get" formNoValidate name="use" value="client" className="btn-secondary">
            Use this client
          </button>
        )}
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
          state={agentState}
          none="Unassigned"
          errors={e.assignedAgentId}
          onChoose={prefill.agentChosen}
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

/**
 * With JavaScript: a client chosen in the combobox fills in their service, destination and
 * agent (from this page's loader for that client), each only while still empty, so nothing
 * staff chose meanwhile is overwritten.
 */
function useClientPrefill(form: RefObject<HTMLFormElement>) {
  const fetcher = useFetcher<typeof loader>();
  const agentTouched = useRef(false);
  const [agent, setAgent] = useState<PickerState | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || !form.current) return;
    for (const name of ["serviceSlug", "destinationCountry"] as const) {
      const field = form.current.elements.namedItem(name);
      if (field instanceof HTMLSelectElement && field.value === "" && data.defaults[name]) field.value = data.defaults[name];
    }
    if (!agentTouched.current && data.pickers.assignedAgentId.chosen) setAgent(data.pickers.assignedAgentId);
  }, [fetcher.data, form]);
  return {
    agent,
    clientChosen: (id: string) => {
      if (id) fetcher.load(`/admin/applications/new?client=${encodeURIComponent(id)}`);
    },
    agentChosen: () => {
      agentTouched.current = true;
    },
  };
}
