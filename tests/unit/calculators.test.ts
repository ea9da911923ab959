// Issues 21 and 42: the points calculators give the official tables' totals for worked profiles.
// Each rule set of each calculator has its profiles, totals worked by hand from the tables with
// the arithmetic beside them: IRCC's CRS criteria, Home Affairs' points table, section 20b of
// Germany's Residence Act and its annex. A new rule set gets its own rows (its effectiveFrom).
import { describe, expect, it } from "vitest";
import { assess, readAnswers, rulesOn, rulesStatement, unanswered, type Answers, type Calculator } from "~/lib/calculators/engine";
import { australiaPoints } from "~/content/calculators/australia-points";
import { crs } from "~/content/calculators/crs";
import { equivalents } from "~/content/calculators/crs-language-tests";
import { opportunityCard } from "~/content/calculators/opportunity-card";
import { CALCULATORS } from "~/content/calculators";

const TODAY = "2026-11-28";
const lv = (prefix: string, l: number, r = l, w = l, s = l) => ({
  [`${prefix}_listening`]: String(l),
  [`${prefix}_reading`]: String(r),
  [`${prefix}_writing`]: String(w),
  [`${prefix}_speaking`]: String(s),
});
// A complete CRS profile: what is not said is "no" / none.
const ca = (a: Answers): Answers => ({
  spouse: "no",
  canadianEducation: "none",
  first: "english",
  second: "no",
  canadianWork: "0",
  foreignWork: "0",
  certificate: "no",
  nomination: "no",
  sibling: "no",
  ...a,
});
const married = (education: string, level: number, work = "0") => ({
  spouse: "coming",
  spouseEducation: education,
  ...lv("spouse", level),
  spouseCanadianWork: work,
});
const au = (a: Answers): Answers => ({
  specialist: "no",
  australianStudy: "no",
  professionalYear: "no",
  communityLanguage: "no",
  partner: "single",
  overseasWork: "0",
  australianWork: "0",
  ...a,
});
const de = (a: Answers): Answers => ({ qualification: "home", shortage: "no", stay: "no", partner: "no", english: "below", ...a });

type Profile = { name: string; answers: Answers; total: number; passed?: boolean; lines?: Record<string, number> };
type RuleSetProfiles = { calculator: Calculator<unknown>; from: string; profiles: Profile[] };

