import type { Question } from "./questionnaire";

// Answers in the questions' own words, as the records export (answers.json) and the
// answers' PDF give them: a choice by its label, a yes-no as Yes or No with its
// explanation, anything else as typed.

/** The answer as the form showed it; "" when there is none. */
export const answerText = (q: Question, value: string | undefined) =>
  !value
    ? ""
    : q.kind === "choice"
      ? (q.choices.find((c) => c.value === value)?.label ?? value)
      : q.kind === "yes-no"
        ? value === "yes"
          ? "Yes"
          : "No"
        : value;

export type LabelledAnswer = {
  label: string;
  value: string;
  /** A yes-no's explanation ("" when none) and what it was asked as. */
  explanation: string;
  explanationLabel: string | null;
};

/** Each question's label and answer, in the template's order (a section's questions, or a row's columns). */
export function labelledAnswers(questions: Question[], values: Record<string, string>): LabelledAnswer[] {
  return questions.map((q) => ({
    label: q.label,
    value: answerText(q, values[q.key]),
    explanation: values[`${q.key}_explain`] ?? "",
    explanationLabel: q.kind === "yes-no" ? (q.explainLabel ?? null) : null,
  }));
}
