import { sql } from "kysely";
import type { Db } from "../db/db.server";

// Invoice numbers without gaps, per financial year (India's GST rules ask for a serial
// number unique for the year; auditors ask for no gaps). The counter row is taken in
// the transaction that stores the invoice: concurrent invoices queue on its row lock,
// and a transaction that fails gives its number back by rolling back.

/** The financial year (April to March) a date of the firm's calendar falls in: "2026-27". */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** What the client reads: "INV/2026-27/0001", "CN/2026-27/0001" (at most 16 characters with a prefix of up to 4). */
export function invoiceCode(prefix: string, financialYear: string, number: number): string {
  const code = `${prefix}/${financialYear}/${String(number).padStart(4, "0")}`;
  return code.length <= 16 ? code : `${prefix}${financialYear}/${number}`; // the 10,000th of a year: still 16
}

/** The numbered series: invoices, credit notes and receipts each count from 1 every year. */
export type Series = "INV" | "CN" | "RCPT";

/** The next number of the year in a series, inside the caller's transaction. */
export async function takeInvoiceNumber(trx: Db, financialYear: string, series: Series = "INV"): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    insert into invoice_counters (series, financial_year, last_number) values (${series}, ${financialYear}, 1)
    on conflict (series, financial_year) do update set last_number = invoice_counters.last_number + 1
    returning last_number`.execute(trx);
  return Number(rows[0].last_number);
}
