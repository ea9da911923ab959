import { z } from "zod";

// A report's dates: "from" and "to" are calendar days in the firm's time zone, both
// counted in. Without them, the twelve months to today. At most five years at once, so
// that no request asks the database to read the firm's whole history in one go.

export const MAX_RANGE_DAYS = 5 * 366;

export type DateRange = { from: string; to: string };

export type RangeResult =
  | { ok: true; range: DateRange }
  | { ok: false; range: DateRange; values: { from: string; to: string }; fieldErrors: { from?: string[]; to?: string[] } };

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date like 2026-04-01")
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "Enter a real date",
  );

/** A calendar day plus (or minus) whole days, as "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The twelve months to today: from the same day a year ago, plus one. */
export function defaultRange(today: string): DateRange {
  const yearAgo = new Date(`${today}T00:00:00Z`);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return { from: addDays(yearAgo.toISOString().slice(0, 10), 1), to: today };
}

/** The range asked for in `?from=&to=`; a bad one keeps what was typed, says why beside the field, and reports the default meanwhile. */
export function parseRange(params: URLSearchParams, today: string): RangeResult {
  const fallback = defaultRange(today);
  const values = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  if (!values.from && !values.to) return { ok: true, range: fallback };
  const from = values.from ? day.safeParse(values.from) : { success: true as const, data: fallback.from };
  const to = values.to ? day.safeParse(values.to) : { success: true as const, data: today };
  const fieldErrors: { from?: string[]; to?: string[] } = {};
  if (!from.success) fieldErrors.from = [from.error.issues[0].message];
  if (!to.success) fieldErrors.to = [to.error.issues[0].message];
  if (from.success && to.success) {
    if (from.data > to.data) fieldErrors.to = ["Choose a day on or after the first day"];
    else if (daysBetween(from.data, to.data) > MAX_RANGE_DAYS) fieldErrors.to = ["Choose at most five years at once"];
  }
  if (fieldErrors.from || fieldErrors.to) return { ok: false, range: fallback, values, fieldErrors };
  return { ok: true, range: { from: from.data!, to: to.data! } };
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every month the range touches, "2026-11", oldest first. */
export function monthsOf({ from, to }: DateRange): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split("-").map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    months.push(month);
    if (month >= last) return months;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/** "2026-11" → "Nov 2026". */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
