import type { Rules } from "~/lib/calculators/engine";
import type { Source } from "../types";

// Australia's points test for the skilled visas (subclasses 189, 190 and 491), as data:
// the Department of Home Affairs' points tables (Migration Regulations, Schedule 6D).

export const POINTS_189: Source = {
  label: "Home Affairs: Skilled Independent visa (subclass 189), points table",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189/points-table",
};
export const POINTS_190: Source = {
  label: "Home Affairs: Skilled Nominated visa (subclass 190), points table",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-nominated-190/points-table",
};
export const POINTS_491: Source = {
  label: "Home Affairs: Skilled Work Regional (Provisional) visa (subclass 491), points table",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-work-regional-provisional-491/points-table",
};

export const SETTLEMATE_2026: Source = {
  label: "SettleMate, 13 May 2026: Australia's points test after the Budget of 12 May 2026 (the current table, and the reform announced)",
  url: "https://www.settlemate.au/blog/australia-points-system-changes-2026-pr-skilled-migration",
};
export const MOVEPATH_2026: Source = {
  label: "MovePath, 21 June 2026: Australia skilled migration points, 189 vs 190 vs 491",
  url: "https://movepath.io/blog/australia-skilled-points-189-190-491",
};

export type AustraliaTable = {
  passMark: number;
  /** null: not eligible (45 or older when invited). */
  age: Record<string, number | null>;
  /** null: below competent English, which every applicant needs. */
  english: Record<string, number | null>;
  overseasWork: Record<string, number>;
  australianWork: Record<string, number>;
  /** Employment in and outside Australia together count at most this. */
  workCap: number;
  education: Record<string, number>;
  specialistEducation: number;
  australianStudy: number;
  professionalYear: number;
  communityLanguage: number;
  regionalStudy: number;
  partner: Record<string, number>;
  nomination: Record<string, number>;
};

export const AUSTRALIA_RULES: readonly Rules<AustraliaTable>[] = [
  {
    effectiveFrom: "2019-11-16",
    checked: "2026-11-28",
    checkedAgainst: "Home Affairs' points table for subclasses 189, 190 and 491",
    sources: [POINTS_189, POINTS_190, POINTS_491, SETTLEMATE_2026, MOVEPATH_2026],
    notes: [
      "Checked on 28 November 2026: the table in force since 16 November 2019 still applies, as two guides of 2026 give it (SettleMate, 13 May 2026; MovePath, 21 June 2026). The Budget of 12 May 2026 said the points test will be reformed (“optimised”); no new table or start date had been published.",
      "Points are counted on the day you are invited, and you must be under 45 then.",
      "Employment counts only in your nominated occupation or a closely related one, in the 10 years before the invitation.",
      "We check the rules in force again before you lodge an expression of interest.",
      "Reaching the pass mark does not mean an invitation: invitations go to the highest-ranked people in each occupation, and states set their own nomination criteria.",
    ],
    table: {
      passMark: 65,
      age: { "18-24": 25, "25-32": 30, "33-39": 25, "40-44": 15, "45+": null },
      english: { below: null, competent: 0, proficient: 10, superior: 20 },
      overseasWork: { "0": 0, "3": 5, "5": 10, "8": 15 },
      australianWork: { "0": 0, "1": 5, "3": 10, "5": 15, "8": 20 },
      workCap: 20,
      education: { none: 0, recognised: 10, diploma: 10, bachelor: 15, doctorate: 20 },
      specialistEducation: 10,
      australianStudy: 5,
      professionalYear: 5,
      communityLanguage: 5,
      regionalStudy: 5,
      partner: { single: 10, skilled: 10, english: 5, neither: 0 },
      nomination: { "189": 0, "190": 5, "491-state": 15, "491-family": 15 },
    },
  },
];
