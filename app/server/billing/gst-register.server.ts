import { stringify } from "csv-stringify/sync";
import { sql } from "kysely";
import type { RegisterRange, RegisterSummary } from "~/lib/billing/gst-register";
import { decimal } from "~/lib/billing/gst-register";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/lib/billing/labels";
import { db } from "../db/db.server";
import { spreadsheetText } from "../http/csv.server";

// The accountant's GST register (issue 41 item 8; decision 027): every tax invoice, credit
// note and receipt of a date range, one CSV row each, by date and then number. Read by
// keyset in chunks of CHUNK rows per kind and written chunk by chunk, so a year of
// documents never sits in memory. The invoices page's totals come from the same queries
// (registerSummary), so the page and the file can be checked against each other.

const CHUNK = 1_000;

export const REGISTER_COLUMNS = (
  "Document type|Number|Date|Against invoice|Client|Client GSTIN|Client state code|Place of supply|Supply|Currency|" +
  "Taxable value|CGST|SGST/UTGST|IGST|Disbursements (no GST)|Total|Payment method|UTR|Status"
).split("|");

const SUPPLY_WORDS: Record<string, string> = {
  intra_state: "intra-state",
  inter_state: "inter-state",
  export: "export under LUT",
};

/** "B2B, inter-state": registered (a GSTIN) or not, then where the supply goes — GSTR-1's own split. */
const supplyOf = (gstin: string, supplyType: string) => `${gstin ? "B2B" : "B2C"}, ${SUPPLY_WORDS[supplyType] ?? supplyType}`;

// Who was billed, from the invoice's snapshot; invoices from before the snapshot name the client.
const buyerName = sql<string>`coalesce(nullif(i.buyer->>'name', ''), c.full_name)`;
const buyerGstin = sql<string>`coalesce(i.buyer->>'gstin', '')`;
const buyerState = sql<string>`coalesce(i.buyer->>'stateCode', '')`;
const buyerColumns = [buyerName.as("name"), buyerGstin.as("gstin"), buyerState.as("state")] as const;

/** Invoices issued in the range: numbered (a draft is not a document yet), void ones included. */
function invoicesIssued(range: RegisterRange) {
  return db
    .selectFrom("invoices as i")
    .where("i.number", "is not", null)
    .where("i.issued_on", ">=", range.from)
    .where("i.issued_on", "<=", range.to);
}

function creditNotesIssued(range: RegisterRange) {
  return db
    .selectFrom("credit_notes as n")
    .innerJoin("invoices as i", "i.id", "n.invoice_id")
    .where("n.issued_on", ">=", range.from)
    .where("n.issued_on", "<=", range.to);
}

type Key = { on: string; number: number };

function invoiceChunk(range: RegisterRange, after: Key | null) {
  let q = invoicesIssued(range)
    .leftJoin("admin_users as c", "c.id", "i.client_id")
    .select(["i.issued_on as on", sql<number>`i.number`.as("number"), sql<string>`i.code`.as("code"), "i.status"])
    .select(["i.currency", "i.supply_type", "i.place_of_supply", ...buyerColumns])
    .select(["i.subtotal_minor", "i.cgst_minor", "i.sgst_minor", "i.igst_minor", "i.disbursements_minor", "i.total_minor"]);
  if (after) q = q.where(sql<boolean>`(i.issued_on, i.number) > (${after.on}::date, ${after.number}::int)`);
  return q.orderBy("i.issued_on").orderBy("i.number").limit(CHUNK).execute();
}

function creditNoteChunk(range: RegisterRange, after: Key | null) {
  let q = creditNotesIssued(range)
    .leftJoin("admin_users as c", "c.id", "i.client_id")
    .select(["n.issued_on as on", "n.number", "n.code", sql<string>`i.code`.as("invoice_code")])
    .select(["i.currency", "i.supply_type", "i.place_of_supply", ...buyerColumns])
    .select(["n.taxable_minor", "n.cgst_minor", "n.sgst_minor", "n.igst_minor", "n.disbursements_minor", "n.total_minor"]);
  if (after) q = q.where(sql<boolean>`(n.issued_on, n.number) > (${after.on}::date, ${after.number}::int)`);
  return q.orderBy("n.issued_on").orderBy("n.number").limit(CHUNK).execute();
}

