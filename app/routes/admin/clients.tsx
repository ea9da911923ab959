import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountStateBadge } from "~/components/cases/people";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { APPLICATION_STATUSES, STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { formatDate } from "~/lib/ui/format";
import { isUuid } from "~/lib/http/uuid";
import { agentOptions } from "~/server/accounts/agents.server";
import { requireRole } from "~/server/accounts/auth.server";
import { CLIENT_SORTS, listClients, type ClientFilters } from "~/server/cases/client-list.server";
import { listParams } from "~/server/http/list-params.server";

export const meta: MetaFunction = () => [{ title: "Clients · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, CLIENT_SORTS, { sort: "created", dir: "desc" });
  // Unknown filter values are ignored rather than refused: a hand-edited URL still shows a list.
  const agent = list.params.get("agent") ?? "";
  const status = list.params.get("status") ?? "";
  const state = list.params.get("state") ?? "";
  const filters: ClientFilters = {
    agent: agent === "none" || isUuid(agent) ? agent : undefined,
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : undefined,
    state: state === "active" || state === "invited" || state === "deactivated" ? state : undefined,
  };
  const [result, agents] = await Promise.all([listClients(list, filters), agentOptions()]);
  return {
    ...result,
    rows: result.rows.map((r) => ({
      id: r.id,
      name: [r.first_name, r.last_name].filter(Boolean).join(" ") || r.full_name,
      email: r.email,
      active: r.is_active,
      state: r.account_state,
      agentId: r.agent_id,
      agentName: r.agent_name,
      completion: r.profile_completion_percentage ?? 0,
      created: r.created_at,
    })),
    agents: agents.map((a) => ({ value: a.id, label: a.is_active ? a.full_name : `${a.full_name} (deactivated)` })),
    q: list.q,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    filters: { agent: filters.agent ?? "", status: filters.status ?? "", state: filters.state ?? "" },
  };
}

export default function AdminClients() {
  const data = useLoaderData<typeof loader>();
  const filtered = Boolean(data.q || data.filters.agent || data.filters.status || data.filters.state);
  const sortProps = { sort: data.sort, dir: data.dir };
  return (
    <div>
      <PageHeader
        title="Clients"
        action={
          <Link to="/admin/clients/new" className="btn-primary">
            New client
          </Link>
        }
      />
      <ListToolbar q={data.q} placeholder="Name, e-mail, phone or file number">
        <FilterSelect
          label="Agent"
          name="agent"
          value={data.filters.agent}
          options={[{ value: "none", label: "No agent" }, ...data.agents]}
        />
        <FilterSelect
          label="Application status"
          name="status"
          value={data.filters.status}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Account"
          name="state"
          value={data.filters.state}
          options={[
            { value: "active", label: "Active" },
            { value: "invited", label: "Invited, no password yet" },
            { value: "deactivated", label: "Deactivated" },
          ]}
        />
        {/* Keep the chosen sort when searching. */}
        <input type="hidden" name="sort" value={data.sort} />
        <input type="hidden" name="dir" value={data.dir} />
      </ListToolbar>
      {data.rows.length === 0 ? (
        <ListEmpty
          noun="clients"
          filtered={filtered}
          page={data.page}
          listPath="/admin/clients"
          first={{ to: "/admin/clients/new", label: "Create the first client" }}
        />
      ) : (
        <>
          <Table caption="Clients">
            <thead className="bg-slate-50">
              <tr>
                <SortHeader column="name" label="Name" {...sortProps} />
                <SortHeader column="email" label="E-mail" {...sortProps} />
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Agent
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Profile
                </th>
                <SortHeader column="created" label="Created" {...sortProps} />
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Account
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.rows.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/clients/${c.id}`} className="text-brand-700 hover:underline">
                      {c.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{c.email}</td>
                  <td className="px-3 py-2">
                    {c.agentId ? (
                      <Link to={`/admin/agents/${c.agentId}`} className="hover:underline">
                        {c.agentName}
                      </Link>
                    ) : (
                      <span className="text-slate-500">None</span>
                    )}
                  </td>
                  <td className="px-3 py-2">{c.completion}%</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(c.created)}</td>
                  <td className="px-3 py-2">
                    <AccountStateBadge state={c.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={data.page} pages={data.pages} total={data.total} capped={data.capped} />
        </>
      )}
    </div>
  );
}
