import { auditBy } from "~/server/audit/audit-log.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader, Table } from "~/components/ui/list";
import { AccountAccessPanel } from "~/components/accounts/account-access";
import { ActivationForm, ActiveBadge, failureFor, Section, SubmitButton } from "~/components/cases/people";
import { Field, FormAlert, TextAreaField } from "~/components/ui/forms";
import { formatDate, titleFromSlug } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { agentProfileSchema } from "~/lib/cases/people-schema";
import { isUuid } from "~/lib/http/uuid";
import { ACCESS_INTENTS, isAccessIntent } from "~/lib/accounts/account-access";
import { accessIntentResponse, accountAccess } from "~/server/accounts/account-access.server";
import { setAccountActive } from "~/server/accounts/accounts.server";
import { agentClients, getAgent, updateAgent } from "~/server/accounts/agents.server";
import { requireRole } from "~/server/accounts/auth.server";
import { formError, formFailure, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { redirectWithToast } from "~/server/http/toast.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.agent.name ?? "Agent"} · Admin` }];
export const headers = retryAfterHeaders;

async function agentOr404(id: string | undefined) {
  const agent = id && isUuid(id) ? await getAgent(id) : undefined;
  if (!agent) throw data(null, { status: 404 });
  return agent;
}

const clientsPhrase = (n: number) => `${n} client${n === 1 ? "" : "s"}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const agent = await agentOr404(params.id);
  const [clients, access] = await Promise.all([agentClients(agent.id), accountAccess(agent.id)]);
  return {
    access,
    agent: {
      id: agent.id,
      name: agent.full_name,
      email: agent.email,
      active: agent.is_active,
      created: agent.created_at,
      lastLogin: agent.last_login_at,
      clientCount: Number(agent.client_count),
    },
    profile: {
      fullName: agent.full_name,
      phone: agent.phone ?? "",
      jobTitle: agent.job_title ?? "",
      languages: agent.languages ?? "",
      bio: agent.bio ?? "",
    },
    clients: clients.map((c) => ({
      id: c.id,
      name: c.full_name,
      email: c.email,
      active: c.is_active,
      destination: c.destination_country ? (COUNTRY_NAMES[c.destination_country] ?? titleFromSlug(c.destination_country)) : "",
      completion: c.profile_completion_percentage,
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const agent = await agentOr404(params.id);
  const formData = await request.formData().catch(() => new FormData());
  const intent = formData.get("intent");
  const here = `/admin/agents/${agent.id}`;
  const name = agent.full_name;

  if (intent === "profile") {
    const parsed = parseFormData(formData, agentProfileSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    await updateAgent(agent.id, parsed.data);
    return redirectWithToast(here, { type: "success", title: "Agent details saved" });
  }

  if (intent === "deactivate" || intent === "reactivate") {
    const active = intent === "reactivate";
    await setAccountActive(agent.id, "agent", active, auditBy(request, admin));
    const count = Number(agent.client_count);
    if (active)
      return redirectWithToast(here, { type: "success", title: `${name} is active again`, description: "They can sign in again." });
    // Their clients stay assigned: say so, so the admin can reassign them.
    return redirectWithToast(here, {
      type: count > 0 ? "warning" : "success",
      title: `${name} is deactivated`,
      description:
        count > 0
          ? `They were signed out and cannot sign in. ${clientsPhrase(count)} still assigned to them: reassign them from each client's page.`
          : "They were signed out everywhere and cannot sign in.",
    });
  }

  if (isAccessIntent(intent)) {
    const target = { id: agent.id, email: agent.email, name, role: "agent" as const, active: agent.is_active };
    return accessIntentResponse(request, formData, intent, target, admin, here);
  }

  return formError(formData, "That action is not available on this page.");
}

const OWN_INTENTS: string[] = ["profile", ...ACCESS_INTENTS];

