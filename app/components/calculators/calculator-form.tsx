import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SelectField } from "~/components/ui/forms";
import { questionsOf, readAnswers, type Answers, type Calculator } from "~/lib/calculators/engine";

/**
 * A calculator's questions as one GET form: without JavaScript "Calculate" sends it and
 * the page comes back scored; with it the score follows every change (onAnswers). Each
 * question starts at "Choose…": nothing is answered for the visitor.
 */
export function CalculatorForm<T>({
  calculator,
  answers,
  errors,
  onAnswers,
}: {
  calculator: Calculator<T>;
  answers: Answers;
  errors: Record<string, string[]>;
  onAnswers: (answers: Answers) => void;
}) {
  const asked = new Set(questionsOf(calculator, answers).map((q) => q.name));
  const form = useRef<HTMLFormElement>(null);
  // Answers changed before the scripts arrived are in the page, not yet in the score.
  useEffect(() => {
    if (form.current) onAnswers(readAnswers(calculator, new FormData(form.current)).answers);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the page comes alive
  return (
    <Form
      ref={form}
      method="get"
      preventScrollReset
      replace
      className="min-w-0 space-y-6"
      onChange={(event) => onAnswers(readAnswers(calculator, new FormData(event.currentTarget)).answers)}
    >
      {calculator.sections.map((section) => {
        const questions = section.questions.filter((q) => asked.has(q.name));
        if (!questions.length) return null;
        return (
          // min-w-0: a fieldset is as wide as its longest option otherwise (the language levels name four tests).
          <fieldset key={section.title} className="min-w-0 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{section.title}</legend>
            <div className="mt-2 space-y-4">
              {questions.map((q) => (
                <div key={q.name}>
                  <SelectField
                    label={q.label}
                    name={q.name}
                    defaultValue={answers[q.name]}
                    options={[{ value: "", label: "Choose…" }, ...q.choices]}
                    errors={errors[q.name]}
                  />
                  {q.hint ? <p className="mt-1 text-sm text-slate-600">{q.hint}</p> : null}
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
      <button type="submit" className="btn-primary">
        Calculate
      </button>
    </Form>
  );
}
