import { sql } from "kysely";
import { db } from "../db/db.server";
import { paginate } from "../http/list-params.server";
import { prepared } from "../db/prepared.server";

// "What's new": a person's notices, newest first, and how many are unread.

export function listNotices(userId: string, page: number) {
  const query = db
    .selectFrom("notifications")
    .select(["id", "kind", "title", "body", "link", "read_at", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  return paginate(query, page);
}

/** Counted from the partial index of unread notices, capped: the badge says "99+". */
export async function unreadCount(userId: string): Promise<number> {
  const query = sql<{ n: number }>`
    select count(*)::int as n from (select 1 from notifications where user_id = ${userId} and read_at is null limit 100) t`;
  const row = await db.executeQuery(prepared("unread-count", query.compile(db))); // on every portal page
  return row.rows[0]?.n ?? 0;
}

/** Marks one notice read and returns where it leads; null when it is not this person's. */
export async function openNotice(userId: string, id: string): Promise<string | null> {
  const row = await db
    .updateTable("notifications")
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("link")
    .executeTakeFirst();
  return row?.link ?? null;
}

export async function markAllRead(userId: string) {
  await db
    .updateTable("notifications")
    .set({ read_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .execute();
}
