import { recordAudit, SYSTEM, type AuditBy } from "../audit/audit-log.server";
import { sql } from "kysely";
import type { BillingSettings } from "~/lib/billing/billing-settings";
import { invoiceSums, placeOfSupply, supplyTypeOf } from "~/lib/billing/gst";
import type { Buyer, DraftLine } from "~/lib/billing/invoice-form";
import { formatMoney } from "~/lib/billing/money";
import { addDays, daysFrom } from "~/lib/ui/iso-date";
import { formatDate } from "~/lib/ui/format";
import { notify } from "../notifications/notify.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { db, type Db } from "../db/db.server";
import { billingSettings } from "./billing-settings.server";
import { invoicedLines, invoicedOn } from "./invoice-queries.server";
import { financialYearOf, invoiceCode, takeInvoiceNumber } from "./invoice-numbers.server";

// Invoices (issues 22 and 41): a draft is made with its lines and sums, edited until it
// is issued; issuing takes the year's next number in the same transaction (no gaps), works
// the tax out again with the settings of that day and keeps both parties as they were.
// Never deleted: a mistake is made void with a reason, or credited by a credit note.

export type DraftInvoice = {
  lines: DraftLine[];
  currency: string;
  buyer: Buyer;
  /** Days the client has to pay, counted from the day it is issued. */
  dueDays: number;
  notes?: string;
};

export type NewInvoice = DraftInvoice & {
  /** Null for a visitor's paid consultation (then `bookingId` says whose it is). */
  clientId: string | null;
  bookingId?: string;
  applicationId?: string | null;
  createdBy: string | null;
  /** The application's agreed fees are billed once: refuse a line already on one of its invoices that is not void. */
  billOnce?: boolean;
};

/** A draft that cannot be issued as it stands (the message says what to change). */
export class IssueRefused extends Error {}

/** Lines that are already on another invoice of the application (each message names it). */
export class FeesAlreadyInvoiced extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "));
  }
}

/** The draft's columns and its lines' rows, taxed by the place of supply as the settings stand. */
function priced(input: DraftInvoice, settings: BillingSettings) {
  const place = { stateCode: input.buyer.stateCode, country: input.buyer.country };
  const supply = supplyTypeOf(settings.firm.stateCode, place);
  const rateOf = (l: DraftLine) => (l.kind === "disbursement" ? 0 : settings.rateBp);
  const sums = invoiceSums(
    input.lines.map((l) => ({ ...l, rateBp: rateOf(l) })),
    supply,
  );
  const columns = {
    currency: input.currency,
    buyer: JSON.stringify(input.buyer),
    supply_type: supply,
    place_of_supply: placeOfSupply(place),
    tax_mode: supply === "export" ? ("zero_rated" as const) : ("gst" as const),
    tax_rate_bp: supply === "export" ? 0 : settings.rateBp,
    subtotal_minor: sums.subtotalMinor,
    disbursements_minor: sums.disbursementsMinor,
    cgst_minor: sums.cgstMinor,
    sgst_minor: sums.sgstMinor,
    igst_minor: sums.igstMinor,
    tax_minor: sums.taxMinor,
    total_minor: sums.totalMinor,
    notes: input.notes ?? "",
  };
  const lines = input.lines.map((l, i) => ({
    position: i + 1,
    kind: l.kind,
    description: l.description,
    quantity: l.quantity,
    unit_minor: l.unitMinor,
    amount_minor: l.quantity * l.unitMinor,
    sac_code: l.kind === "disbursement" ? null : l.sacCode,
    paid_to: l.kind === "disbursement" ? l.paidTo : null,
    tax_rate_bp: supply === "export" ? 0 : rateOf(l),
    cgst_minor: sums.lines[i].cgstMinor,
    sgst_minor: sums.lines[i].sgstMinor,
    igst_minor: sums.lines[i].igstMinor,
  }));
  return { columns, lines, sums };
}

