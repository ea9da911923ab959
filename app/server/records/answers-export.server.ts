import { PERSON_ROLE_LABELS, personName } from "~/lib/cases/people";
import type { Question, SectionAnswers } from "~/lib/cases/questionnaire";
import { peopleOf } from "../cases/people.server";
import { questionnaireOf } from "../cases/questionnaires.server";

// The people on a client's applications and each one's answers, in the questions' own
// words (answers.json of the records export): what the firm holds, readable without the app.

const value = (q: Question, v: string | undefined) =>
  !v
    ? ""
    : q.kind === "choice"
      ? (q.choices.find((c) => c.value === v)?.label ?? v)
      : q.kind === "yes-no"
        ? v === "yes"
          ? "Yes"
          : "No"
        : v;

function labelled(questions: Question[], answers: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const q of questions) {
    out[q.label] = value(q, answers[q.key]);
    if (answers[`${q.key}_explain`]) out[`${q.label} (explanation)`] = answers[`${q.key}_explain`];
  }
  return out;
}

export async function answersExport(apps: { id: string; reference: string; service_slug: string }[], today: string) {
  const people = await peopleOf(apps.map((a) => a.id));
  return Promise.all(
    apps.map(async (a) => ({
      application: a.reference,
      people: await Promise.all(
        people
          .filter((p) => p.applicationId === a.id)
          .map(async (p) => {
            const q = await questionnaireOf(p, a.service_slug, today);
            return {
              name: personName(p),
              role: PERSON_ROLE_LABELS[p.role],
              dateOfBirth: p.dateOfBirth,
              nationality: p.nationality,
              passport: { number: p.passportNumber, issuedBy: p.passportCountry, expires: p.passportExpiry },
              questionnaire: q && {
                title: q.template.title,
                version: q.template.version,
                sections: q.sections
                  .filter((s) => s.answer)
                  .map(({ section, answer }) => {
                    const answers = answer!.answers as SectionAnswers;
                    return {
                      section: section.title,
                      state: answer!.state,
                      answers: labelled(section.questions, answers.fields),
                      rows: section.rows ? answers.rows.map((r) => labelled(section.rows!.columns, r)) : [],
                    };
                  }),
              },
            };
          }),
      ),
    })),
  );
}
