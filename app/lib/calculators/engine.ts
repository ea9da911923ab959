import type { Answers, Assessment, Calculator, Question, Rules, Suggestion } from "./types";
import type { Day } from "~/lib/website/sources";

export type * from "./types";

// The engine's work on a calculator (types.ts): the rules in force on a day, the questions
// asked, answers read from a form, and the assessment with what would raise the score.

/** The rules in force on a day (the newest that had taken effect). */
export function rulesOn<T>(calculator: Calculator<T>, day: Day): Rules<T> {
  const inForce = calculator.rules.filter((r) => r.effectiveFrom <= day);
  return inForce.length ? inForce[inForce.length - 1] : calculator.rules[0];
}

export function questionsOf<T>(calculator: Calculator<T>, answers: Answers): Question[] {
  return calculator.sections.flatMap((s) => s.questions.filter((q) => !q.askedWhen || q.askedWhen(answers)));
}

const startOf = (q: Question) => q.initial ?? q.choices[0].value;

/** Every question at its starting answer: a fresh form. */
export function startingAnswers<T>(calculator: Calculator<T>): Answers {
  return Object.fromEntries(calculator.sections.flatMap((s) => s.questions.map((q) => [q.name, startOf(q)])));
}

/**
 * The answers from a form or a query string: a missing answer is its starting one (a form
 * opened fresh); a value that is not one of the choices is an error beside its question.
 */
export function readAnswers<T>(
  calculator: Calculator<T>,
  input: URLSearchParams | FormData,
): { answers: Answers; errors: Record<string, string[]> } {
  const answers: Answers = {};
  const errors: Record<string, string[]> = {};
  for (const question of calculator.sections.flatMap((s) => s.questions)) {
    const given = input.get(question.name);
    if (given === null || given === "") answers[question.name] = startOf(question);
    else if (typeof given === "string" && question.choices.some((c) => c.value === given)) answers[question.name] = given;
    else {
      answers[question.name] = startOf(question);
      errors[question.name] = ["Choose one of the answers in the list"];
    }
  }
  return { answers, errors };
}

/** The score on a day, and the next step on each improvable question that would add points, best first. */
export function assess<T>(calculator: Calculator<T>, answers: Answers, day: Day): Assessment {
  const rules = rulesOn(calculator, day);
  const score = calculator.score(answers, rules.table);
  const best = new Map<string, Suggestion>();
  for (const question of questionsOf(calculator, answers)) {
    if (!question.improvable) continue;
    const at = question.choices.findIndex((c) => c.value === answers[question.name]);
    for (const choice of question.choices.slice(at + 1)) {
      const gain = calculator.score({ ...answers, [question.name]: choice.value }, rules.table).total - score.total;
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
