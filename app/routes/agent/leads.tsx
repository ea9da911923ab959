import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FilterSelect, ListEmpty, PageHeader, Pagination, Table } from "~/components/ui/list";
import { serviceTitle } from "~/content/catalogue.server";
import { formatDate } from "~/lib/ui/format";
import { EnquirerCells } from "~/components/leads/enquirer-cells";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUS_STYLE, ENQUIRY_STATUSES } from "~/lib/leads/enquiry-statuses";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";
import { listAgentLeads, type LeadShow } from "~/server/leads/agent-leads.server";
import { firmToday } from "~/server/website/settings.server";

export const meta: MetaFunction = () => [{ title: "My leads · Agent" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const agent = await requireRole(request, "agent");
  const list = listParams(request, ["follow_up"] as const, { sort: "follow_up", dir: "asc" });
  const raw = list.params.get("show") ?? "";
  const show: LeadShow = raw === "all" || (ENQUIRY_STATUSES as readonly string[]).includes(raw) ? (raw as LeadShow) : "";
  const [result, today] = await Promise.all([listAgentLeads(agent.id, show, list.page), firmToday()]);
  const rows = result.rows.map((e) => ({ ...e, service: e.service_slug ? serviceTitle(e.service_slug) : "" }));
  return { ...result, rows, page: list.page, show, today };
}

export default function AgentLeads() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="My leads" />
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm">
        <FilterSelect
          label="Show"
          name="show"
          value={d.show}
          options={[
            { value: "all", label: "Every lead, won and lost too" },
            ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })),
          ]}
        />
        <button type="submit" className="btn-secondary">
          Apply
        </button>
      </Form>
      <p className="mt-2 text-sm text-slate-600">“All” shows the open leads. Follow-ups due come first.</p>
      {d.rows.length ? (
        <>
          <Table caption="Enquiries given to me">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {["Follow up", "Name", "Contact", "Interest", "Stage", "Received"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-left">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {d.rows.map((e) => {
                const due = e.follow_up_on && e.follow_up_on <= d.today && !["converted", "lost"].includes(e.status);
                return (
                  <tr key={e.id}>
                    <td className={`whitespace-nowrap px-3 py-2 ${due ? "font-semibold text-red-800" : ""}`}>
                      {e.follow_up_on ? `${formatDate(e.follow_up_on)}${due ? " (due)" : ""}` : "—"}
                    </td>
                    <EnquirerCells e={e} href={`/agent/leads/${e.id}`} />
                    <td className="px-3 py-2">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ENQUIRY_STATUS_STYLE[e.status]}`}>
                        {ENQUIRY_STATUS_LABELS[e.status]}
                      </span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(e.created_at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <ListEmpty noun="leads" filtered={Boolean(d.show)} page={d.page} listPath="/agent/leads" />
      )}
    </div>
  );
}
