import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { StatusBadge } from "~/components/cases/status-badge";
import { APPLICATION_STATUSES, STATUS_LABELS } from "~/lib/cases/application-workflow";
import { getService, SERVICES, serviceTitle } from "~/content/catalogue.server";
import { formatDate } from "~/lib/ui/format";
import { COUNTRY_NAMES, COUNTRY_OPTIONS } from "~/lib/website/navigation";
import { activeAgents } from "~/server/cases/applications.server";
import { APPLICATION_SORTS, listApplications } from "~/server/cases/application-list.server";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";

export const meta: MetaFunction = () => [{ title: "Applications · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, APPLICATION_SORTS, { sort: "updated", dir: "desc" });
  const filters = {
    status: list.params.get("status") ?? "",
    country: list.params.get("country") ?? "",
    agent: list.params.get("agent") ?? "",
    client: list.params.get("client") ?? "",
    service: list.params.get("service") ?? "",
  };
  const valid = {
    status: filters.status === "open" || (APPLICATION_STATUSES as readonly string[]).includes(filters.status) ? filters.status : "",
    country: Object.hasOwn(COUNTRY_NAMES, filters.country) ? filters.country : "",
    agent: /^[0-9a-f-]{36}$/.test(filters.agent) ? filters.agent : "",
    client: /^[0-9a-f-]{36}$/.test(filters.client) ? filters.client : "",
    service: getService(filters.service) ? filters.service : "",
  };
  const [result, agents] = await Promise.all([listApplications(list, valid), activeAgents()]);
  const rows = result.rows.map((a) => ({ ...a, service: serviceTitle(a.service_slug) }));
  const services = SERVICES.map((s) => ({ value: s.slug, label: s.title }));
  return { ...result, rows, q: list.q, sort: list.sort, dir: list.dir, page: list.page, filters: valid, agents, services };
}

export default function Applications() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="Applications"
        action={
          <Link to="/admin/applications/new" className="btn-primary">
            New application
          </Link>
        }
      />
      <ListToolbar q={d.q} placeholder="Reference, client name or e-mail">
        <FilterSelect
          label="Status"
          name="status"
          value={d.filters.status}
          options={[
            { value: "open", label: "Any open status" },
            ...APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
        />
        <FilterSelect label="Service" name="service" value={d.filters.service} options={d.services} />
        <FilterSelect label="Destination" name="country" value={d.filters.country} options={COUNTRY_OPTIONS} />
        <FilterSelect
          label="Agent"
          name="agent"
          value={d.filters.agent}
          options={d.agents.map((a) => ({ value: a.id, label: a.full_name }))}
        />
        {d.filters.client ? <input type="hidden" name="client" value={d.filters.client} /> : null}
      </ListToolbar>
      {d.rows.length ? (
        <>
          <Table caption="Applications">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <SortHeader column="reference" label="Reference" sort={d.sort} dir={d.dir} />
                <SortHeader column="client" label="Client" sort={d.sort} dir={d.dir} />
                <SortHeader column="service" label="Service" sort={d.sort} dir={d.dir} />
                <SortHeader column="country" label="Destination" sort={d.sort} dir={d.dir} />
                <SortHeader column="status" label="Status" sort={d.sort} dir={d.dir} />
                <th scope="col" className="px-3 py-2 text-left">
                  Agent
                </th>
                <SortHeader column="updated" label="Updated" sort={d.sort} dir={d.dir} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {d.rows.map((a) => (
                <tr key={a.id}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/applications/${a.id}`} className="font-semibold text-brand-700 hover:underline">
                      {a.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <Link to={`/admin/clients/${a.client_id}`} className="hover:underline">
                      {a.client_name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{a.service}</td>
                  <td className="px-3 py-2">{COUNTRY_NAMES[a.destination_country] ?? a.destination_country}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={a.status} />
                  </td>
                  <td className="px-3 py-2">{a.agent_name ?? <span className="text-slate-500">Unassigned</span>}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(a.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <ListEmpty
          noun="applications"
          filtered={Boolean(d.q) || Object.values(d.filters).some(Boolean)}
          page={d.page}
          listPath="/admin/applications"
          first={{ to: "/admin/applications/new", label: "Open the first application" }}
        />
      )}
    </div>
  );
}
