import { INVOICE_STATUS_LABELS } from "~/lib/billing/labels";

export { AGREEMENT_STATUS_LABELS } from "~/lib/billing/labels";

const STYLES: Record<string, string> = {
  draft: "bg-slate-100 text-slate-800",
  sent: "bg-sky-100 text-sky-900",
  part_paid: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  credited: "bg-slate-100 text-slate-800",
  void: "bg-red-100 text-red-900",
};

export function InvoiceStatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status] ?? STYLES.draft}`} data-invoice-status={status}>
      {INVOICE_STATUS_LABELS[status] ?? status}
    </span>
  );
}
