import { sql } from "kysely";
import { db, type Db } from "../db/db.server";
import { likePattern, paginateIds, type ListParams } from "../http/list-params.server";
import type { InvoiceStatus } from "../db/schema";
import { GST_STATES } from "~/lib/billing/gst-states";
import type { Buyer } from "~/lib/billing/invoice-form";

// What the invoice pages read: the admin's list (paginated on its indexes), one invoice
// with its lines and payments, a client's own invoices, and the dashboard's totals.

export const INVOICE_SORTS = ["issued"] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

// Paid is the payments; a refund credits the charge as it pays back, so what is owed is total − paid.
const paidMinor = sql<string>`coalesce((select sum(p.amount_minor) from payments p where p.invoice_id = i.id and p.kind = 'payment'), 0)`;
const refundedMinor = sql<string>`coalesce((select sum(p.amount_minor) from payments p where p.invoice_id = i.id and p.kind = 'refund'), 0)`;
/** A draft has no number until it is issued: staff read "Draft" where its number will be. */
const codeOrDraft = sql<string>`coalesce(i.code, 'Draft')`;

function rowsOf(ids: string[]) {
  return db
    .selectFrom("invoices as i")
    .leftJoin("admin_users as c", "c.id", "i.client_id")
    .select([
      "i.id",
      codeOrDraft.as("code"),
      "i.status",
      "i.currency",
      "i.total_minor",
      "i.credited_minor",
      "i.issued_on",
      "i.due_on",
      "i.client_id",
      // A visitor's paid consultation has no client account yet: the name it bills.
      sql<string>`coalesce(c.full_name, i.buyer->>'name')`.as("client_name"),
      paidMinor.as("paid_minor"),
    ])
    .where("i.id", "in", ids)
    .execute();
}

/** The admin's list: newest first, by status, past due (`overdueOn`: the firm's today), or an invoice number typed (its start is enough). */
export function listInvoices(list: ListParams<InvoiceSort>, status: InvoiceStatus | "", overdueOn: string | null = null) {
  let ids = db.selectFrom("invoices").select("id");
  if (status) ids = ids.where("status", "=", status);
  if (overdueOn) ids = ids.where("status", "in", ["sent", "part_paid"]).where("due_on", "<", overdueOn);
  if (list.q) ids = ids.where("code", "ilike", `${likePattern(list.q).slice(1)}`);
  ids = ids.orderBy("issued_on", list.dir).orderBy("number", list.dir);
  return paginateIds(ids, list.page, rowsOf);
}

