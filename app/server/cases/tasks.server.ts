import { data } from "@remix-run/node";
import { sql } from "kysely";
import { formatDate } from "~/lib/ui/format";
import { taskSchema } from "~/lib/cases/task-schema";
import { UUID_RE } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import type { Role } from "../db/schema";
import { formFailure, formValues, parseFormData } from "../http/forms.server";
import { notify } from "../notifications/notify.server";
import { AlreadySubmitted, claimSubmission, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";

// Tasks of an application: given by staff to the client, the agent or themselves;
// done by their assignee or any staff member on the case. Done, a task is an entry of
// the application's history (seen by the client only when the task was theirs).

/** The tasks of these applications, open ones first, soonest due first. */
export function tasksOf(applicationIds: string[]) {
  if (!applicationIds.length) return Promise.resolve([]);
  return db
    .selectFrom("tasks as t")
    .leftJoin("admin_users as u", "u.id", "t.assignee_id")
    .select([
      "t.id",
      "t.application_id",
      "t.title",
      "t.due_on",
      "t.completed_at",
      "t.assignee_id",
      "u.full_name as assignee_name",
      "u.role as assignee_role",
    ])
    .where("t.application_id", "in", applicationIds)
    .orderBy(sql`t.completed_at is not null`)
    .orderBy(sql`t.due_on nulls last`)
    .orderBy("t.created_at")
    .limit(100)
    .execute();
}

/** The open tasks given to this person (a client's "your turn", a staff member's dashboard). */
export function openTasksFor(userId: string) {
  return db
    .selectFrom("tasks as t")
    .innerJoin("applications as a", "a.id", "t.application_id")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .select(["t.id", "t.application_id", "t.title", "t.due_on", "a.reference", "a.client_id", "c.full_name as client_name"])
    .where("t.assignee_id", "=", userId)
    .where("t.completed_at", "is", null)
    .orderBy(sql`t.due_on nulls last`)
    .limit(20)
    .execute();
}

/**
 * Marks a task done (once) and records it in the application's history; null when
 * it is not one of `applicationIds` (or, for a client, not theirs).
 */
export async function completeTask(taskId: string, userId: string, applicationIds: string[], onlyOwn = false) {
  if (!UUID_RE.test(taskId) || !applicationIds.length) return null;
  return db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable("tasks")
      .set({ completed_at: sql`now()`, completed_by: userId })
      .where("id", "=", taskId)
      .where("application_id", "in", applicationIds)
      .where("completed_at", "is", null)
      .returning(["application_id", "title", "assignee_id"]);
    if (onlyOwn) query = query.where("assignee_id", "=", userId);
    const task = await query.executeTakeFirst();
    if (!task) return null;
    const app = await trx
      .selectFrom("applications as a")
      .select(["a.status", "a.client_id"])
      .where("a.id", "=", task.application_id)
      .executeTakeFirstOrThrow();
    const summary = `Task done: ${task.title}`;
    await trx
      .insertInto("application_events")
      .values({
        application_id: task.application_id,
        actor_id: userId,
        from_status: app.status,
        to_status: app.status,
        summary,
        // The client's history shows a task of theirs, never a staff one.
        client_note: task.assignee_id === app.client_id ? summary : null,
      })
      .execute();
    return task;
  });
}

/** Where the assignee of a task finds it, by their role. */
export function taskLink(role: Role, clientId: string, applicationId: string) {
  if (role === "client") return "/client/dashboard#tasks";
  return role === "agent" ? `/agent/clients/${clientId}#tasks` : `/admin/applications/${applicationId}#tasks`;
}

type Case = { staffId: string; applications: { id: string; client_id: string; assigned_agent_id: string | null }[]; back: string };

/** The "task" and "task-done" intents of a staff page about a client or an application. */
export async function taskAction(formData: FormData, { staffId, applications, back }: Case) {
  const ids = applications.map((a) => a.id);
  if (formData.get("intent") === "task-done") {
    const done = await completeTask(String(formData.get("taskId") ?? ""), staffId, ids);
    if (!done) throw data(null, { status: 404 });
    return redirectWithToast(`${back}#tasks`, { type: "success", title: "Task done", description: "It is in the application's history." });
  }
  const parsed = parseFormData(formData, taskSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const { applicationId, title, dueOn, assignee } = parsed.data;
  const app = applications.find((a) => a.id === applicationId);
  if (!app) throw data(null, { status: 404 });
  const assigneeId = assignee === "client" ? app.client_id : assignee === "agent" ? app.assigned_agent_id : staffId;
  if (!assigneeId)
    return formFailure({
      fieldErrors: { assignee: ["This application has no agent yet: choose someone else"] },
      values: formValues(formData),
    });
  try {
    await db.transaction().execute(async (trx) => {
      await claimSubmission(trx, submissionKey(formData, "task", staffId));
      await trx
        .insertInto("tasks")
        .values({ application_id: applicationId, title, due_on: dueOn || null, assignee_id: assigneeId, created_by: staffId })
        .execute();
      if (assigneeId !== staffId) {
        const role = await trx.selectFrom("admin_users").select("role").where("id", "=", assigneeId).executeTakeFirstOrThrow();
        const link = taskLink(role.role, app.client_id, applicationId);
        await notify(trx, {
          userId: assigneeId,
          kind: "task_assigned",
          title: `A task for you: ${title}`,
          body: dueOn ? `Due ${formatDate(dueOn)}.` : "",
          link,
        });
      }
    });
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error; // sent twice: given once
  }
  return redirectWithToast(`${back}#tasks`, { type: "success", title: "Task added" });
}

/** A client's applications, with who is on each: what a staff page about that client may give tasks on. */
export function applicationsOfClient(clientId: string) {
  return db.selectFrom("applications").select(["id", "client_id", "assigned_agent_id"]).where("client_id", "=", clientId).execute();
}
