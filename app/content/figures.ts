import type { CheckedText, Country, Day, Figure, Service, Source } from "./types";

// Every figure a page states carries the official page it was checked against and the
// day it was checked: a Figure (a value in the page's text) or a CheckedText (a passage
// checked as a whole: the fee, the processing time, a recent change). A digit in a page's
// text that is in neither, and is not part of a name (a visa subclass, a form), is a
// figure nobody vouches for; the content tests refuse it. A page's "last reviewed" is
// derived from these dates, never written by hand.

export type Page = Service | Country;

/** A figure not checked for this many days is stale: `npm run content:stale`, the admin dashboard. */
export const STALE_AFTER_DAYS = 90;
export type Check = { page: string; kind: "figure" | "passage"; what: string; source: Source; checked: Day };

/** Digits that name things rather than state figures: visa subclasses, US visa classes, forms. */
const NAME_PATTERNS = [
  /\b[Ss]ubclass(?:es)?\s+\d{3}(?:(?:,\s*|\s+and\s+|\s+or\s+|\s*\/\s*)\d{3})*/g,
  /\(\d{3}\)/g, // "Skills in Demand (482)"
  /\b\d{3}\s+(?:visa|visas|stream|nomination)\b/gi, // "a 482 visa", "the 190 nomination"
  /\b(?:H-1B|H-4|B-1|B-2|B1\/B2|F-1|J-1|M-1|O-1|L-1|E-2|EB-[1-5]|I-20|I-94|I-129|I-130|I-140|I-485|I-539|I-765|I-797|I-901|DS-160|DS-2019|IMM\s?\d{4}|Form\s+\d{2,4}|24\/7)\b/g,
];

const isCheck = (v: unknown): v is Figure | CheckedText =>
  typeof v === "object" && v !== null && "checked" in v && "source" in v && ("value" in v || "text" in v);
const isSource = (v: unknown): v is Source => typeof v === "object" && v !== null && "url" in v && "label" in v && !("checked" in v);

/** Every figure and checked passage of a page, with where and when it was checked. */
export function checksOf(page: Page): Check[] {
  const out: Check[] = [];
  const walk = (v: unknown) => {
    if (isCheck(v))
      out.push({
        page: page.slug,
        kind: "value" in v ? "figure" : "passage",
        what: "value" in v ? v.value : v.text,
        source: v.source,
        checked: v.checked,
      });
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(walk);
  };
  walk(page);
  return out;
}

/** The oldest day any figure of the page was checked: the page is reviewed as of then. */
export function reviewedOn(page: Page): Day {
  return checksOf(page)
    .map((c) => c.checked)
    .reduce((oldest, day) => (day < oldest ? day : oldest));
}

/** The page's own words, outside its checked figures and passages and its links. */
export function textOf(page: Page): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key = "") => {
    if (isCheck(v) || isSource(v) || ["slug", "related", "service", "country", "figures", "names", "category"].includes(key)) return;
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x));
    else if (typeof v === "object" && v !== null) Object.entries(v).forEach(([k, x]) => walk(x, k));
  };
  walk(page);
  return out;
}

/** The words a reader reads on the page: its text and its checked passages. */
export function wordCount(page: Page): number {
  const passages = checksOf(page)
    .filter((c) => c.kind === "passage")
    .map((c) => c.what);
  return [...textOf(page), ...passages].join(" ").split(/\s+/).filter(Boolean).length;
}

/** Passages of the page's text with a digit no figure or name accounts for ("…about CAD 100 per…"). */
export function unsourcedDigits(page: Page): string[] {
  const values = [...page.figures.map((f) => f.value), ...(page.names ?? [])].sort((a, b) => b.length - a.length);
  const found: string[] = [];
  for (const text of textOf(page)) {
    let rest = text;
    for (const v of values) rest = rest.split(v).join(" ");
    for (const p of NAME_PATTERNS) rest = rest.replace(p, " ");
    for (const m of rest.matchAll(/\d/g)) found.push(rest.slice(Math.max(0, m.index - 30), m.index + 30).trim());
  }
  return found;
}

/** Figures whose value is not in the page's text any more (a figure edited out of the text but kept here). */
export function orphanFigures(page: Page): string[] {
  const all = textOf(page).join("\n");
  return page.figures.filter((f) => !all.includes(f.value)).map((f) => f.value);
}

/** Checks older than `days` days before `today`, oldest first. */
export function staleChecks(pages: Page[], today: Day, days: number): Check[] {
  const limit = new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);
  return pages
    .flatMap(checksOf)
    .filter((c) => c.checked < limit)
    .sort((a, b) => a.checked.localeCompare(b.checked));
}
