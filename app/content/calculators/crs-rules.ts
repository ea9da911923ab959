import type { Rules } from "~/lib/calculators/engine";
import type { Source } from "../types";
import { LANGUAGE_CHARTS } from "./crs-language-tests";

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

// What 28 November 2026's check found of a change reported for 3 November 2026 (not IRCC's word).
export const CRS_REPORTED_CHANGE: Source = {
  label: "CELPass (a private CRS calculator): its “high-wage occupation list in effect November 3, 2026” — not an IRCC page",
  url: "https://glama.ai/mcp/connectors/com.celpass/celpip/tools/find_high_wage_occupation",
};
export const CRS_PROPOSAL: Source = {
  label: "CIC News, April 2026: IRCC's proposed Express Entry changes, with a “high wage occupation” factor (a proposal)",
  url: "https://www.cicnews.com/2026/04/breaking-express-entry-overhaul-eligibility-and-crs-selection-details-revealed-for-proposed-changes-0474005.html",
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
    checked: "2026-11-28",
    checkedAgainst: "IRCC's CRS criteria",
    unconfirmed: "a change to the CRS reported from 3 November 2026 (points for a job offer or Canadian work in a high-wage occupation)",
    sources: [CRS_CRITERIA, CRS_TOOL, LANGUAGE_CHARTS, CRS_REPORTED_CHANGE, CRS_PROPOSAL],
    notes: [
      "Since 25 March 2025 a job offer gives no CRS points (it can still be needed to be eligible for a program).",
      "We could not confirm on 28 November 2026 whether IRCC changed the CRS on 3 November 2026. A private CRS calculator publishes a “high-wage occupation list in effect November 3, 2026”, and a guide revised in October 2026 says that from that day a job offer or Canadian work in a high-wage occupation earns points, without an LMIA. We found no IRCC notice, Ministerial Instructions or points table for it: IRCC's consultation of April and May 2026 proposed such a factor in three wage tiers (1.3, 1.5 and 2 times the national median wage) without publishing its points. So this calculator still scores a job offer at zero. If you have a job offer or Canadian work in a well-paid occupation, ask us to check your score before you create or update your profile.",
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
