import { sql } from "kysely";
import { KEY_DATE_KINDS } from "~/lib/cases/key-dates";
import { dayAfter, mostUrgentFirst, REPLY_WITHIN_DAYS, REVIEW_WITHIN_DAYS, type Waiting } from "~/lib/cases/waiting-on-agent";
import { db } from "../db/db.server";
import { awaitingReply } from "../messages/threads.server";
import { firmTimeZoneSetting } from "../website/settings.server";
import { caseloadIds } from "./agent-portal.server";
import { keyDatesComingFor } from "./key-dates.server";
import { openTasksFor } from "./tasks.server";

// What waits on an agent, from their own caseload only. Each source gives its 20 most urgent,
// so the merged list's head is right whatever the size of the caseload.

/** Files waiting for review, one entry per client's checklist item, oldest upload first (names joined to those 20 only). */
function filesToReview(agentId: string) {
  const waiting = db
    .selectFrom("documents as d")
    .select([
      "d.client_id",
      "d.item_id",
      "d.document_type",
      sql<number>`count(*)::int`.as("files"),
      sql<Date>`min(d.created_at)`.as("since"),
    ])
    // A file waiting makes its client current (decision 026).
    .where("d.client_id", "=", caseloadIds(agentId, "current"))
    .where("d.status", "=", "uploaded")
    .groupBy(["d.client_id", "d.item_id", "d.document_type"])
    .orderBy(sql`min(d.created_at)`)
    .limit(20);
  return db
    .selectFrom(waiting.as("w"))
    .innerJoin("admin_users as c", "c.id", "w.client_id")
    .leftJoin("application_items as i", "i.id", "w.item_id")
    .select([
      "w.client_id",
      "c.full_name as client_name",
      "w.item_id",
      sql<string>`coalesce(i.name, w.document_type)`.as("item_name"),
      "w.files",
      "w.since",
    ])
    .orderBy("w.since")
    .execute();
}

export async function waitingOnAgent(agentId: string, today: string): Promise<Waiting[]> {
  const [zone, messages, files, tasks, keyDates] = await Promise.all([
    firmTimeZoneSetting(),
    awaitingReply(agentId),
    filesToReview(agentId),
    openTasksFor(agentId),
    keyDatesComingFor(agentId, today),
  ]);
  const iso = (at: Date | string) => new Date(at).toISOString();
  return mostUrgentFirst([
    ...messages.map((m): Waiting => {
      const since = iso(m.awaiting_reply_since!);
      return {
        kind: "message",
        id: m.id,
        title: `Reply to ${m.client_name} · ${m.reference}`,
        href: `/agent/messages/${m.id}#latest`,
        dueOn: dayAfter(since, REPLY_WITHIN_DAYS, zone),
        since,
      };
    }),
    ...files.map((f): Waiting => {
      const since = iso(f.since);
      const what = f.files === 1 ? "1 file" : `${f.files} files`;
      return {
        kind: "document",
        id: `${f.client_id}:${f.item_id ?? f.item_name}`,
        title: `Review ${what}: ${f.client_name} · ${f.item_name}`,
        href: `/agent/clients/${f.client_id}${f.item_id ? `#item-${f.item_id}` : "#checklist"}`,
        dueOn: dayAfter(since, REVIEW_WITHIN_DAYS, zone),
        since,
      };
    }),
    ...tasks.map((t): Waiting => ({
      kind: "task",
      id: t.id,
      title: `${t.title} · ${t.client_name}`,
      href: `/agent/clients/${t.client_id}#tasks`,
      dueOn: t.due_on,
      since: "",
    })),
    ...keyDates.map((k): Waiting => ({
      kind: "key-date",
      id: k.id,
      title: `${k.client_name}: ${KEY_DATE_KINDS[k.kind].label}`,
      href: `/agent/clients/${k.client_id}#key-dates`,
      dueOn: k.due_on,
      since: "",
    })),
  ]);
}
