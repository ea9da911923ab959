import { Form, Link } from "@remix-run/react";
import { formatMoney } from "~/lib/billing/money";
import { formatDate, formatDateTime } from "~/lib/ui/format";
import type { Fee } from "~/lib/billing/agreement-render";
import type { FormFailure } from "~/lib/http/form-failure";
import { CheckboxField, FormAlert, TextAreaField } from "../ui/forms";
import { OnceKey } from "../ui/once-key";
import { AgreementDraft, type PreviewFailure } from "./agreement-draft-form";
import { InstalmentList, type StoredInstalment } from "./instalments";
import { AGREEMENT_STATUS_LABELS, InvoiceStatusBadge } from "./labels";

// The admin's "Agreement and invoices" panel on an application's page: the versions of
// its service agreement, drawing up the next one, going on without one (with a reason),
// and invoicing the signed fees. Plain forms: they work without JavaScript.

type Version = {
  id: string;
  version: number;
  title: string;
  body_sha256: string;
  status: keyof typeof AGREEMENT_STATUS_LABELS;
  signed_name: string | null;
  signed_at: string | Date | null;
  created_at: string | Date;
  currency: string;
  fees: Fee[];
  instalments: StoredInstalment[];
};
type Invoice = {
  id: string;
  code: string;
  status: string;
  currency: string;
  total_minor: string | number;
  paid_minor: number;
  issued_on: string;
};
export type BillingPanelData = {
  templates: { id: string; title: string }[];
  versions: Version[];
  invoices: Invoice[];
  invoicedOn: (string | null)[];
  waits: boolean;
  today: string;
};

export function AgreementPanel({ data, failure }: { data: BillingPanelData; failure?: PreviewFailure | null }) {
  const mine = (intent: string) => (failure?.values.intent === intent ? failure : null);
  const signed = data.versions.find((v) => v.status === "signed");
  return (
    <section id="agreement" className="scroll-mt-20 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="agreement-h">
      <h2 id="agreement-h" className="font-semibold text-slate-900">
        Agreement and invoices
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-agreement-gate>
        {data.waits
          ? "Work waits for the client's signature: document requests and moves past Assessment are refused until the agreement is signed."
          : signed
            ? `The client signed version ${signed.version}: work can go on.${data.versions.some((v) => v.status === "awaiting_signature") ? " A newer version waits for their signature; version " + signed.version + " stays in force until then." : ""}`
            : "Work does not wait for an agreement on this application."}
      </p>
      {data.versions.length ? (
        <ul className="mt-3 space-y-2 text-sm" aria-label="Agreement versions">
          {data.versions.map((v) => (
            <li key={v.id} className="rounded border border-slate-200 p-2" data-agreement-version={v.version}>
              <span className="font-medium">{`Version ${v.version}: ${AGREEMENT_STATUS_LABELS[v.status]}`}</span>
              <span className="text-slate-600">
                {v.signed_at
                  ? ` · signed by ${v.signed_name} on ${formatDateTime(v.signed_at)}`
                  : ` · drawn up ${formatDate(v.created_at)}`}
              </span>{" "}
              <a href={`/admin/agreements/${v.id}/pdf`} className="font-semibold text-brand-700 underline">
                {`PDF of version ${v.version}`}
              </a>
              <span className="mt-1 block break-all text-xs text-slate-600">
                {"SHA-256 of its text: "}
                <code data-sha256>{v.body_sha256}</code>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <AgreementDraft data={data} failure={mine("agreement-draft") ?? mine("agreement-preview")} />
      {data.waits ? (
        <details className="mt-3" open={Boolean(mine("agreement-waive"))}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Go on without a signed agreement…</summary>
          <Form method="post" action="#agreement" className="mt-3 space-y-3" noValidate>
            <input type="hidden" name="intent" value="agreement-waive" />
            <TextAreaField
              label="Why work goes on without it"
              hint="Kept in the history, among staff."
              name="reason"
              rows={2}
              defaultValue={mine("agreement-waive")?.values.reason ?? ""}
              errors={mine("agreement-waive")?.fieldErrors.reason}
            />
            <button type="submit" className="btn-secondary">
              Go on without it
            </button>
          </Form>
        </details>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Invoices</h3>
      {data.invoices.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {data.invoices.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/invoices/${i.id}`} className="font-semibold text-brand-700 underline">
                {i.code}
              </Link>
              <span>{formatMoney(Number(i.total_minor), i.currency)}</span>
              <InvoiceStatusBadge status={i.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">None yet.</p>
      )}
      {signed?.instalments.length ? (
        <InstalmentList version={signed} failure={mine("invoice-instalment")} />
      ) : signed ? (
        <InvoiceForm data={data} fees={signed.fees} currency={signed.currency} failure={mine("invoice-new")} />
      ) : null}
    </section>
  );
}

function InvoiceForm({
  data,
  fees,
  currency,
  failure,
}: {
  data: BillingPanelData;
  fees: Fee[];
  currency: string;
  failure: FormFailure | null;
}) {
  return (
    <details className="mt-3" open={Boolean(failure)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Invoice the agreed fees…</summary>
      <Form method="post" action="#agreement" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value="invoice-new" />
        <OnceKey />
        <FormAlert message={failure?.formError} />
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold text-slate-900">Fees on this invoice</legend>
          {fees.map((f, i) => (
            <CheckboxField
              key={i}
              name="fee"
              value={String(i)}
              label={`${f.description}: ${formatMoney(f.amountMinor, currency)}${data.invoicedOn[i] ? ` (already on ${data.invoicedOn[i]})` : ""}`}
              defaultChecked={!data.invoicedOn[i]}
            />
          ))}
          {failure?.fieldErrors.fee ? <p className="text-sm text-red-800">{failure.fieldErrors.fee[0]}</p> : null}
        </fieldset>
        <p className="text-sm text-slate-700">
          A draft opens with these fees: add any other lines there, check whom it bills, then issue it.
        </p>
        <button type="submit" className="btn-primary">
          Draw up a draft invoice
        </button>
      </Form>
    </details>
  );
}
