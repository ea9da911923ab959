import { recordAudit } from "../audit/audit-log.server";
import { sql } from "kysely";
import { lineTax, type SupplyType } from "~/lib/billing/gst";
import { creditNoteView } from "~/lib/billing/credit-note-view";
import { formatMoney } from "~/lib/billing/money";
import { db, type Db } from "../db/db.server";
import { claimSubmission } from "../http/submission-keys.server";
import { notify } from "../notifications/notify.server";
import { billingSettings } from "./billing-settings.server";
import { firm } from "./firm.server";
import { creditNotePdf } from "./invoice-pdf.server";
import { financialYearOf, invoiceCode, takeInvoiceNumber } from "./invoice-numbers.server";
import { statusFor } from "./payments.server";

// Credit notes (issue 41; CGST Act s. 34, CGST Rules r. 53): an issued invoice credited in
// full or in part, line by line, with a reason. Each takes the invoice's row lock, so two
// at once cannot credit a line past its amount; its tax is the line's own share, and the
// last of a line's amount takes the rest of its tax, so a line credited in parts adds up
// to the paisa. The invoice keeps what was credited (credited_minor) and its status follows.

export class CreditRefused extends Error {
  constructor(
    message: string,
    readonly field = "form",
  ) {
    super(message);
  }
}

/**
 * The last day a credit note may still reduce the tax of an invoice of `financialYear`:
 * 30 November after that year ends (CGST Act s. 34(2), as amended in 2022).
 */
export const creditDeadline = (financialYear: string) => `${Number(financialYear.slice(0, 4)) + 1}-11-30`;

export type CreditRequest = {
  invoiceId: string;
  reason: string;
  /** Minor units to credit per invoice line id; "all" credits whatever is left of every line. */
  lines: Record<string, number> | "all";
  today: string;
  createdBy: string | null;
  /** The client address it came from, for the audit log. */
  ip?: string | null;
};

type LineLeft = {
  id: string;
  description: string;
  kind: string;
  amount: number;
  rateBp: number;
  left: number;
  taxLeft: [number, number, number];
};

async function linesLeft(trx: Db, invoiceId: string): Promise<LineLeft[]> {
  const rows = await trx
    .selectFrom("invoice_lines as l")
    .select([
      "l.id",
      "l.description",
      "l.kind",
      "l.amount_minor",
      "l.tax_rate_bp",
      "l.cgst_minor",
      "l.sgst_minor",
      "l.igst_minor",
      sql<string>`coalesce((select sum(c.amount_minor) from credit_note_lines c where c.invoice_line_id = l.id), 0)`.as("credited"),
      sql<string>`coalesce((select sum(c.cgst_minor) from credit_note_lines c where c.invoice_line_id = l.id), 0)`.as("cgst_done"),
      sql<string>`coalesce((select sum(c.sgst_minor) from credit_note_lines c where c.invoice_line_id = l.id), 0)`.as("sgst_done"),
      sql<string>`coalesce((select sum(c.igst_minor) from credit_note_lines c where c.invoice_line_id = l.id), 0)`.as("igst_done"),
    ])
    .where("l.invoice_id", "=", invoiceId)
    .orderBy("l.position")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    kind: r.kind,
    amount: Number(r.amount_minor),
    rateBp: r.tax_rate_bp,
    left: Number(r.amount_minor) - Number(r.credited),
    taxLeft: [
      Number(r.cgst_minor) - Number(r.cgst_done),
      Number(r.sgst_minor) - Number(r.sgst_done),
      Number(r.igst_minor) - Number(r.igst_done),
    ],
  }));
}

/** A credited amount's tax: its share of the line's, or all that is left of it for the line's last paisa. */
function creditTax(line: LineLeft, amount: number, supply: SupplyType): [number, number, number] {
  if (amount === line.left) return line.taxLeft;
  const t = lineTax({ kind: line.kind as "service", quantity: 1, unitMinor: amount, rateBp: line.rateBp }, supply);
  return [t.cgstMinor, t.sgstMinor, t.igstMinor];
}

