import { createHash, randomBytes } from "node:crypto";
import { sql, type RawBuilder } from "kysely";
import type { Role } from "../db/schema";
import { db, type Db } from "../db/db.server";
import { oncePerRequest } from "../http/request-scope.server";
import { prepared } from "../db/prepared.server";
import { signedCookie } from "../http/signed-cookie.server";

// A session is a row in user_sessions; the signed cookie only carries its id, so
// logout, a password change or disabling a user ends it on every instance.
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Staff sessions end after this long without a request, unless the security settings say otherwise. */
export const DEFAULT_STAFF_IDLE_MINUTES = 120;
/** Client sessions likewise, in hours. */
export const DEFAULT_CLIENT_IDLE_HOURS = 12;

/** How long a session of `role` may go without a request (read from the security settings joined as `ss`). */
const idleLimit = (role: RawBuilder<unknown>) => sql<string>`case when ${role} = 'client'
  then make_interval(hours => coalesce(ss.client_idle_hours, ${DEFAULT_CLIENT_IDLE_HOURS}))
  else make_interval(mins => coalesce(ss.staff_idle_minutes, ${DEFAULT_STAFF_IDLE_MINUTES})) end`;

const sessionCookie = () => signedCookie("__session", SESSION_MAX_AGE_SECONDS);

export type SessionUser = {
  sessionId: string;
  id: string;
  email: string;
  fullName: string;
  role: Role;
  authenticatedAt: Date;
};

export async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * The signed-in user, or null when there is no live session: revoked, older than 24
 * hours, idle too long (the security settings' limits: staff 2 hours by default,
 * clients 12), or its user disabled. One statement also records the request's time on the session,
 * at most once a minute.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  // The layout's loader and the page's run in one request: one look-up serves both.
  return oncePerRequest(`session:${sessionId}`, () => lookUpSession(sessionId));
}

async function lookUpSession(sessionId: string): Promise<SessionUser | null> {
  const query = db
    .with("live", (qb) =>
      qb
        .selectFrom("user_sessions as s")
        .innerJoin("admin_users as u", "u.id", "s.user_id")
        .leftJoin("security_settings as ss", (join) => join.onTrue())
        .select(["s.id as sessionId", "u.id", "u.email", "u.full_name", "u.role", "s.authenticated_at"])
        .where("s.id", "=", sessionId)
        .where("s.revoked_at", "is", null)
        .where("u.is_active", "=", true)
        // The session ends 24 h after sign-in whatever the cookie says.
        .where("s.authenticated_at", ">", sql<Date>`now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`)
        .where("s.last_seen_at", ">", sql<Date>`now() - ${idleLimit(sql.ref("u.role"))}`),
    )
    .with("touched", (qb) =>
      qb
        .updateTable("user_sessions")
        .set({ last_seen_at: sql`now()` })
        .where("id", "in", (eb) => eb.selectFrom("live").select("sessionId"))
        .where("last_seen_at", "<", sql<Date>`now() - interval '1 minute'`),
    )
    .selectFrom("live")
    .selectAll();
  const [row] = (await db.executeQuery(prepared("session", query.compile()))).rows;
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    authenticatedAt: row.authenticated_at,
  };
}

/**
 * Starts a new session (a new id at every sign-in), records the sign-in's time, and
 * returns its Set-Cookie header. `releasing`: the sign-in's reserved attempt, which
 * stops counting in the same statement.
 */
export async function createSession(userId: string, meta: { ip: string; userAgent: string }, releasing?: string): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  // One statement, one round trip and one commit: on the embedded database each costs
  // the thread that answers every request; on PostgreSQL, a write to the socket.
  const insert = db
    .with("released", (qb) =>
      qb
        .updateTable("attempts")
        .set({ counted: false })
        .where(releasing ? sql<boolean>`id = ${releasing}` : sql<boolean>`false`)
        .returning("id"),
    )
    .with("signed_in", (qb) =>
      qb
        .updateTable("admin_users")
        .set({ last_login_at: sql`now()` })
        .where("id", "=", userId)
        .returning("id"),
    )
    .insertInto("user_sessions")
    .values({ id, user_id: userId, ip: meta.ip, user_agent: meta.userAgent.slice(0, 500) });
  await db.executeQuery(prepared("new-session", insert.compile()));
  return sessionCookie().serialize(id);
}

export async function revokeSession(sessionId: string) {
  await db
    .updateTable("user_sessions")
    .set({ revoked_at: sql`now()` })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Ends every session of a user (password change, account disabled), inside `executor`'s transaction if given. */
export async function revokeUserSessions(userId: string, executor: Db = db) {
  await executor
    .updateTable("user_sessions")
    .set({ revoked_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Revokes the request's session, if any, and returns the Set-Cookie header that clears it. */
export async function endSession(request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) await revokeSession(sessionId);
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** A user's live sessions, newest first (the "your sessions" page). */
export function liveSessions(userId: string, role: Role) {
  return db
    .selectFrom("user_sessions as s")
    .leftJoin("security_settings as ss", (join) => join.onTrue())
    .select(["s.id", "s.ip", "s.user_agent", "s.authenticated_at", "s.last_seen_at"])
    .where("s.user_id", "=", userId)
    .where("s.revoked_at", "is", null)
    .where("s.authenticated_at", ">", sql<Date>`now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`)
    .where("s.last_seen_at", ">", sql<Date>`now() - ${idleLimit(sql`${role}::text`)}`)
    .orderBy("s.last_seen_at", "desc")
    .limit(50)
    .execute();
}

/**
 * How a page names a session: a hash of its id. The id itself is the secret the
 * cookie carries, so it never goes into a page.
 */
export function sessionHandle(sessionId: string) {
  return createHash("sha256").update(sessionId).digest("base64url").slice(0, 22);
}

/** Ends one of the user's own sessions (never another user's); false when there was no such live session. */
export async function revokeOwnSession(executor: Db, userId: string, sessionId: string) {
  const result = await executor
    .updateTable("user_sessions")
    .set({ revoked_at: sql`now()` })
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of the user but `keepSessionId`; returns how many. */
export async function revokeOtherSessions(executor: Db, userId: string, keepSessionId: string) {
  const result = await executor
    .updateTable("user_sessions")
    .set({ revoked_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("id", "<>", keepSessionId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
