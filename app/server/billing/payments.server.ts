import { sql } from "kysely";
import { db } from "../db.server";
import { claimSubmission } from "../submission-keys.server";
import type { InvoiceStatus, PaymentMethod } from "./billing-schema";

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
};

/** What an invoice's payments come to, less its refunds. */
async function receivedFor(executor: typeof db, invoiceId: string): Promise<number> {
  const row = await executor
    .selectFrom("payments")
    .select(sql<number>`coalesce(sum(case when kind = 'payment' then amount_minor else -amount_minor end), 0)::bigint`.as("net"))
    .where("invoice_id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.net);
}

const statusFor = (received: number, total: number): InvoiceStatus => (received >= total ? "paid" : received > 0 ? "part_paid" : "sent");

/** Records a payment or refund (once per submitted form, when `once` is its key). */
export async function recordPayment(p: NewPayment, once: string | null = null) {
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const invoice = await trx.selectFrom("invoices").select(["id", "client_id", "status", "total_minor"]).where("id", "=", p.invoiceId).forUpdate().executeTakeFirst();
    if (!invoice) throw new PaymentRefused("There is no such invoice.");
    if (invoice.status === "void") throw new PaymentRefused("This invoice is void: record the payment against the invoice that replaced it.");
    if (invoice.status === "draft") throw new PaymentRefused("Send the invoice before recording a payment against it.");
    const total = Number(invoice.total_minor);
    const received = await receivedFor(trx, invoice.id);
    if (p.kind === "payment" && received + p.amountMinor > total) throw new PaymentRefused("That is more than is owed on this invoice.");
    if (p.kind === "refund" && p.amountMinor > received) throw new PaymentRefused("That is more than was paid on this invoice.");
    const payment = await trx
      .insertInto("payments")
      .values({
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
    const now = received + (p.kind === "payment" ? p.amountMinor : -p.amountMinor);
    await trx.updateTable("invoices").set({ status: statusFor(now, total), updated_at: sql`now()` }).where("id", "=", invoice.id).execute();
    return { id: payment.id, receivedMinor: now, status: statusFor(now, total) };
  });
}

export type StatementEntry = { on: string; what: string; debitMinor: number; creditMinor: number; balanceMinor: number };

/**
 * A client's statement in one currency: each invoice not void (what they owe), each payment (paid) and
 * refund (paid back), oldest first, with the running balance; the last is what they owe now.
 */
export async function statementOf(clientId: string, currency = "INR") {
  const [invoices, payments] = await Promise.all([
    db.selectFrom("invoices").select(["code", "issued_on", "total_minor", "created_at"]).where("client_id", "=", clientId).where("currency", "=", currency).where("status", "!=", "void").where("status", "!=", "draft").execute(),
    db
      .selectFrom("payments as p")
      .innerJoin("invoices as i", "i.id", "p.invoice_id")
      .select(["p.kind", "p.amount_minor", "p.received_on", "p.created_at", "i.code"])
      .where("p.client_id", "=", clientId)
      .where("i.currency", "=", currency)
      .execute(),
  ]);
  const rows = [
    ...invoices.map((i) => ({ on: i.issued_on, at: new Date(i.created_at).getTime(), what: `Invoice ${i.code}`, debitMinor: Number(i.total_minor), creditMinor: 0 })),
    ...payments.map((p) =>
      p.kind === "payment"
        ? { on: p.received_on, at: new Date(p.created_at).getTime(), what: `Payment for ${p.code}`, debitMinor: 0, creditMinor: Number(p.amount_minor) }
        : { on: p.received_on, at: new Date(p.created_at).getTime(), what: `Refund for ${p.code}`, debitMinor: Number(p.amount_minor), creditMinor: 0 },
    ),
  ].sort((a, b) => a.on.localeCompare(b.on) || a.at - b.at);
  let balance = 0;
  const entries: StatementEntry[] = rows.map(({ on, what, debitMinor, creditMinor }) => {
    balance += debitMinor - creditMinor;
    return { on, what, debitMinor, creditMinor, balanceMinor: balance };
  });
  return { currency, entries, balanceMinor: balance };
}

/** A statement per currency the client was invoiced in (sums in two currencies mean nothing). */
export async function statementsOf(clientId: string) {
  const currencies = await db.selectFrom("invoices").select("currency").distinct().where("client_id", "=", clientId).where("status", "not in", ["draft", "void"]).orderBy("currency").execute();
  return Promise.all(currencies.map((c) => statementOf(clientId, c.currency)));
}
