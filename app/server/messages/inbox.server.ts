import { sql, type Transaction } from "kysely";
import { db } from "../db/db.server";
import type { Database } from "../db/schema";
import { COUNT_CAP, likePattern, PAGE_SIZE, type Page } from "../http/list-params.server";
import { unreadByApplication, type Thread } from "./threads.server";

// The staff inbox: every thread a member of staff may read (an admin: all; an agent:
// their clients' threads, restricted in SQL as findThread restricts one thread), one
// row each. Its orders are two parts read one after the other, each from an index:
// "unread first" is the viewer's unread threads (thread_unread, newest first), then the
// rest (applications.last_message_at); "oldest waiting first" is the threads waiting for
// a reply (awaiting_reply_since), then the rest. The second part is read only once the
// first is used up, and pages stop at COUNT_CAP, so no page reads more than about
// COUNT_CAP rows, whatever the number of threads.

export type InboxViewer = { id: string; role: "admin" | "agent" };
export const INBOX_SORTS = ["unread", "waiting"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export type InboxFilters = { unread: boolean; waiting: boolean; q: string; client: string };

/** Threads with a message that the viewer may read, narrowed by the filters. */
function visibleThreads(viewer: InboxViewer, filters: InboxFilters) {
  let query = db.selectFrom("applications as a").where("a.last_message_at", "is not", null);
  if (viewer.role !== "admin")
    query = query.where("a.client_id", "in", (eb) =>
      eb.selectFrom("client_profiles").select("user_id").where("assigned_agent_id", "=", viewer.id),
    );
  if (filters.client) query = query.where("a.client_id", "=", filters.client);
  if (filters.q)
    query = query.where("a.client_id", "in", (eb) =>
      eb.selectFrom("admin_users").select("id").where("role", "=", "client").where("full_name", "ilike", likePattern(filters.q)),
    );
  if (filters.waiting) query = query.where("a.awaiting_reply_since", "is not", null);
  if (filters.unread) query = query.where("a.id", "in", unreadOf(viewer.id).select("u.application_id"));
  return query;
}

/**
 * The viewer's unread threads, newest first, behind a fence (OFFSET 0): read from their
 * own index and then joined, so that a sparse match (unread and waiting) is found from
 * the viewer's unread rows rather than by walking every waiting thread.
 */
const unreadOf = (userId: string) =>
  db
    .selectFrom("thread_unread as u")
    .where("u.user_id", "=", userId)
    .orderBy("u.last_message_at", "desc")
    .orderBy("u.application_id", "desc")
    .offset(0);

const unreadFor = (userId: string) =>
  sql<boolean>`exists (select 1 from thread_unread u where u.user_id = ${userId} and u.application_id = a.id)`;

async function countOf(query: ReturnType<typeof visibleThreads>) {
  const matching = query.select(sql<number>`1`.as("one")).limit(COUNT_CAP + 1);
  const { n } = await db
    .selectFrom(matching.as("m"))
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  return n;
}

/** The page's thread ids: the first part, then (once it is used up) the second. */
async function pageIds(viewer: InboxViewer, filters: InboxFilters, sort: InboxSort, page: number) {
  const base = visibleThreads(viewer, filters);
  const first =
    sort === "unread"
      ? base
          .innerJoin(unreadOf(viewer.id).select(["u.application_id", "u.last_message_at"]).as("u"), "u.application_id", "a.id")
          .select("a.id")
          .orderBy("u.last_message_at", "desc")
          .orderBy("u.application_id", "desc")
      : base.where("a.awaiting_reply_since", "is not", null).select("a.id").orderBy("a.awaiting_reply_since").orderBy("a.id");
  const second =
    sort === "unread"
      ? filters.unread
        ? null
        : base.where(sql<boolean>`not ${unreadFor(viewer.id)}`)
      : filters.waiting
        ? null
        : base.where("a.awaiting_reply_since", "is", null);
  const offset = (page - 1) * PAGE_SIZE;
  const [inFirst, total] = await Promise.all([countOf(first.clearSelect().clearOrderBy()), second ? countOf(base) : null]);
  let ids: string[] = [];
  if (offset < inFirst) ids = (await first.limit(PAGE_SIZE).offset(offset).execute()).map((r) => r.id);
  if (second && ids.length < PAGE_SIZE) {
    const rest = await second
      .select("a.id")
      .orderBy("a.last_message_at", "desc")
      .orderBy("a.id", "desc")
      .limit(PAGE_SIZE - ids.length)
      .offset(Math.max(0, offset - inFirst))
      .execute();
    ids = ids.concat(rest.map((r) => r.id));
  }
  return { ids, n: total ?? inFirst };
}

export type InboxRow = Awaited<ReturnType<typeof threadRows>>[number] & { unread: number };

function threadRows(ids: string[]) {
  return db
    .selectFrom("applications as a")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .select((eb) => [
      "a.id",
      "a.reference",
      "a.service_slug",
      "a.client_id",
      "c.full_name as client_name",
      "a.last_message_at",
      "a.awaiting_reply_since",
      eb
        .selectFrom("messages as m")
        .select(sql<string>`left(m.body, 160)`.as("b"))
        .whereRef("m.application_id", "=", "a.id")
        .orderBy("m.created_at", "desc")
        .orderBy("m.id", "desc")
        .limit(1)
        .as("snippet"),
    ])
    .where("a.id", "in", ids)
    .execute();
}

/** One page of the viewer's inbox, in the chosen order, with each thread's unread count for the viewer. */
export async function listInbox(viewer: InboxViewer, filters: InboxFilters, sort: InboxSort, page: number): Promise<Page<InboxRow>> {
  const { ids, n } = await pageIds(viewer, filters, sort, page);
  const [rows, unread] = ids.length
    ? await Promise.all([threadRows(ids), unreadByApplication(viewer.id, ids)])
    : [[], {} as Record<string, number>];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const total = Math.min(n, COUNT_CAP);
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...row, unread: unread[id] ?? 0 }] : [];
    }),
    total,
    capped: n > COUNT_CAP,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/**
 * When a message arrives, the thread becomes unread for the staff who may read it (every
 * active admin and the client's agent), except its author. In the message's transaction.
 */
export async function markUnreadForStaff(trx: Transaction<Database>, thread: Thread, authorId: string) {
  await trx
    .insertInto("thread_unread")
    .columns(["user_id", "application_id", "last_message_at"])
    .expression((eb) =>
      eb
        .selectFrom("admin_users")
        .select(["id", sql<string>`${thread.id}::uuid`.as("application_id"), sql<Date>`now()`.as("last_message_at")])
        .where("is_active", "=", true)
        .where("id", "!=", authorId)
        .where((w) => w.or([w("role", "=", "admin"), ...(thread.agent_id ? [w("id", "=", thread.agent_id)] : [])])),
    )
    .onConflict((oc) => oc.columns(["user_id", "application_id"]).doUpdateSet({ last_message_at: sql`excluded.last_message_at` }))
    .execute();
}
