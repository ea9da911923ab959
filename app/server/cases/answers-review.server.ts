import { data } from "@remix-run/node";
import { z } from "zod";
import { answersLocked } from "~/lib/cases/questionnaire-answers";
import { personName } from "~/lib/cases/people";
import { UUID_RE } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import { formFailure, parseFormData } from "../http/forms.server";
import { redirectWithToast } from "../http/toast.server";
import { peopleOf } from "./people.server";
import { changesOf, questionnaireOf, reviewSection, unlockAnswers } from "./questionnaires.server";

// Staff's page of an application's answers: every person's sections, reviewed one at a
// time (accept, or ask for a change with a note), each change since a section was first
// sent, and the admin's "open the answers again" once they are locked.

/** The application, if this staff member may see it: an admin any, an agent their clients'. */
export async function applicationForStaff(applicationId: string | undefined, staff: { id: string; role: string }) {
  if (!applicationId || !UUID_RE.test(applicationId)) throw data(null, { status: 404 });
  let query = db
    .selectFrom("applications as a")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .innerJoin("client_profiles as p", "p.user_id", "a.client_id")
    .select(["a.id", "a.reference", "a.service_slug", "a.status", "a.answers_unlocked", "a.client_id", "c.full_name as client_name"])
    .where("a.id", "=", applicationId);
  if (staff.role !== "admin") query = query.where("p.assigned_agent_id", "=", staff.id);
  const app = await query.executeTakeFirst();
  if (!app) throw data(null, { status: 404 });
  return app;
}

export async function applicationAnswers(app: Awaited<ReturnType<typeof applicationForStaff>>, today: string) {
  const people = await peopleOf([app.id]);
  const files = await Promise.all(
    people.map(async (p) => ({
      person: { id: p.id, name: personName(p), role: p.role },
      questionnaire: await questionnaireOf(p, app.service_slug, today),
    })),
  );
  const answerIds = files.flatMap((f) => f.questionnaire?.sections.flatMap((s) => (s.answer ? [s.answer.id] : [])) ?? []);
  const changes = await changesOf(answerIds);
  return {
    locked: answersLocked(app.status, app.answers_unlocked),
    people: files.map((f) => ({
      ...f.person,
      template: f.questionnaire?.template ?? null,
      sections: (f.questionnaire?.sections ?? []).map((s) => ({
        ...s,
        changes: changes
          .filter((c) => c.answer_id === s.answer?.id)
          .map((c) => ({ id: c.id, by: c.changed_by_name, at: new Date(c.created_at).toISOString(), before: c.before, after: c.after })),
      })),
    })),
  };
}

const reviewSchema = z.object({
  intent: z.literal("answers-review"),
  answerId: z.string().regex(UUID_RE),
  decision: z.enum(["accept", "change"]),
  note: z.string().trim().max(2000, "Use at most 2,000 characters").default(""),
});
const unlockSchema = z.object({
  intent: z.literal("answers-unlock"),
  reason: z.string().trim().min(1, "Say why the answers must change").max(1000, "Use at most 1,000 characters"),
});

export async function answersAction(formData: FormData, staff: { id: string; role: string }, applicationId: string, back: string) {
  if (formData.get("intent") === "answers-unlock") {
    if (staff.role !== "admin") throw data(null, { status: 403 });
    const parsed = parseFormData(formData, unlockSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    await unlockAnswers(applicationId, staff.id, parsed.data.reason);
    return redirectWithToast(back, {
      type: "success",
      title: "Answers opened again",
      description: "They lock again when the application is next ready to lodge.",
    });
  }
  const parsed = parseFormData(formData, reviewSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const { answerId, decision, note } = parsed.data;
  if (decision === "change" && !note)
    return formFailure({
      fieldErrors: { note: ["Say what should change: they read this"] },
      values: Object.fromEntries([...formData].map(([k, v]) => [k, String(v)])),
    });
  if (!(await reviewSection(answerId, applicationId, staff.id, decision, note)))
    return formFailure(
      { fieldErrors: {}, formError: "That section changed meanwhile: read it again.", values: { intent: "answers-review", answerId } },
      409,
    );
  return redirectWithToast(`${back}#answer-${answerId}`, {
    type: "success",
    title: decision === "accept" ? "Section accepted" : "Change asked for",
    description: decision === "accept" ? undefined : "They are told by e-mail and see your note beside the section.",
  });
}
