import { recordAudit } from "../audit/audit-log.server";
import { sql } from "kysely";
import { db, type Db } from "../db/db.server";
import { enqueue } from "../outbox/outbox.server";
import { financialYearOf, invoiceCode, takeInvoiceNumber } from "./invoice-numbers.server";
import { claimSubmission } from "../http/submission-keys.server";
import type { InvoiceStatus, PaymentMethod, PaymentSource } from "../db/schema";

// Payments and refunds against an invoice (issue 22), recorded by staff. Each takes the
// invoice's row lock, so two recorded at once cannot together pay more than is owed or
// refund more than was paid; the invoice's status follows what was received.

export class PaymentRefused extends Error {}

export type NewPayment = {
  invoiceId: string;
  kind: "payment" | "refund";
  method: PaymentMethod;
  reference?: string;
  amountMinor: number;
  /** A date of the firm's calendar, "YYYY-MM-DD". */
  receivedOn: string;
  note?: string;
  recordedBy: string | null;
  /** The recorder's client address, for the audit log. */
  ip?: string | null;
};

/**
 * What was paid on an invoice and what was paid back. A refund (under the refund
 * policy) credits the charge by what it pays back, so it leaves the balance as it was:
 * what is owed is always the total less the payments.
 */
async function moneyOn(executor: typeof db, invoiceId: string): Promise<{ paid: number; refunded: number }> {
  const row = await executor
    .selectFrom("payments")
    .select([
      sql<number>`coalesce(sum(amount_minor) filter (where kind = 'payment'), 0)::bigint`.as("paid"),
      sql<number>`coalesce(sum(amount_minor) filter (where kind = 'refund'), 0)::bigint`.as("refunded"),
    ])
    .where("invoice_id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  return { paid: Number(row.paid), refunded: Number(row.refunded) };
}

export const statusFor = (paid: number, total: number): InvoiceStatus => (paid >= total ? "paid" : paid > 0 ? "part_paid" : "sent");

/** Records a payment or refund (once per submitted form, when `once` is its key). */
export async function recordPayment(p: NewPayment, once: string | null = null) {
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    return recordPaymentIn(trx, p);
  });
}

/**
 * The same inside the caller's transaction (a client's confirmed report records its
 * payment with it). A payment takes the next receipt number of its year and its receipt
 * goes to the client by e-mail through the outbox, with the record.
 */
