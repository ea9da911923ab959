import { invoiceView } from "~/lib/billing/invoice-view";
import { firmToday } from "../website/settings.server";
import { billingSettings } from "./billing-settings.server";
import { invoiceCreditNotes } from "./credit-notes.server";
import { invoiceDetail } from "./invoice-queries.server";
import { invoiceReports } from "./payment-reports.server";
import { invoiceReceipts } from "./receipts.server";
import { qrMatrix, qrSvgPath, QUIET_ZONE } from "./upi-qr.server";

// What an invoice's page reads: the stored invoice, the view the PDF draws too, and the
// UPI QR code as an SVG path, its payment reports and its receipts. Only the client's own issued invoices when `clientId` is given.

export async function invoicePage(id: string, clientId: string | null) {
  const invoice = await invoiceDetail(id, clientId);
  if (!invoice) return null;
  const [settings, today, reports, receipts, creditNotes] = await Promise.all([
    billingSettings(),
    firmToday(),
    invoiceReports(id),
    invoiceReceipts(id),
    invoiceCreditNotes(id),
  ]);
  const view = invoiceView(invoice, settings, today);
  const matrix = view.pay?.upi ? qrMatrix(view.pay.upi) : null;
  const qr = matrix ? { path: qrSvgPath(matrix), size: matrix.size + 2 * QUIET_ZONE } : null;
  return { invoice, view, qr, settings, today, reports, receipts, creditNotes };
}
