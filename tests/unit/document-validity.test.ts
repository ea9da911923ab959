// Issue 40, item 5: documents that stay valid. The counting (app/lib/documents/validity.ts)
// and the sourced rules it counts with (app/content/documents/validity.ts).
import { describe, expect, it } from "vitest";
import { rulesFor, VALIDITY_RULES } from "~/content/documents/validity";
import {
  addMonths,
  dayInWords,
  lastUsableDay,
  validityState,
  validUntil,
  type ValidityRule,
  type ValidityRuleSpec,
} from "~/lib/documents/validity";

const TODAY = "2026-11-28";
const SOURCE = { label: "Official page", url: "https://www.canada.ca/example.html" };
const english: Pick<ValidityRule, "documentType" | "rule"> = { documentType: "english", rule: { kind: "months-from-date", months: 24 } };
const sixMonthsAfterLodgement: ValidityRuleSpec = { kind: "valid-until-expiry", minMonthsAfter: 6, after: "lodgement" };
const passport: Pick<ValidityRule, "documentType" | "rule"> = { documentType: "passport", rule: sixMonthsAfterLodgement };

describe("months are added on the calendar and clamp to the month's end", () => {
  it.each([
    ["2027-01-31", 1, "2027-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-08-31", 6, "2027-02-28"],
    ["2024-12-28", 24, "2026-12-28"],
    ["2027-05-31", -3, "2027-02-28"],
    ["2027-01-15", -1, "2026-12-15"],
  ])("%s + %i months = %s", (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it("refuses what is not a day", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "28/11/2026", "", "2026-1-5"]) expect(() => addMonths(bad, 1)).toThrow(RangeError);
  });

  it("writes a day the way a person reads it", () => {
    expect(dayInWords("2026-12-27")).toBe("27 December 2026");
    expect(dayInWords("2027-03-01")).toBe("1 March 2027");
  });
});

describe("the last usable day", () => {
  it("a test result lasts its months from the test date", () => {
    expect(validUntil(english.rule, "2024-12-28")).toBe("2026-12-28");
    expect(lastUsableDay(english.rule, "2024-12-28")).toBe("2026-12-28");
  });

  it("a passport that must last 6 months after lodgement can be lodged with until its expiry less 6 months", () => {
    expect(validUntil(sixMonthsAfterLodgement, "2027-05-01")).toBe("2027-05-01");
    expect(lastUsableDay(sixMonthsAfterLodgement, "2027-05-01")).toBe("2026-11-01");
  });

  it("when the expiry ends a short month, the last usable day is the end of the longer month before it", () => {
    const three: ValidityRuleSpec = { kind: "valid-until-expiry", minMonthsAfter: 3, after: "stay-end" };
    // 30 November + 3 months clamps to 28 February, so a stay may end on 30 November.
    expect(lastUsableDay(three, "2027-02-28")).toBe("2026-11-30");
    expect(lastUsableDay(three, "2027-05-31")).toBe("2027-02-28");
    expect(lastUsableDay(three, "2027-05-30")).toBe("2027-02-28");
    for (const expiry of ["2027-02-28", "2027-05-31", "2027-05-30", "2028-02-29"]) {
      const last = lastUsableDay(three, expiry);
      expect(addMonths(last, 3) <= expiry, expiry).toBe(true);
      const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(addMonths(next, 3) > expiry, expiry).toBe(true);
    }
  });

  it("with no months required, the passport is usable up to its expiry", () => {
    expect(lastUsableDay({ kind: "valid-until-expiry", after: "stay-end" }, "2027-05-01")).toBe("2027-05-01");
  });
});

