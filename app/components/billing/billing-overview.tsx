import { Link } from "@remix-run/react";
import { Pagination } from "~/components/ui/list";
import { AGREEMENT_STATUS_LABELS } from "~/lib/billing/labels";
import { formatMoney } from "~/lib/billing/money";
import { formatDate } from "~/lib/ui/format";
import { InvoiceStatusBadge } from "./labels";
import { Statement } from "./statement";

// A client's agreements, invoices and statements; `base` is where the links go
// ("/client" for the client, "/admin" for staff).

type Overview = {
  agreements: {
    id: string;
    title: string;
    version: number;
    status: keyof typeof AGREEMENT_STATUS_LABELS;
    reference: string;
    signed_at: string | Date | null;
  }[];
  invoices: {
    rows: {
      id: string;
      code: string;
      status: string;
      currency: string;
      total_minor: number;
      paid_minor: number;
      issued_on: string;
      due_on: string;
    }[];
    page?: number;
    pages: number;
    total: number;
    capped: boolean;
  };
  statements: {
    currency: string;
    entries: { on: string; what: string; debitMinor: number; creditMinor: number; balanceMinor: number }[];
    balanceMinor: number;
  }[];
  page: number;
};

export function BillingOverview({ data, base }: { data: Overview; base: "/client" | "/admin" }) {
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="agreements-h">
        <h2 id="agreements-h" className="font-semibold text-slate-900">
          Service agreements
        </h2>
        {data.agreements.length ? (
          <ul className="mt-2 space-y-2 text-sm">
            {data.agreements.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{`${a.title} (${a.reference}, version ${a.version})`}</span>
                <span className={a.status === "awaiting_signature" ? "font-semibold text-amber-900" : "text-slate-700"}>
                  {AGREEMENT_STATUS_LABELS[a.status]}
                </span>
                {base === "/client" ? (
                  <Link to={`/client/agreements/${a.id}`} className="font-semibold text-brand-700 underline">
                    {a.status === "awaiting_signature" ? "Read and sign" : "Read"}
                  </Link>
                ) : null}
                <a href={`${base}/agreements/${a.id}/pdf`} className="text-brand-700 underline">
                  PDF
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">None yet.</p>
        )}
      </section>
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="invoices-h">
        <h2 id="invoices-h" className="font-semibold text-slate-900">
          Invoices
        </h2>
        {data.invoices.rows.length ? (
          <ul className="mt-2 space-y-2 text-sm">
            {data.invoices.rows.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-2" data-invoice={i.code}>
                <Link to={`${base}/invoices/${i.id}`} className="font-semibold text-brand-700 underline">
                  {i.code}
                </Link>
                <span>{`${formatMoney(i.total_minor, i.currency)}, issued ${formatDate(i.issued_on)}, due ${formatDate(i.due_on)}`}</span>
                <InvoiceStatusBadge status={i.status} />
                <a href={`${base}/invoices/${i.id}/pdf`} className="text-brand-700 underline">
                  {`PDF of ${i.code}`}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">None yet.</p>
        )}
        {data.invoices.pages > 1 ? (
          <Pagination page={data.page} pages={data.invoices.pages} total={data.invoices.total} capped={data.invoices.capped} />
        ) : null}
      </section>
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="statement-h">
        <h2 id="statement-h" className="mb-2 font-semibold text-slate-900">
          Statement
        </h2>
        {data.statements.length ? (
          data.statements.map((s) => (
            <div key={s.currency} className="mt-2">
              {data.statements.length > 1 ? <h3 className="text-sm font-semibold">{s.currency}</h3> : null}
              <Statement entries={s.entries} balanceMinor={s.balanceMinor} currency={s.currency} />
            </div>
          ))
        ) : (
          <p className="text-sm text-slate-600">Nothing invoiced yet.</p>
        )}
      </section>
    </div>
  );
}
