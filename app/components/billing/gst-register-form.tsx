import { Form } from "@remix-run/react";
import { Field, FormAlert } from "~/components/ui/forms";
import type { RegisterRange, RegisterSummary } from "~/lib/billing/gst-register";
import { formatMoney } from "~/lib/billing/money";
import { formatDate } from "~/lib/ui/format";

// The invoices page's "Export for your accountant" (issue 41): a date range downloaded as the
// GST register's CSV, and what that file's invoices and credit notes add up to, per currency,
// so the two can be checked against each other.

type Props = { range: RegisterRange; summary: RegisterSummary[] | null; error: string | null };

export function GstRegisterForm({ range, summary, error }: Props) {
  return (
    <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="gst-register">
      <h2 id="gst-register" className="font-semibold text-slate-900">
        Export for your accountant
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Tax invoices (cancelled ones at zero), credit notes and receipts of the dates chosen, one row each, as a CSV file.
      </p>
      {/* A document request, not a page: the download and the totals both load as a browser would. */}
      <Form method="get" action="/admin/invoices/export.csv" reloadDocument className="mt-3 flex flex-wrap items-end gap-3">
        <Field label="From" name="from" type="date" required defaultValue={range.from} />
        <Field label="To" name="to" type="date" required defaultValue={range.to} />
        <button type="submit" className="btn-primary">
          Download CSV
        </button>
        <button type="submit" formAction="/admin/invoices" className="btn-secondary">
          Show the totals
        </button>
      </Form>
      <div className="mt-3">{error ? <FormAlert message={error} /> : summary ? <Summary range={range} summary={summary} /> : null}</div>
    </section>
  );
}

function Summary({ range, summary }: { range: RegisterRange; summary: RegisterSummary[] }) {
  const issued = `Issued from ${formatDate(range.from)} to ${formatDate(range.to)}`;
  if (!summary.length) return <p className="text-sm text-slate-700">{`${issued}: no invoices or credit notes.`}</p>;
  return (
    <div className="text-sm text-slate-800">
      <p>{`${issued}:`}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {summary.map((s) => {
          const money = (minor: number, what: string) => <span data-sum={what}>{formatMoney(minor, s.currency)}</span>;
          return (
            <li key={s.currency} data-register-summary={s.currency}>
              <span data-sum="invoices">{s.invoices}</span>
              {` invoice${s.invoices === 1 ? "" : "s"}${s.cancelled ? ` (and ${s.cancelled} cancelled)` : ""} in ${s.currency}, taxable `}
              {money(s.taxableMinor, "taxable")}
              {", CGST "}
              {money(s.cgstMinor, "cgst")}
              {", SGST/UTGST "}
              {money(s.sgstMinor, "sgst")}
              {", IGST "}
              {money(s.igstMinor, "igst")}
              {", disbursements "}
              {money(s.disbursementsMinor, "disbursements")}
              {", total "}
              {money(s.totalMinor, "total")}
              {s.creditNotes
                ? ` (credit notes: ${s.creditNotes}, taxable ${formatMoney(s.creditTaxableMinor, s.currency)}, tax ${formatMoney(s.creditTaxMinor, s.currency)}, total ${formatMoney(s.creditTotalMinor, s.currency)})`
                : " (no credit notes)"}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