export default function AdminAgent() {
  const { agent, profile, clients, access } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const profileFailure = failureFor(failure, "profile");
  const v = (name: keyof typeof profile) => profileFailure?.values[name] ?? profile[name];
  const e = profileFailure?.fieldErrors ?? {};
  const assigned =
    agent.clientCount > 0 ? (
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {agent.active
          ? `${clientsPhrase(agent.clientCount)} assigned to ${agent.name}. They stay assigned after deactivation: reassign them from each client's page.`
          : `${clientsPhrase(agent.clientCount)} still assigned to ${agent.name}: reassign them from each client's page.`}
      </p>
    ) : null;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/admin/agents" className="text-brand-700 hover:underline">
            ← Agents
          </Link>
        </p>
        <PageHeader title={agent.name} action={<ActiveBadge active={agent.active} />} />
        <dl className="-mt-4 flex flex-wrap gap-x-8 gap-y-1 text-sm text-slate-700">
          <div>
            <dt className="inline font-medium">E-mail: </dt>
            <dd className="inline">{agent.email}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Clients: </dt>
            <dd className="inline">{agent.clientCount}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Agent since: </dt>
            <dd className="inline">{formatDate(agent.created)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Last sign-in: </dt>
            <dd className="inline">{agent.lastLogin ? formatDate(agent.lastLogin) : "Never"}</dd>
          </div>
        </dl>
      </div>

      <FormAlert message={failure && !OWN_INTENTS.includes(failure.values.intent ?? "") ? failure.formError : undefined} />

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Section id="details-heading" title="Details">
          <Form method="post" className="space-y-5" noValidate>
            <FormAlert message={profileFailure?.formError} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Full name" name="fullName" required defaultValue={v("fullName")} errors={e.fullName} />
              <Field label="Phone" name="phone" type="tel" placeholder="+91 98765 43210" defaultValue={v("phone")} errors={e.phone} />
              <Field label="Job title" name="jobTitle" defaultValue={v("jobTitle")} errors={e.jobTitle} />
              <Field label="Languages" name="languages" defaultValue={v("languages")} errors={e.languages} />
            </div>
            <TextAreaField label="Bio" name="bio" rows={4} defaultValue={v("bio")} errors={e.bio} />
            <SubmitButton intent="profile">Save details</SubmitButton>
          </Form>
        </Section>
        <div className="space-y-6">
          <Section id="account-heading" title="Account">
            <ActivationForm active={agent.active} who={agent.name} warning={assigned} />
          </Section>
          <Section id="access-heading" title="Sign-in">
            <AccountAccessPanel
              access={access}
              who={agent.name}
              active={agent.active}
              failure={isAccessIntent(failure?.values.intent) ? failure : undefined}
            />
          </Section>
        </div>
      </div>

      <Section id="clients-heading" title={`Clients (${agent.clientCount})`}>
        {clients.length === 0 ? (
          <p className="text-sm text-slate-600">
            {agent.clientCount ? `None of ${agent.name}’s clients has a case going on.` : `No clients are assigned to ${agent.name}.`}
          </p>
        ) : (
          <Table caption={`Current clients of ${agent.name}`}>
            <thead className="bg-slate-50">
              <tr>
                {["Name", "E-mail", "Destination", "Profile", "Account"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-left font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {clients.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/clients/${c.id}`} className="text-brand-700 hover:underline">
                      {c.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{c.email}</td>
                  <td className="px-3 py-2">{c.destination}</td>
                  <td className="px-3 py-2">{c.completion}%</td>
                  <td className="px-3 py-2">
                    <ActiveBadge active={c.active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {agent.clientCount > clients.length ? (
          <p className="mt-3 text-sm">
            {clients.length ? `Showing the first ${clients.length} current clients (a case going on) by name. ` : ""}
            <Link to={`/admin/clients?agent=${agent.id}`} className="font-medium text-brand-700 hover:underline">
              {`See all ${agent.clientCount} in the clients list`}
            </Link>
          </p>
        ) : null}
      </Section>
    </div>
  );
}
