import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { QUESTIONNAIRES } from "~/content/questionnaires";
import { checkSection, templateSchema, type Question, type Section } from "~/lib/cases/questionnaire";

const TODAY = "2026-11-28";

// Parsed when this file loads: a template that does not fit the schema fails every test here.
const PARSED = Object.entries(QUESTIONNAIRES).map(([slug, template]) => ({ slug, template, parsed: templateSchema.parse(template) }));

/** The governments whose forms the templates follow: IRCC, Home Affairs, the Home Office. */
const OFFICIAL = ["canada.ca", "homeaffairs.gov.au", "gov.uk"];
const official = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" && OFFICIAL.some((d) => hostname === d || hostname.endsWith(`.${d}`));
};

/** The UK online form asks for trips in the last 10 years but for no continuous history. */
const NO_CONTINUOUS_HISTORY = new Set(["uk-skilled-worker-visa"]);

const tenYearHistories = (sections: Section[]) =>
  sections.filter((s) => s.rows?.history?.years === 10 && s.appliesTo.some((g) => g === "everyone" || g === "adult"));

/** A valid answer for a column other than the months. */
function answer(q: Question): string {
  switch (q.kind) {
    case "text":
      return "Pune";
    case "date":
      return "2020-01-15";
    case "month":
      return "2020-01";
    case "yes-no":
      return "no";
    case "choice":
      return q.choices[0]!.value;
    case "country":
      return "India";
  }
}

const row = (section: Section, from: string, to: string) => ({
  ...Object.fromEntries(section.rows!.columns.map((c) => [c.key, answer(c)])),
  from,
  to,
});

describe("the seeded questionnaire templates", () => {
  it("are keyed by the firm's service slugs", () => {
    for (const { slug } of PARSED) expect(existsSync(path.resolve("app/content/services", `${slug}.ts`)), slug).toBe(true);
    expect(Object.keys(QUESTIONNAIRES).sort()).toEqual([
      "australia-permanent-residency",
      "australia-work-visa",
      "canada-permanent-residency",
      "canada-visitor-visa",
      "uk-skilled-worker-visa",
    ]);
  });

  it("fit the template schema with every default written out", () => {
    for (const { slug, template, parsed } of PARSED) expect(parsed, slug).toEqual(template);
  });

  it("cite only the governments' own https pages", () => {
    for (const { slug, parsed } of PARSED) {
      expect(parsed.sources.length, slug).toBeGreaterThan(0);
      for (const s of parsed.sources) expect(official(s.url), `${slug}: ${s.url}`).toBe(true);
    }
    expect(official("http://www.canada.ca/x")).toBe(false);
    expect(official("https://www.canada.ca.example.com/x")).toBe(false);
  });

  it("ask for a 10-year history month by month where the form does", () => {
    for (const { slug, parsed } of PARSED) {
      const histories = tenYearHistories(parsed.sections);
      if (NO_CONTINUOUS_HISTORY.has(slug)) expect(histories, slug).toEqual([]);
      else expect(histories.length, slug).toBeGreaterThan(0);
    }
  });

  it("refuse a ten-year history with a three-month gap, naming the months, and pass a continuous one", () => {
    const checked = new Set<string>();
    for (const { slug, parsed } of PARSED) {
      if (NO_CONTINUOUS_HISTORY.has(slug)) continue;
      const history = parsed.sections.find((s) => s.key === "addresses") ?? tenYearHistories(parsed.sections)[0]!;
      checked.add(`${parsed.title}: ${history.key}`);
      const noun = history.rows!.noun;
      const gap = checkSection(history, { fields: {}, rows: [row(history, "2016-01", "2019-02"), row(history, "2019-06", "")] }, TODAY);
      expect(gap.messages, slug).toEqual([`No ${noun} between March 2019 and May 2019`]);
      expect(gap.fieldErrors, slug).toEqual({});
      const whole = checkSection(history, { fields: {}, rows: [row(history, "2016-01", "2019-02"), row(history, "2019-03", "")] }, TODAY);
      expect(whole, slug).toEqual({ fieldErrors: {}, messages: [] });
    }
    // Canada PR and Australia ask for addresses; the visitor form for 10 years of employment.
    expect([...checked].map((c) => c.split(": ").pop()).sort()).toEqual(["addresses", "addresses", "employment"]);
  });

  it("keep each section's question and column keys unique, and no explanation key clashes with a question", () => {
    for (const { slug, parsed } of PARSED)
      for (const s of parsed.sections) {
        const keys = s.questions.map((q) => q.key);
        const explain = s.questions.filter((q) => q.kind === "yes-no" && q.explainWhen).map((q) => `${q.key}_explain`);
        expect(new Set([...keys, ...explain]).size, `${slug} ${s.key}`).toBe(keys.length + explain.length);
        const columns = (s.rows?.columns ?? []).map((c) => c.key);
        expect(new Set(columns).size, `${slug} ${s.key}`).toBe(columns.length);
      }
  });

  it("give each form's sections to the people the form asks", () => {
    const canada = QUESTIONNAIRES["canada-permanent-residency"]!;
    const groups = (key: string) => canada.sections.find((s) => s.key === key)?.appliesTo;
    for (const key of ["background", "personal_history", "addresses", "family_parents_partner", "travels"])
      expect(groups(key), key).toEqual(["adult"]);
    expect(groups("child_details")).toEqual(["child"]);
    expect(groups("personal_details")).toEqual(["everyone"]);
  });
});
