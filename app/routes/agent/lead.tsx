import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { Field } from "~/components/ui/forms";
import { SubmitButton } from "~/components/cases/people";
import { serviceTitle } from "~/content/catalogue.server";
import { UUID_RE } from "~/lib/http/uuid";
import type { FormFailure } from "~/lib/http/form-failure";
import { requireRole } from "~/server/accounts/auth.server";
import { splitName } from "~/server/cases/clients.server";
import { getOwnedLead, timelineOf } from "~/server/leads/pipeline.server";
import { leadAction } from "~/server/leads/lead-actions.server";
import { convertOwnLead } from "~/server/leads/agent-conversion.server";
import { firmToday } from "~/server/website/settings.server";
import { LeadDetails } from "~/components/leads/lead-details";
import { LeadActions } from "~/components/leads/lead-actions";
import { LeadTimeline } from "~/components/leads/lead-timeline";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.lead.name ?? "Lead"} · Agent` }];

/** The lead, if this agent owns it; another agent's is a 404 like a missing one, for loaders and actions alike. */
async function ownLead(agentId: string, id: string | undefined) {
  const lead = id && UUID_RE.test(id) ? await getOwnedLead(agentId, id) : undefined;
  if (!lead) throw data(null, { status: 404 });
  return lead;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const agent = await requireRole(request, "agent");
  const lead = await ownLead(agent.id, params.id);
  const [timeline, today] = await Promise.all([timelineOf(lead.id), firmToday()]);
  return { lead, serviceTitle: lead.service_slug ? serviceTitle(lead.service_slug) : "", timeline, today, name: splitName(lead.name) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const agent = await requireRole(request, "agent");
  const lead = await ownLead(agent.id, params.id);
  const formData = await request.formData().catch(() => new FormData()); // unreadable: an unknown action
  if (formData.get("intent") === "convert") return convertOwnLead(formData, agent.id, lead);
  // Handed back to the front desk, the lead is no longer theirs to open: back to their list.
  const back = formData.get("intent") === "owner" ? "/agent/leads" : `/agent/leads/${lead.id}`;
  return leadAction(formData, { actorId: agent.id, canAssign: false }, lead, back);
}

export default function AgentLead() {
  const { lead, serviceTitle, timeline, today, name } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const convert = failure?.values.intent === "convert" ? failure : null;
  const value = (field: string, fallback: string) => convert?.values[field] ?? fallback;
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title={`Lead: ${lead.name}`}
        action={
          lead.converted_client_id ? (
            <Link to={`/agent/clients/${lead.converted_client_id}`} className="btn-secondary">
              Open the client
            </Link>
          ) : null
        }
      />
      <LeadDetails lead={lead} serviceTitle={serviceTitle} today={today} />
      <LeadActions lead={lead} failure={failure?.values.intent === "convert" ? null : failure} />
      {lead.status === "converted" ? null : (
        <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="convert-h">
          <h2 id="convert-h" className="font-semibold text-slate-900">
            Make them a client
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            You become their agent; they get an e-mail to choose a password; this lead’s timeline stays on their record.
          </p>
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" noValidate>
            {convert?.formError ? <p className="field-error sm:col-span-2">{convert.formError}</p> : null}
            <Field
              label="First name"
              name="firstName"
              defaultValue={value("firstName", name.firstName)}
              errors={convert?.fieldErrors.firstName}
            />
            <Field
              label="Last name"
              name="lastName"
              defaultValue={value("lastName", name.lastName)}
              errors={convert?.fieldErrors.lastName}
            />
            <Field label="E-mail" name="email" type="email" defaultValue={value("email", lead.email)} errors={convert?.fieldErrors.email} />
            <Field
              label="Phone (optional)"
              name="phone"
              type="tel"
              defaultValue={value("phone", lead.phone)}
              errors={convert?.fieldErrors.phone}
            />
            <div>
              <SubmitButton intent="convert">Convert to client</SubmitButton>
            </div>
          </Form>
        </section>
      )}
      <LeadTimeline entries={timeline} />
    </div>
  );
}
