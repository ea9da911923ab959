import type { Rules } from "~/lib/calculators/engine";
import type { Source } from "../types";

// Germany's Opportunity Card (Chancenkarte), points route, as data: section 20b of the
// Residence Act and the table in its annex (in force since 1 June 2024).

export const AUFENTHG_20B: Source = {
  label: "Residence Act (AufenthG), section 20b: points for the Opportunity Card",
  url: "https://www.gesetze-im-internet.de/aufenthg_2004/__20b.html",
};
export const AUFENTHG_20A: Source = {
  label: "Residence Act (AufenthG), section 20a: the Opportunity Card and its basic requirements",
  url: "https://www.gesetze-im-internet.de/aufenthg_2004/__20a.html",
};
export const AUFENTHG_ANNEX: Source = {
  label: "Residence Act (AufenthG), annex: the points table (minimum six points)",
  url: "https://www.gesetze-im-internet.de/aufenthg_2004/anlage.html",
};

export const MAKE_IT_IN_GERMANY: Source = {
  label: "Make it in Germany (the federal government's portal): the Opportunity Card and its points",
  url: "https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card",
};

export type OpportunityCardTable = {
  minimum: number;
  partialRecognition: number;
  german: Record<string, number>;
  englishC1: number;
  experience: Record<string, number>;
  shortageOccupation: number;
  age: Record<string, number>;
  previousStay: number;
  partner: number;
};

export const OPPORTUNITY_CARD_RULES: readonly Rules<OpportunityCardTable>[] = [
  {
    effectiveFrom: "2024-06-01",
    checked: "2026-11-28",
    checkedAgainst: "section 20b of the Residence Act and its annex",
    sources: [AUFENTHG_20B, AUFENTHG_20A, AUFENTHG_ANNEX, MAKE_IT_IN_GERMANY],
    notes: [
      "Checked on 28 November 2026: the points of section 20b are unchanged since 1 June 2024 (the minimum of 6 points and each line of the table), as guides of 2026 give them too.",
      "You also need proof that you can pay your living costs in Germany (for example a blocked account) and health insurance; the mission tells you the current amount.",
      "Work experience counts when it came after your qualification and relates to it.",
      "The law gives 2 points up to the age of 35 and 1 point above 35 up to 40; at exactly 35 or 40, ask the mission how it counts your age.",
      "The Opportunity Card may be granted: the mission decides, and reaching the minimum is not a right to it.",
    ],
    table: {
      minimum: 6,
      partialRecognition: 4,
      german: { none: 0, a1: 0, a2: 1, b1: 2, b2: 3 },
      englishC1: 1,
      experience: { less: 0, "2-in-5": 2, "5-in-7": 3 },
      shortageOccupation: 1,
      age: { "35": 2, "40": 1, over: 0 },
      previousStay: 1,
      partner: 1,
    },
  },
];
