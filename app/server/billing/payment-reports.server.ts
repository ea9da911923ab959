import { recordAudit, type StaffBy } from "../audit/audit-log.server";
import { sql } from "kysely";
import { formatMoney } from "~/lib/billing/money";
import { isUniqueViolation } from "../db/db-errors.server";
import { db } from "../db/db.server";
import { getFileStore } from "../files/file-store.server";
import { claimSubmission } from "../http/submission-keys.server";
import { notify } from "../notifications/notify.server";
import { recordPaymentIn } from "./payments.server";

// A client's own report of a payment (issue 41): "I paid ₹59,000 by UPI on 28 November,
// UTR 401234567890". The accounts person confirms it against the bank statement — it
// becomes a payment, with its receipt — or rejects it with a reason the client is told.
// A card gateway, when one is added, records its payments as `payments.source = 'gateway'`
// with its own id (payments_gateway_idx) and needs no report.

export class ReportRefused extends Error {
  constructor(
    message: string,
    readonly field: "reference" | "amount" | "form" = "form",
  ) {
    super(message);
  }
}

export type NewReport = {
  invoiceId: string;
  clientId: string;
  reportedBy: string;
  method: "upi" | "bank_transfer";
  /** The UTR as typed; stored upper case without spaces. */
  reference: string;
  amountMinor: number;
  paidOn: string;
  note: string;
  screenshotId: string | null;
};

export const normalUtr = (typed: string) => typed.replace(/[\s-]/g, "").toUpperCase();

/** Stores a client's report (once per submitted form); refused when the invoice is not theirs and open, or the UTR was reported. */
export async function reportPayment(r: NewReport, once: string | null = null): Promise<{ id: string }> {
  try {
    return await db.transaction().execute(async (trx) => {
      await claimSubmission(trx, once);
      const invoice = await trx
        .selectFrom("invoices")
        .select(["id", "status", "total_minor", "credited_minor"])
        .where("id", "=", r.invoiceId)
        .where("client_id", "=", r.clientId)
        .forUpdate()
        .executeTakeFirst();
      if (!invoice || !["sent", "part_paid"].includes(invoice.status))
        throw new ReportRefused("This invoice has nothing left to pay: it is paid, credited or void.");
      const paid = await trx
        .selectFrom("payments")
        .select(sql<string>`coalesce(sum(amount_minor) filter (where kind = 'payment'), 0)`.as("paid"))
        .where("invoice_id", "=", r.invoiceId)
        .executeTakeFirstOrThrow();
      const owed = Number(invoice.total_minor) - Number(invoice.credited_minor) - Number(paid.paid);
      if (r.amountMinor > owed) throw new ReportRefused(`That is more than is owed on this invoice (${owed / 100}).`, "amount");
      return trx
        .insertInto("payment_reports")
        .values({
          invoice_id: r.invoiceId,
          client_id: r.clientId,
          reported_by: r.reportedBy,
          method: r.method,
          reference: normalUtr(r.reference),
          amount_minor: r.amountMinor,
          paid_on: r.paidOn,
          note: r.note,
          screenshot_id: r.screenshotId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error, "payment_reports_reference_idx"))
      throw new ReportRefused("A payment with this UTR was reported already: we are checking it.", "reference");
    throw error;
  }
}

/** Confirms a waiting report: its payment recorded (with its receipt) in the same transaction; false when it was decided already. */
export async function confirmReport(reportId: string, invoiceId: string, by: StaffBy): Promise<{ receiptCode: string | null } | false> {
  const adminId = by.actorId;
  return db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom("payment_reports")
      .selectAll()
      .where("id", "=", reportId)
      .where("invoice_id", "=", invoiceId)
      .where("status", "=", "waiting")
      .forUpdate()
      .executeTakeFirst();
    if (!report) return false;
    const payment = await recordPaymentIn(trx, {
      invoiceId: report.invoice_id,
      kind: "payment",
      method: report.method,
      reference: report.reference,
      amountMinor: Number(report.amount_minor),
      receivedOn: report.paid_on,
      note: "Reported by the client in the portal",
      recordedBy: adminId,
      ip: by.ip,
      source: "client_report",
    });
    await trx
      .updateTable("payment_reports")
      .set({ status: "confirmed", payment_id: payment.id, decided_by: adminId, decided_at: sql`now()` })
      .where("id", "=", reportId)
      .execute();
    await recordAudit(trx, by, {
      kind: "payment_report_confirmed",
      record: { type: "invoice", id: report.invoice_id },
      summary: payment.receiptCode ? `Receipt ${payment.receiptCode}` : "",
      details: { reportId },
    });
    return { receiptCode: payment.receiptCode };
  });
}

/** Rejects a waiting report with a reason the client is told; false when it was decided already. */
export async function rejectReport(reportId: string, invoiceId: string, by: StaffBy, reason: string): Promise<boolean> {
  const adminId = by.actorId;
  return db.transaction().execute(async (trx) => {
    const report = await trx
      .updateTable("payment_reports as r")
      .set({ status: "rejected", reject_reason: reason, decided_by: adminId, decided_at: sql`now()` })
      .where("r.id", "=", reportId)
      .where("r.invoice_id", "=", invoiceId)
      .where("r.status", "=", "waiting")
      .returning(["r.client_id", "r.invoice_id", "r.amount_minor", "r.reference"])
      .executeTakeFirst();
    if (!report) return false;
    await recordAudit(trx, by, {
      kind: "payment_report_rejected",
      record: { type: "invoice", id: invoiceId },
      summary: reason,
      details: { reportId },
    });
    const invoice = await trx
      .selectFrom("invoices")
      .select(["code", "currency"])
      .where("id", "=", report.invoice_id)
      .executeTakeFirstOrThrow();
    await notify(trx, {
      userId: report.client_id,
      kind: "billing",
      title: `We could not match your payment of ${formatMoney(Number(report.amount_minor), invoice.currency)} for ${invoice.code}`,
      body: `UTR ${report.reference}: ${reason}`,
      link: `/client/invoices/${report.invoice_id}`,
    });
    return true;
  });
}

/** An invoice's reports, newest first (a handful). */
export function invoiceReports(invoiceId: string) {
  return db
    .selectFrom("payment_reports")
    .select(["id", "method", "reference", "amount_minor", "paid_on", "note", "status", "reject_reason", "screenshot_id", "created_at"])
    .where("invoice_id", "=", invoiceId)
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
}

/** How many reports wait for the accounts person (the waiting index). */
export async function waitingReports(): Promise<number> {
  const row = await db
    .selectFrom("payment_reports")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("status", "=", "waiting")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The screenshot a client attached to a report (staff only), or null. */
export async function reportScreenshot(reportId: string) {
  const row = await db.selectFrom("payment_reports").select(["screenshot_id", "reference"]).where("id", "=", reportId).executeTakeFirst();
  if (!row?.screenshot_id) return null;
  const file = await getFileStore().get(row.screenshot_id);
  return file ? { file, name: `payment-${row.reference}` } : null;
}
