import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { checkSection, type Question, type Section, type SectionAnswers, type SectionCheck } from "~/lib/cases/questionnaire";
import { answersFromForm } from "~/lib/cases/questionnaire-answers";
import { Field, FieldErrors, FormAlert, SelectField, TextAreaField } from "../ui/forms";

type Errors = Record<string, string[] | undefined>;

/**
 * One section of a questionnaire as a form, a section at a time. Repeating rows (an
 * address, a job, a trip) are fieldsets; without JavaScript "Add another" saves and
 * comes back with an empty row, with it the row appears at once. What was typed is
 * always what is shown again, with each error beside its field. With JavaScript a section
 * sent is checked in the browser first (the server's check, the same words), so a gap in a
 * history is named before anything is sent.
 */
export function QuestionnaireSection({
  section,
  values,
  errors: serverErrors = {},
  messages: serverMessages = [],
  extraRows = 0,
  locked,
  today,
}: {
  section: Section;
  values: SectionAnswers;
  errors?: Errors;
  messages?: string[];
  extraRows?: number;
  locked: boolean;
  /** The firm's day, "YYYY-MM-DD": histories run to it. */
  today: string;
}) {
  const busy = useNavigation().state === "submitting";
  const [added, setAdded] = useState(0);
  const [checked, setChecked] = useState<SectionCheck | null>(null);
  const errors: Errors = checked?.fieldErrors ?? serverErrors;
  const messages = checked?.messages ?? serverMessages;
  const checkBeforeSending = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "send") return setChecked(null);
    const form = new FormData(event.currentTarget);
    const answers = answersFromForm(section, (name) => {
      const v = form.get(name);
      return typeof v === "string" ? v : null;
    });
    const check = checkSection(section, answers, today);
    const wrong = Object.keys(check.fieldErrors).length > 0 || check.messages.length > 0;
    if (wrong) event.preventDefault(); // nothing sent: what is wrong is shown where it is
    setChecked(wrong ? check : null);
  };
  const rows = section.rows;
  const shown = rows ? Math.min(rows.max, Math.max(values.rows.length + extraRows, rows.min, 1) + added) : 0;
  return (
    <Form method="post" className="space-y-5" noValidate onSubmit={checkBeforeSending}>
      <fieldset disabled={locked} className="space-y-4">
        <legend className="sr-only">{section.title}</legend>
        {section.questions.map((q) => (
          <QuestionField key={q.key} question={q} name={q.key} value={values.fields[q.key] ?? ""} errors={errors} fields={values.fields} />
        ))}
        {rows ? (
          <div className="space-y-3" data-rows={section.key}>
            {messages.length ? (
              <div role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 p-3 text-sm text-red-900" data-history-messages>
                <ul className="list-disc pl-5">
                  {messages.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {Array.from({ length: shown }, (_, i) => (
              <fieldset key={i} className="rounded-lg border border-slate-200 p-3" data-row={i}>
                <legend className="px-1 text-sm font-semibold text-slate-900">{`${capitalise(rows.noun)} ${i + 1}`}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {rows.columns.map((c) => (
                    <QuestionField
                      key={c.key}
                      question={
                        c.key === "to" && rows.history ? { ...c, required: false, hint: c.hint ?? "Leave empty if it goes on today" } : c
                      }
                      name={`rows.${i}.${c.key}`}
                      value={values.rows[i]?.[c.key] ?? ""}
                      errors={errors}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
            {shown < rows.max ? (
              <button
                type="submit"
                name="intent"
                value="add-row"
                className="btn-secondary"
                onClick={(e) => {
                  e.preventDefault(); // with JavaScript: the row appears without a round trip
                  setAdded((n) => n + 1);
                }}
              >
                {`Add another ${rows.noun}`}
              </button>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      {locked ? (
        <FormAlert
          tone="info"
          message="These answers are locked: the application is ready to lodge. Ask your case team if something must change."
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="send" className="btn-primary" disabled={busy}>
            Send to your case team
          </button>
          <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
            Save and finish later
          </button>
        </div>
      )}
    </Form>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function QuestionField({
  question: q,
  name,
  value,
  errors,
  fields,
}: {
  question: Question;
  name: string;
  value: string;
  errors: Errors;
  fields?: Record<string, string>;
}) {
  const label = q.required ? q.label : `${q.label} (optional)`;
  const common = { id: `q-${name}`, label, name, hint: q.hint, errors: errors[name] };
  switch (q.kind) {
    case "text":
      return q.maxLength > 200 ? (
        <TextAreaField {...common} rows={3} defaultValue={value} maxLength={q.maxLength} />
      ) : (
        <Field {...common} defaultValue={value} maxLength={q.maxLength} />
      );
    case "date":
      return <Field {...common} type="date" defaultValue={value} />;
    case "month":
      return <Field {...common} type="month" defaultValue={value} placeholder="YYYY-MM" />;
    case "country":
      return <Field {...common} defaultValue={value} autoComplete="country-name" />;
    case "choice":
      return (
        <SelectField
          label={label}
          name={name}
          defaultValue={value}
          errors={errors[name]}
          options={[{ value: "", label: "Choose…" }, ...q.choices.map((c) => ({ value: c.value, label: c.label }))]}
        />
      );
    case "yes-no": {
      const explain = `${name}_explain`;
      return (
        <fieldset className="space-y-2" aria-describedby={errors[name] ? `${common.id}-error` : undefined}>
          <legend className="label">{label}</legend>
          {q.hint ? <p className="text-sm text-slate-600">{q.hint}</p> : null}
          <div className="flex gap-6">
            {(["yes", "no"] as const).map((v) => (
              <label key={v} className="flex items-center gap-2 text-sm">
                <input type="radio" name={name} value={v} defaultChecked={value === v} />
                {v === "yes" ? "Yes" : "No"}
              </label>
            ))}
          </div>
          <FieldErrors id={`${common.id}-error`} errors={errors[name]} />
          {q.explainWhen ? (
            <TextAreaField
              id={`q-${explain}`}
              label={q.explainLabel ?? `If ${q.explainWhen}, explain`}
              name={explain}
              rows={2}
              defaultValue={fields?.[explain] ?? ""}
              errors={errors[explain]}
            />
          ) : null}
        </fieldset>
      );
    }
  }
}
