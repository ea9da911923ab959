import { sql } from "kysely";
import { isUuid } from "~/lib/http/uuid";
import type { SessionUser } from "../accounts/session.server";
import { db } from "../db/db.server";
import { paginate } from "../http/list-params.server";

// One thread per application, between the client and the staff on the case: the
// client, the client's agent and admins. Anyone else gets the same null (a 404) as
// for a thread that does not exist.

export type Thread = {
  id: string;
  reference: string;
  service_slug: string;
  client_id: string;
  client_name: string;
  agent_id: string | null;
};

export async function findThread(user: SessionUser, applicationId: string | undefined): Promise<Thread | null> {
  if (!isUuid(applicationId)) return null;
  const thread = await db
    .selectFrom("applications as a")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .leftJoin("client_profiles as p", "p.user_id", "a.client_id")
    .select(["a.id", "a.reference", "a.service_slug", "a.client_id", "c.full_name as client_name", "p.assigned_agent_id as agent_id"])
    .where("a.id", "=", applicationId.toLowerCase())
    .executeTakeFirst();
  if (!thread) return null;
  const allowed =
    user.role === "admin" ||
    (user.role === "client" && thread.client_id === user.id) ||
    (user.role === "agent" && thread.agent_id === user.id);
  return allowed ? thread : null;
}

/** A page of the thread, newest first (the page shows them oldest first). */
export function listMessages(applicationId: string, page: number) {
  const query = db
    .selectFrom("messages as m")
    .leftJoin("admin_users as u", "u.id", "m.author_id")
    .select(["m.id", "m.body", "m.from_client", "m.file_id", "m.file_name", "m.created_at", "m.author_id", "u.full_name as author_name"])
    .where("m.application_id", "=", applicationId)
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc");
  return paginate(query, page);
}

export async function markThreadRead(applicationId: string, userId: string) {
  await db
    .insertInto("message_reads")
    .values({ application_id: applicationId, user_id: userId, read_at: sql`now()` })
    .onConflict((oc) => oc.columns(["application_id", "user_id"]).doUpdateSet({ read_at: sql`now()` }))
    .execute();
  await db.deleteFrom("thread_unread").where("user_id", "=", userId).where("application_id", "=", applicationId).execute();
}

/** Unread messages from the other side, per application of a client (for the dashboard's links). */
export async function unreadByApplication(userId: string, applicationIds: string[]): Promise<Record<string, number>> {
  if (!applicationIds.length) return {};
  const rows = await db
    .selectFrom("messages as m")
    .leftJoin("message_reads as r", (j) => j.onRef("r.application_id", "=", "m.application_id").on("r.user_id", "=", userId))
    .select(["m.application_id", sql<number>`count(*)::int`.as("n")])
    .where("m.application_id", "in", applicationIds)
    .where((eb) => eb.or([eb("m.author_id", "is", null), eb("m.author_id", "!=", userId)]))
    .where((eb) => eb.or([eb("r.read_at", "is", null), eb("m.created_at", ">", eb.ref("r.read_at"))]))
    .groupBy("m.application_id")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.application_id, r.n]));
}

/** Client threads waiting for this agent's reply, oldest first. */
export function awaitingReply(agentId: string, limit = 20) {
  return db
    .selectFrom("applications as a")
    .innerJoin("client_profiles as p", "p.user_id", "a.client_id")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .select(["a.id", "a.reference", "a.awaiting_reply_since", "c.full_name as client_name"])
    .where("p.assigned_agent_id", "=", agentId)
    .where("a.awaiting_reply_since", "is not", null)
    .orderBy("a.awaiting_reply_since")
    .limit(limit)
    .execute();
}

/** The latest few messages of each application's thread, oldest first (an agent's page of the client). */
export async function latestMessagesOf(applicationIds: string[], perThread = 3) {
  if (!applicationIds.length) return {};
  const rows = await db
    .selectFrom("applications as a")
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("messages as m")
          .leftJoin("admin_users as u", "u.id", "m.author_id")
          .select([
            "m.id",
            "m.body",
            "m.from_client",
            "m.file_id",
            "m.file_name",
            "m.created_at",
            "m.author_id",
            "u.full_name as author_name",
          ])
          .whereRef("m.application_id", "=", "a.id")
          .orderBy("m.created_at", "desc")
          .orderBy("m.id", "desc")
          .limit(perThread)
          .as("m"),
      (join) => join.onTrue(),
    )
    .select([
      "a.id as application_id",
      "m.id",
      "m.body",
      "m.from_client",
      "m.file_id",
      "m.file_name",
      "m.created_at",
      "m.author_id",
      "m.author_name",
    ])
    .where("a.id", "in", applicationIds)
    .orderBy("m.created_at")
    .orderBy("m.id")
    .execute();
  const byApplication: Record<string, typeof rows> = {};
  for (const row of rows) (byApplication[row.application_id] ??= []).push(row);
  return byApplication;
}