/** One invoice with its lines and payments; only the client's own when `clientId` is given. */
export async function invoiceDetail(id: string, clientId: string | null) {
  let q = db
    .selectFrom("invoices as i")
    .leftJoin("admin_users as c", "c.id", "i.client_id")
    .selectAll("i")
    .select([
      sql<string>`coalesce(c.full_name, i.buyer->>'name')`.as("client_name"),
      sql<string>`coalesce(c.email, i.buyer->>'email')`.as("client_email"),
      paidMinor.as("paid_minor"),
      refundedMinor.as("refunded_minor"),
    ])
    .where("i.id", "=", id);
  if (clientId) q = q.where("i.client_id", "=", clientId).where("i.number", "is not", null);
  const invoice = await q.executeTakeFirst();
  if (!invoice) return null;
  const [lines, payments] = await Promise.all([
    db
      .selectFrom("invoice_lines")
      .select([
        "id",
        "position",
        "kind",
        "description",
        "quantity",
        "unit_minor",
        "amount_minor",
        "sac_code",
        "paid_to",
        "tax_rate_bp",
        "cgst_minor",
        "sgst_minor",
        "igst_minor",
      ])
      .where("invoice_id", "=", id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("payments")
      .select(["id", "kind", "method", "reference", "amount_minor", "received_on", "note"])
      .where("invoice_id", "=", id)
      .orderBy("received_on")
      .orderBy("created_at")
      .execute(),
  ]);
  return { ...invoice, paid_minor: Number(invoice.paid_minor), refunded_minor: Number(invoice.refunded_minor), lines, payments };
}

/** A client's invoices, newest first, a page of them; drafts only for staff (`withDrafts`). */
export function clientInvoices(clientId: string, page = 1, withDrafts = false) {
  let ids = db.selectFrom("invoices").select("id").where("client_id", "=", clientId);
  if (!withDrafts) ids = ids.where("number", "is not", null);
  ids = ids.orderBy("issued_on", "desc").orderBy("number", "desc");
  return paginateIds(ids, page, rowsOf);
}

/** An application's invoices (a handful), newest first. */
export function applicationInvoices(applicationId: string) {
  return db
    .selectFrom("invoices as i")
    .select(["i.id", codeOrDraft.as("code"), "i.status", "i.currency", "i.total_minor", "i.issued_on", paidMinor.as("paid_minor")])
    .where("i.application_id", "=", applicationId)
    .orderBy("i.issued_on", "desc")
    .orderBy("i.number", "desc")
    .limit(50)
    .execute();
}

/** The lines already billed on an application's invoices that are not void: which agreed fees were invoiced, and on which. */
export function invoicedLines(applicationId: string, executor: Db = db) {
  return executor
    .selectFrom("invoice_lines as l")
    .innerJoin("invoices as i", "i.id", "l.invoice_id")
    .select(["l.description", "l.unit_minor", sql<string>`coalesce(i.code, 'a draft invoice')`.as("code")])
    .where("i.application_id", "=", applicationId)
    .where("i.status", "<>", "void")
    .limit(500)
    .execute();
}

/** For each fee, the invoice it is already on (same words and amount), or null. */
export function invoicedOn(
  fees: { description: string; amountMinor: number }[],
  lines: { description: string; unit_minor: number | string; code: string }[],
) {
  return fees.map((f) => lines.find((l) => l.description === f.description && Number(l.unit_minor) === f.amountMinor)?.code ?? null);
}

/** Receivables by age: days past the due date, as the dashboard's table reads them (decision 027). */
export const AGE_BUCKETS = ["not_due", "1_30", "31_60", "61_90", "over_90"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
const AGE_DAYS: Record<AgeBucket, [number, number]> = {
  not_due: [-36_600, 0],
  "1_30": [1, 30],
  "31_60": [31, 60],
  "61_90": [61, 90],
  over_90: [91, 36_600],
};

export type MoneyOwed = {
  currency: string;
  outstandingMinor: number;
  overdueMinor: number;
  overdueCount: number;
  ageing: { bucket: AgeBucket; amountMinor: number; count: number }[];
};

/**
 * What clients owe on sent and part-paid invoices, per currency: in all, past due, and by
 * days past the due date — one query on the open index, each sum filtered to its days.
 */
export async function moneyOwed(today: string, executor: Db = db): Promise<MoneyOwed[]> {
  // Each open invoice's balance worked out once: the sums below read it seven times, and
  // OFFSET 0 keeps the planner from copying its subquery into each of them.
  const open = executor
    .selectFrom("invoices as i")
    .select(["i.currency", "i.due_on", sql<number>`i.total_minor - i.credited_minor - ${paidMinor}`.as("owed")])
    .where("i.status", "in", ["sent", "part_paid"])
    .offset(0)
    .as("i");
  const owed = sql<number>`i.owed`;
  const pastDue = sql<number>`(${today}::date - i.due_on)`;
  const rows = await executor
    .selectFrom(open)
    .select([
      "i.currency",
      sql<string>`sum(${owed})`.as("outstanding"),
      sql<string>`coalesce(sum(${owed}) filter (where i.due_on < ${today}), 0)`.as("overdue"),
      sql<number>`(count(*) filter (where i.due_on < ${today}))::int`.as("overdue_count"),
    ])
    .select(
      AGE_BUCKETS.flatMap((b) => {
        const within = sql<boolean>`${pastDue} between ${AGE_DAYS[b][0]} and ${AGE_DAYS[b][1]}`;
        return [
          sql<string>`coalesce(sum(${owed}) filter (where ${within}), 0)`.as(`amount_${b}`),
          sql<number>`(count(*) filter (where ${within}))::int`.as(`count_${b}`),
        ];
      }),
    )
    .groupBy("i.currency")
    .orderBy("i.currency")
    .execute();
  return rows.map((r) => {
    const cell = (name: string) => Number((r as Record<string, unknown>)[name]);
    return {
      currency: r.currency,
      outstandingMinor: Number(r.outstanding),
      overdueMinor: Number(r.overdue),
      overdueCount: Number(r.overdue_count),
      ageing: AGE_BUCKETS.map((bucket) => ({ bucket, amountMinor: cell(`amount_${bucket}`), count: cell(`count_${bucket}`) })),
    };
  });
}

/** Whom a new invoice of the client bills: as on their last invoice, else their profile (the admin checks it on the draft). */
export async function defaultBuyer(clientId: string, executor: Db = db): Promise<Buyer> {
  const last = await executor
    .selectFrom("invoices")
    .select("buyer")
    .where("client_id", "=", clientId)
    .where(sql<boolean>`buyer ? 'name'`)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (last) return last.buyer;
  const person = await executor
    .selectFrom("admin_users as u")
    .leftJoin("client_profiles as p", "p.user_id", "u.id")
    .select(["u.full_name", "u.email", "p.address", "p.city", "p.country_of_residence"])
    .where("u.id", "=", clientId)
    .executeTakeFirstOrThrow();
  const address = [person.address, person.city].filter(Boolean).join(", ");
  // "…, Pune, Maharashtra 411045": the state named in the address is the likely place of supply.
  const named = Object.entries(GST_STATES).find(([, name]) => address.toLowerCase().includes(name.toLowerCase()));
  const country = person.country_of_residence || "India";
  return {
    name: person.full_name,
    address,
    country,
    stateCode: country === "India" ? (named?.[0] ?? null) : null,
    gstin: "",
    email: person.email,
  };
}
