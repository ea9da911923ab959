// Issue 21: the points calculators give the official tables' totals for worked profiles.
// Each profile's arithmetic is written beside it, line by line from the tables:
// IRCC's CRS criteria, Home Affairs' points table, section 20b of Germany's Residence Act.
import { describe, expect, it } from "vitest";
import { assess, readAnswers, rulesOn, startingAnswers, type Answers, type Calculator } from "~/lib/calculators/engine";
import { australiaPoints } from "~/content/calculators/australia-points";
import { crs } from "~/content/calculators/crs";
import { opportunityCard } from "~/content/calculators/opportunity-card";
import { CALCULATORS } from "~/content/calculators";

const TODAY = "2026-11-26";
const scoreOf = <T>(c: Calculator<T>, given: Answers) => assess(c, { ...startingAnswers(c), ...given }, TODAY).score;
const levels = (prefix: string, l: number, r: number, w: number, s: number) => ({
  [`${prefix}_listening`]: String(l),
  [`${prefix}_reading`]: String(r),
  [`${prefix}_writing`]: String(w),
  [`${prefix}_speaking`]: String(s),
});
const none = {
  nomination: "no",
  sibling: "no",
  certificate: "no",
  canadianEducation: "none",
  second: "no",
  canadianWork: "0",
  foreignWork: "0",
};