/** Issues a credit note (once per submitted form); refused with the reason when the invoice or an amount cannot take it. */
export async function issueCreditNote(c: CreditRequest, once: string | null = null) {
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "client_id", "code", "status", "supply_type", "financial_year", "total_minor", "credited_minor", "currency"])
      .where("id", "=", c.invoiceId)
      .forUpdate()
      .executeTakeFirst();
    if (!invoice?.code || !["sent", "part_paid", "paid"].includes(invoice.status))
      throw new CreditRefused("Only an issued invoice that is not void or credited in full can be credited.");
    if (c.today > creditDeadline(invoice.financial_year!))
      throw new CreditRefused(
        `The time to credit the tax of a ${invoice.financial_year} invoice ended on 30 November ${Number(invoice.financial_year!.slice(0, 4)) + 1}: settle it with the client by a refund.`,
      );
    const lines = (await linesLeft(trx, invoice.id)).filter((l) => l.kind !== "adjustment");
    const chosen = lines.flatMap((l) => {
      const amount = c.lines === "all" ? l.left : (c.lines[l.id] ?? 0);
      if (amount > l.left)
        throw new CreditRefused(`At most ${formatMoney(l.left, invoice.currency)} is left to credit on this line.`, `line-${l.id}`);
      return amount > 0 ? [{ line: l, amount, tax: creditTax(l, amount, invoice.supply_type) }] : [];
    });
    if (!chosen.length) throw new CreditRefused("Give the amount to credit on at least one line.");
    const sum = (pick: (x: (typeof chosen)[number]) => number) => chosen.reduce((s, x) => s + pick(x), 0);
    const taxable = sum((x) => (x.line.kind === "disbursement" ? 0 : x.amount));
    const disbursements = sum((x) => (x.line.kind === "disbursement" ? x.amount : 0));
    const [cgst, sgst, igst] = [0, 1, 2].map((i) => sum((x) => x.tax[i]));
    const total = taxable + disbursements + cgst + sgst + igst;
    const financialYear = financialYearOf(c.today);
    const number = await takeInvoiceNumber(trx, financialYear, "CN");
    const note = await trx
      .insertInto("credit_notes")
      .values({
        invoice_id: invoice.id,
        client_id: invoice.client_id,
        financial_year: financialYear,
        number,
        code: invoiceCode("CN", financialYear, number),
        issued_on: c.today,
        reason: c.reason,
        taxable_minor: taxable,
        cgst_minor: cgst,
        sgst_minor: sgst,
        igst_minor: igst,
        disbursements_minor: disbursements,
        total_minor: total,
        created_by: c.createdBy,
      })
      .returning(["id", "code"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("credit_note_lines")
      .values(
        chosen.map((x) => ({
          credit_note_id: note.id,
          invoice_line_id: x.line.id,
          amount_minor: x.amount,
          cgst_minor: x.tax[0],
          sgst_minor: x.tax[1],
          igst_minor: x.tax[2],
        })),
      )
      .execute();
    const credited = Number(invoice.credited_minor) + total;
    const { paid } = await trx
      .selectFrom("payments")
      .select(sql<string>`coalesce(sum(amount_minor) filter (where kind = 'payment'), 0)`.as("paid"))
      .where("invoice_id", "=", invoice.id)
      .executeTakeFirstOrThrow();
    const owedTotal = Number(invoice.total_minor) - credited;
    const status = owedTotal === 0 && Number(paid) === 0 ? "credited" : statusFor(Number(paid), owedTotal);
    await trx
      .updateTable("invoices")
      .set({ credited_minor: credited, status, updated_at: sql`now()` })
      .where("id", "=", invoice.id)
      .execute();
    if (invoice.client_id)
      await notify(trx, {
        userId: invoice.client_id,
        kind: "billing",
        title: `Credit note ${note.code}: ${formatMoney(total, invoice.currency)} credited on ${invoice.code}`,
        body: c.reason,
        link: `/client/invoices/${invoice.id}`,
      });
    await recordAudit(
      trx,
      { actorId: c.createdBy, ip: c.ip ?? null },
      {
        kind: "credit_note_issued",
        record: { type: "invoice", id: invoice.id },
        summary: `${note.code} on ${invoice.code}: ${formatMoney(total, invoice.currency)}, ${c.reason}`,
        details: { creditNoteId: note.id },
      },
    );
    return { ...note, totalMinor: total, status };
  });
}

/** An invoice's credit notes, oldest first. */
export function invoiceCreditNotes(invoiceId: string) {
  return db
    .selectFrom("credit_notes")
    .select(["id", "code", "issued_on", "reason", "total_minor"])
    .where("invoice_id", "=", invoiceId)
    .orderBy("created_at")
    .limit(100)
    .execute();
}

/** What is left to credit on each line of an issued invoice (its credit note form). */
export async function creditableLines(invoiceId: string) {
  return (await linesLeft(db, invoiceId))
    .filter((l) => l.kind !== "adjustment")
    .map(({ id, description, amount, left }) => ({ id, description, amount, left }));
}

/** A credit note's PDF and its file name; only the client's own when `clientId` is given. */
export async function creditNoteFile(id: string, clientId: string | null) {
  let q = db
    .selectFrom("credit_notes as n")
    .innerJoin("invoices as i", "i.id", "n.invoice_id")
    .selectAll("n")
    .select([
      "i.currency",
      "i.supply_type",
      "i.place_of_supply",
      "i.buyer",
      "i.seller",
      "i.issued_on as invoice_issued_on",
      sql<string>`i.code`.as("invoice_code"),
    ])
    .where("n.id", "=", id);
  if (clientId) q = q.where("n.client_id", "=", clientId);
  const note = await q.executeTakeFirst();
  if (!note) return null;
  const lines = await db
    .selectFrom("credit_note_lines as c")
    .innerJoin("invoice_lines as l", "l.id", "c.invoice_line_id")
    .select(["l.description", "l.sac_code", "c.amount_minor"])
    .where("c.credit_note_id", "=", id)
    .orderBy("l.position")
    .execute();
  const view = creditNoteView({ ...note, lines }, await billingSettings());
  const bytes = await creditNotePdf(view, await firm(), new Date(note.created_at));
  return { bytes, name: `${note.code.replace(/\//g, "-")}.pdf` };
}
