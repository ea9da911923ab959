import { sql } from "kysely";
import { formatMoney, totalsOf, type Line } from "~/lib/billing/money";
import { formatDate } from "~/lib/ui/format";
import { notify } from "../notifications/notify.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { db } from "../db/db.server";
import type { TaxMode } from "../db/schema";
import { invoicedLines, invoicedOn } from "./invoice-queries.server";
import { financialYearOf, invoiceCode, takeInvoiceNumber } from "./invoice-numbers.server";

// Invoices (issue 22): made with their lines and sums in one transaction that also takes
// the year's next number; never deleted, only made void with a reason.

export type NewInvoice = {
  clientId: string;
  applicationId?: string | null;
  lines: Line[];
  currency: string;
  taxMode: TaxMode;
  taxRateBp: number;
  /** Dates of the firm's calendar, "YYYY-MM-DD". */
  issuedOn: string;
  dueOn: string;
  notes?: string;
  createdBy: string | null;
  prefix?: string;
  /** The application's agreed fees are billed once: refuse a line already on one of its invoices that is not void. */
  billOnce?: boolean;
};

/** Lines that are already on another invoice of the application (each message names it). */
export class FeesAlreadyInvoiced extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "));
  }
}

/** Makes a draft invoice (once per submitted form, when `once` is its key). */
export async function createInvoice(input: NewInvoice, once: string | null = null) {
  const totals = totalsOf(input.lines, input.taxMode, input.taxRateBp);
  const financialYear = financialYearOf(input.issuedOn);
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    if (input.billOnce && input.applicationId) {
      // Two admins billing the same fee at the same moment: the second waits here for the
      // first to commit, then sees its lines.
      await trx.selectFrom("applications").select("id").where("id", "=", input.applicationId).forUpdate().execute();
      const fees = input.lines.map((l) => ({ description: l.description, amountMinor: l.unitMinor }));
      const already = invoicedOn(fees, await invoicedLines(input.applicationId, trx));
      const problems = fees.flatMap((f, i) => (already[i] ? [`${f.description} is already on ${already[i]}`] : []));
      if (problems.length) throw new FeesAlreadyInvoiced(problems);
    }
    const number = await takeInvoiceNumber(trx, financialYear);
    const invoice = await trx
      .insertInto("invoices")
      .values({
        financial_year: financialYear,
        number,
        code: invoiceCode(input.prefix ?? "INV", financialYear, number),
        client_id: input.clientId,
        application_id: input.applicationId ?? null,
        currency: input.currency,
        tax_mode: input.taxMode,
        tax_rate_bp: input.taxMode === "gst" ? input.taxRateBp : 0,
        subtotal_minor: totals.subtotalMinor,
        tax_minor: totals.taxMinor,
        total_minor: totals.totalMinor,
        issued_on: input.issuedOn,
        due_on: input.dueOn,
        notes: input.notes ?? "",
        created_by: input.createdBy,
      })
      .returning(["id", "code", "number", "financial_year"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("invoice_lines")
      .values(
        input.lines.map((l, i) => ({
          invoice_id: invoice.id,
          position: i + 1,
          description: l.description,
          quantity: l.quantity,
          unit_minor: l.unitMinor,
          amount_minor: l.quantity * l.unitMinor,
        })),
      )
      .execute();
    await rememberResult(trx, once, `/admin/invoices/${invoice.id}`);
    return { ...invoice, ...totals };
  });
}

/**
 * Makes an invoice void (its number stays taken, so the year keeps no gap); false when
 * it is void already or money was received against it (refund that first).
 */
export async function voidInvoice(id: string, reason: string): Promise<boolean> {
  const done = await db
    .updateTable("invoices")
    .set({ status: "void", void_reason: reason, voided_at: sql`now()`, updated_at: sql`now()` })
    .where("id", "=", id)
    .where("status", "in", ["draft", "sent"])
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** A draft goes to its client: marked sent and the client told (in one transaction); false when it was not a draft. */
export async function sendInvoice(id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const sent = await trx
      .updateTable("invoices")
      .set({ status: "sent", updated_at: sql`now()` })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .returning(["client_id", "code", "total_minor", "currency", "due_on"])
      .executeTakeFirst();
    if (!sent) return false;
    await notify(trx, {
      userId: sent.client_id,
      kind: "billing",
      title: `Invoice ${sent.code}: ${formatMoney(Number(sent.total_minor), sent.currency)}`,
      body: `Due by ${formatDate(sent.due_on)}. You can read and download it in your portal.`,
      link: "/client/billing",
    });
    return true;
  });
}
