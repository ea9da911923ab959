import type { ApplicationStatus } from "./application-workflow";
import type { Section, SectionAnswers } from "./questionnaire";

// A section's answers as the form sends them and as they are kept, their states, and
// when they lock (decision 025).

export const ANSWER_STATES = ["draft", "sent", "change_asked", "accepted"] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

/** What the person answering reads. */
export const ANSWER_STATE_LABELS: Record<AnswerState | "empty", string> = {
  empty: "Not started",
  draft: "Saved, not sent",
  sent: "Sent, being checked",
  change_asked: "A change is asked for",
  accepted: "Accepted",
};

/** From Ready to lodge on, the answers are what is lodged: they change only when an admin opens them again. */
const LOCKED_FROM: readonly ApplicationStatus[] = [
  "ready_to_lodge",
  "lodged",
  "additional_info_requested",
  "granted",
  "refused",
  "withdrawn",
  "closed",
];
export const answersLocked = (status: ApplicationStatus, unlocked: boolean) => LOCKED_FROM.includes(status) && !unlocked;

const MAX_VALUE = 4000;

/**
 * A section's answers from a submitted form: each question by its key (and its
 * explanation, `<key>_explain`), and rows from `rows.<i>.<column>`, in order, without
 * the rows left empty. Bounded: values are cut at 4,000 characters and rows past the
 * section's maximum (and a few to say so) are not read.
 */
export function answersFromForm(section: Section, get: (name: string) => string | null): SectionAnswers {
  const read = (name: string) => (get(name) ?? "").slice(0, MAX_VALUE);
  const fields: Record<string, string> = {};
  for (const q of section.questions) {
    fields[q.key] = read(q.key);
    if (q.kind === "yes-no" && q.explainWhen) fields[`${q.key}_explain`] = read(`${q.key}_explain`);
  }
  const rows: Record<string, string>[] = [];
  if (section.rows) {
    const limit = section.rows.max + 5;
    for (let i = 0; i < limit + 20 && rows.length < limit; i++) {
      const row = Object.fromEntries(section.rows.columns.map((c) => [c.key, read(`rows.${i}.${c.key}`).trim()]));
      if (Object.values(row).some(Boolean)) rows.push(row);
    }
  }
  return { fields, rows };
}

/** Two sets of answers say the same (what a change log compares). */
export const sameAnswers = (a: SectionAnswers, b: SectionAnswers) => JSON.stringify(a) === JSON.stringify(b);