describe("where a document stands today", () => {
  it("a language test taken 23 months ago with a 24-month rule is expiring, usable until 28 December 2026", () => {
    const result = validityState(english, "2024-12-28", { today: TODAY });
    expect(result).toEqual({
      state: "expiring",
      lastUsableDay: "2026-12-28",
      message: "This English test result can be used until 28 December 2026: 30 days left.",
    });
  });

  it("one taken 25 months ago has expired", () => {
    const result = validityState(english, "2024-10-28", { today: TODAY });
    expect(result.state).toBe("expired");
    expect(result.lastUsableDay).toBe("2026-10-28");
    expect(result.message).toBe("This English test result could be used until 28 October 2026 and has expired.");
  });

  it("one with more than 60 days left is valid; the warning window is a parameter", () => {
    expect(validityState(english, "2025-06-01", { today: TODAY }).state).toBe("valid");
    expect(validityState(english, "2025-06-01", { today: TODAY }).message).toBe("This English test result can be used until 1 June 2027.");
    expect(validityState(english, "2025-06-01", { today: TODAY, warnDays: 200 }).state).toBe("expiring");
    expect(validityState(english, "2024-11-28", { today: TODAY }).state).toBe("expiring");
    expect(validityState(english, "2024-11-28", { today: TODAY }).message).toContain("today is the last day");
  });

  it("a passport expiring 1 May 2027 that must last 6 months after a lodgement planned for 15 January 2027 expires before the lodgement", () => {
    const result = validityState(passport, "2027-05-01", { today: TODAY, plannedLodgement: "2027-01-15" });
    expect(result.state).toBe("expires-before-lodgement");
    expect(result.lastUsableDay).toBe("2026-11-01");
    expect(result.message).toBe(
      "This passport expires on 1 May 2027, too soon for the planned lodgement on 15 January 2027: it must be valid for 6 months after you apply.",
    );
  });

  it("a test result that runs out before the planned lodgement says so", () => {
    const result = validityState(english, "2025-06-01", { today: TODAY, plannedLodgement: "2027-07-01" });
    expect(result.state).toBe("expires-before-lodgement");
    expect(result.message).toBe(
      "This English test result can be used only until 1 June 2027, before the planned lodgement on 1 July 2027.",
    );
  });

  it("a passport with no months required that expires before the lodgement", () => {
    const rule: Pick<ValidityRule, "documentType" | "rule"> = {
      documentType: "passport",
      rule: { kind: "valid-until-expiry", after: "lodgement" },
    };
    const result = validityState(rule, "2027-02-01", { today: TODAY, plannedLodgement: "2027-03-01" });
    expect(result.message).toBe("This passport expires before the planned lodgement on 1 March 2027.");
  });

  it("a passport past its usable day but not yet expired cannot start a new application; one past its expiry has expired", () => {
    const tooShort = validityState(passport, "2027-05-01", { today: TODAY });
    expect(tooShort.state).toBe("expired");
    expect(tooShort.message).toBe(
      "This passport expires on 1 May 2027, too soon for a new application: it must be valid for 6 months after you apply.",
    );
    const gone = validityState(passport, "2026-10-01", { today: TODAY, plannedLodgement: "2027-01-15" });
    expect(gone).toMatchObject({ state: "expired", message: "This passport expired on 1 October 2026." });
  });

  it("a passport for a Schengen stay names the last day the stay can end", () => {
    const schengen = rulesFor("passport", "europe")[0];
    const result = validityState(schengen, "2027-09-30", { today: TODAY });
    expect(result).toMatchObject({ state: "valid", lastUsableDay: "2027-06-30" });
    expect(result.message).toBe("This passport can be used for a stay that ends by 30 June 2027.");
  });
});

describe("the sourced rules", () => {
  const OFFICIAL = /^https:\/\/([a-z0-9-]+\.)*(gov|gov\.au|gov\.uk|gc\.ca|canada\.ca|europa\.eu)\//;

  it.each(VALIDITY_RULES.map((r) => [`${r.documentType} / ${r.country}`, r] as const))(
    "%s: an official https source, checked on 2026-11-28, one plain sentence",
    (_name, rule) => {
      expect(rule.source.url).toMatch(OFFICIAL);
      expect(rule.source.label.length).toBeGreaterThan(3);
      expect(rule.checked).toBe("2026-11-28");
      expect(rule.text).toMatch(/^[A-Z][^.]*\.$/);
      if (rule.rule.kind === "months-from-date") expect(rule.rule.months).toBeGreaterThan(0);
    },
  );

  it("one rule at most per document and destination", () => {
    const keys = VALIDITY_RULES.map((r) => `${r.documentType}/${r.country}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("rulesFor gives the country's own rule before the rule for any country, and nothing of other countries", () => {
    const rule = (country: ValidityRule["country"], months: number): ValidityRule => ({
      documentType: "police",
      country,
      dateAsked: "issued",
      rule: { kind: "months-from-date", months },
      text: "A rule.",
      source: SOURCE,
      checked: TODAY,
    });
    const rules = [rule("any", 12), rule("usa", 3), rule("canada", 6)];
    expect(rulesFor("police", "canada", rules).map((r) => r.country)).toEqual(["canada", "any"]);
    expect(rulesFor("police", "germany", rules).map((r) => r.country)).toEqual(["any"]);
    expect(rulesFor("passport", "canada", rules)).toEqual([]);
    expect(rulesFor("english", "canada")[0].rule).toEqual({ kind: "months-from-date", months: 24 });
  });
});