/** Receipts: payments received in the range (refunds are not receipts), by day, then receipt number. */
function receiptChunk(range: RegisterRange, after: { on: string; code: string; id: string } | null) {
  const code = sql<string>`coalesce(p.receipt_code, '')`;
  let q = db
    .selectFrom("payments as p")
    .innerJoin("invoices as i", "i.id", "p.invoice_id")
    .leftJoin("admin_users as c", "c.id", "i.client_id")
    .select([
      "p.received_on as on",
      code.as("code"),
      "p.id",
      sql<string>`i.code`.as("invoice_code"),
      "i.currency",
      "p.amount_minor",
      "p.method",
      "p.reference",
      ...buyerColumns,
    ])
    .where("p.kind", "=", "payment")
    .where("p.received_on", ">=", range.from)
    .where("p.received_on", "<=", range.to);
  if (after) q = q.where(sql<boolean>`(p.received_on, ${code}, p.id) > (${after.on}::date, ${after.code}, ${after.id}::uuid)`);
  return q.orderBy("p.received_on").orderBy(code).orderBy("p.id").limit(CHUNK).execute();
}

/** A document's row, with its day and its kind's place among the day's documents (invoices, credit notes, receipts). */
type Doc = { on: string; rank: number; cells: string[] };

/** A kind's documents in order, read CHUNK at a time, each chunk after the last one's key. */
async function* documents<R extends { on: string }>(
  range: RegisterRange,
  read: (range: RegisterRange, after: R | null) => Promise<R[]>,
  row: (r: R) => string[],
  rank: number,
) {
  let after: R | null = null;
  for (;;) {
    const rows = await read(range, after);
    for (const r of rows) yield { on: r.on, rank, cells: row(r).map(spreadsheetText) } satisfies Doc;
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1];
  }
}

/** The kinds' documents merged by day (each kind is already in order), holding one chunk of each at most. */
async function* inOrder(kinds: AsyncGenerator<Doc>[]): AsyncGenerator<Doc> {
  const heads = await Promise.all(kinds.map((k) => k.next()));
  for (;;) {
    let next = -1;
    heads.forEach((h, i) => {
      if (h.done) return;
      const best = heads[next]?.value as Doc | undefined;
      if (!best || h.value.on < best.on || (h.value.on === best.on && h.value.rank < best.rank)) next = i;
    });
    if (next < 0) return;
    yield heads[next].value as Doc;
    heads[next] = await kinds[next].next();
  }
}

type Party = { name: string; gstin: string; state: string; currency: string; place_of_supply: string; supply_type: string };

/** Client, their GSTIN and state, the place of supply, B2B or B2C and where to, the currency. */
const supplied = (r: Party) => [r.name, r.gstin, r.state, r.place_of_supply, supplyOf(r.gstin, r.supply_type), r.currency];

function registerDocuments(range: RegisterRange) {
  const invoices = documents(
    range,
    invoiceChunk,
    (r) => {
      // A cancelled invoice keeps its number in the series (GSTR-1 lists it apart), with nothing charged.
      const cancelled = r.status === "void";
      const amounts = [r.subtotal_minor, r.cgst_minor, r.sgst_minor, r.igst_minor, r.disbursements_minor, r.total_minor];
      const cells = amounts.map((minor) => decimal(cancelled ? 0 : minor));
      return ["Tax invoice", r.code, r.on, "", ...supplied(r), ...cells, "", "", cancelled ? "Cancelled" : "Issued"];
    },
    0,
  );
  // A credit note's amounts are written positive, as printed on it and as GSTR-1 reports them:
  // the Document type "Credit note" says they reduce the invoice's.
  const creditNotes = documents(
    range,
    creditNoteChunk,
    (r) => {
      const amounts = [r.taxable_minor, r.cgst_minor, r.sgst_minor, r.igst_minor, r.disbursements_minor, r.total_minor];
      return ["Credit note", r.code, r.on, r.invoice_code, ...supplied(r), ...amounts.map(decimal), "", "", "Issued"];
    },
    1,
  );
  // A receipt is money against an invoice, not a supply: no place, split or tax of its own.
  const receipts = documents(
    range,
    receiptChunk,
    (r) => {
      const method = PAYMENT_METHOD_LABELS[r.method as PaymentMethod] ?? r.method;
      const party = [r.name, r.gstin, r.state, "", "", r.currency];
      return [
        "Receipt",
        r.code,
        r.on,
        r.invoice_code,
        ...party,
        "",
        "",
        "",
        "",
        "",
        decimal(r.amount_minor),
        method,
        r.reference,
        "Received",
      ];
    },
    2,
  );
  return inOrder([invoices, creditNotes, receipts]);
}