const TABLES: RuleSetProfiles[] = [
  {
    calculator: crs as Calculator<unknown>,
    from: "2025-03-25", // job offers 0 points
    profiles: [
      // single: age 27 → 110; master's → 135; CLB 9 ×4 → 31×4 = 124; transferability: education + CLB 9 → 50,
      // 3+ years abroad + CLB 9 → 50. 110 + 135 + 124 + 50 + 50 = 469
      {
        name: "P1 single, 27, master's, CLB 9, 3 years abroad",
        answers: ca({ age: "27", education: "masters", ...lv("first", 9), foreignWork: "3+" }),
        total: 469,
        lines: { "Age: 27": 110 },
      },
      // with spouse: age 32 → 85; bachelor's → 112; CLB 8 ×4 → 22×4 = 88; spouse bachelor's 8, CLB 7 ×4 → 3×4 = 12, 0;
      // transferability: bachelor's + CLB 7–8 → 13; 1–2 years abroad + CLB 7–8 → 13. 85 + 112 + 88 + 8 + 12 + 13 + 13 = 331
      {
        name: "P2 married, 32, bachelor's, CLB 8, 2 years abroad; spouse bachelor's, CLB 7",
        answers: ca({ age: "32", education: "bachelors", ...lv("first", 8), foreignWork: "1-2", ...married("bachelors", 7) }),
        total: 331,
        lines: { "Their first language: listening 7, reading 7, writing 7, speaking 7": 12 },
      },
      // single: 29 → 110; bachelor's 120; CLB 10/9/8/9 → 34 + 31 + 23 + 31 = 119; 2 years in Canada 53;
      // transferability: not all CLB 9 → bachelor's + CLB 7 13, + 2 years Canada 25 → 38 (cap 50); Canadian 3-year credential 30.
      // 110 + 120 + 119 + 53 + 38 + 30 = 470
      {
        name: "P3 single, 29, Canadian bachelor's, CLB 10/9/8/9, 2 years in Canada",
        answers: ca({ age: "29", education: "bachelors", canadianEducation: "3+", ...lv("first", 10, 9, 8, 9), canadianWork: "2" }),
        total: 470,
      },
      // single: 35 → 77; two-year 98; CLB 7 ×4 → 17×4 = 68; 1 year Canada 40; transferability: two-year + CLB 7 13 + 1 year 13 = 26,
      // 3+ abroad + CLB 7 25 + 1 year 25 = 50; nomination 600. 77 + 98 + 68 + 40 + 26 + 50 + 600 = 959
      {
        name: "P4 provincial nominee, 35, two-year, CLB 7, 1 year in Canada, 3 abroad",
        answers: ca({ age: "35", education: "two-year", ...lv("first", 7), canadianWork: "1", foreignWork: "3+", nomination: "yes" }),
        total: 959,
        lines: { "Provincial or territorial nomination": 600 },
      },
      // single: 30 → 105; bachelor's 120; CLB 9 124; French NCLC 7 ×4 → 3×4 = 12; transferability 25 + 50; French with English CLB 5+ 50.
      // 105 + 120 + 124 + 12 + 25 + 50 + 50 = 486
      {
        name: "P5 30, bachelor's, English CLB 9, French NCLC 7, 3 years abroad",
        answers: ca({ age: "30", education: "bachelors", ...lv("first", 9), second: "yes", ...lv("second", 7), foreignWork: "3+" }),
        total: 486,
      },
      // married, 28 → 100; master's 126; CLB 9 → 29×4 = 116; 1 year Canada 35; NCLC 9 → 6×4 = 24, capped at 22; spouse secondary 2,
      // CLB 3 0, 0; transferability: master's + CLB 9 50 (25 + 25 = 50), foreign 0. 100 + 126 + 116 + 22 + 35 + 2 + 50 + French 50 = 501
      {
        name: "P9 married, 28, master's, CLB 9 and NCLC 9, 1 year in Canada; spouse high school",
        answers: ca({
          age: "28",
          education: "masters",
          ...lv("first", 9),
          second: "yes",
          ...lv("second", 9),
          canadianWork: "1",
          ...married("secondary", 3),
        }),
        total: 501,
        lines: { "French (second language): listening 9, reading 9, writing 9, speaking 9 (at most 22)": 22 },
      },
      // married, 41 → 35; two-year 91; CLB 7 → 16×4 = 64; 2 years Canada 46 (= 236); spouse one-year 6, CLB 5 → 1×4 = 4, 0 (= 10);
      // transferability 13 + 25 = 38, 25 + 50 → 50, certificate + CLB 7 50: 138 counted as 100; sibling 15. 236 + 10 + 100 + 15 = 361
      {
        name: "P10 transferability capped at 100",
        answers: ca({
          age: "41",
          education: "two-year",
          ...lv("first", 7),
          canadianWork: "2",
          foreignWork: "3+",
          certificate: "yes",
          sibling: "yes",
          ...married("one-year", 5),
        }),
        total: 361,
        lines: { "Skill transferability counts at most 100": -38 },
      },
      // single, 29 → 110; bachelor's 120; CLB 9 124; NCLC 7 12; transferability: bachelor's + CLB 9 25, foreign 0; additional: nomination
      // 600 + sibling 15 + French 50 + Canadian 3-year 30 = 695 counted as 600. 110 + 120 + 124 + 12 + 25 + 600 = 991
      {
        name: "additional points count at most 600",
        answers: ca({
          age: "29",
          education: "bachelors",
          canadianEducation: "3+",
          ...lv("first", 9),
          second: "yes",
          ...lv("second", 7),
          nomination: "yes",
          sibling: "yes",
        }),
        total: 991,
        lines: { "Additional points count at most 600": -95 },
      },
    ],
  },
  {
    calculator: australiaPoints as Calculator<unknown>,
    from: "2019-11-16",
    profiles: [
      // 189: age 25–32 30; proficient 10; 5–8 years abroad 10; bachelor's 15; single 10. 30 + 10 + 10 + 15 + 10 = 75
      {
        name: "P1 189, 29, proficient, 6 years abroad, bachelor's, single",
        answers: au({ visa: "189", age: "25-32", english: "proficient", overseasWork: "5", education: "bachelor" }),
        total: 75,
        passed: true,
      },
      // 190: 33–39 25; competent 0; 8+ years abroad 15; bachelor's 15; partner with competent English 5; nomination 5. = 65, the pass mark
      {
        name: "P3 190, 38, competent, 8.5 years abroad, partner with competent English",
        answers: au({ visa: "190", age: "33-39", english: "competent", overseasWork: "8", education: "bachelor", partner: "english" }),
        total: 65,
        passed: true,
      },
      // 491 state: 40–44 15; proficient 10; 5–8 abroad 10 + 5–8 in Australia 15 = 25, counted as 20; diploma 10; single 10; nomination 15.
      // 15 + 10 + 20 + 10 + 10 + 15 = 80
      {
        name: "P5 491 nominated, 41, 5 years abroad and 5 in Australia",
        answers: au({
          visa: "491-state",
          age: "40-44",
          english: "proficient",
          overseasWork: "5",
          australianWork: "5",
          education: "diploma",
        }),
        total: 80,
        lines: { "Work experience counts at most 20": -5 },
      },
      // 190: 30 + 0 + 3–5 abroad 5 + bachelor's 15 + community language 5 + partner with neither 0 + nomination 5 = 60, below 65
      {
        name: "P6 190, 30, competent, 3 years abroad, community language, partner with neither",
        answers: au({
          visa: "190",
          age: "25-32",
          english: "competent",
          overseasWork: "3",
          education: "bachelor",
          communityLanguage: "yes",
          partner: "neither",
        }),
        total: 60,
        passed: false,
      },
      // 491 family: 30 + superior 20 + doctorate 20 + specialist 10 + study 5 + regional 5 + single 10 + sponsorship 15 = 115
      {
        name: "P7 491 family-sponsored, 27, superior, Australian STEM PhD, regional study",
        answers: au({
          visa: "491-family",
          age: "25-32",
          english: "superior",
          education: "doctorate",
          specialist: "yes",
          australianStudy: "yes",
          regionalStudy: "yes",
        }),
        total: 115,
        lines: { "Study in regional Australia": 5 },
      },
      // 45 or older: 0 for age and not eligible, whatever the rest (20 + 20 + 20 + 10 + 15 = 85)
      {
        name: "at 45 or older nobody passes",
        answers: au({ visa: "491-state", age: "45+", english: "superior", overseasWork: "8", australianWork: "8", education: "doctorate" }),
        total: 85,
        passed: false,
      },
    ],
  },
  {
    calculator: opportunityCard as Calculator<unknown>,
    from: "2024-06-01",
    profiles: [
      // German A2 1; 2 years in 5 2; over 35 up to 40 1. 1 + 2 + 1 = 4, below 6
      {
        name: "A 38, German A2, English B2, 3 years in the last 5",
        answers: de({ age: "40", german: "a2", english: "b2", experience: "2-in-5" }),
        total: 4,
        passed: false,
      },
      // German B1 2 + 2 years in 5 2 + 35 or younger 2 = 6, the minimum
      {
        name: "B 31, German B1, 2.5 years in the last 5",
        answers: de({ age: "35", german: "b1", experience: "2-in-5" }),
        total: 6,
        passed: true,
      },
      // shortage 1 + 5 in 7 3 + B2 3 + C1 1 + age 2 + stay 1 + partner 1 = 12
      {
        name: "C 30, German B2, English C1, engineer, earlier stay, partner",
        answers: de({ shortage: "yes", age: "35", german: "b2", english: "c1", experience: "5-in-7", stay: "yes", partner: "yes" }),
        total: 12,
        lines: { "English C1 or higher": 1 },
      },
      // partial recognition 4 + 2 in 5 2 + A2 1 + age 1 = 8
      {
        name: "D partial recognition, 37, German A2",
        answers: de({ qualification: "partial", age: "40", german: "a2", experience: "2-in-5" }),
        total: 8,
        passed: true,
        lines: { "Partial recognition in Germany": 4 },
      },
      // 2 + 2 + stay 1 + partner 1 = 6 points, but neither German A1 nor English B2: not open
      {
        name: "F without German A1 or English B2 nobody qualifies",
        answers: de({ age: "35", german: "none", experience: "2-in-5", stay: "yes", partner: "yes" }),
        total: 6,
        passed: false,
      },
    ],
  },
];

