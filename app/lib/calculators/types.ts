import type { CountrySlug, Day, Source } from "~/lib/website/sources";

// One engine for the points calculators (issue 21). A calculator is data: its questions
// (every answer is a choice, so every answer can be checked and labelled), its rule sets
// with the day each took effect, and a function that scores answers against a rule set's
// table line by line. A change of the rules is a new rule set, not new code.

export type Choice = { value: string; label: string };

export type Question = {
  name: string;
  label: string;
  hint?: string;
  choices: readonly Choice[];
  /**
   * The answer "what would raise it" assumes for this question when another answer brings it in
   * (level 7 in each ability when someone takes a second test). A fresh form starts unanswered.
   */
  tryWith?: string;
  /** Asked only when other answers call for it (the partner's questions). */
  askedWhen?: (answers: Answers) => boolean;
  /** Its later choices are something a person can work towards (a test score, a year of work): "what would raise it" tries them. */
  improvable?: boolean;
  /** What "what would raise it" says for a yes/no question ("Get a provincial nomination"), instead of "question: answer". */
  raise?: string;
  /** Questions that raise the score together (the four abilities of one test): "what would raise it" names the best of them only. */
  raiseGroup?: string;
};

export type Section = { title: string; questions: readonly Question[] };
export type Answers = Record<string, string>;
export type Line = { section: string; label: string; points: number };
export type Score = {
  total: number;
  lines: Line[];
  /** What the total means against the rules (a pass mark, a minimum). */ verdict: string;
  passed?: boolean;
};

export type Rules<T> = {
  /** The first day these rules apply. */
  effectiveFrom: Day;
  /** The day someone read them against the sources. */
  checked: Day;
  /** What they were read against, in words ("IRCC's CRS criteria"): the page says "Rules confirmed on … against …". */
  checkedAgainst: string;
  /** Set when that day's check could not confirm the rules in force: what is in doubt, in plain words. */
  unconfirmed?: string;
  sources: readonly Source[];
  table: T;
  /** What the calculator leaves out or assumes, in plain words. */
  notes: readonly string[];
};

export type Calculator<T = unknown> = {
  slug: string;
  title: string;
  shortTitle: string;
  /** One sentence for cards and the meta description. */
  summary: string;
  country: CountrySlug;
  /** The service page an enquiry from it is about. */
  service: string;
  sections: readonly Section[];
  /** Oldest first. */
  rules: readonly Rules<T>[];
  score: (answers: Answers, table: T) => Score;
};

export type Suggestion = { question: string; text: string; points: number };
export type Assessment = { calculator: string; rulesFrom: Day; checked: Day; answers: Answers; score: Score; raise: Suggestion[] };
