import { sql } from "kysely";
import { formatDate } from "~/lib/ui/format";
import { taskLink } from "./tasks.server";
import { db } from "../db/db.server";
import { notify } from "../notifications/notify.server";
import type { OutboxMessage } from "../outbox/outbox.server";
import { takeJob, type JobHandlers } from "../outbox/daily-jobs.server";

// The day's task reminders: each open task due today is reminded to its assignee once
// (tasks.reminded_at is the claim, set in the job's transaction). A day missed while
// the server was down is caught up for a week; an older overdue task is on dashboards.

const CATCH_UP_DAYS = 7;

export async function runTaskReminders(message: OutboxMessage) {
  const today = String(message.payload.day);
  await db.transaction().execute(async (trx) => {
    if (!(await takeJob(trx, message.id))) return;
    const claimed = await trx
      .updateTable("tasks")
      .set({ reminded_at: sql`now()` })
      .where("completed_at", "is", null)
      .where("reminded_at", "is", null)
      .where("assignee_id", "is not", null)
      .where("due_on", "<=", today)
      .where("due_on", ">=", sql<string>`${today}::date - ${CATCH_UP_DAYS}::int`)
      .returning(["id", "application_id", "title", "due_on", "assignee_id"])
      .execute();
    if (!claimed.length) return;
    const people = await trx
      .selectFrom("tasks as t")
      .innerJoin("applications as a", "a.id", "t.application_id")
      .innerJoin("admin_users as u", "u.id", "t.assignee_id")
      .innerJoin("admin_users as c", "c.id", "a.client_id")
      .select(["t.id", "a.client_id", "a.reference", "u.role", "c.full_name as client_name"])
      .where(
        "t.id",
        "in",
        claimed.map((t) => t.id),
      )
      .execute();
    const byTask = new Map(people.map((p) => [p.id, p]));
    for (const task of claimed) {
      const who = byTask.get(task.id);
      if (!who) continue;
      const when = task.due_on === today ? "due today" : `overdue since ${formatDate(task.due_on)}`;
      await notify(trx, {
        userId: task.assignee_id!,
        kind: "task_due",
        title:
          who.role === "client"
            ? `Your task is ${when}: ${task.title}`
            : `Task ${when}: ${task.title} (${who.client_name}, ${who.reference})`,
        body: who.role === "client" ? "Mark it done in your portal once it is, so your case team knows." : "",
        link: taskLink(who.role, who.client_id, task.application_id),
      });
    }
  });
}

export const taskReminderJob = { task_reminders: { run: runTaskReminders } } satisfies JobHandlers<"task_reminders">;
