import { Form } from "@remix-run/react";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { OnceKey } from "~/components/ui/once-key";
import { PAYMENT_METHOD_LABELS } from "~/lib/billing/labels";
import { formatMoney } from "~/lib/billing/money";
import type { FormFailure } from "~/lib/http/form-failure";
import { formatDate } from "~/lib/ui/format";

// Payments a client reported ("I have paid, here is the UTR"), their receipts, and the
// forms around them: the client's report (with an optional screenshot) and the accounts
// person's confirm or reject.

type Report = {
  id: string;
  method: "upi" | "bank_transfer";
  reference: string;
  amount_minor: number | string;
  paid_on: string;
  note: string;
  status: "waiting" | "confirmed" | "rejected";
  reject_reason: string | null;
  screenshot_id: string | null;
};
type Receipt = { id: string; receipt_code: string; amount_minor: number | string; received_on: string };

const STATUS = { waiting: "Being checked", confirmed: "Confirmed", rejected: "Not matched" } as const;

export function ReportList({
  reports,
  currency,
  decide,
}: {
  reports: Report[];
  currency: string;
  decide?: { failure: FormFailure | null };
}) {
  if (!reports.length) return null;
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="reports-h">
      <h2 id="reports-h" className="font-semibold text-slate-900">
        Payments reported by the client
      </h2>
      {decide ? <FormAlert message={decide.failure?.formError} /> : null}
      <ul className="mt-2 space-y-3 text-sm">
        {reports.map((r) => (
          <li key={r.id} data-report={r.reference}>
            <p>
              <span className="font-semibold">{formatMoney(Number(r.amount_minor), currency)}</span>
              {` by ${PAYMENT_METHOD_LABELS[r.method]} on ${formatDate(r.paid_on)}, UTR ${r.reference} — `}
              <span data-report-status={r.status}>{STATUS[r.status]}</span>
              {r.reject_reason ? `: ${r.reject_reason}` : ""}
            </p>
            {r.note ? <p className="text-slate-600">{r.note}</p> : null}
            {decide && r.screenshot_id ? (
              <a href={`/admin/payment-reports/${r.id}/screenshot`} className="text-brand-700 underline">
                The client&apos;s screenshot
              </a>
            ) : null}
            {decide && r.status === "waiting" ? <Decide report={r} failure={decide.failure} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Decide({ report, failure }: { report: Report; failure: FormFailure | null }) {
  const mine = failure?.values.reportId === report.id ? failure : null;
  return (
    <div className="mt-2 flex flex-wrap items-start gap-3">
      <Form method="post">
        <input type="hidden" name="intent" value="confirm-report" />
        <input type="hidden" name="reportId" value={report.id} />
        <button type="submit" className="btn-primary">
          Confirm: it is on our bank statement
        </button>
      </Form>
      <details open={Boolean(mine)}>
        <summary className="cursor-pointer font-semibold text-red-800">Reject…</summary>
        <Form method="post" className="mt-2 space-y-2" noValidate>
          <input type="hidden" name="intent" value="reject-report" />
          <input type="hidden" name="reportId" value={report.id} />
          <TextAreaField
            label="Why (the client is told)"
            name="reason"
            rows={2}
            defaultValue={mine?.values.reason ?? ""}
            errors={mine?.fieldErrors.reason}
          />
          <button type="submit" className="btn-secondary">
            Reject the report
          </button>
        </Form>
      </details>
    </div>
  );
}

export function ReceiptList({ receipts, currency, base }: { receipts: Receipt[]; currency: string; base: "/admin" | "/client" }) {
  if (!receipts.length) return null;
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="receipts-h">
      <h2 id="receipts-h" className="font-semibold text-slate-900">
        Receipts
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {receipts.map((r) => (
          <li key={r.id} data-receipt={r.receipt_code}>
            {`${r.receipt_code}: ${formatMoney(Number(r.amount_minor), currency)} received on ${formatDate(r.received_on)} · `}
            <a href={`${base}/receipts/${r.id}/pdf`} className="text-brand-700 underline">
              {`PDF of ${r.receipt_code}`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReportPaymentForm({ failure, owed, today }: { failure: FormFailure | null; owed: number; today: string }) {
  const v = (name: string, fallback = "") => failure?.values[name] ?? fallback;
  const e = (name: string) => failure?.fieldErrors[name];
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="report-h">
      <h2 id="report-h" className="font-semibold text-slate-900">
        Paid already? Tell us
      </h2>
      <p className="mt-1 text-sm text-slate-700">We match it with our bank statement and send your receipt by e-mail.</p>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value="report-payment" />
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <SelectField
          label="How you paid"
          name="method"
          defaultValue={v("method", "upi")}
          errors={e("method")}
          options={[
            { value: "upi", label: "UPI" },
            { value: "bank_transfer", label: "Bank transfer (NEFT, RTGS or IMPS)" },
          ]}
        />
        <Field label="Amount paid" name="amount" inputMode="decimal" defaultValue={v("amount", String(owed / 100))} errors={e("amount")} />
        <Field label="Day you paid" name="paidOn" type="date" max={today} defaultValue={v("paidOn", today)} errors={e("paidOn")} />
        <Field
          label="UTR or UPI reference number"
          hint="In your UPI app or bank's confirmation: 12 digits for UPI, such as 401234567890"
          name="reference"
          autoComplete="off"
          defaultValue={v("reference")}
          errors={e("reference")}
        />
        <Field
          label="Screenshot of the payment (optional)"
          hint="PDF, JPEG or PNG, up to 10 MB"
          name="screenshot"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          errors={e("screenshot")}
        />
        <TextAreaField label="Note (optional)" name="note" rows={2} defaultValue={v("note")} errors={e("note")} />
        <button type="submit" className="btn-primary">
          Report the payment
        </button>
      </Form>
    </section>
  );
}
