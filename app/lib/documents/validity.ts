// Documents that stay valid (issue 40): how long a document can be used, as a pure
// rule over one date. The rules themselves are sourced content (app/content/documents/
// validity.ts) and come in as an argument; this file only counts days. Days are ISO
// "YYYY-MM-DD" strings, counted on the calendar with no time zone, so the browser and
// the server agree. A month added to the 31st clamps to the month's last day
// (31 January + 1 month = 28 or 29 February), as a person reading "1 month" would.
import type { CountrySlug, Day, Source } from "~/lib/website/sources";

/** The kinds of document whose validity is a rule: DOCUMENT_TYPES keys, plus a medical examination. */
export type ValidityDocument = "passport" | "english" | "police" | "medical";

export type ValidityRuleSpec =
  /** The document's own expiry must fall at least `minMonthsAfter` months after an event (none: on or after it). */
  | { kind: "valid-until-expiry"; minMonthsAfter?: number; after: "lodgement" | "arrival" | "stay-end" }
  /** The document can be used for `months` months from the date asked. */
  | { kind: "months-from-date"; months: number };

export type ValidityRule = {
  documentType: ValidityDocument;
  country: CountrySlug | "any";
  /** The date the upload asks for: the expiry date, the day of issue, or the day of the test or examination. */
  dateAsked: "expiry" | "issued" | "test";
  rule: ValidityRuleSpec;
  /** One plain sentence a client reads. */
  text: string;
  source: Source;
  checked: Day;
};

export type ValidityState = "valid" | "expiring" | "expired" | "expires-before-lodgement";
export type ValidityResult = { state: ValidityState; lastUsableDay: Day; message: string };

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

type Ymd = { y: number; m: number; d: number };

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

function parseDay(value: Day): Ymd {
  const match = DAY_RE.exec(value);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) throw new RangeError(`Not a day (YYYY-MM-DD): ${value}`);
  return { y, m, d };
}

const formatDay = ({ y, m, d }: Ymd): Day => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** `day` moved by `months` (negative: back), clamped to the last day of the month it lands in. */
export function addMonths(day: Day, months: number): Day {
  const { y, m, d } = parseDay(day);
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  return formatDay({ y: ty, m: tm, d: Math.min(d, daysInMonth(ty, tm)) });
}

const toUtc = (day: Day) => {
  const { y, m, d } = parseDay(day);
  return Date.UTC(y, m - 1, d);
};
const addDays = (day: Day, days: number): Day => new Date(toUtc(day) + days * 86_400_000).toISOString().slice(0, 10);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: Day, to: Day) => Math.round((toUtc(to) - toUtc(from)) / 86_400_000);

/** "27 December 2026" */
export function dayInWords(day: Day): string {
  const { y, m, d } = parseDay(day);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * The day the document itself stops being valid: for an expiry rule, the expiry date
 * given; for a months rule, the date given plus the months (the last day it still counts).
 */
export function validUntil(rule: ValidityRuleSpec, date: Day): Day {
  return rule.kind === "months-from-date" ? addMonths(date, rule.months) : formatDay(parseDay(date));
}

/**
 * The last day the document can be used: for a months rule, its last valid day; for an
 * expiry rule, the last day the event it counts from (lodgement, arrival or the end of the
 * stay) can fall on so that the expiry is still at least `minMonthsAfter` months later.
 * A passport expiring on 1 May 2027 that must last 6 months after lodgement can be
 * lodged with until 1 November 2026.
 */
export function lastUsableDay(rule: ValidityRuleSpec, date: Day): Day {
  const until = validUntil(rule, date);
  if (rule.kind === "months-from-date" || !rule.minMonthsAfter) return until;
  const months = rule.minMonthsAfter;
  // Going back clamps (31 May - 3 months = 28 February), and a day past a shorter month's
  // end can still reach the expiry (30 November + 3 months = 28 February): step forward
  // while the next day still reaches it. At most three steps.
  let last = addMonths(until, -months);
  while (addMonths(addDays(last, 1), months) <= until) last = addDays(last, 1);
  return last;
}

const NOUNS: Record<ValidityDocument, string> = {
  passport: "This passport",
  english: "This English test result",
  police: "This police certificate",
  medical: "This medical examination",
};

const EVENT: Record<"lodgement" | "arrival" | "stay-end", { by: string; after: string; too: string }> = {
  lodgement: { by: "for an application made by", after: "after you apply", too: "a new application" },
  arrival: { by: "for an arrival by", after: "after you arrive", too: "a new arrival" },
  "stay-end": { by: "for a stay that ends by", after: "after you leave", too: "a new stay" },
};

const monthsWord = (n: number) => (n === 1 ? "1 month" : `${n} months`);

function messageFor(state: ValidityState, noun: string, rule: ValidityRuleSpec, until: Day, last: Day, today: Day, planned?: Day): string {
  const event = rule.kind === "valid-until-expiry" ? EVENT[rule.after] : null;
  const months = rule.kind === "valid-until-expiry" ? (rule.minMonthsAfter ?? 0) : 0;
  const need = event && months ? `: it must be valid for ${monthsWord(months)} ${event.after}` : "";
  const left = daysBetween(today, last);
  const tail = state !== "expiring" ? "." : left === 0 ? ": today is the last day." : `: ${left === 1 ? "1 day" : `${left} days`} left.`;
  const plan = planned ? dayInWords(planned) : "";
  if (!event) {
    if (state === "expired") return `${noun} could be used until ${dayInWords(until)} and has expired.`;
    if (state === "expires-before-lodgement")
      return `${noun} can be used only until ${dayInWords(last)}, before the planned lodgement on ${plan}.`;
    return `${noun} can be used until ${dayInWords(last)}${tail}`;
  }
  if (state === "expired")
    return today > until
      ? `${noun} expired on ${dayInWords(until)}.`
      : `${noun} expires on ${dayInWords(until)}, too soon for ${event.too}${need}.`;
  if (state === "expires-before-lodgement")
    return need
      ? `${noun} expires on ${dayInWords(until)}, too soon for the planned lodgement on ${plan}${need}.`
      : `${noun} expires before the planned lodgement on ${plan}.`;
  return need ? `${noun} can be used ${event.by} ${dayInWords(last)}${tail}` : `${noun} is valid until ${dayInWords(until)}${tail}`;
}

/**
 * Where a document stands today, in this order: expired when the document itself has run
 * out; expires before the lodgement when a planned lodgement falls after its last usable
 * day (for an arrival or stay-end rule too: those events come after the lodgement); expired
 * when today is past its last usable day (a passport too close to its expiry for a new
 * application); expiring within `warnDays` days (60 unless given) of that day; else valid.
 */
export function validityState(
  rule: Pick<ValidityRule, "documentType" | "rule">,
  date: Day,
  { today, plannedLodgement, warnDays = 60 }: { today: Day; plannedLodgement?: Day | null; warnDays?: number },
): ValidityResult {
  const until = validUntil(rule.rule, date);
  const last = lastUsableDay(rule.rule, date);
  const planned = plannedLodgement ? formatDay(parseDay(plannedLodgement)) : undefined;
  parseDay(today);
  let state: ValidityState;
  if (today > until) state = "expired";
  else if (planned && planned > last) state = "expires-before-lodgement";
  else if (today > last) state = "expired";
  else if (daysBetween(today, last) <= warnDays) state = "expiring";
  else state = "valid";
  return { state, lastUsableDay: last, message: messageFor(state, NOUNS[rule.documentType], rule.rule, until, last, today, planned) };
}
