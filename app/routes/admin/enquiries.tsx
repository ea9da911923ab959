import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { serviceTitle } from "~/content/catalogue.server";
import { formatDate } from "~/lib/ui/format";
import { EnquirerCells } from "~/components/leads/enquirer-cells";
import { isUuid } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUS_STYLE, ENQUIRY_STATUSES, type EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { ENQUIRY_SORTS, listEnquiries } from "~/server/leads/enquiries.server";
import { staffOptions } from "~/server/leads/agent-leads.server";
import { listParams } from "~/server/http/list-params.server";
import { firmToday } from "~/server/website/settings.server";

export const meta: MetaFunction = () => [{ title: "Enquiries · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, ENQUIRY_SORTS, { sort: "received", dir: "desc" });
  const raw = list.params.get("status") ?? "";
  const status = (ENQUIRY_STATUSES as readonly string[]).includes(raw) ? (raw as EnquiryStatus) : "";
  const rawOwner = list.params.get("owner") ?? "";
  const owner = rawOwner === "none" || isUuid(rawOwner) ? rawOwner : "";
  const due = list.params.get("due") === "1";
  const today = await firmToday();
  const [result, staff] = await Promise.all([listEnquiries(list, { status, owner, due, today }), staffOptions()]);
  const rows = result.rows.map((e) => ({ ...e, service: e.service_slug ? serviceTitle(e.service_slug) : "" }));
  return { ...result, rows, q: list.q, sort: list.sort, dir: list.dir, page: list.page, status, owner, due, today, staff };
}

export default function Enquiries() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="Enquiries" />
      <ListToolbar q={d.q} placeholder="Name, e-mail or message">
        <FilterSelect
          label="Stage"
          name="status"
          value={d.status}
          options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Owner"
          name="owner"
          value={d.owner}
          options={[{ value: "none", label: "Front desk (nobody)" }, ...d.staff.map((s) => ({ value: s.id, label: s.full_name }))]}
        />
        <FilterSelect label="Follow-up" name="due" value={d.due ? "1" : ""} options={[{ value: "1", label: "Due today or earlier" }]} />
      </ListToolbar>
      {d.rows.length ? (
        <>
          <Table caption="Enquiries from the contact form, the calculators and bookings">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <SortHeader column="received" label="Received" sort={d.sort} dir={d.dir} />
                <SortHeader column="name" label="Name" sort={d.sort} dir={d.dir} />
                <th scope="col" className="px-3 py-2 text-left">
                  Contact
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Interest
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Owner
                </th>
                <SortHeader column="follow_up" label="Follow up" sort={d.sort} dir={d.dir} />
                <SortHeader column="status" label="Stage" sort={d.sort} dir={d.dir} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {d.rows.map((e) => (
                <tr key={e.id}>
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(e.created_at)}</td>
                  <EnquirerCells e={e} href={`/admin/enquiries/${e.id}`} />
                  <td className="px-3 py-2">{e.owner_name ?? <span className="text-slate-600">Front desk</span>}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {e.follow_up_on ? (
                      <span
                        className={
                          e.follow_up_on <= d.today && !["converted", "lost"].includes(e.status) ? "font-semibold text-red-800" : ""
                        }
                      >
                        {formatDate(e.follow_up_on)}
                      </span>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ENQUIRY_STATUS_STYLE[e.status]}`}>
                      {ENQUIRY_STATUS_LABELS[e.status]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <ListEmpty noun="enquiries" filtered={Boolean(d.q || d.status || d.owner || d.due)} page={d.page} listPath="/admin/enquiries" />
      )}
    </div>
  );
}
