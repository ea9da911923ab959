import { sql } from "kysely";
import type { BillingSettings } from "~/lib/billing/billing-settings";
import type { DraftLine } from "~/lib/billing/invoice-form";
import { serviceTitle } from "~/content/catalogue.server";
import { db, type Db } from "../db/db.server";
import { createInvoiceIn, issueInvoiceIn } from "./invoices.server";

// Paid consultations (issue 41): with a fee in the billing settings, booking a
// consultation issues its invoice in the booking's transaction, due on the day of the
// meeting, to the visitor who booked (their e-mail is its owner until they are a client).
// Once they are a client and sign an agreement, the fee they paid is deducted, once, on
// the first invoice of its fees (a void invoice gives the deduction back).

export type BookedConsultation = { id: string; name: string; email: string; clientId: string | null; topic: string; meetingDay: string };

/** Issues the consultation's invoice inside the booking's transaction; null when consultations are free. */
export async function invoiceConsultation(trx: Db, b: BookedConsultation, today: string, settings: BillingSettings) {
  if (!settings.consultationFeeMinor) return null;
  const what = b.topic ? `Consultation: ${serviceTitle(b.topic)}` : "Consultation: immigration advice";
  const made = await createInvoiceIn(
    trx,
    {
      clientId: b.clientId,
      bookingId: b.id,
      lines: [
        {
          kind: "service",
          description: what,
          quantity: 1,
          unitMinor: settings.consultationFeeMinor,
          sacCode: settings.sacCode,
          paidTo: null,
        },
      ],
      currency: "INR",
      // An unregistered visitor's address is not needed below ₹50,000 (rule 46(f)); without
      // one the place of supply is the firm's own state (IGST Act s. 12(2)(b)).
      buyer: { name: b.name, address: "", country: "India", stateCode: settings.firm.stateCode, gstin: "", email: b.email },
      dueDays: 0,
      createdBy: null,
    },
    today,
    settings,
  );
  const issued = await issueInvoiceIn(trx, made.id, today, settings);
  // Payable before the meeting: due on its day.
  await trx
    .updateTable("invoices")
    .set({ due_on: b.meetingDay < today ? today : b.meetingDay })
    .where("id", "=", made.id)
    .execute();
  return { id: made.id, code: issued!.code, totalMinor: made.totalMinor };
}

/** A cancelled booking's invoice, if nothing was paid on it, is made void with it. */
export async function voidConsultationInvoice(trx: Db, bookingId: string) {
  await trx
    .updateTable("invoices")
    .set({ status: "void", void_reason: "The consultation was cancelled", voided_at: sql`now()`, updated_at: sql`now()` })
    .where("booking_id", "=", bookingId)
    .where("status", "=", "sent")
    .execute();
}

/**
 * The paid consultation of a client not yet deducted anywhere (booked signed in, or with
 * their account's e-mail), locked for the invoice being drawn up: its deduction line.
 */
export async function consultationCredit(trx: Db, clientId: string): Promise<{ invoiceId: string; line: DraftLine } | null> {
  const found = await trx
    .selectFrom("invoices as i")
    .innerJoin("bookings as b", "b.id", "i.booking_id")
    .select(["i.id", "i.code", "i.subtotal_minor"])
    .where("i.status", "=", "paid")
    .where("i.consultation_credited_on", "is", null)
    .where((eb) =>
      eb.or([
        eb("b.client_id", "=", clientId),
        eb(sql`lower(b.email)`, "=", sql`(select lower(email) from admin_users where id = ${clientId})`),
      ]),
    )
    .orderBy("i.issued_on")
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!found) return null;
  return {
    invoiceId: found.id,
    line: {
      kind: "adjustment",
      description: `Less: consultation fee paid on ${found.code}`,
      quantity: 1,
      unitMinor: -Number(found.subtotal_minor),
      sacCode: null,
      paidTo: null,
    },
  };
}

/**
 * The lines of the first invoice under an agreement, with the client's paid consultation
 * deducted when there is one (and the deduction is not more than the fees); call
 * `credited` with the new invoice's id in the same transaction.
 */
export async function withConsultationCredit(trx: Db, clientId: string, currency: string, lines: DraftLine[]) {
  const credit = currency === "INR" ? await consultationCredit(trx, clientId) : null;
  const taxable = lines.filter((l) => l.kind !== "disbursement").reduce((s, l) => s + l.quantity * l.unitMinor, 0);
  if (!credit || taxable + credit.line.unitMinor < 0) return { lines, credited: async () => {} };
  return {
    lines: [...lines, credit.line],
    credited: async (invoiceId: string) => {
      await trx.updateTable("invoices").set({ consultation_credited_on: invoiceId }).where("id", "=", credit.invoiceId).execute();
    },
  };
}

/** A booking's invoice, for its page (the visitor's link) and staff. */
export function bookingInvoiceId(bookingId: string) {
  return db
    .selectFrom("invoices")
    .select(["id", "status"])
    .where("booking_id", "=", bookingId)
    .where("status", "<>", "void")
    .executeTakeFirst();
}
