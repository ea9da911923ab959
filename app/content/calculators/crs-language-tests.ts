import type { Choice } from "~/lib/calculators/engine";
import type { Source } from "../types";

// The CLB/NCLC levels the CRS counts, with the test results IRCC takes as each level, ability
// by ability (IRCC's language test equivalency charts). A person knows their test scores, not
// their CLB level. TEF Canada: IRCC's Express Entry profile reads the "Équivalence ancien score"
// column of the results, so those are the scores given here.

export const LANGUAGE_CHARTS: Source = {
  label: "IRCC: language test equivalency charts (CELPIP, IELTS, PTE Core, TEF Canada, TCF Canada)",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/standard-requirements/language-requirements/test-equivalency-charts.html",
};

export type Ability = "listening" | "reading" | "writing" | "speaking";

/** The lowest score at each level from 4 to 10, per ability; a level runs up to the next level's lowest score. */
const IELTS: Record<Ability, number[]> = {
  listening: [4.5, 5, 5.5, 6, 7.5, 8, 8.5],
  reading: [3.5, 4, 5, 6, 6.5, 7, 8],
  writing: [4, 5, 5.5, 6, 6.5, 7, 7.5],
  speaking: [4, 5, 5.5, 6, 6.5, 7, 7.5],
};
const PTE_CORE: Record<Ability, number[]> = {
  listening: [28, 39, 50, 60, 71, 82, 89],
  reading: [33, 42, 51, 60, 69, 78, 88],
  writing: [41, 51, 60, 69, 79, 88, 90],
  speaking: [42, 51, 59, 68, 76, 84, 89],
};
const TEF_CANADA: Record<Ability, number[]> = {
  listening: [145, 181, 217, 249, 280, 298, 316],
  reading: [121, 151, 181, 207, 233, 248, 263],
  writing: [181, 226, 271, 310, 349, 371, 393],
  speaking: [181, 226, 271, 310, 349, 371, 393],
};
const TOP = { ielts: 9, pte: 90, tef: { listening: 360, reading: 300, writing: 450, speaking: 450 } as Record<Ability, number> };

const band = (n: number) => n.toFixed(1);
const range = (from: string, to: string) => (from === to ? from : `${from}–${to}`);

/** "IELTS 7.0–7.5 · CELPIP 9 · PTE Core 78–87 · TEF Canada 248–262" for one ability at one level (4 to 10). */
export function equivalents(ability: Ability, level: number): string {
  const i = level - 4;
  const last = i === 6;
  const ielts = range(band(IELTS[ability][i]), band(last ? TOP.ielts : IELTS[ability][i + 1] - 0.5));
  const pte = range(String(PTE_CORE[ability][i]), String(last ? TOP.pte : PTE_CORE[ability][i + 1] - 1));
  const tef = range(String(TEF_CANADA[ability][i]), String(last ? TOP.tef[ability] : TEF_CANADA[ability][i + 1] - 1));
  return `IELTS ${ielts} · CELPIP ${last ? "10–12" : level} · PTE Core ${pte} · TEF Canada ${tef}`;
}

/** The choices of one ability's question: each level with its test results. */
export function levelChoices(ability: Ability): Choice[] {
  const below = `below IELTS ${band(IELTS[ability][0])} · CELPIP 4 · PTE Core ${PTE_CORE[ability][0]} · TEF Canada ${TEF_CANADA[ability][0]}`;
  return ["3", "4", "5", "6", "7", "8", "9", "10"].map((v) => ({
    value: v,
    label:
      v === "3" ? `CLB/NCLC 3 or less — ${below}` : `CLB/NCLC ${v}${v === "10" ? " or more" : ""} — ${equivalents(ability, Number(v))}`,
  }));
}

export const TEST_HINT =
  "Each ability's level is what IRCC takes your test result as: IELTS General Training, CELPIP-General, PTE Core, or TEF Canada (the “Équivalence ancien score” on your results). For TCF Canada, find your level in IRCC's charts.";
