import { sql } from "kysely";
import { documentLabel } from "~/lib/documents/document-checklists";
import { formatDate } from "~/lib/ui/format";
import { db, type Db } from "../db/db.server";
import { notify } from "../notifications/notify.server";
import type { OutboxMessage } from "../outbox/outbox.server";
import { takeJob, type JobHandlers } from "../outbox/daily-jobs.server";

// What is stuck: documents waiting for review, and client messages no one has
// answered, for more than STUCK_AFTER_DAYS. Shown on the admin dashboard, and told
// to every admin each morning by a job of the outbox (one a day, however many
// instances run; see daily.server.ts), as a notice each chooses to get by e-mail or not.

export const STUCK_AFTER_DAYS = 3;
const SHOWN = 10;

/** What is stuck, as of `today` (the firm's date; a task due before it is overdue). */
export async function stuckItems(today: string, executor: Db = db) {
  const cutoff = sql<Date>`now() - make_interval(days => ${STUCK_AFTER_DAYS})`;
  const documents = await executor
    .selectFrom("documents as d")
    .innerJoin("admin_users as c", "c.id", "d.client_id")
    .leftJoin("application_items as i", "i.id", "d.item_id")
    .select(["d.id", "d.client_id", "d.document_type", "i.name as item_name", "d.created_at", "c.full_name as client_name"])
    .where("d.status", "=", "uploaded")
    .where("d.created_at", "<", cutoff)
    .orderBy("d.created_at")
    .limit(SHOWN)
    .execute();
  const messages = await executor
    .selectFrom("applications as a")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .select(["a.id", "a.reference", "a.awaiting_reply_since", "c.full_name as client_name"])
    .where("a.awaiting_reply_since", "<", cutoff)
    .orderBy("a.awaiting_reply_since")
    .limit(SHOWN)
    .execute();
  const tasks = await executor
    .selectFrom("tasks as t")
    .innerJoin("applications as a", "a.id", "t.application_id")
    .leftJoin("admin_users as u", "u.id", "t.assignee_id")
    .select(["t.id", "t.title", "t.due_on", "a.id as application_id", "a.reference", "u.full_name as assignee_name"])
    .where("t.completed_at", "is", null)
    .where("t.due_on", "<", today)
    .orderBy("t.due_on")
    .limit(SHOWN)
    .execute();
  // Counted from the partial indexes, capped: "1000+" is enough to say it.
  const totals = await sql<{ documents: number; messages: number; tasks: number }>`
    select
      (select count(*)::int from (select 1 from documents where status = 'uploaded' and created_at < ${cutoff} limit 1000) t) as documents,
      (select count(*)::int from (select 1 from applications where awaiting_reply_since < ${cutoff} limit 1000) t) as messages,
      (select count(*)::int from (select 1 from tasks where completed_at is null and due_on < ${today}::date limit 1000) t) as tasks`.execute(
    executor,
  );
  const { documents: documentsTotal, messages: messagesTotal, tasks: tasksTotal } = totals.rows[0];
  return {
    documents: documents.map((d) => ({ ...d, label: documentLabel(d.document_type, d.item_name) })),
    messages,
    tasks,
    tasksTotal,
    documentsTotal,
    messagesTotal,
  };
}

const plural = (n: number, one: string, many: string) => `${n >= 1000 ? "1,000+" : n} ${n === 1 ? one : many}`;

/** The day's notice: a title with the counts, and a line for each of the oldest. */
function reportOf(stuck: Awaited<ReturnType<typeof stuckItems>>) {
  const parts = [
    stuck.documentsTotal ? plural(stuck.documentsTotal, "document waits for review", "documents wait for review") : "",
    stuck.messagesTotal ? plural(stuck.messagesTotal, "client message is unanswered", "client messages are unanswered") : "",
  ].filter(Boolean);
  const late = stuck.tasksTotal ? plural(stuck.tasksTotal, "task is overdue", "tasks are overdue") : "";
  const lines = [
    ...stuck.documents.map((d) => `Document: ${d.client_name}, ${d.label}, uploaded ${formatDate(d.created_at)}`),
    ...stuck.messages.map(
      (m) => `Message: ${m.client_name}, application ${m.reference}, waiting since ${formatDate(m.awaiting_reply_since)}`,
    ),
    ...stuck.tasks.map((t) => `Task: ${t.title} (${t.assignee_name ?? "nobody"}), application ${t.reference}, due ${formatDate(t.due_on)}`),
  ];
  const waiting = parts.length ? `${parts.join("; ")} (over ${STUCK_AFTER_DAYS} days)` : "";
  return { title: [waiting, late].filter(Boolean).join("; "), body: lines.join("\n") };
}

/** Runs one day's report, its notices written with the job marked done (takeJob). */
export async function runStuckReport(message: OutboxMessage) {
  await db.transaction().execute(async (trx) => {
    if (!(await takeJob(trx, message.id))) return;
    const stuck = await stuckItems(String(message.payload.day), trx);
    if (!stuck.documentsTotal && !stuck.messagesTotal && !stuck.tasksTotal) return; // nothing stuck: no e-mail
    const { title, body } = reportOf(stuck);
    const admins = await trx.selectFrom("admin_users").select("id").where("role", "=", "admin").where("is_active", "=", true).execute();
    for (const admin of admins) await notify(trx, { userId: admin.id, kind: "stuck_items", title, body, link: "/admin/dashboard#stuck" });
  });
}

export const stuckReportJob = { stuck_report: { run: runStuckReport } } satisfies JobHandlers<"stuck_report">;