/**
 * The register as a CSV stream: the header (after a byte-order mark, so Excel reads the
 * place of supply's dash and clients' names as UTF-8), then CHUNK rows per pull.
 */
export function registerCsv(range: RegisterRange): ReadableStream<Uint8Array> {
  const docs = registerDocuments(range);
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows: string[][] = [];
      while (rows.length < CHUNK) {
        const next = await docs.next();
        if (next.done) break;
        rows.push(next.value.cells);
      }
      const text = first ? `\uFEFF${stringify([REGISTER_COLUMNS])}` : "";
      first = false;
      if (text || rows.length) controller.enqueue(encoder.encode(text + (rows.length ? stringify(rows) : "")));
      if (rows.length < CHUNK) controller.close();
    },
    async cancel() {
      await docs.return(undefined);
    },
  });
}

const issuedOnly = sql<boolean>`i.status <> 'void'`;
const sumOf = (column: string, where = sql<boolean>`true`) => sql<number>`coalesce(sum(${sql.ref(column)}) filter (where ${where}), 0)`;

/** Per currency, what the register's invoice and credit note rows add up to (cancelled invoices count as zero). */
export async function registerSummary(range: RegisterRange): Promise<RegisterSummary[]> {
  const [invoices, notes] = await Promise.all([
    invoicesIssued(range)
      .select([
        "i.currency",
        sql<number>`(count(*) filter (where ${issuedOnly}))::int`.as("invoices"),
        sql<number>`(count(*) filter (where i.status = 'void'))::int`.as("cancelled"),
        sumOf("i.subtotal_minor", issuedOnly).as("taxable"),
        sumOf("i.cgst_minor", issuedOnly).as("cgst"),
        sumOf("i.sgst_minor", issuedOnly).as("sgst"),
        sumOf("i.igst_minor", issuedOnly).as("igst"),
        sumOf("i.disbursements_minor", issuedOnly).as("disbursements"),
        sumOf("i.total_minor", issuedOnly).as("total"),
      ])
      .groupBy("i.currency")
      .execute(),
    creditNotesIssued(range)
      .select([
        "i.currency",
        sql<number>`count(*)::int`.as("notes"),
        sumOf("n.taxable_minor").as("taxable"),
        sql<number>`coalesce(sum(n.cgst_minor + n.sgst_minor + n.igst_minor), 0)`.as("tax"),
        sumOf("n.total_minor").as("total"),
      ])
      .groupBy("i.currency")
      .execute(),
  ]);
  const currencies = [...new Set([...invoices, ...notes].map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const i = invoices.find((r) => r.currency === currency);
    const n = notes.find((r) => r.currency === currency);
    return {
      currency,
      invoices: Number(i?.invoices ?? 0),
      cancelled: Number(i?.cancelled ?? 0),
      taxableMinor: Number(i?.taxable ?? 0),
      cgstMinor: Number(i?.cgst ?? 0),
      sgstMinor: Number(i?.sgst ?? 0),
      igstMinor: Number(i?.igst ?? 0),
      disbursementsMinor: Number(i?.disbursements ?? 0),
      totalMinor: Number(i?.total ?? 0),
      creditNotes: Number(n?.notes ?? 0),
      creditTaxableMinor: Number(n?.taxable ?? 0),
      creditTaxMinor: Number(n?.tax ?? 0),
      creditTotalMinor: Number(n?.total ?? 0),
    };
  });
}
