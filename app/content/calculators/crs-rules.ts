import type { Rules } from "~/lib/calculators/engine";
import type { Source } from "../types";

// Canada's Comprehensive Ranking System (Express Entry), as data: IRCC's criteria tables.
// Per-row values are [with a spouse or partner who comes along, without one]. A change of
// the rules is a new entry in CRS_RULES with the day it takes effect.

export const CRS_CRITERIA: Source = {
  label: "IRCC: Comprehensive Ranking System (CRS) criteria, Express Entry",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/check-score/crs-criteria.html",
};
export const CRS_TOOL: Source = {
  label: "IRCC: CRS tool, and the notice that job offers no longer give points (25 March 2025)",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/become-candidate/criteria-comprehensive-ranking-system.html",
};

type Pair = readonly [withSpouse: number, single: number];

export type CrsTable = {
  /** By age in years; "17" is 17 or less and "45" is 45 or more. */
  age: Record<string, Pair>;
  education: Record<string, Pair>;
  /** Per ability, by CLB/NCLC level ("3" is 3 or less, "10" is 10 or more). */
  firstLanguage: Record<string, Pair>;
  secondLanguage: Record<string, number>;
  secondLanguageCap: Pair;
  canadianWork: Record<string, Pair>;
  spouse: { education: Record<string, number>; language: Record<string, number>; canadianWork: Record<string, number> };
  transferability: {
    cap: number;
    groupCap: number;
    /** [CLB 7 or more in all four abilities, CLB 9 or more in all four]; same pair for 1 year / 2 or more years of Canadian work. */
    education: { postSecondary: readonly [number, number]; advanced: readonly [number, number] };
    foreignWork: Record<"1-2" | "3+", readonly [number, number]>;
    /** [CLB 5 or more in all four, CLB 7 or more in all four]. */
    certificate: readonly [number, number];
  };
  additional: {
    cap: number;
    nomination: number;
    sibling: number;
    /** French NCLC 7 or more in all four abilities, with English CLB 4 or less (or no test) / with CLB 5 or more in all four. */
    french: readonly [weakEnglish: number, strongEnglish: number];
    canadianEducation: Record<"1-2" | "3+", number>;
    jobOffer: number;
  };
};

const AGE: Record<string, Pair> = {
  "17": [0, 0],
  "18": [90, 99],
  "19": [95, 105],
  "20": [100, 110],
  "21": [100, 110],
  "22": [100, 110],
  "23": [100, 110],
  "24": [100, 110],
  "25": [100, 110],
  "26": [100, 110],
  "27": [100, 110],
  "28": [100, 110],
  "29": [100, 110],
  "30": [95, 105],
  "31": [90, 99],
  "32": [85, 94],
  "33": [80, 88],
  "34": [75, 83],
  "35": [70, 77],
  "36": [65, 72],
  "37": [60, 66],
  "38": [55, 61],
  "39": [50, 55],
  "40": [45, 50],
  "41": [35, 39],
  "42": [25, 28],
  "43": [15, 17],
  "44": [5, 6],
  "45": [0, 0],
};

export const CRS_RULES: readonly Rules<CrsTable>[] = [
  {
    effectiveFrom: "2025-03-25",
    checked: "2026-11-26",
    sources: [CRS_CRITERIA, CRS_TOOL],
    notes: [
      "Since 25 March 2025 a job offer gives no CRS points (it can still be needed to be eligible for a program).",
      "IRCC consulted in April and May 2026 on a new factor for high-wage occupations and other changes to the CRS. We check the rules in force before you create or update a profile.",
      "Work experience counts in completed years: skilled (TEER 0, 1, 2 or 3), paid and, in Canada, authorised.",
      "This calculator gives an estimate; IRCC's own tool and your profile decide your score.",
    ],
    table: {
      age: AGE,
      education: {
        none: [0, 0],
        secondary: [28, 30],
        "one-year": [84, 90],
        "two-year": [91, 98],
        bachelors: [112, 120],
        "two-or-more": [119, 128],
        masters: [126, 135],
        phd: [140, 150],
      },
      firstLanguage: { "3": [0, 0], "4": [6, 6], "5": [6, 6], "6": [8, 9], "7": [16, 17], "8": [22, 23], "9": [29, 31], "10": [32, 34] },
      secondLanguage: { "3": 0, "4": 0, "5": 1, "6": 1, "7": 3, "8": 3, "9": 6, "10": 6 },
      secondLanguageCap: [22, 24],
      canadianWork: { "0": [0, 0], "1": [35, 40], "2": [46, 53], "3": [56, 64], "4": [63, 72], "5": [70, 80] },
      spouse: {
        education: { none: 0, secondary: 2, "one-year": 6, "two-year": 7, bachelors: 8, "two-or-more": 9, masters: 10, phd: 10 },
        language: { "3": 0, "4": 0, "5": 1, "6": 1, "7": 3, "8": 3, "9": 5, "10": 5 },
        canadianWork: { "0": 0, "1": 5, "2": 7, "3": 8, "4": 9, "5": 10 },
      },
      transferability: {
        cap: 100,
        groupCap: 50,
        education: { postSecondary: [13, 25], advanced: [25, 50] },
        foreignWork: { "1-2": [13, 25], "3+": [25, 50] },
        certificate: [25, 50],
      },
      additional: { cap: 600, nomination: 600, sibling: 15, french: [25, 50], canadianEducation: { "1-2": 15, "3+": 30 }, jobOffer: 0 },
    },
  },
];
