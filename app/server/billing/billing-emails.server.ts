import { sql } from "kysely";
import { formatMoney } from "~/lib/billing/money";
import { formatDate } from "~/lib/ui/format";
import { db } from "../db/db.server";
import type { MailHandlers } from "../outbox/mailer.server";
import { getEnv } from "../runtime/env.server";
import { getSettings } from "../website/settings.server";
import { receiptFile } from "./receipts.server";

// The e-mails of billing (issue 41), composed when sent from the records as they are then:
// a receipt with its PDF attached, and a reminder of an unpaid invoice — which says nothing
// (null) once the invoice is paid, credited or void, so no one is reminded of a paid bill.

type BillingEmail = { kind: "receipt"; paymentId: string } | { kind: "reminder"; invoiceId: string; step: number };

async function composeBillingEmail(payload: BillingEmail) {
  const { APP_NAME, APP_URL } = getEnv();
  const settings = await getSettings();
  const base = APP_URL.replace(/\/$/, "");
  const sign = ["", `— ${APP_NAME}`];
  if (payload.kind === "receipt") {
    const file = await receiptFile(payload.paymentId, null);
    if (!file) return null;
    const { row, view } = file.receipt;
    return {
      to: row.email,
      replyTo: settings.contact_info.email || undefined,
      subject: `Receipt ${row.receipt_code}: ${formatMoney(Number(row.amount_minor), row.currency)} received`,
      text: [
        `Dear ${row.full_name},`,
        "",
        `Thank you: we received ${formatMoney(Number(row.amount_minor), row.currency)} on ${formatDate(row.received_on)} against invoice ${row.invoice_code}.`,
        `Your receipt ${row.receipt_code} is attached, and in your portal: ${base}/client/invoices/${row.invoice_id}`,
        "",
        ...view.rows.map(([label, value]) => `${label}: ${value}`),
        ...sign,
      ].join("\n"),
      attachments: [{ filename: file.name, content: file.bytes, contentType: "application/pdf" }],
    };
  }
  const invoice = await db
    .selectFrom("invoices as i")
    .leftJoin("admin_users as c", "c.id", "i.client_id")
    .select(["i.id", "i.code", "i.status", "i.currency", "i.total_minor", "i.credited_minor", "i.due_on", "i.booking_id"])
    .select([
      sql<string>`coalesce(c.email, i.buyer->>'email')`.as("email"),
      sql<string>`coalesce(c.full_name, i.buyer->>'name')`.as("full_name"),
    ])
    .select(
      sql<string>`(select coalesce(sum(p.amount_minor), 0) from payments p where p.invoice_id = i.id and p.kind = 'payment')`.as(
        "paid_minor",
      ),
    )
    .where("i.id", "=", payload.invoiceId)
    .executeTakeFirst();
  if (!invoice || !["sent", "part_paid"].includes(invoice.status)) return null;
  const owed = Number(invoice.total_minor) - Number(invoice.credited_minor) - Number(invoice.paid_minor ?? 0);
  if (owed <= 0) return null;
  return {
    to: invoice.email,
    replyTo: settings.contact_info.email || undefined,
    subject: `Reminder: invoice ${invoice.code} — ${formatMoney(owed, invoice.currency)} was due on ${formatDate(invoice.due_on)}`,
    text: [
      `Dear ${invoice.full_name},`,
      "",
      `Our invoice ${invoice.code} was due on ${formatDate(invoice.due_on)}, and ${formatMoney(owed, invoice.currency)} of it is still open.`,
      `You can pay it by UPI or bank transfer from your portal, and tell us the UTR there once you have: ${base}/client/invoices/${invoice.id}`,
      "",
      "If you have paid it in the last few days, thank you, and please ignore this reminder.",
      ...sign,
    ].join("\n"),
  };
}

export const billingMail = { billing_email: composeBillingEmail } satisfies MailHandlers<"billing_email">;
