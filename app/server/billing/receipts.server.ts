import { sql } from "kysely";
import { receiptView } from "~/lib/billing/receipt-view";
import { db } from "../db/db.server";
import { billingSettings } from "./billing-settings.server";
import { receiptPdf } from "./invoice-pdf.server";
import { firm } from "./firm.server";

// Receipts (issue 41): each payment received has one, numbered when it was recorded.
// Read from the payment, its invoice and what was paid on it up to that payment.

/** A payment's receipt; only the client's own when `clientId` is given; null for a refund or another's. */
export async function receiptOf(paymentId: string, clientId: string | null) {
  let q = db
    .selectFrom("payments as p")
    .innerJoin("invoices as i", "i.id", "p.invoice_id")
    .leftJoin("admin_users as c", "c.id", "p.client_id")
    .select([
      "p.id",
      "p.client_id",
      "p.invoice_id",
      "p.amount_minor",
      "p.received_on",
      "p.method",
      "p.reference",
      "p.created_at",
      "i.currency",
      "i.seller",
      sql<string>`coalesce(c.email, i.buyer->>'email')`.as("email"),
      sql<string>`coalesce(c.full_name, i.buyer->>'name')`.as("full_name"),
      sql<string>`p.receipt_code`.as("receipt_code"),
      sql<string>`i.code`.as("invoice_code"),
      sql<string>`coalesce(i.buyer->>'name', c.full_name)`.as("buyer_name"),
      sql<string>`i.total_minor - i.credited_minor - (select coalesce(sum(q.amount_minor), 0) from payments q
        where q.invoice_id = p.invoice_id and q.kind = 'payment' and q.created_at <= p.created_at)`.as("owed_after"),
    ])
    .where("p.id", "=", paymentId)
    .where("p.receipt_code", "is not", null);
  if (clientId) q = q.where("p.client_id", "=", clientId);
  const row = await q.executeTakeFirst();
  if (!row) return null;
  const view = receiptView({ ...row, owed_after_minor: Math.max(0, Number(row.owed_after)) }, await billingSettings());
  return { row, view };
}

/** The receipt's PDF and its file name. */
export async function receiptFile(paymentId: string, clientId: string | null) {
  const receipt = await receiptOf(paymentId, clientId);
  if (!receipt) return null;
  const bytes = await receiptPdf(receipt.view, await firm(), new Date(receipt.row.created_at));
  return { bytes, name: `${receipt.row.receipt_code.replace(/\//g, "-")}.pdf`, receipt };
}

/** An invoice's receipts, oldest first (for its page). */
export function invoiceReceipts(invoiceId: string) {
  return db
    .selectFrom("payments")
    .select(["id", sql<string>`receipt_code`.as("receipt_code"), "amount_minor", "received_on", "method", "reference"])
    .where("invoice_id", "=", invoiceId)
    .where("receipt_code", "is not", null)
    .orderBy("created_at")
    .limit(100)
    .execute();
}
