import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { StatusBadge } from "~/components/cases/status-badge";
import { APPLICATION_STATUSES, STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { AGENT_CLIENT_SORTS, CASELOAD_SHOWS, listAgentClients, type CaseloadShow } from "~/server/cases/agent-portal.server";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";

export const meta: MetaFunction = () => [{ title: "My clients · Agent" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const agent = await requireRole(request, "agent");
  const list = listParams(request, AGENT_CLIENT_SORTS, { sort: "name", dir: "asc" });
  const raw = list.params.get("status") ?? "";
  const status = (APPLICATION_STATUSES as readonly string[]).includes(raw) ? (raw as ApplicationStatus) : "";
  // Current clients unless asked; a search from elsewhere (no choice made) looks through all.
  const asked = list.params.get("show");
  const show: CaseloadShow =
    asked === null ? (list.q ? "all" : "current") : (CASELOAD_SHOWS as readonly string[]).includes(asked) ? (asked as CaseloadShow) : "all";
  const result = await listAgentClients(agent.id, list, status, show);
  return { ...result, q: list.q, sort: list.sort, dir: list.dir, page: list.page, status, show };
}

export default function AgentClients() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="My clients" />
      <ListToolbar q={d.q} placeholder="Name, e-mail, phone or file number">
        <FilterSelect
          label="Clients"
          name="show"
          value={d.show === "all" ? "" : d.show}
          options={[
            { value: "current", label: "Current" },
            { value: "past", label: "Past (every case closed)" },
          ]}
        />
        <FilterSelect
          label="Application status"
          name="status"
          value={d.status}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </ListToolbar>
      {d.rows.length ? (
        <>
          <Table caption="Clients assigned to me">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <SortHeader column="name" label="Name" sort={d.sort} dir={d.dir} />
                <SortHeader column="email" label="E-mail" sort={d.sort} dir={d.dir} />
                <th scope="col" className="px-3 py-2 text-left">
                  Applications
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Destination
                </th>
                <SortHeader column="completion" label="Profile" sort={d.sort} dir={d.dir} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {d.rows.map((c) => (
                <tr key={c.id}>
                  <td className="px-3 py-2">
                    <Link to={`/agent/clients/${c.id}`} className="font-semibold text-brand-700 hover:underline">
                      {c.full_name}
                    </Link>
                    {c.is_active ? null : <span className="ml-2 text-xs text-slate-500">(deactivated)</span>}
                  </td>
                  <td className="px-3 py-2">{c.email}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      {c.applications.length ? (
                        c.applications.map((a) => <StatusBadge key={a.id} status={a.status} />)
                      ) : (
                        <span className="text-slate-500">None</span>
                      )}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {c.destination_country ? (COUNTRY_NAMES[c.destination_country] ?? c.destination_country) : "—"}
                  </td>
                  <td className="px-3 py-2">{`${c.profile_completion_percentage}%`}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <ListEmpty
          noun="clients"
          filtered={Boolean(d.q || d.status || d.show !== "all")}
          page={d.page}
          listPath="/agent/clients"
          nothingYet="No clients assigned yet"
        />
      )}
      {!d.rows.length && d.q && d.show === "current" ? (
        <p className="mt-2 text-sm">
          <Link to={`/agent/clients?${new URLSearchParams({ q: d.q, show: "" })}`} className="text-brand-700 underline">
            {`Search past clients too for “${d.q}”`}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
