import { stringify } from "csv-stringify/sync";
import { labelledAnswers } from "~/lib/cases/answer-labels";
import { PERSON_ROLE_LABELS, personName } from "~/lib/cases/people";
import type { Question } from "~/lib/cases/questionnaire";
import type { Person } from "~/lib/cases/people";
import { peopleOf } from "../cases/people.server";
import { questionnaireOf } from "../cases/questionnaires.server";
import { spreadsheetText } from "../http/csv.server";

// The people on a client's applications and each one's answers, in the questions' own
// words (answers.json of the records export): what the firm holds, readable without the app.
// The same people and answers make each application's answers PDF (answers-pdf.server.ts).

export type PersonWithQuestionnaire = { person: Person; questionnaire: Awaited<ReturnType<typeof questionnaireOf>> };

/** Each application's people, the main applicant first, with their questionnaires, by application id. */
export async function questionnairesOf(apps: { id: string; service_slug: string }[], today: string) {
  const people = await peopleOf(apps.map((a) => a.id));
  const out = new Map<string, PersonWithQuestionnaire[]>();
  for (const a of apps)
    out.set(
      a.id,
      await Promise.all(
        people
          .filter((p) => p.applicationId === a.id)
          .map(async (person) => ({ person, questionnaire: await questionnaireOf(person, a.service_slug, today) })),
      ),
    );
  return out;
}

function labelled(questions: Question[], answers: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const a of labelledAnswers(questions, answers)) {
    out[a.label] = a.value;
    if (a.explanation) out[`${a.label} (explanation)`] = a.explanation;
  }
  return out;
}

/** answers.json: every application's people, their details and their answered sections. */
export function answersJson(apps: { id: string; reference: string }[], families: Map<string, PersonWithQuestionnaire[]>) {
  return apps.map((a) => ({
    application: a.reference,
    people: (families.get(a.id) ?? []).map(({ person: p, questionnaire: q }) => ({
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
          .map(({ section, answer }) => ({
            section: section.title,
            state: answer!.state,
            answers: labelled(section.questions, answer!.answers.fields),
            rows: section.rows ? answer!.answers.rows.map((r) => labelled(section.rows!.columns, r)) : [],
          })),
      },
    })),
  }));
}

/**
 * answers.csv: one line per answer (application, person, section, row, question, answer), for a
 * spreadsheet. Written by csv-stringify, which quotes what needs quoting; a cell that a spreadsheet
 * would run as a formula (= + - @ first) is kept as text with a leading apostrophe.
 */
export function answersCsv(apps: { id: string; reference: string }[], families: Map<string, PersonWithQuestionnaire[]>) {
  const lines: string[][] = [];
  for (const a of apps)
    for (const { person, questionnaire } of families.get(a.id) ?? [])
      for (const { section, answer } of questionnaire?.sections ?? []) {
        if (!answer) continue;
        const base = [a.reference, personName(person), PERSON_ROLE_LABELS[person.role], section.title];
        for (const x of labelledAnswers(section.questions, answer.answers.fields)) {
          lines.push([...base, "", x.label, x.value]);
          if (x.explanation) lines.push([...base, "", `${x.label} (explanation)`, x.explanation]);
        }
        answer.answers.rows.forEach((row, i) => {
          for (const x of labelledAnswers(section.rows?.columns ?? [], row)) lines.push([...base, String(i + 1), x.label, x.value]);
        });
      }
  return stringify(
    lines.map((l) => l.map(spreadsheetText)),
    { header: true, columns: ["Application", "Person", "Role", "Section", "Row", "Question", "Answer"] },
  );
}
