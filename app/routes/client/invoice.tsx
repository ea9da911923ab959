import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CreditNoteList } from "~/components/billing/credit-notes";
import { ReceiptList, ReportList, ReportPaymentForm } from "~/components/billing/payment-reports";
import type { FormFailure } from "~/lib/http/form-failure";
import { InvoiceStatusBadge } from "~/components/billing/labels";
import { PayInvoice } from "~/components/billing/pay-invoice";
import { TaxInvoice } from "~/components/billing/tax-invoice";
import { formatMoney } from "~/lib/billing/money";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { invoicePage } from "~/server/billing/invoice-page.server";
import { reportPaymentAction } from "~/server/billing/payment-report-actions.server";
import { invoiceDetail } from "~/server/billing/invoice-queries.server";
import { newFormKey } from "~/server/http/submission-keys.server";

// A client's own invoice (issue 41): the tax invoice as issued, how to pay what is still
// owed — UPI QR code and link, bank details — and "I have paid, here is the UTR", with the
// reports' state and the receipts. Another client's is the same 404, to read and to post.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Invoice ${data?.invoice.code ?? ""} · Client portal` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  const page = params.id && UUID_RE.test(params.id) ? await invoicePage(params.id, user.id) : null;
  if (!page) throw data(null, { status: 404 });
  const { invoice, view, qr, reports, receipts, creditNotes, today } = page;
  return {
    invoice: { id: invoice.id, code: invoice.code, status: invoice.status, currency: invoice.currency, notes: invoice.notes },
    view,
    qr,
    reports,
    receipts,
    creditNotes,
    today,
    formKey: newFormKey(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "client");
  const invoice = params.id && UUID_RE.test(params.id) ? await invoiceDetail(params.id, user.id) : null;
  if (!invoice) throw data(null, { status: 404 });
  return reportPaymentAction(request, user.id, invoice.id);
}

export default function ClientInvoice() {
  const { invoice: inv, view, qr, reports, receipts, creditNotes, today } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const waiting = reports.some((r) => r.status === "waiting");
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link to="/client/billing" className="text-brand-700 underline">
          Agreements and invoices
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{view.title}</h1>
        <InvoiceStatusBadge status={inv.status} />
        <a href={`/client/invoices/${inv.id}/pdf`} className="text-sm font-semibold text-brand-700 underline">
          Download PDF
        </a>
      </div>
      {view.pay ? <PayInvoice pay={view.pay} qr={qr} owed={formatMoney(view.owedMinor, inv.currency)} /> : null}
      <ReportList reports={reports} currency={inv.currency} />
      {view.pay && (!waiting || failure) ? <ReportPaymentForm failure={failure ?? null} owed={view.owedMinor} today={today} /> : null}
      <ReceiptList receipts={receipts} currency={inv.currency} base="/client" />
      <CreditNoteList notes={creditNotes} currency={inv.currency} base="/client" />
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-label="Invoice">
        <TaxInvoice view={view} />
        {inv.notes ? <p className="mt-3 whitespace-pre-wrap text-sm text-slate-700">{inv.notes}</p> : null}
      </section>
    </div>
  );
}