async function replaceLines(trx: Db, invoiceId: string, lines: ReturnType<typeof priced>["lines"]) {
  await trx.deleteFrom("invoice_lines").where("invoice_id", "=", invoiceId).execute();
  if (lines.length)
    await trx
      .insertInto("invoice_lines")
      .values(lines.map((l) => ({ ...l, invoice_id: invoiceId })))
      .execute();
}

/** Makes a draft invoice (once per submitted form, when `once` is its key): no number until it is issued. */
export async function createInvoice(input: NewInvoice, today: string, once: string | null = null) {
  const settings = await billingSettings();
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const made = await createInvoiceIn(trx, input, today, settings);
    await rememberResult(trx, once, `/admin/invoices/${made.id}`);
    return made;
  });
}

/** The same inside the caller's transaction (an instalment is marked billed with its invoice). */
export async function createInvoiceIn(trx: Db, input: NewInvoice, today: string, settings: BillingSettings) {
  const { columns, lines, sums } = priced(input, settings);
  if (input.billOnce && input.applicationId) {
    // Two admins billing the same fee at the same moment: the second waits here for the
    // first to commit, then sees its lines.
    await trx.selectFrom("applications").select("id").where("id", "=", input.applicationId).forUpdate().execute();
    const fees = input.lines.map((l) => ({ description: l.description, amountMinor: l.unitMinor }));
    const already = invoicedOn(fees, await invoicedLines(input.applicationId, trx));
    const problems = fees.flatMap((f, i) => (already[i] ? [`${f.description} is already on ${already[i]}`] : []));
    if (problems.length) throw new FeesAlreadyInvoiced(problems);
  }
  const invoice = await trx
    .insertInto("invoices")
    .values({
      ...columns,
      client_id: input.clientId,
      booking_id: input.bookingId ?? null,
      application_id: input.applicationId ?? null,
      issued_on: today,
      due_on: addDays(today, input.dueDays),
      created_by: input.createdBy,
    })
    .returning(["id"])
    .executeTakeFirstOrThrow();
  await replaceLines(trx, invoice.id, lines);
  return { ...invoice, ...sums };
}

/** Saves a draft's edits; false when it is no longer a draft (issued or void meanwhile). */
export async function saveDraft(id: string, input: DraftInvoice): Promise<boolean> {
  const settings = await billingSettings();
  const { columns, lines } = priced(input, settings);
  return db.transaction().execute(async (trx) => {
    const draft = await trx
      .selectFrom("invoices")
      .select(["issued_on"])
      .where("id", "=", id)
      .where("status", "=", "draft")
      .forUpdate()
      .executeTakeFirst();
    if (!draft) return false;
    await trx
      .updateTable("invoices")
      .set({ ...columns, due_on: addDays(draft.issued_on, input.dueDays), updated_at: sql`now()` })
      .where("id", "=", id)
      .execute();
    await replaceLines(trx, id, lines);
    return true;
  });
}

/** A draft as it was saved, in the shape `priced` takes (issuing prices it again). */
async function draftOf(trx: Db, id: string) {
  const invoice = await trx
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", id)
    .where("status", "=", "draft")
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) return null;
  const rows = await trx.selectFrom("invoice_lines").selectAll().where("invoice_id", "=", id).orderBy("position").execute();
  const lines: DraftLine[] = rows.map((l) => ({
    kind: l.kind,
    description: l.description,
    quantity: l.quantity,
    unitMinor: Number(l.unit_minor),
    sacCode: l.sac_code,
    paidTo: l.paid_to,
  }));
  return {
    invoice,
    input: {
      lines,
      currency: invoice.currency,
      buyer: invoice.buyer,
      dueDays: daysFrom(invoice.issued_on, invoice.due_on),
      notes: invoice.notes,
    },
  };
}

/**
 * Issues a draft: numbered, dated today, taxed and signed off with the firm's details as
 * they stand, and the client told — one transaction. Null when it was not a draft.
 */