describe("Canada CRS (IRCC's tables, from 25 March 2025)", () => {
  it("P1: single, 27, master's, CLB 9, 3 years abroad: 110 + 135 + 124 + transferability 50 + 50 = 469", () => {
    expect(
      scoreOf(crs, {
        ...none,
        spouse: "no",
        age: "27",
        education: "masters",
        first: "english",
        ...levels("first", 9, 9, 9, 9),
        foreignWork: "3+",
      }).total,
    ).toBe(469);
  });
  it("P2: married, 32, bachelor's, CLB 8, 2 years abroad; spouse bachelor's, CLB 7: 85 + 112 + 88 + spouse 8 + 12 + transferability 13 + 13 = 331", () => {
    const s = scoreOf(crs, {
      ...none,
      spouse: "coming",
      age: "32",
      education: "bachelors",
      first: "english",
      ...levels("first", 8, 8, 8, 8),
      foreignWork: "1-2",
      spouseEducation: "bachelors",
      ...levels("spouse", 7, 7, 7, 7),
      spouseCanadianWork: "0",
    });
    expect(s.total).toBe(331);
    expect(s.lines.filter((l) => l.section === "Core: your spouse or partner").map((l) => l.points)).toEqual([8, 12, 0]);
  });
  it("P3: single, 29, Canadian bachelor's, CLB 10/9/8/9, 2 years in Canada: 110 + 120 + 119 + 53 + transferability min(50, 13 + 25) + Canadian education 30 = 470", () => {
    expect(
      scoreOf(crs, {
        ...none,
        spouse: "no",
        age: "29",
        education: "bachelors",
        canadianEducation: "3+",
        first: "english",
        ...levels("first", 10, 9, 8, 9),
        canadianWork: "2",
      }).total,
    ).toBe(470);
  });
  it("P4: provincial nominee, 35, two-year diploma, CLB 7, 1 year in Canada, 3 abroad: 77 + 98 + 68 + 40 + transferability 26 + 50 + 600 = 959", () => {
    expect(
      scoreOf(crs, {
        ...none,
        spouse: "no",
        age: "35",
        education: "two-year",
        first: "english",
        ...levels("first", 7, 7, 7, 7),
        canadianWork: "1",
        foreignWork: "3+",
        nomination: "yes",
      }).total,
    ).toBe(959);
  });
  it("P5: 30, bachelor's, English CLB 9, French NCLC 7, 3 years abroad: 105 + 120 + 124 + 12 + transferability 25 + 50 + French 50 = 486", () => {
    expect(
      scoreOf(crs, {
        ...none,
        spouse: "no",
        age: "30",
        education: "bachelors",
        first: "english",
        ...levels("first", 9, 9, 9, 9),
        second: "yes",
        ...levels("second", 7, 7, 7, 7),
        foreignWork: "3+",
      }).total,
    ).toBe(486);
  });
  it("P6: trade certificate, 38, high school, CLB 6/5/5/6, 3 years in Canada: 61 + 30 + 30 + 64 + certificate 25 = 210", () => {
    expect(
      scoreOf(crs, {
        ...none,
        spouse: "no",
        age: "38",
        education: "secondary",
        first: "english",
        ...levels("first", 6, 5, 5, 6),
        canadianWork: "3",
        certificate: "yes",
      }).total,
    ).toBe(210);
  });
  it("P7: 46, married, Canadian PhD, CLB 10, 5+ years in Canada, 3+ abroad, sibling; spouse master's, CLB 9, 2 years: 0 + 140 + 128 + 70 + spouse 37 + transferability 100 + 30 + 15 = 520", () => {
    expect(
      scoreOf(crs, {
        ...none,
        spouse: "coming",
        age: "45",
        education: "phd",
        canadianEducation: "3+",
        first: "english",
        ...levels("first", 10, 10, 10, 10),
        canadianWork: "5",
        foreignWork: "3+",
        sibling: "yes",
        spouseEducation: "masters",
        ...levels("spouse", 9, 9, 9, 9),
        spouseCanadianWork: "2",
      }).total,
    ).toBe(520);
  });
  it("P8: French first, no English, 26, two credentials, NCLC 10, 1 year abroad: 110 + 128 + 136 + transferability 50 + 25 + French 25 = 474", () => {
    expect(
      scoreOf(crs, {
        ...none,
        spouse: "no",
        age: "26",
        education: "two-or-more",
        first: "french",
        ...levels("first", 10, 10, 10, 10),
        foreignWork: "1-2",
      }).total,
    ).toBe(474);
  });
  it("P9: married, 28, master's, CLB 9 and NCLC 9, 1 year in Canada; spouse high school: the second language is capped at 22; 399 + 2 + 50 + 50 = 501", () => {
    const s = scoreOf(crs, {
      ...none,
      spouse: "coming",
      age: "28",
      education: "masters",
      first: "english",
      ...levels("first", 9, 9, 9, 9),
      second: "yes",
      ...levels("second", 9, 9, 9, 9),
      canadianWork: "1",
      spouseEducation: "secondary",
      ...levels("spouse", 3, 3, 3, 3),
      spouseCanadianWork: "0",
    });
    expect(s.total).toBe(501);
    expect(s.lines.find((l) => l.label.startsWith("French (second language)"))?.points).toBe(22);
  });
  it("P10: transferability capped at 100 (38 + 50 + 50 = 138), married, 41, two-year, CLB 7, certificate, sibling; spouse one-year, CLB 5: 236 + 10 + 100 + 15 = 361", () => {
    const s = scoreOf(crs, {
      ...none,
      spouse: "coming",
      age: "41",
      education: "two-year",
      first: "english",
      ...levels("first", 7, 7, 7, 7),
      canadianWork: "2",
      foreignWork: "3+",
      certificate: "yes",
      sibling: "yes",
      spouseEducation: "one-year",
      ...levels("spouse", 5, 5, 5, 5),
      spouseCanadianWork: "0",
    });
    expect(s.total).toBe(361);
    expect(s.lines.find((l) => l.label.includes("at most 100"))?.points).toBe(-38);
  });
  it("additional points count at most 600: nomination, sibling, French and Canadian education", () => {
    const base = {
      ...none,
      spouse: "no",
      age: "29",
      education: "bachelors",
      first: "english",
      ...levels("first", 9, 9, 9, 9),
      second: "yes",
      ...levels("second", 7, 7, 7, 7),
    };
    const without = scoreOf(crs, base).total;
    const all = scoreOf(crs, { ...base, nomination: "yes", sibling: "yes", canadianEducation: "3+" });
    // French (50) was already counted: with the other three the additional points are 695, counted as 600.
    expect(all.total - without).toBe(600 - 50);
    expect(all.lines.find((l) => l.label.includes("at most 600"))?.points).toBe(-95);
  });
  it("a partner who is a Canadian citizen, or who will not come, is scored as single", () => {
    const answers = { ...none, age: "30", education: "bachelors", first: "english", ...levels("first", 8, 8, 8, 8) };
    expect(scoreOf(crs, { ...answers, spouse: "not-counted" }).total).toBe(scoreOf(crs, { ...answers, spouse: "no" }).total);
  });
});

