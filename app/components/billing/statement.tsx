import { formatMoney } from "~/lib/billing/money";
import { formatDate } from "~/lib/ui/format";

// A client's statement: what they were invoiced, paid and were paid back, with the
// running balance; the last line is what they owe now. Below the `sm` breakpoint each
// entry is a card (a phone has no room for five columns), from `sm` up a table: only
// one of the two is displayed, so a screen reader meets the entries once.

type Entry = { on: string; what: string; debitMinor: number; creditMinor: number; balanceMinor: number; paid?: boolean };

export function Statement({ entries, balanceMinor, currency }: { entries: Entry[]; balanceMinor: number; currency: string }) {
  const money = (m: number) => (m ? formatMoney(m, currency) : "");
  return (
    <div>
      {entries.length ? (
        <>
          <ol className="divide-y divide-slate-100 text-sm sm:hidden" aria-label="Statement">
            {entries.map((e, i) => (
              <li key={i} className="py-2">
                <p className="text-xs text-slate-600">{formatDate(e.on)}</p>
                <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{e.what}</p>
                <dl className="mt-1 grid grid-cols-2 gap-x-3">
                  <div className="min-w-0">
                    <dt className="text-xs text-slate-600">{e.debitMinor ? "Charged" : e.paid === false ? "Credited" : "Paid"}</dt>
                    <dd className="whitespace-nowrap">{formatMoney(e.debitMinor || e.creditMinor, currency)}</dd>
                  </div>
                  <div className="min-w-0 text-right">
                    <dt className="text-xs text-slate-600">Balance</dt>
                    <dd className="whitespace-nowrap">{formatMoney(e.balanceMinor, currency)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
          <table className="hidden w-full text-sm sm:table">
            <caption className="sr-only">Statement</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 text-left">
                  Date
                </th>
                <th scope="col" className="py-1 text-left">
                  What
                </th>
                <th scope="col" className="py-1 text-right">
                  Charged
                </th>
                <th scope="col" className="py-1 text-right">
                  Paid
                </th>
                <th scope="col" className="py-1 text-right">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((e, i) => (
                <tr key={i}>
                  <td className="whitespace-nowrap py-1">{formatDate(e.on)}</td>
                  <td className="py-1">{e.what}</td>
                  <td className="whitespace-nowrap py-1 text-right">{money(e.debitMinor)}</td>
                  <td className="whitespace-nowrap py-1 text-right">{money(e.creditMinor)}</td>
                  <td className="whitespace-nowrap py-1 text-right">{formatMoney(e.balanceMinor, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="text-sm text-slate-600">Nothing invoiced yet.</p>
      )}
      <p className="mt-3 font-semibold text-slate-900" data-balance={balanceMinor}>{`Balance: ${formatMoney(balanceMinor, currency)}`}</p>
    </div>
  );
}
