import { Link } from "@remix-run/react";
import { formatMoney } from "~/lib/billing/money";

// The admin dashboard's money: what clients owe on sent invoices, and how much of it is
// past its due date, per currency.

type Owed = { currency: string; outstandingMinor: number; overdueMinor: number; overdueCount: number };

export function MoneyOwed({ owed }: { owed: Owed[] }) {
  return (
    <section className="mt-8 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="money-owed">
      <h2 id="money-owed" className="font-semibold text-slate-900">
        Money owed
      </h2>
      {owed.length ? (
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          {owed.map((o) => (
            <div key={o.currency} className="contents">
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
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Nothing is owed on sent invoices.</p>
      )}
    </section>
  );
}
