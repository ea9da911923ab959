import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CellLabel, FilterSelect, ListEmpty, ListToolbar, PageHeader, Pagination, SortHeader, Table } from "~/components/ui/list";
import { InvoiceStatusBadge } from "~/components/billing/labels";
import { GstRegisterForm } from "~/components/billing/gst-register-form";
import { monthOf, parseRange } from "~/lib/billing/gst-register";
import { INVOICE_STATUS_LABELS } from "~/lib/billing/labels";
import { formatMoney } from "~/lib/billing/money";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import type { InvoiceStatus } from "~/server/db/schema";
import { INVOICE_SORTS, listInvoices } from "~/server/billing/invoice-queries.server";
import { registerSummary } from "~/server/billing/gst-register.server";
import { listParams } from "~/server/http/list-params.server";
import { firmToday } from "~/server/website/settings.server";

export const meta: MetaFunction = () => [{ title: "Invoices · Admin" }];

const STATUSES = Object.keys(INVOICE_STATUS_LABELS) as InvoiceStatus[];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, INVOICE_SORTS, { sort: "issued", dir: "desc" });
  const raw = list.params.get("status") ?? "";
  const status = (STATUSES as string[]).includes(raw) ? (raw as InvoiceStatus) : "";
  const overdue = list.params.get("overdue") === "1";
  const today = await firmToday();
  // The accountant's export: this month until a range is asked for; its totals are the CSV's.
  const [from, to] = [list.params.get("from"), list.params.get("to")];
  const asked = from !== null || to !== null;
  const range = asked ? parseRange(from, to) : monthOf(today);
  const [result, summary] = await Promise.all([
    listInvoices(list, status, overdue ? today : null),
    "error" in range ? null : registerSummary(range),
  ]);
  return {
    register: {
      range: "error" in range ? { from: from ?? "", to: to ?? "" } : range,
      summary,
      error: "error" in range ? range.error : null,
    },
    ...result,
    rows: result.rows.map((r) => ({ ...r, paid_minor: Number(r.paid_minor), total_minor: Number(r.total_minor) })),
    q: list.q,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    status,
    overdue,
  };
}

export default function Invoices() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={d.overdue ? "Invoices past their due date" : "Invoices"} />
      <p className="mb-4 text-sm text-slate-700">
        {
          "Draw up an invoice from a signed agreement on the application's page, or any invoice from the client's billing page. The firm's GSTIN, UPI ID and bank details are in "
        }
        <Link to="/admin/settings/billing" className="font-semibold text-brand-700 underline">
          Billing settings
        </Link>
        .
      </p>
      <ListToolbar q={d.q} placeholder="Invoice number, such as INV/2026-27/0001">
        <FilterSelect
          label="Status"
          name="status"
          value={d.status}
          options={STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Due date"
          name="overdue"
          value={d.overdue ? "1" : ""}
          options={[{ value: "1", label: "Past their due date" }]}
        />
      </ListToolbar>
      {d.rows.length ? (
        <>
          <Table caption="Invoices, newest first" stack>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <SortHeader column="issued" label="Issued" sort={d.sort} dir={d.dir} />
                <th scope="col" className="px-3 py-2 text-left">
                  Number
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Client
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Received
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Due
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {d.rows.map((i) => (
                <tr key={i.id}>
                  <td className="whitespace-nowrap px-3 py-2">
                    <CellLabel>Issued</CellLabel>
                    {formatDate(i.issued_on)}
                  </td>
                  <td className="px-3 py-2">
                    <CellLabel>Number</CellLabel>
                    <Link to={`/admin/invoices/${i.id}`} className="font-semibold text-brand-700 hover:underline">
                      {i.code}
                    </Link>
                  </td>
                  <td className="px-3 py-2" data-wide>
                    <CellLabel>Client</CellLabel>
                    <Link to={`/admin/clients/${i.client_id}/billing`} className="hover:underline">
                      {i.client_name}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 sm:text-right">
                    <CellLabel>Total</CellLabel>
                    {formatMoney(i.total_minor, i.currency)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 sm:text-right">
                    <CellLabel>Received</CellLabel>
                    {formatMoney(i.paid_minor, i.currency)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <CellLabel>Due</CellLabel>
                    {formatDate(i.due_on)}
                  </td>
                  <td className="px-3 py-2">
                    <CellLabel>Status</CellLabel>
                    <InvoiceStatusBadge status={i.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={d.page} pages={d.pages} total={d.total} capped={d.capped} />
        </>
      ) : (
        <ListEmpty noun="invoices" filtered={Boolean(d.q || d.status || d.overdue)} page={d.page} listPath="/admin/invoices" />
      )}
      <GstRegisterForm {...d.register} />
    </div>
  );
}
