import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { serviceTitle } from "~/content/catalogue.server";
import { formatDate } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { requireRole } from "~/server/accounts/auth.server";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { ENQUIRY_SORTS, listEnquiries } from "~/server/leads/enquiries.server";
import { listParams } from "~/server/http/list-params.server";

export const meta: MetaFunction = () => [{ title: "Enquiries · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, ENQUIRY_SORTS, { sort: "received", dir: "desc" });
  const raw = list.params.get("status") ?? "";
  const status = (ENQUIRY_STATUSES as readonly string[]).includes(raw) ? (raw as EnquiryStatus) : "";
  const result = await listEnquiries(list, status);
  const rows = result.rows.map((e) => ({ ...e, service: e.service_slug ? serviceTitle(e.service_slug) : "" }));
  return { ...result, rows, q: list.q, sort: list.sort, dir: list.dir, page: list.page, status };
}

const STATUS_STYLE: Record<EnquiryStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  converted: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-700",
};

export default function Enquiries() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="Enquiries" />
      <ListToolbar q={d.q} placeholder="Name, e-mail or message">
        <FilterSelect
          label="Status"
          name="status"
          value={d.status}
          options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }))}
        />
      </ListToolbar>
      {d.rows.length ? (
        <>
          <Table caption="Enquiries from the contact form and the calculators">
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
                <SortHeader column="status" label="Status" sort={d.sort} dir={d.dir} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {d.rows.map((e) => (
                <tr key={e.id}>
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(e.created_at)}</td>
                  <td className="px-3 py-2">
                    <Link to={`/admin/enquiries/${e.id}`} className="font-semibold text-brand-700 hover:underline">
                      {e.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {e.email}
                    {e.phone ? <span className="block text-slate-600">{e.phone}</span> : null}
                  </td>
                  <td className="px-3 py-2">{[COUNTRY_NAMES[e.destination_country], e.service].filter(Boolean).join(" · ") || "—"}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[e.status]}`}>
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
        <ListEmpty noun="enquiries" filtered={Boolean(d.q || d.status)} page={d.page} listPath="/admin/enquiries" />
      )}
    </div>
  );
}
