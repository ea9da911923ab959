import type { Answers, Assessment, Calculator, Question, Rules, Suggestion } from "./types";
import type { Day } from "~/lib/website/sources";
import { formatDate } from "~/lib/ui/format";

export type * from "./types";

// The engine's work on a calculator (types.ts): the rules in force on a day, the questions
// asked, answers read from a form, what is still to answer, and the assessment with what
// would raise the score. A fresh form is unanswered: no score is shown or sent until every
// question asked has an answer (a default profile scored as if it were the visitor's misleads).

/** The rules in force on a day (the newest that had taken effect). */
export function rulesOn<T>(calculator: Calculator<T>, day: Day): Rules<T> {
  const inForce = calculator.rules.filter((r) => r.effectiveFrom <= day);
  return inForce.length ? inForce[inForce.length - 1] : calculator.rules[0];
}

/** The rule set read against the sources most recently (what the calculators list states). */
export function latestCheck<T>(calculator: Calculator<T>): Rules<T> {
  return [...calculator.rules].sort((a, b) => a.checked.localeCompare(b.checked)).at(-1)!;
}

/** "Rules confirmed on 28 November 2026 against IRCC's CRS criteria." or, when the check could not confirm them, says so. */
export function rulesStatement(rules: Rules<unknown>): string {
  const day = formatDate(rules.checked);
  return rules.unconfirmed
    ? `Rules checked on ${day} against ${rules.checkedAgainst}. We could not confirm ${rules.unconfirmed}.`
    : `Rules confirmed on ${day} against ${rules.checkedAgainst}.`;
}

export function questionsOf<T>(calculator: Calculator<T>, answers: Answers): Question[] {
  return calculator.sections.flatMap((s) => s.questions.filter((q) => !q.askedWhen || q.askedWhen(answers)));
}

/** Every question unanswered: a fresh form. */
export function startingAnswers<T>(calculator: Calculator<T>): Answers {
  return Object.fromEntries(calculator.sections.flatMap((s) => s.questions.map((q) => [q.name, ""])));
}

/** The questions asked that have no answer yet, in the form's order. */
export function unanswered<T>(calculator: Calculator<T>, answers: Answers): Question[] {
  return questionsOf(calculator, answers).filter((q) => !q.choices.some((c) => c.value === answers[q.name]));
}

/**
 * The answers from a form or a query string: a missing answer is unanswered (""); a value
 * that is not one of the choices is unanswered too, with an error beside its question.
 */
export function readAnswers<T>(
  calculator: Calculator<T>,
  input: URLSearchParams | FormData,
): { answers: Answers; errors: Record<string, string[]> } {
  const answers: Answers = {};
  const errors: Record<string, string[]> = {};
  for (const question of calculator.sections.flatMap((s) => s.questions)) {
    const given = input.get(question.name);
    answers[question.name] = "";
    if (given === null || given === "") continue;
    if (typeof given === "string" && question.choices.some((c) => c.value === given)) answers[question.name] = given;
    else errors[question.name] = ["Choose one of the answers in the list"];
  }
  return { answers, errors };
}

/** A trial answer with the questions it brings in answered as they would be tried (tryWith), or null when one cannot be. */
function trial<T>(calculator: Calculator<T>, answers: Answers): Answers | null {
  const filled = { ...answers };
  for (const q of unanswered(calculator, filled)) {
    if (!q.tryWith) return null;
    filled[q.name] = q.tryWith;
  }
  return filled;
}

/** The score on a day, and the next step on each improvable question that would add points, best first. Every question asked must be answered. */
export function assess<T>(calculator: Calculator<T>, answers: Answers, day: Day): Assessment {
  const missing = unanswered(calculator, answers);
  if (missing.length) throw new Error(`Unanswered: ${missing.map((q) => q.name).join(", ")}`);
  const rules = rulesOn(calculator, day);
  const score = calculator.score(answers, rules.table);
  const best = new Map<string, Suggestion>();
  for (const question of questionsOf(calculator, answers)) {
    if (!question.improvable) continue;
    const at = question.choices.findIndex((c) => c.value === answers[question.name]);
    for (const choice of question.choices.slice(at + 1)) {
      const tried = trial(calculator, { ...answers, [question.name]: choice.value });
      if (!tried) continue;
      const gain = calculator.score(tried, rules.table).total - score.total;
      if (gain > 0) {
        const group = question.raiseGroup ?? question.name;
        if ((best.get(group)?.points ?? 0) < gain)
          best.set(group, { question: question.name, text: question.raise ?? `${question.label}: ${choice.label}`, points: gain });
        break;
      }
    }
  }
  const raise = [...best.values()].sort((a, b) => b.points - a.points).slice(0, 4);
  return { calculator: calculator.slug, rulesFrom: rules.effectiveFrom, checked: rules.checked, answers, score, raise };
}

/** "CLB 9" for an answer's value: what people read, never the stored value. */
export function answerLabels<T>(calculator: Calculator<T>, answers: Answers): { label: string; answer: string }[] {
  return questionsOf(calculator, answers).map((q) => ({
    label: q.label,
    answer: q.choices.find((c) => c.value === answers[q.name])?.label ?? "—",
  }));
}
