// Calendar dates typed into forms ("YYYY-MM-DD"), as PostgreSQL's `date` stores them.

/**
 * A real day written as YYYY-MM-DD: no 30 February (which Date.parse would roll over to
 * March) and no year 0000 (which JavaScript accepts and PostgreSQL refuses).
 */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith("0000")) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `n` days after (before, when negative) a day: "2026-11-28" + 14 → "2026-12-12". */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Whole days from one day to another (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