export async function issueInvoice(id: string, today: string, by: AuditBy = SYSTEM): Promise<{ code: string } | null> {
  const settings = await billingSettings();
  return db.transaction().execute((trx) => issueInvoiceIn(trx, id, today, settings, by));
}

/** Rule 46 (e), (f): an unregistered buyer's address is needed from ₹50,000, or abroad (the export's proviso). */
const needsAddress = (buyer: Buyer, totalMinor: number, currency: string) =>
  Boolean(buyer.gstin) || buyer.country.trim().toLowerCase() !== "india" || currency !== "INR" || totalMinor >= 5_000_000;

/** The same inside the caller's transaction (a paid consultation's invoice is issued with its booking). */
export async function issueInvoiceIn(
  trx: Db,
  id: string,
  today: string,
  settings: BillingSettings,
  by: AuditBy = SYSTEM,
): Promise<{ code: string } | null> {
  const draft = await draftOf(trx, id);
  if (!draft) return null;
  const { buyer, lines: drafted } = draft.input;
  if (!drafted.length) throw new IssueRefused("Give the draft at least one line first.");
  const { columns, lines } = priced(draft.input, settings);
  if (!buyer.name || (buyer.address.length < 5 && needsAddress(buyer, columns.total_minor, columns.currency)))
    throw new IssueRefused("Give the name and address to bill on the draft first.");
  if (buyer.country.trim().toLowerCase() === "india" && !buyer.stateCode)
    throw new IssueRefused("Choose the client's state on the draft first: it decides the place of supply.");
  const financialYear = financialYearOf(today);
  const number = await takeInvoiceNumber(trx, financialYear);
  const code = invoiceCode("INV", financialYear, number);
  const issued = await trx
    .updateTable("invoices")
    .set({
      ...columns,
      status: "sent",
      financial_year: financialYear,
      number,
      code,
      issued_on: today,
      due_on: addDays(today, draft.input.dueDays),
      seller: JSON.stringify(settings.firm),
      updated_at: sql`now()`,
    })
    .where("id", "=", id)
    .returning(["client_id", "total_minor", "currency", "due_on"])
    .executeTakeFirstOrThrow();
  await replaceLines(trx, id, lines);
  await recordAudit(trx, by, {
    kind: "invoice_issued",
    record: { type: "invoice", id },
    summary: `${code}: ${formatMoney(Number(issued.total_minor), issued.currency)}`,
  });
  if (issued.client_id)
    await notify(trx, {
      userId: issued.client_id,
      kind: "billing",
      title: `Invoice ${code}: ${formatMoney(Number(issued.total_minor), issued.currency)}`,
      body: `Due by ${formatDate(issued.due_on)}. You can read it, pay by UPI or bank transfer and download it in your portal.`,
      link: `/client/invoices/${id}`,
    });
  return { code };
}

/**
 * Makes an invoice void: a draft (never numbered), or an issued one nothing was paid on
 * (its number stays taken, so the year keeps no gap). False when money was received
 * against it (refund that first), or it is void or credited already.
 */
export async function voidInvoice(id: string, reason: string, by: AuditBy = SYSTEM): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("invoices")
      .set({ status: "void", void_reason: reason, voided_at: sql`now()`, updated_at: sql`now()` })
      .where("id", "=", id)
      .where("status", "in", ["draft", "sent"])
      .where("credited_minor", "=", 0)
      .returning("code")
      .executeTakeFirst();
    if (!done) return false;
    await recordAudit(trx, by, { kind: "invoice_voided", record: { type: "invoice", id }, summary: `${done.code ?? "Draft"}: ${reason}` });
    // An instalment it billed can be billed again, and a consultation fee it deducted deducted again.
    await trx.updateTable("agreement_instalments").set({ invoice_id: null }).where("invoice_id", "=", id).execute();
    await trx.updateTable("invoices").set({ consultation_credited_on: null }).where("consultation_credited_on", "=", id).execute();
    return true;
  });
}
