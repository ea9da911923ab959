import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef, useState } from "react";
import { z } from "zod";
import { PageHeader } from "~/components/admin/list";
import { FieldErrors, FormAlert, SelectField } from "~/components/forms";
import { SERVICES, serviceOptions } from "~/content/catalogue.server";
import { COUNTRY_NAMES, COUNTRY_OPTIONS } from "~/lib/navigation";
import { activeAgents, createApplication } from "~/server/applications.server";
import { pickClients, pickedClient, type PickerClient } from "~/server/cases/client-picker.server";
import { requireRole } from "~/server/accounts/auth.server";
import { db } from "~/server/db.server";
import { formFailure, parseForm, type FormFailure } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { OnceKey } from "~/components/once-key";
import { firstResult, newFormKey, submissionKey } from "~/server/submission-keys.server";

export const meta: MetaFunction = () => [{ title: "New application · Admin" }];

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const schema = z.object({
  clientId: uuid.or(z.literal("")).default("").refine((v) => v !== "", "Choose the client"),
  serviceSlug: z.string().refine((v) => SERVICES.some((s) => s.slug === v), "Choose the service"),
  destinationCountry: z.string().refine((v) => Object.hasOwn(COUNTRY_NAMES, v), "Choose the destination"),
  assignedAgentId: uuid.or(z.literal("")).default(""),
});

const label = (c: PickerClient) => `${c.full_name} (${c.email})`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const url = new URL(request.url);
  const clientQ = (url.searchParams.get("clientQ") ?? "").slice(0, 100);
  const [found, client, agents] = await Promise.all([pickClients(clientQ), pickedClient(url.searchParams.get("client") ?? ""), activeAgents()]);
  const profile = client
    ? await db.selectFrom("client_profiles").select(["assigned_agent_id", "destination_country", "visa_interest"]).where("user_id", "=", client.id).executeTakeFirst()
    : undefined;
  return {
    clientQ,
    found: found.clients.map((c) => ({ id: c.id, label: label(c) })),
    more: found.more,
    chosen: client ? { id: client.id, label: label(client) } : null,
    agents,
    formKey: newFormKey(),
    services: serviceOptions(),
    defaults: {
      assignedAgentId: profile?.assigned_agent_id ?? "",
      destinationCountry: profile?.destination_country ?? "",
      serviceSlug: profile?.visa_interest ?? "",
    },
  };
}

/** A refused form keeps the chosen client, whom the page's search may no longer show. */
async function refuse(failure: FormFailure) {
  const client = await pickedClient(failure.values.clientId ?? "");
  return formFailure({ ...failure, values: { ...failure.values, clientLabel: client ? label(client) : "" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) return refuse(parsed.failure);
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
  if (Object.keys(fieldErrors).length) return refuse({ fieldErrors, values: Object.fromEntries(Object.entries(parsed.data)) });
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
  // The client chosen before a refused form, or arriving from their page, stays first and checked.
  const kept = failure?.values.clientId && failure.values.clientLabel ? { id: failure.values.clientId, label: failure.values.clientLabel } : d.chosen;
  // With JavaScript the search runs as the name is typed (this page's loader, through a
  // fetcher); the client chosen stays in the list whatever the search shows.
  const live = useFetcher<typeof loader>();
  const typing = useRef<ReturnType<typeof setTimeout>>();
  const [picked, setPicked] = useState(kept);
  const results = live.data ?? d;
  const clients = [...(picked ? [picked] : []), ...results.found.filter((c) => c.id !== picked?.id)];
  const searchAsTyped = (q: string) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => live.load(`/admin/applications/new?clientQ=${encodeURIComponent(q.trim())}`), 250);
  };
  return (
    <div className="max-w-2xl">
      <PageHeader title="New application" />
      {/* The client search is its own GET form; its fields sit inside the fieldset below through form="find-client". */}
      <Form method="get" id="find-client" />
      <Form method="post" className="space-y-5 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <fieldset aria-describedby={e.clientId ? "clientId-error" : undefined}>
          <legend className="label">Client</legend>
          <div className="mt-1 flex gap-2">
            <label htmlFor="clientQ" className="sr-only">
              Find the client
            </label>
            <input
              id="clientQ"
              name="clientQ"
              type="search"
              form="find-client"
              defaultValue={d.clientQ}
              placeholder="Name, e-mail or phone"
              className="input"
              maxLength={100}
              aria-controls="client-choices"
              onChange={(event) => searchAsTyped(event.currentTarget.value)}
            />
            <button type="submit" form="find-client" className="btn-secondary">
              Find
            </button>
          </div>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {results.clientQ ? `Clients matching “${results.clientQ}”:` : "The newest clients; find any other by name, e-mail or phone."}
          </p>
          {clients.length ? (
            <ul id="client-choices" className="mt-2 space-y-1" data-client-choices>
              {clients.map((c) => (
                <li key={c.id}>
                  <label className="flex items-center gap-2">
                    <input type="radio" name="clientId" value={c.id} defaultChecked={c.id === picked?.id} onChange={() => setPicked(c)} />
                    {c.label}
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm">
              No active client matches. <Link to="/admin/clients/new">Add a client</Link>
            </p>
          )}
          {results.more ? <p className="mt-1 text-sm text-slate-600">More clients match: type more of the name, e-mail or phone.</p> : null}
          <FieldErrors id="clientId-error" errors={e.clientId} />
        </fieldset>
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