export async function recordPaymentIn(trx: Db, p: NewPayment & { source?: PaymentSource }) {
  const invoice = await trx
    .selectFrom("invoices")
    .select(["id", "client_id", "status", "total_minor", "credited_minor"])
    .where("id", "=", p.invoiceId)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) throw new PaymentRefused("There is no such invoice.");
  if (invoice.status === "void") throw new PaymentRefused("This invoice is void: record the payment against the invoice that replaced it.");
  if (invoice.status === "draft") throw new PaymentRefused("Issue the invoice before recording a payment against it.");
  // What is owed is the total less what credit notes took off it.
  const total = Number(invoice.total_minor) - Number(invoice.credited_minor);
  const { paid, refunded } = await moneyOn(trx, invoice.id);
  if (p.kind === "payment" && paid + p.amountMinor > total) throw new PaymentRefused("That is more than is owed on this invoice.");
  if (p.kind === "refund" && p.amountMinor > paid - refunded)
    throw new PaymentRefused("That is more than was paid on this invoice (less what was refunded).");
  const receiptYear = financialYearOf(p.receivedOn);
  const receiptCode = p.kind === "payment" ? invoiceCode("RCT", receiptYear, await takeInvoiceNumber(trx, receiptYear, "RCPT")) : null;
  const payment = await trx
    .insertInto("payments")
    .values({
      receipt_code: receiptCode,
      source: p.source ?? "staff",
      invoice_id: invoice.id,
      client_id: invoice.client_id,
      kind: p.kind,
      method: p.method,
      reference: p.reference ?? "",
      amount_minor: p.amountMinor,
      received_on: p.receivedOn,
      note: p.note ?? "",
      recorded_by: p.recordedBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const paidNow = paid + (p.kind === "payment" ? p.amountMinor : 0);
  const status = statusFor(paidNow, total);
  await trx
    .updateTable("invoices")
    .set({ status, updated_at: sql`now()` })
    .where("id", "=", invoice.id)
    .execute();
  if (receiptCode) await enqueue(trx, "billing_email", { kind: "receipt", paymentId: payment.id });
  await recordAudit(
    trx,
    { actorId: p.recordedBy, ip: p.ip ?? null },
    {
      kind: p.kind === "payment" ? "payment_recorded" : "refund_recorded",
      record: { type: "invoice", id: invoice.id },
      summary: `${(p.amountMinor / 100).toFixed(2)} by ${p.method}${receiptCode ? `, receipt ${receiptCode}` : ""}`,
      details: { paymentId: payment.id, amountMinor: p.amountMinor, method: p.method, receivedOn: p.receivedOn },
    },
  );
  return { id: payment.id, receiptCode, paidMinor: paidNow, refundedMinor: refunded + (p.kind === "refund" ? p.amountMinor : 0), status };
}

/** `paid`: money received; `credited`: a credit note or a refund's credit. */
export type StatementEntry = { on: string; what: string; debitMinor: number; creditMinor: number; balanceMinor: number; paid: boolean };

/**
 * A client's statement in one currency: each invoice not void (what they owe), each payment,
 * and each refund as a credit with the money paid back (so it leaves the balance), oldest
 * first, with the running balance; the last is what they owe now.
 */
export async function statementOf(clientId: string, currency = "INR") {
  const [invoices, payments, credits] = await Promise.all([
    db
      .selectFrom("invoices")
      .select([sql<string>`code`.as("code"), "issued_on", "total_minor", "created_at"])
      .where("client_id", "=", clientId)
      .where("currency", "=", currency)
      .where("status", "!=", "void")
      .where("number", "is not", null)
      .execute(),
    db
      .selectFrom("payments as p")
      .innerJoin("invoices as i", "i.id", "p.invoice_id")
      .select(["p.kind", "p.amount_minor", "p.received_on", "p.created_at", sql<string>`i.code`.as("code")])
      .where("p.client_id", "=", clientId)
      .where("i.currency", "=", currency)
      .execute(),
    db
      .selectFrom("credit_notes as n")
      .innerJoin("invoices as i", "i.id", "n.invoice_id")
      .select(["n.code", "n.issued_on", "n.total_minor", "n.created_at", sql<string>`i.code`.as("invoice_code")])
      .where("n.client_id", "=", clientId)
      .where("i.currency", "=", currency)
      .execute(),
  ]);
  const rows = [
    ...invoices.map((i) => ({
      on: i.issued_on,
      at: new Date(i.created_at).getTime(),
      what: `Invoice ${i.code}`,
      debitMinor: Number(i.total_minor),
      creditMinor: 0,
    })),
    // A credit note takes off what is owed (issue 41).
    ...credits.map((n) => ({
      on: n.issued_on,
      at: new Date(n.created_at).getTime(),
      what: `Credit note ${n.code} on ${n.invoice_code}`,
      debitMinor: 0,
      creditMinor: Number(n.total_minor),
    })),
    ...payments
      .map((p) =>
        p.kind === "payment"
          ? {
              on: p.received_on,
              at: new Date(p.created_at).getTime(),
              what: `Payment for ${p.code}`,
              paid: true,
              debitMinor: 0,
              creditMinor: Number(p.amount_minor),
            }
          : [
              // A refund credits the charge and pays the money back: the balance stays.
              {
                on: p.received_on,
                at: new Date(p.created_at).getTime(),
                what: `Credit on ${p.code} (refund under the refund policy)`,
                debitMinor: 0,
                creditMinor: Number(p.amount_minor),
              },
              {
                on: p.received_on,
                at: new Date(p.created_at).getTime() + 1,
                what: `Refund paid for ${p.code}`,
                debitMinor: Number(p.amount_minor),
                creditMinor: 0,
              },
            ],
      )
      .flat(),
  ].sort((a, b) => a.on.localeCompare(b.on) || a.at - b.at);
  let balance = 0;
  const entries: StatementEntry[] = rows.map(({ on, what, debitMinor, creditMinor, ...row }) => {
    const paid = "paid" in row && row.paid === true;
    balance += debitMinor - creditMinor;
    return { on, what, debitMinor, creditMinor, balanceMinor: balance, paid };
  });
  return { currency, entries, balanceMinor: balance };
}

/** A statement per currency the client was invoiced in (sums in two currencies mean nothing). */
export async function statementsOf(clientId: string) {
  const currencies = await db
    .selectFrom("invoices")
    .select("currency")
    .distinct()
    .where("client_id", "=", clientId)
    .where("status", "not in", ["draft", "void"])
    .orderBy("currency")
    .execute();
  return Promise.all(currencies.map((c) => statementOf(clientId, c.currency)));
}
