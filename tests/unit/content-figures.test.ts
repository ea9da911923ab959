// Issue 17, item 1: every figure on a service or country page carries its official
// source and the day it was checked, and a page's "last reviewed" is derived from them.
import { describe, expect, it } from "vitest";
import { COUNTRIES, SERVICES } from "~/content/catalogue.server";
import { checksOf, orphanFigures, reviewedOn, staleChecks, textOf, unsourcedDigits, type Page } from "~/content/figures";
import type { Service } from "~/content/types";

const PAGES: [string, Page][] = [...SERVICES, ...COUNTRIES].map((p) => [p.slug, p]);
const TODAY = new Date().toISOString().slice(0, 10);

describe("figures on the content pages", () => {
  it.each(PAGES)("%s: every digit in the text belongs to a figure with its source", (_slug, page) => {
    expect(unsourcedDigits(page)).toEqual([]);
  });

  it.each(PAGES)("%s: every figure and checked passage names an official page and a real day", (_slug, page) => {
    const checks = checksOf(page);
    expect(checks.length).toBeGreaterThan(0);
    for (const c of checks) {
      expect(c.source.url, c.what).toMatch(/^https:\/\/[^\s]+$/);
      expect(c.source.label.length, c.what).toBeGreaterThan(3);
      expect(c.checked, c.what).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(c.checked)), c.what).toBe(false);
      expect(c.checked <= TODAY, `${c.what}: checked in the future`).toBe(true);
    }
    expect(orphanFigures(page)).toEqual([]);
  });

  it.each(SERVICES.map((s) => [s.slug, s] as const))("%s: every recent change names its source", (_slug, s) => {
    for (const change of s.recentChanges) expect(change.source.url).toMatch(/^https:\/\//);
  });

  // Issue 42: a page states today's value of the figures it is about (or says it could not confirm
  // one); it never states an old figure as "raised since" nor sends the reader elsewhere for it.
  it("no page hedges a figure or sends the reader to an official page for it", () => {
    const HEDGES = [
      /has been raised since/i,
      /check the official (?:fee )?page/i,
      /check the official fee pages/i,
      /check the current (?:amount|amounts|fee|fees|rate|figures?) /i,
      /change every year or two/i,
      /changes? (?:its|these) fees from time to time/i,
      /raises? [a-z ]*fees from time to time/i,
      /check (?:it|the fee schedule) on the day you (?:file|pay)/i,
      /check the (?:IRCC )?fee list/i,
      /check today's amount/i,
      /check (?:it|the tool|the guide)(?: first| before| for current)/i,
      /check the State Department's wait-time tool/i,
      /check (?:uscis\.gov|travel\.state\.gov) for/i,
      /fees can change, so check/i,
    ];
    const hedged = PAGES.flatMap(([slug, page]) => {
      const words = [
        ...textOf(page),
        ...checksOf(page)
          .filter((c) => c.kind === "passage")
          .map((c) => c.what),
      ];
      return HEDGES.flatMap((h) => words.filter((w) => h.test(w)).map((w) => `${slug}: ${w.match(h)?.[0]}`));
    });
    expect(hedged).toEqual([]);
  });
});

describe("the figure rules themselves", () => {
  const fee = { text: "The fee is CAD 100.", source: { label: "IRCC fees", url: "https://ircc.canada.ca/fees" }, checked: "2026-11-20" };
  const blank: Service = {
    slug: "a-visa",
    category: "visitor",
    country: null,
    related: [],
    title: "A visa",
    shortTitle: "A visa",
    summary: "A visa.",
    whoItSuits: [],
    eligibility: [],
    process: [],
    documents: [],
    faqs: [],
    processingTime: fee,
    governmentFee: fee,
    recentChanges: [],
    figures: [],
    names: [],
    sources: [],
  };
  const page = (over: Partial<Service>): Service => ({ ...blank, ...over });

  it("refuses a digit no figure accounts for, and takes one a figure does", () => {
    const bare = page({ eligibility: ["Funds of at least CAD 10,000 for a year."] });
    expect(unsourcedDigits(bare)[0]).toContain("CAD 10,000");
    const sourced = { ...bare, figures: [{ value: "CAD 10,000", source: fee.source, checked: "2026-11-21" }] };
    expect(unsourcedDigits(sourced)).toEqual([]);
  });

  it("takes visa subclasses and forms as names, not figures", () => {
    const named = page({ eligibility: ["Subclass 189 and 190 visas, Form I-20 and the DS-160."] });
    expect(unsourcedDigits(named)).toEqual([]);
  });

  it("derives 'last reviewed' as the oldest check of the page", () => {
    const p = page({
      governmentFee: fee,
      processingTime: { ...fee, checked: "2026-11-24" },
      recentChanges: [{ ...fee, checked: "2026-10-01" }],
      figures: [{ value: "CAD 100", source: fee.source, checked: "2026-11-25" }],
    });
    expect(reviewedOn(p)).toBe("2026-10-01");
  });

  it("lists checks older than a number of days, oldest first", () => {
    const p = page({ processingTime: { ...fee, checked: "2026-08-01" } });
    expect(staleChecks([p], "2026-11-25", 90).map((c) => c.checked)).toEqual(["2026-08-01"]);
    expect(staleChecks([p], "2026-11-25", 4).map((c) => c.checked)).toEqual(["2026-08-01", "2026-11-20"]);
  });
});
