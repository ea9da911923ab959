// The accountant's GST register (issue 41; decision 027): the date range it covers and the
// totals the invoices page shows beside it. Pure, shared by the CSV's route and the page.
import { addDays, daysFrom, isIsoDate } from "~/lib/ui/iso-date";

export type RegisterRange = { from: string; to: string };

/** A year at most, leap day included: a bigger range is a request to split, not a file to stream. */
export const MAX_RANGE_DAYS = 366;

/** Per currency (sums in two currencies mean nothing), what the register's rows add up to. */
export type RegisterSummary = {
  currency: string;
  /** Invoices issued and not cancelled; a cancelled one's row carries zero amounts. */
  invoices: number;
  cancelled: number;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  disbursementsMinor: number;
  totalMinor: number;
  creditNotes: number;
  creditTaxableMinor: number;
  creditTaxMinor: number;
  creditTotalMinor: number;
};

/** The calendar month of `today` (the firm's day): the range the form offers first. */
export function monthOf(today: string): RegisterRange {
  const [year, month] = today.split("-").map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { from: `${today.slice(0, 7)}-01`, to: addDays(next, -1) };
}

/** The range typed, or what is wrong with it in a sentence. */
export function parseRange(from: string | null, to: string | null): RegisterRange | { error: string } {
  if (!from || !to || !isIsoDate(from) || !isIsoDate(to)) return { error: "Give the From and To dates as YYYY-MM-DD, such as 2026-11-01." };
  if (to < from) return { error: "The To date is before the From date." };
  if (daysFrom(from, to) + 1 > MAX_RANGE_DAYS) return { error: `Choose at most ${MAX_RANGE_DAYS} days at a time (a year).` };
  return { from, to };
}

/** Minor units as a plain decimal with two places ("59000.00"), through integers only: never a float. */
export function decimal(minor: number | string | bigint): string {
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}
