// Histories a government form wants whole (issue 40): ten years of addresses or of what
// someone did (IRCC's Schedule A, Australia's Form 80) with no month missing. Rows are
// months as the forms ask for them ("2019-03"); a row still going on has no end. What is
// wrong is said by month, in words a person can act on: "No address between March 2019
// and June 2019". The browser and the server run the same check.

export type HistoryRow = { from: string; to: string | null };
export type MonthSpan = { from: string; to: string };
export type HistoryCheck = {
  /** Rows whose dates cannot be read, end before they start, or start after the month of `asOf`: by index. */
  rowErrors: Record<number, string>;
  gaps: MonthSpan[];
  overlaps: MonthSpan[];
  /** One sentence per gap (and per overlap, when overlaps are not allowed). */
  messages: string[];
};

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as a count ("2019-03" → 2019 × 12 + 2), or null when it is not a month. */
export function monthIndex(value: string): number | null {
  const m = MONTH_RE.exec(value.trim());
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}

const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
/** "March 2019" */
export const monthInWords = (index: number) => `${MONTHS[index % 12]} ${Math.floor(index / 12)}`;

const spanInWords = (from: number, to: number) =>
  from === to ? `in ${monthInWords(from)}` : `between ${monthInWords(from)} and ${monthInWords(to)}`;

/**
 * Checks that `rows` cover every month of the `years` up to the month of `asOf` (a date
 * "YYYY-MM-DD" or a month). `noun` names a row in the messages ("address", "activity").
 */
export function checkHistory(
  rows: readonly HistoryRow[],
  { years, asOf, noun, allowOverlaps = false }: { years: number; asOf: string; noun: string; allowOverlaps?: boolean },
): HistoryCheck {
  const last = monthIndex(asOf.slice(0, 7));
  if (last === null) throw new Error(`checkHistory: asOf ${asOf} is not a date`);
  const first = last - years * 12 + 1;
  const rowErrors: Record<number, string> = {};
  const spans: [number, number][] = [];
  rows.forEach((row, i) => {
    const from = monthIndex(row.from);
    const to = row.to === null || row.to.trim() === "" ? last : monthIndex(row.to);
    if (from === null) rowErrors[i] = "Enter the month it started, as YYYY-MM";
    else if (to === null) rowErrors[i] = "Enter the month it ended, as YYYY-MM, or leave it empty if it goes on";
    else if (to < from) rowErrors[i] = "It ends before it starts: check the two months";
    else if (from > last) rowErrors[i] = `It starts after ${monthInWords(last)}`;
    else spans.push([from, Math.min(to, last)]);
  });

  // How many rows cover each month of the window.
  const cover = new Array<number>(last - first + 1).fill(0);
  for (const [from, to] of spans) for (let m = Math.max(from, first); m <= to; m++) cover[m - first]++;
  const runs = (test: (n: number) => boolean): MonthSpan[] => {
    const out: MonthSpan[] = [];
    for (let i = 0; i < cover.length; i++) {
      if (!test(cover[i])) continue;
      let j = i;
      while (j + 1 < cover.length && test(cover[j + 1])) j++;
      out.push({ from: monthOf(first + i), to: monthOf(first + j) });
      i = j;
    }
    return out;
  };
  const gaps = runs((n) => n === 0);
  const overlaps = runs((n) => n > 1);
  const messages = [
    ...gaps.map((g) => `No ${noun} ${spanInWords(monthIndex(g.from)!, monthIndex(g.to)!)}`),
    ...(allowOverlaps ? [] : overlaps.map((o) => `More than one ${noun} ${spanInWords(monthIndex(o.from)!, monthIndex(o.to)!)}`)),
  ];
  return { rowErrors, gaps, overlaps, messages };
}
