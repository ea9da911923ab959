import { auditBy } from "~/server/audit/audit-log.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { InvoiceDraftForm } from "~/components/billing/invoice-draft-form";
import { CreditNoteForm, CreditNoteList } from "~/components/billing/credit-notes";
import { PayInvoice } from "~/components/billing/pay-invoice";
import { ReceiptList, ReportList } from "~/components/billing/payment-reports";
import { TaxInvoice } from "~/components/billing/tax-invoice";
import { InvoiceStatusBadge } from "~/components/billing/labels";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { OnceKey } from "~/components/ui/once-key";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "~/lib/billing/labels";
import { formatMoney } from "~/lib/billing/money";
import { formatDate } from "~/lib/ui/format";
import { UUID_RE } from "~/lib/http/uuid";
import { daysFrom } from "~/lib/ui/iso-date";
import { requireRole } from "~/server/accounts/auth.server";
import { invoiceAction } from "~/server/billing/invoice-actions.server";
import { creditableLines } from "~/server/billing/credit-notes.server";
import { invoicePage } from "~/server/billing/invoice-page.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { newFormKey } from "~/server/http/submission-keys.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.invoice.code ?? "Draft invoice"} · Admin` }];

async function findInvoice(id: string | undefined) {
  const page = id && UUID_RE.test(id) ? await invoicePage(id, null) : null;
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const { invoice, view, qr, settings, today, reports, receipts, creditNotes } = await findInvoice(params.id);
  const issued = ["sent", "part_paid", "paid"].includes(invoice.status);
  return {
    invoice,
    view,
    qr,
    reports,
    receipts,
    creditNotes,
    creditable: issued ? await creditableLines(invoice.id) : [],
    today,
    gstinMissing: !settings.firm.gstin,
    dueDays: daysFrom(invoice.issued_on, invoice.due_on),
    formKey: newFormKey(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const { invoice } = await findInvoice(params.id);
  const formData = await request.formData().catch(() => new FormData());
  return invoiceAction(formData, auditBy(request, admin), invoice.id);
}

export default function InvoicePage() {
  const {
    invoice: inv,
    view,
    qr,
    today,
    gstinMissing,
    dueDays,
    reports,
    receipts,
    creditNotes,
    creditable,
  } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const mine = (intent: string) => (failure?.values.intent === intent ? failure : null);
  const owed = view.owedMinor;
  const open = inv.status === "sent" || inv.status === "part_paid";
  const draft = inv.status === "draft";
  return (
    <div>
      <PageHeader
        title={view.title}
        action={
          <span className="flex items-center gap-3">
            <a href={`/admin/invoices/${inv.id}/pdf`} className="text-sm font-semibold text-brand-700 underline">
              Download PDF
            </a>
            <Link to={`/admin/audit-log?record=${inv.id}`} className="text-sm font-semibold text-brand-700 underline">
              History
            </Link>
            <InvoiceStatusBadge status={inv.status} />
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <section className="rounded-lg bg-white p-5 shadow-sm" aria-label="Invoice">
            <p className="mb-3 text-sm">
              {"Client: "}
              <Link to={`/admin/clients/${inv.client_id}/billing`} className="font-semibold text-brand-700 underline">
                {inv.client_name}
              </Link>
              {inv.application_id ? (
                <>
                  {" · "}
                  <Link to={`/admin/applications/${inv.application_id}#agreement`} className="text-brand-700 underline">
                    its application
                  </Link>
                </>
              ) : null}
            </p>
            {gstinMissing ? (
              <FormAlert tone="info" message="The firm's GSTIN is not set: add it in Billing settings before issuing tax invoices." />
            ) : null}
            {inv.void_reason ? <p className="mt-2 text-sm font-medium text-red-900">{`Void: ${inv.void_reason}`}</p> : null}
            <TaxInvoice view={view} />
            {inv.notes ? <p className="mt-3 whitespace-pre-wrap text-sm text-slate-700">{inv.notes}</p> : null}
          </section>
          {draft ? (
            <InvoiceDraftForm
              draft={{ currency: inv.currency, dueDays, notes: inv.notes, buyer: inv.buyer, lines: inv.lines }}
              failure={mine("save-draft")}
            />
          ) : (
            <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="payments-h">
              <h2 id="payments-h" className="font-semibold text-slate-900">
                Payments and refunds
              </h2>
              {inv.payments.length ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {inv.payments.map((p) => (
                    <li
                      key={p.id}
                    >{`${formatDate(p.received_on)}: ${p.kind === "payment" ? "paid" : "refunded"} ${formatMoney(Number(p.amount_minor), inv.currency)} by ${PAYMENT_METHOD_LABELS[p.method]}${p.reference ? ` (${p.reference})` : ""}${p.note ? `: ${p.note}` : ""}`}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-600">None yet.</p>
              )}
            </section>
          )}
          <ReportList reports={reports} currency={inv.currency} decide={{ failure: failure?.values.reportId ? failure : null }} />
          <ReceiptList receipts={receipts} currency={inv.currency} base="/admin" />
          <CreditNoteList notes={creditNotes} currency={inv.currency} base="/admin" />
          {view.pay ? <PayInvoice pay={view.pay} qr={qr} owed={formatMoney(owed, inv.currency)} /> : null}
        </div>
        <div className="space-y-6">
          {draft ? (
            <Form method="post" className="rounded-lg bg-white p-5 shadow-sm">
              <input type="hidden" name="intent" value="issue" />
              <FormAlert message={mine("issue")?.formError} />
              <p className="mb-3 text-sm text-slate-700">
                Issuing gives it the year&apos;s next number and today&apos;s date, fixes the tax by the place of supply, and tells the
                client. Save your edits first.
              </p>
              <button type="submit" className="btn-primary">
                Issue and send to the client
              </button>
            </Form>
          ) : null}
          {open || (inv.status === "paid" && inv.paid_minor > inv.refunded_minor) ? (
            <PaymentForm failure={mine("payment")} today={today} owed={owed} currency={inv.currency} />
          ) : null}
          <CreditNoteForm lines={creditable} currency={inv.currency} failure={mine("credit-note")} />
          {draft || inv.status === "sent" ? (
            <details className="rounded-lg bg-white p-5 shadow-sm" open={Boolean(mine("void"))}>
              <summary className="cursor-pointer text-sm font-semibold text-red-800">Make void…</summary>
              <Form method="post" className="mt-3 space-y-3" noValidate>
                <input type="hidden" name="intent" value="void" />
                <TextAreaField
                  label="Why it is void"
                  hint={
                    draft
                      ? "A draft has no number: it is simply set aside."
                      : "For a mistake on the day of issue; its number stays taken. Later, issue a credit note."
                  }
                  name="reason"
                  rows={2}
                  defaultValue={mine("void")?.values.reason ?? ""}
                  errors={mine("void")?.fieldErrors.reason}
                />
                <button type="submit" className="btn-secondary">
                  Make void
                </button>
              </Form>
            </details>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function PaymentForm({ failure, today, owed, currency }: { failure: FormFailure | null; today: string; owed: number; currency: string }) {
  const v = (name: string, fallback = "") => failure?.values[name] ?? fallback;
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="record-h">
      <h2 id="record-h" className="mb-1 font-semibold text-slate-900">
        Record a payment or refund
      </h2>
      <p className="mb-3 text-sm text-slate-700">{`Still owed: ${formatMoney(Math.max(0, owed), currency)}`}</p>
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="payment" />
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <SelectField
          label="What"
          name="kind"
          defaultValue={v("kind", "payment")}
          errors={failure?.fieldErrors.kind}
          options={[
            { value: "payment", label: "Payment received" },
            { value: "refund", label: "Refund paid back" },
          ]}
        />
        <Field
          label="Amount"
          name="amount"
          inputMode="decimal"
          defaultValue={v("amount", owed > 0 ? String(owed / 100) : "")}
          errors={failure?.fieldErrors.amount}
        />
        <SelectField
          label="How"
          name="method"
          defaultValue={v("method", "bank_transfer")}
          errors={failure?.fieldErrors.method}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
        />
        <Field
          label="Reference (UTR, UPI or card reference)"
          name="reference"
          defaultValue={v("reference")}
          errors={failure?.fieldErrors.reference}
        />
        <Field
          label="Received on"
          name="receivedOn"
          type="date"
          defaultValue={v("receivedOn", today)}
          errors={failure?.fieldErrors.receivedOn}
        />
        <TextAreaField label="Note (optional)" name="note" rows={2} defaultValue={v("note")} errors={failure?.fieldErrors.note} />
        <button type="submit" className="btn-primary">
          Record it
        </button>
      </Form>
    </section>
  );
}