describe("Australia points test (Home Affairs' table, subclasses 189, 190, 491)", () => {
  const base = { specialist: "no", australianStudy: "no", regionalStudy: "no", professionalYear: "no", communityLanguage: "no" };
  it("P1: 189, 29, proficient, 6 years abroad, bachelor's, single: 30 + 10 + 10 + 15 + 10 = 75, passes", () => {
    const s = scoreOf(australiaPoints, {
      ...base,
      visa: "189",
      age: "25-32",
      english: "proficient",
      overseasWork: "5",
      australianWork: "0",
      education: "bachelor",
      partner: "single",
    });
    expect([s.total, s.passed]).toEqual([75, true]);
  });
  it("P2: 189, 34, superior, 4 years abroad and 2 in Australia, master's, skilled partner: 25 + 20 + 5 + 5 + 15 + 10 = 80", () => {
    expect(
      scoreOf(australiaPoints, {
        ...base,
        visa: "189",
        age: "33-39",
        english: "superior",
        overseasWork: "3",
        australianWork: "1",
        education: "bachelor",
        partner: "skilled",
      }).total,
    ).toBe(80);
  });
  it("P3: 190, 38, competent, 8.5 years abroad, bachelor's, partner with competent English: 25 + 0 + 15 + 15 + 5 + 5 = 65, exactly the pass mark", () => {
    const s = scoreOf(australiaPoints, {
      ...base,
      visa: "190",
      age: "33-39",
      english: "competent",
      overseasWork: "8",
      australianWork: "0",
      education: "bachelor",
      partner: "english",
    });
    expect([s.total, s.passed]).toEqual([65, true]);
  });
  it("P4: 190, 26, proficient, 1.5 years in Australia, Australian bachelor's, study requirement, professional year, single: 30 + 10 + 5 + 15 + 5 + 5 + 10 + 5 = 85", () => {
    expect(
      scoreOf(australiaPoints, {
        ...base,
        visa: "190",
        age: "25-32",
        english: "proficient",
        overseasWork: "0",
        australianWork: "1",
        education: "bachelor",
        australianStudy: "yes",
        professionalYear: "yes",
        partner: "single",
      }).total,
    ).toBe(85);
  });
  it("P5: 491 nominated, 41, proficient, 5 years abroad and 5 in Australia (10 + 15, counted as 20), trade qualification, partner a PR: 15 + 10 + 20 + 10 + 10 + 15 = 80", () => {
    const s = scoreOf(australiaPoints, {
      ...base,
      visa: "491-state",
      age: "40-44",
      english: "proficient",
      overseasWork: "5",
      australianWork: "5",
      education: "diploma",
      partner: "single",
    });
    expect(s.total).toBe(80);
    expect(s.lines.find((l) => l.label.includes("at most 20"))?.points).toBe(-5);
  });
  it("P6: 190, 30, competent, 3 years abroad, bachelor's, community language, partner with neither: 30 + 0 + 5 + 15 + 5 + 0 + 5 = 60, below the pass mark", () => {
    const s = scoreOf(australiaPoints, {
      ...base,
      visa: "190",
      age: "25-32",
      english: "competent",
      overseasWork: "3",
      australianWork: "0",
      education: "bachelor",
      communityLanguage: "yes",
      partner: "neither",
    });
    expect([s.total, s.passed]).toEqual([60, false]);
  });
  it("P7: 491 family-sponsored, 27, superior, Australian STEM PhD, study requirement, regional study, single: 30 + 20 + 20 + 10 + 5 + 5 + 10 + 15 = 115", () => {
    expect(
      scoreOf(australiaPoints, {
        ...base,
        visa: "491-family",
        age: "25-32",
        english: "superior",
        overseasWork: "0",
        australianWork: "0",
        education: "doctorate",
        specialist: "yes",
        australianStudy: "yes",
        regionalStudy: "yes",
        partner: "single",
      }).total,
    ).toBe(115);
  });
  it("P8: at 45 or older, or below competent English, nobody passes whatever the points", () => {
    const strong = {
      ...base,
      visa: "491-state",
      english: "superior",
      overseasWork: "8",
      australianWork: "8",
      education: "doctorate",
      partner: "single",
    };
    expect(scoreOf(australiaPoints, { ...strong, age: "45+" }).passed).toBe(false);
    expect(scoreOf(australiaPoints, { ...strong, age: "25-32", english: "below" }).passed).toBe(false);
  });
  it("regional study counts only with the Australian study requirement", () => {
    const answers = {
      ...base,
      visa: "189",
      age: "25-32",
      english: "proficient",
      overseasWork: "0",
      australianWork: "0",
      education: "bachelor",
      partner: "single",
      regionalStudy: "yes",
    };
    expect(scoreOf(australiaPoints, answers).total).toBe(30 + 10 + 15 + 10);
  });
});

