import { formatMoney } from "~/lib/billing/money";

// An invoice's lines and sums, as staff and the client read them.

type Invoice = {
  currency: string;
  tax_mode: string;
  tax_rate_bp: number;
  subtotal_minor: string | number;
  tax_minor: string | number;
  total_minor: string | number;
  paid_minor: number;
  refunded_minor: number;
  lines: { description: string; quantity: number; unit_minor: string | number; amount_minor: string | number }[];
};

export function InvoiceLines({ invoice: inv }: { invoice: Invoice }) {
  const money = (m: string | number) => formatMoney(Number(m), inv.currency);
  const sums: [string, string | number, boolean?][] = [
    ["Subtotal", inv.subtotal_minor],
    [inv.tax_mode === "gst" ? `GST at ${inv.tax_rate_bp / 100} %` : "GST: zero-rated (export of services)", inv.tax_minor],
    ["Total", inv.total_minor, true],
    ["Received", inv.paid_minor],
    ...(inv.refunded_minor ? ([["Refunded (credited against the charge)", inv.refunded_minor]] as [string, number][]) : []),
    ["Balance due", Math.max(0, Number(inv.total_minor) - inv.paid_minor), true],
  ];
  return (
    <table className="mt-4 w-full text-sm">
      <thead className="text-slate-700">
        <tr>
          <th scope="col" className="py-1 text-left">
            Description
          </th>
          <th scope="col" className="py-1 text-right">
            Qty
          </th>
          <th scope="col" className="py-1 text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {inv.lines.map((l, i) => (
          <tr key={i}>
            <td className="py-1">{l.description}</td>
            <td className="py-1 text-right">{l.quantity}</td>
            <td className="whitespace-nowrap py-1 text-right">{money(l.amount_minor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {sums.map(([label, value, strong]) => (
          <tr key={label} className={strong ? "font-semibold" : undefined}>
            <th scope="row" colSpan={2} className="py-1 text-right font-normal">
              {label}
            </th>
            <td className="whitespace-nowrap py-1 text-right" data-sum={label}>
              {money(value)}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
