import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { AccountStateBadge } from "~/components/cases/people";
import { formatDate } from "~/lib/ui/format";
import { AGENT_SORTS, listAgents } from "~/server/accounts/agents.server";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";

export const meta: MetaFunction = () => [{ title: "Agents · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, AGENT_SORTS, { sort: "name", dir: "asc" });
  const stateParam = list.params.get("state");
  const state = stateParam === "active" || stateParam === "invited" || stateParam === "deactivated" ? stateParam : undefined;
  const result = await listAgents(list, { state });
  return {
    ...result,
    rows: result.rows.map((r) => ({
      id: r.id,
      name: r.full_name,
      email: r.email,
      jobTitle: r.job_title,
      clients: Number(r.client_count),
      active: r.is_active,
      state: r.account_state,
      created: r.created_at,
    })),
    q: list.q,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    state: state ?? "",
  };
}

export default function AdminAgents() {
  const data = useLoaderData<typeof loader>();
  const filtered = Boolean(data.q || data.state);
  const sortProps = { sort: data.sort, dir: data.dir };
  return (
    <div>
      <PageHeader
        title="Agents"
        action={
          <Link to="/admin/agents/new" className="btn-primary">
            New agent
          </Link>
        }
      />
      <ListToolbar q={data.q} placeholder="Name, e-mail or job title">
        <FilterSelect
          label="Account"
          name="state"
          value={data.state}
          options={[
            { value: "active", label: "Active" },
            { value: "invited", label: "Invited, no password yet" },
            { value: "deactivated", label: "Deactivated" },
          ]}
        />
        <input type="hidden" name="sort" value={data.sort} />
        <input type="hidden" name="dir" value={data.dir} />
      </ListToolbar>
      {data.rows.length === 0 ? (
        <ListEmpty
          noun="agents"
          filtered={filtered}
          page={data.page}
          listPath="/admin/agents"
          first={{ to: "/admin/agents/new", label: "Create the first agent" }}
        />
      ) : (
        <>
          <Table caption="Agents">
            <thead className="bg-slate-50">
              <tr>
                <SortHeader column="name" label="Name" {...sortProps} />
                <SortHeader column="email" label="E-mail" {...sortProps} />
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Job title
                </th>
                <SortHeader column="clients" label="Clients" {...sortProps} />
                <SortHeader column="created" label="Created" {...sortProps} />
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Account
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.rows.map((a) => (
                <tr key={a.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/agents/${a.id}`} className="text-brand-700 hover:underline">
                      {a.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{a.email}</td>
                  <td className="px-3 py-2">{a.jobTitle ?? ""}</td>
                  <td className="px-3 py-2" data-testid="client-count">
                    {a.clients}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(a.created)}</td>
                  <td className="px-3 py-2">
                    <AccountStateBadge state={a.state} />
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