describe.each(TABLES)("$calculator.shortTitle, the rules from $from", ({ calculator, from, profiles }) => {
  it.each(profiles)("$name: $total", ({ answers, total, passed, lines }) => {
    // Scored on the first day of its rule set: the set in force then, whatever came after.
    expect(rulesOn(calculator, from).effectiveFrom).toBe(from);
    expect(unanswered(calculator, answers).map((q) => q.name)).toEqual([]);
    const { score } = assess(calculator, answers, from);
    expect(score.total).toBe(total);
    if (passed !== undefined) expect(score.passed).toBe(passed);
    for (const [label, points] of Object.entries(lines ?? {}))
      expect(score.lines.find((l) => l.label === label)?.points, label).toBe(points);
  });
});

describe("the calculators' engine", () => {
  it("starts unanswered: nothing is scored or sent until every question asked is answered", () => {
    const fresh = readAnswers(crs, new URLSearchParams());
    expect(fresh.errors).toEqual({});
    const missing = unanswered(crs, fresh.answers).map((q) => q.name);
    expect(missing).toContain("age");
    expect(missing).not.toContain("spouseEducation"); // asked only for a partner who comes along
    expect(() => assess(crs, fresh.answers, TODAY)).toThrow(/Unanswered/);
    const partly = readAnswers(crs, new URLSearchParams({ ...TABLES[0].profiles[0].answers, spouse: "coming" })).answers;
    expect(unanswered(crs, partly).map((q) => q.name)).toEqual(["spouseEducation", ...Object.keys(lv("spouse", 0)), "spouseCanadianWork"]);
    const { answers, errors } = readAnswers(crs, new URLSearchParams({ age: "99", education: "masters" }));
    expect([answers.age, answers.education, errors]).toEqual(["", "masters", { age: ["Choose one of the answers in the list"] }]);
  });

  it("uses the rules in force on the day, and states the day they were confirmed, or that they could not be", () => {
    const later = { ...crs.rules[0], effectiveFrom: "2027-01-01" };
    const withLater = { ...crs, rules: [...crs.rules, later] };
    expect(rulesOn(withLater, "2026-12-31").effectiveFrom).toBe("2025-03-25");
    expect(rulesOn(withLater, "2027-01-01").effectiveFrom).toBe("2027-01-01");
    expect(rulesStatement(rulesOn(australiaPoints, TODAY))).toBe(
      "Rules confirmed on 28 November 2026 against Home Affairs' points table for subclasses 189, 190 and 491.",
    );
    expect(rulesStatement(rulesOn(crs, TODAY))).toMatch(
      /^Rules checked on 28 November 2026 against IRCC's CRS criteria\. We could not confirm a change/,
    );
    for (const c of CALCULATORS)
      for (const r of c.rules) expect([r.checkedAgainst.length > 0, r.sources.length > 0, r.checked <= TODAY]).toEqual([true, true, true]);
  });

  it("says what would raise a score, the best first and one line per test; a second test is tried at level 7", () => {
    const { raise } = assess(crs, TABLES[0].profiles[0].answers, TODAY);
    expect(raise[0]).toMatchObject({ question: "nomination", points: 600 });
    expect(raise.map((r) => r.points)).toEqual([...raise.map((r) => r.points)].sort((a, b) => b - a));
    // P1 with French NCLC 7 in each ability: 12 + French 50 = 62 more.
    expect(raise.find((r) => r.question === "second")?.points).toBe(62);
    const groups = raise.map((r) => r.question.split("_")[0]);
    expect(new Set(groups).size).toBe(groups.length);
  });

  it("names each CLB level's test results, ability by ability, as IRCC's charts do", () => {
    expect(equivalents("reading", 9)).toBe("IELTS 7.0–7.5 · CELPIP 9 · PTE Core 78–87 · TEF Canada 248–262");
    expect(equivalents("listening", 10)).toBe("IELTS 8.5–9.0 · CELPIP 10–12 · PTE Core 89–90 · TEF Canada 316–360");
    expect(equivalents("writing", 7)).toBe("IELTS 6.0 · CELPIP 7 · PTE Core 69–78 · TEF Canada 310–348");
    expect(equivalents("speaking", 4)).toBe("IELTS 4.0–4.5 · CELPIP 4 · PTE Core 42–50 · TEF Canada 181–225");
    const labels = crs.sections
      .flatMap((s) => s.questions)
      .find((q) => q.name === "first_listening")!
      .choices.map((c) => c.label);
    expect(labels[0]).toBe("CLB/NCLC 3 or less — below IELTS 4.5 · CELPIP 4 · PTE Core 28 · TEF Canada 145");
    expect(labels[6]).toBe("CLB/NCLC 9 — IELTS 8.0 · CELPIP 9 · PTE Core 82–88 · TEF Canada 298–315");
  });
});
