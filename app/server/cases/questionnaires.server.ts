import { sql } from "kysely";
import { QUESTIONNAIRES } from "~/content/questionnaires";
import { sectionApplies, type Section, type SectionAnswers } from "~/lib/cases/questionnaire";
import { answersLocked, sameAnswers, type AnswerState } from "~/lib/cases/questionnaire-answers";
import { isAdult, type PersonRole } from "~/lib/cases/people";
import { db } from "../db/db.server";
import { tellAnswersReviewed, tellAnswersSent } from "../notifications/events.server";

// Each person's questionnaire (decision 025): the visa type's template, pinned to the
// version their first answer used; answers saved a section at a time; every change made
// after a section was first sent kept (who, when, before, after).

export class AnswersLockedError extends Error {
  constructor() {
    super("These answers are locked: the application is ready to lodge. Ask your case team if something must change.");
  }
}

/** The newest version of a visa type's template; the seeded one becomes version 1 on first use. */
export async function latestTemplate(serviceSlug: string) {
  const read = () =>
    db
      .selectFrom("questionnaire_templates")
      .select(["id", "version", "body"])
      .where("service_slug", "=", serviceSlug)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
  const found = await read();
  if (found || !QUESTIONNAIRES[serviceSlug]) return found ?? null;
  await db
    .insertInto("questionnaire_templates")
    .values({ service_slug: serviceSlug, version: 1, body: JSON.stringify(QUESTIONNAIRES[serviceSlug]) })
    .onConflict((c) => c.columns(["service_slug", "version"]).doNothing())
    .execute();
  return (await read()) ?? null;
}

type PersonOnFile = { id: string; role: PersonRole; dateOfBirth: string | null };
export type SectionWithAnswer = {
  section: Section;
  answer: { id: string; answers: SectionAnswers; state: AnswerState; reviewNote: string | null; updatedAt: string } | null;
};

/** A person's questionnaire: its template (theirs once they answered), the sections for them and their answers. */
export async function questionnaireOf(person: PersonOnFile, serviceSlug: string, today: string) {
  const answers = await db
    .selectFrom("questionnaire_answers")
    .select(["id", "template_id", "section_key", "answers", "state", "review_note", "updated_at"])
    .where("person_id", "=", person.id)
    .execute();
  const template = answers.length
    ? await db
        .selectFrom("questionnaire_templates")
        .select(["id", "version", "body"])
        .where("id", "=", answers[0].template_id)
        .executeTakeFirstOrThrow()
    : await latestTemplate(serviceSlug);
  if (!template) return null;
  const who = { role: person.role, adult: isAdult(person, today) };
  const sections: SectionWithAnswer[] = template.body.sections
    .filter((s) => sectionApplies(s, who))
    .map((section) => {
      const a = answers.find((x) => x.section_key === section.key);
      return {
        section,
        answer: a
          ? { id: a.id, answers: a.answers, state: a.state, reviewNote: a.review_note, updatedAt: new Date(a.updated_at).toISOString() }
          : null,
      };
    });
  return { template: { id: template.id, version: template.version, title: template.body.title, sources: template.body.sources }, sections };
}

/**
 * Saves one section (a draft, or sent to staff). Refused while the application's answers
 * are locked. A change to a section that was sent before is logged with its before and after.
 */
export async function saveSection(input: {
  applicationId: string;
  personId: string;
  templateId: string;
  sectionKey: string;
  sectionTitle: string;
  answers: SectionAnswers;
  send: boolean;
  userId: string;
}) {
  return db.transaction().execute(async (trx) => {
    const app = await trx
      .selectFrom("applications")
      .select(["status", "answers_unlocked"])
      .where("id", "=", input.applicationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (answersLocked(app.status, app.answers_unlocked)) throw new AnswersLockedError();
    const before = await trx
      .selectFrom("questionnaire_answers")
      .select(["id", "answers", "sent_at"])
      .where("person_id", "=", input.personId)
      .where("section_key", "=", input.sectionKey)
      .executeTakeFirst();
    const state: AnswerState = input.send ? "sent" : "draft";
    const changed = !before || !sameAnswers(before.answers, input.answers);
    const row = await trx
      .insertInto("questionnaire_answers")
      .values({
        application_id: input.applicationId,
        person_id: input.personId,
        template_id: input.templateId,
        section_key: input.sectionKey,
        answers: JSON.stringify(input.answers),
        state,
        updated_by: input.userId,
        sent_at: input.send ? sql`now()` : null,
      })
      .onConflict((c) =>
        c.columns(["person_id", "section_key"]).doUpdateSet({
          answers: JSON.stringify(input.answers),
          // Unchanged and saved again: an accepted section stays accepted.
          ...(changed || input.send ? { state, review_note: input.send ? null : sql`questionnaire_answers.review_note` } : {}),
          updated_by: input.userId,
          updated_at: sql`now()`,
          sent_at: input.send ? sql`now()` : sql`questionnaire_answers.sent_at`,
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    if (before?.sent_at && changed)
      await trx
        .insertInto("questionnaire_changes")
        .values({
          answer_id: row.id,
          changed_by: input.userId,
          before: JSON.stringify(before.answers),
          after: JSON.stringify(input.answers),
          // The time of the change, not of the transaction's start: saves sent at once wait
          // for each other (the application's lock), and the history reads in that order.
          created_at: sql`clock_timestamp()`,
        })
        .execute();
    if (input.send) await tellAnswersSent(trx, row.id, input.sectionTitle);
    return row.id;
  });
}

/** Staff accept a sent section, or ask for a change with a note; the person is told. False when it is not theirs to review (gone, or not sent). */
export async function reviewSection(answerId: string, applicationId: string, staffId: string, decision: "accept" | "change", note: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("questionnaire_answers as q")
      .set({
        state: decision === "accept" ? "accepted" : "change_asked",
        review_note: decision === "accept" ? null : note,
        reviewed_by: staffId,
        reviewed_at: sql`now()`,
      })
      .where("q.id", "=", answerId)
      .where("q.application_id", "=", applicationId)
      .where("q.state", "in", decision === "accept" ? ["sent"] : ["sent", "accepted"])
      .returning(["q.section_key", "q.template_id"])
      .executeTakeFirst();
    if (!row) return false;
    const template = await trx
      .selectFrom("questionnaire_templates")
      .select("body")
      .where("id", "=", row.template_id)
      .executeTakeFirstOrThrow();
    await tellAnswersReviewed(trx, answerId, template.body.sections.find((s) => s.key === row.section_key)?.title ?? row.section_key);
    return true;
  });
}

/** An admin opens locked answers again, with the reason kept in the application's history. */
export async function unlockAnswers(applicationId: string, adminId: string, reason: string) {
  await db.transaction().execute(async (trx) => {
    const app = await trx
      .updateTable("applications")
      .set({ answers_unlocked: true })
      .where("id", "=", applicationId)
      .returning("status")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("application_events")
      .values({
        application_id: applicationId,
        actor_id: adminId,
        from_status: app.status,
        to_status: app.status,
        summary: "Answers opened again",
        note: reason,
      })
      .execute();
  });
}

/** The change log of these sections, newest first, with who made each change. */
export function changesOf(answerIds: string[]) {
  if (!answerIds.length) return Promise.resolve([]);
  return db
    .selectFrom("questionnaire_changes as c")
    .leftJoin("admin_users as u", "u.id", "c.changed_by")
    .select(["c.id", "c.answer_id", "c.before", "c.after", "c.created_at", "u.full_name as changed_by_name"])
    .where("c.answer_id", "in", answerIds)
    .orderBy("c.created_at", "desc")
    .limit(200)
    .execute();
}