describe("Germany Opportunity Card (section 20b and its annex)", () => {
  const base = { qualification: "home", shortage: "no", stay: "no", partner: "no" };
  it("A: 38, German A2, English B2, 3 years in the last 5: 1 + 2 + 1 = 4, below the minimum of 6", () => {
    const s = scoreOf(opportunityCard, { ...base, age: "40", german: "a2", english: "b2", experience: "2-in-5" });
    expect([s.total, s.passed]).toEqual([4, false]);
  });
  it("B: 31, German B1, 2.5 years in the last 5: 2 + 2 + 2 = 6, exactly the minimum", () => {
    const s = scoreOf(opportunityCard, { ...base, age: "35", german: "b1", english: "below", experience: "2-in-5" });
    expect([s.total, s.passed]).toEqual([6, true]);
  });
  it("C: 30, German B2 and English C1, 6 years in the last 7, engineer, earlier stay, partner: 3 + 1 + 3 + 1 + 2 + 1 + 1 = 12", () => {
    expect(
      scoreOf(opportunityCard, {
        ...base,
        shortage: "yes",
        age: "35",
        german: "b2",
        english: "c1",
        experience: "5-in-7",
        stay: "yes",
        partner: "yes",
      }).total,
    ).toBe(12);
  });
  it("D: partial recognition, 37, German A2, 4 years in the last 5: 4 + 1 + 2 + 1 = 8", () => {
    const s = scoreOf(opportunityCard, {
      ...base,
      qualification: "partial",
      age: "40",
      german: "a2",
      english: "below",
      experience: "2-in-5",
    });
    expect([s.total, s.passed]).toEqual([8, true]);
  });
  it("E: over 40, German B2 and English C1 count together, 5 years in the last 7: 3 + 1 + 3 = 7", () => {
    expect(scoreOf(opportunityCard, { ...base, age: "over", german: "b2", english: "c1", experience: "5-in-7" }).total).toBe(7);
  });
  it("F: without German A1 or English B2 nobody qualifies, whatever the points", () => {
    const s = scoreOf(opportunityCard, {
      ...base,
      age: "35",
      german: "none",
      english: "below",
      experience: "2-in-5",
      stay: "yes",
      partner: "yes",
    });
    expect([s.total, s.passed]).toEqual([6, false]);
  });
  it("a qualification fully recognised in Germany needs no points", () => {
    expect(
      scoreOf(opportunityCard, { ...base, qualification: "full", age: "over", german: "none", english: "below", experience: "less" })
        .passed,
    ).toBe(true);
  });
});

describe("the calculators' engine", () => {
  it("reads a form: a missing answer starts where a fresh form does; an unknown value is an error beside its question", () => {
    const params = new URLSearchParams({ age: "99", education: "masters" });
    const { answers, errors } = readAnswers(crs, params);
    expect(answers.education).toBe("masters");
    expect(answers.age).toBe("29");
    expect(errors).toEqual({ age: ["Choose one of the answers in the list"] });
  });

  it("uses the rules in force on the day", () => {
    const later = {
      ...crs.rules[0],
      effectiveFrom: "2027-01-01",
      table: { ...crs.rules[0].table, additional: { ...crs.rules[0].table.additional, sibling: 0 } },
    };
    const withLater = { ...crs, rules: [...crs.rules, later] };
    expect(rulesOn(withLater, "2026-12-31").effectiveFrom).toBe("2025-03-25");
    expect(rulesOn(withLater, "2027-01-01").effectiveFrom).toBe("2027-01-01");
  });

  it("says what would raise a score, the best first and one line per test", () => {
    const c = crs;
    const { raise } = assess(c, { ...startingAnswers(c), nomination: "no" }, TODAY);
    expect(raise[0]).toMatchObject({ question: "nomination", points: 600 });
    expect(raise.map((r) => r.points)).toEqual([...raise.map((r) => r.points)].sort((a, b) => b - a));
    const groups = raise.map((r) => r.question.split("_")[0]);
    expect(new Set(groups).size).toBe(groups.length);
    // A profile whose one lever is its language test: one line for the four abilities.
    const lang = assess(
      c,
      {
        ...startingAnswers(c),
        nomination: "yes",
        education: "phd",
        second: "yes",
        ...levels("second", 10, 10, 10, 10),
        canadianWork: "5",
        foreignWork: "3+",
      },
      TODAY,
    ).raise;
    expect(lang.filter((r) => r.question.startsWith("first_"))).toHaveLength(1);
  });

  it("every question's answers are labelled, every calculator has sources and a checked day", () => {
    for (const c of CALCULATORS) {
      for (const q of c.sections.flatMap((s) => s.questions)) {
        expect(q.choices.length, q.name).toBeGreaterThan(1);
        if (q.initial)
          expect(
            q.choices.map((x) => x.value),
            q.name,
          ).toContain(q.initial);
      }
      for (const r of c.rules) {
        expect(r.sources.length).toBeGreaterThan(0);
        expect(r.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const start = startingAnswers(c);
      expect(Number.isFinite(assess(c, start, TODAY).score.total)).toBe(true);
    }
  });
});
