import { Form } from "@remix-run/react";
import type { Question, Section, SectionAnswers } from "~/lib/cases/questionnaire";
import { ANSWER_STATE_LABELS, type AnswerState } from "~/lib/cases/questionnaire-answers";
import { answerText } from "~/lib/cases/answer-labels";
import { PERSON_ROLE_LABELS, type PersonRole } from "~/lib/cases/people";
import type { FormFailure } from "~/lib/http/form-failure";
import { formatDateTime } from "~/lib/ui/format";
import { FormAlert, TextAreaField } from "../ui/forms";

type Change = { id: string; by: string | null; at: string; before: SectionAnswers; after: SectionAnswers };
type StaffSection = {
  section: Section;
  answer: { id: string; answers: SectionAnswers; state: AnswerState; reviewNote: string | null; updatedAt: string } | null;
  changes: Change[];
};
export type StaffPerson = {
  id: string;
  name: string;
  role: PersonRole;
  template: { version: number; title: string } | null;
  sections: StaffSection[];
};

/** Staff: every person's answers, section by section, each with its review and its changes. */
export function StaffAnswers({ people, failure }: { people: StaffPerson[]; failure?: FormFailure | null }) {
  return (
    <div className="space-y-6">
      {people.map((p) => (
        <section key={p.id} className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby={`person-${p.id}`} data-answers-of={p.name}>
          <h2 id={`person-${p.id}`} className="font-semibold text-slate-900">
            {`${p.name} · ${PERSON_ROLE_LABELS[p.role]}`}
          </h2>
          {p.template ? (
            <p className="text-xs text-slate-600">{`${p.template.title}, version ${p.template.version}`}</p>
          ) : (
            <p className="text-sm text-slate-700">No questionnaire for this visa type.</p>
          )}
          <ol className="mt-3 space-y-4">
            {p.sections.map((s) => (
              <li
                key={s.section.key}
                id={s.answer ? `answer-${s.answer.id}` : undefined}
                className="rounded-md border border-slate-200 p-3"
                data-section={s.section.key}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-medium text-slate-900">{s.section.title}</h3>
                  <span className="text-xs font-semibold text-slate-700" data-state={s.answer?.state ?? "empty"}>
                    {ANSWER_STATE_LABELS[s.answer?.state ?? "empty"]}
                  </span>
                </div>
                {s.answer ? <AnswerList section={s.section} answers={s.answer.answers} /> : null}
                {s.answer?.reviewNote ? <p className="mt-2 text-sm text-amber-900">{`Change asked: ${s.answer.reviewNote}`}</p> : null}
                {s.answer && (s.answer.state === "sent" || s.answer.state === "accepted") ? (
                  <ReviewForm
                    answerId={s.answer.id}
                    canAccept={s.answer.state === "sent"}
                    failure={failure?.values.answerId === s.answer.id ? failure : null}
                  />
                ) : null}
                {s.changes.length ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm font-semibold text-brand-700">{`Changes after it was sent (${s.changes.length})`}</summary>
                    <ul className="mt-2 space-y-2 text-sm">
                      {s.changes.map((c) => (
                        <li key={c.id} data-change>
                          <p className="text-xs text-slate-600">{`${c.by ?? "Former user"}, ${formatDateTime(c.at)}`}</p>
                          <ul className="list-disc pl-5">
                            {differences(s.section, c.before, c.after).map((d) => (
                              <li key={d}>{d}</li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

const shown = (q: Question, v: string | undefined) => answerText(q, v) || "—";

function AnswerList({ section, answers }: { section: Section; answers: SectionAnswers }) {
  return (
    <div className="mt-2 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {section.questions.map((q) => (
          <div key={q.key} className="contents">
            <dt className="text-slate-600">{q.label}</dt>
            <dd className="text-slate-900">
              {shown(q, answers.fields[q.key])}
              {answers.fields[`${q.key}_explain`] ? ` — ${answers.fields[`${q.key}_explain`]}` : ""}
            </dd>
          </div>
        ))}
      </dl>
      {section.rows ? (
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left text-xs">
            <thead>
              <tr>
                {section.rows.columns.map((c) => (
                  <th key={c.key} scope="col" className="px-2 py-1 font-semibold text-slate-700">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answers.rows.map((r, i) => (
                <tr key={i} className="border-t border-slate-100">
                  {section.rows!.columns.map((c) => (
                    <td key={c.key} className="px-2 py-1 text-slate-900">
                      {shown(c, r[c.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** What a change altered, in the form's words: "Street address, row 2: 'old' → 'new'". */
function differences(section: Section, before: SectionAnswers, after: SectionAnswers): string[] {
  const out: string[] = [];
  const say = (label: string, a = "", b = "") => a !== b && out.push(`${label}: ${a ? `“${a}”` : "empty"} → ${b ? `“${b}”` : "empty"}`);
  for (const q of section.questions) say(q.label, before.fields[q.key], after.fields[q.key]);
  const rows = Math.max(before.rows.length, after.rows.length);
  for (let i = 0; i < rows; i++)
    for (const c of section.rows?.columns ?? []) say(`${c.label}, row ${i + 1}`, before.rows[i]?.[c.key], after.rows[i]?.[c.key]);
  return out.length ? out : ["Saved again unchanged"];
}

function ReviewForm({ answerId, canAccept, failure }: { answerId: string; canAccept: boolean; failure: FormFailure | null }) {
  return (
    <Form method="post" className="mt-3 space-y-2" noValidate>
      <input type="hidden" name="intent" value="answers-review" />
      <input type="hidden" name="answerId" value={answerId} />
      <FormAlert message={failure?.formError} />
      <TextAreaField
        id={`note-${answerId}`}
        label="What should change (for a change)"
        hint="They read this beside the section and by e-mail."
        name="note"
        rows={2}
        defaultValue={failure?.values.note ?? ""}
        errors={failure?.fieldErrors.note}
      />
      <div className="flex flex-wrap gap-3">
        {canAccept ? (
          <button type="submit" name="decision" value="accept" className="btn-primary">
            Accept this section
          </button>
        ) : null}
        <button type="submit" name="decision" value="change" className="btn-secondary">
          Ask for a change
        </button>
      </div>
    </Form>
  );
}
