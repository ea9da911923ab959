import { Fragment } from "react";
import { Link } from "@remix-run/react";
import { AGE_BUCKET_LABELS as AGE_LABELS } from "~/lib/billing/labels";
import { formatMoney } from "~/lib/billing/money";

// The admin dashboard's money: what clients owe on sent invoices, how much of it is past
// its due date, and all of it by days past due (receivables by age), per currency.

type Owed = {
  currency: string;
  outstandingMinor: number;
  overdueMinor: number;
  overdueCount: number;
  ageing: { bucket: string; amountMinor: number; count: number }[];
};

export function MoneyOwed({ owed }: { owed: Owed[] }) {
  return (
    <section className="mt-8 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="money-owed">
      <h2 id="money-owed" className="font-semibold text-slate-900">
        Money owed
      </h2>
      {owed.length ? (
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          {owed.map((o) => (
            <Fragment key={o.currency}>
              <div>
                <dt className="text-sm text-slate-600">{`Outstanding (${o.currency})`}</dt>
                <dd className="text-xl font-bold" data-outstanding={o.currency}>
                  <Link to="/admin/invoices?status=sent" className="hover:underline">
                    {formatMoney(o.outstandingMinor, o.currency)}
                  </Link>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{`Overdue (${o.currency})`}</dt>
                <dd className={`text-xl font-bold ${o.overdueMinor ? "text-red-800" : ""}`} data-overdue={o.currency}>
                  <Link to="/admin/invoices?overdue=1" className="hover:underline">
                    {`${formatMoney(o.overdueMinor, o.currency)} on ${o.overdueCount} invoice${o.overdueCount === 1 ? "" : "s"}`}
                  </Link>
                </dd>
              </div>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {owed.map((o) => (
        <Ageing key={o.currency} owed={o} />
      ))}
      {owed.length ? null : <p className="mt-1 text-sm text-slate-600">Nothing is owed on sent invoices.</p>}
    </section>
  );
}

/** Three columns, so it fits a 390 px phone. */
function Ageing({ owed }: { owed: Owed }) {
  return (
    <table className="mt-4 w-full max-w-md text-sm" data-ageing={owed.currency}>
      <caption className="text-left font-semibold text-slate-900">{`Receivables by age (${owed.currency})`}</caption>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-3 text-left font-normal">
            Past the due date
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-normal">
            Owed
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Invoices
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {owed.ageing.map((a) => (
          <tr key={a.bucket} data-age={a.bucket}>
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {AGE_LABELS[a.bucket] ?? a.bucket}
            </th>
            <td className={`whitespace-nowrap py-1 pr-3 text-right ${a.amountMinor && a.bucket !== "not_due" ? "text-red-800" : ""}`}>
              {formatMoney(a.amountMinor, owed.currency)}
            </td>
            <td className="py-1 text-right">{a.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
