import { redirect } from "@remix-run/node";
import { loginPath } from "~/lib/accounts/portals";
import type { Role } from "../db/schema";
import { sql } from "kysely";
import { db, withTimeout } from "../db/db.server";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server";
import { releaseAttempt, reservationOf, reserveAttemptCall, tooManyMessage, type ReservationRow } from "../http/rate-limit.server";
import { clientIp } from "../http/request.server";
import { createSession, getSessionUser, type SessionUser } from "./session.server";
import { emailSignInLink, startSignInStep } from "./sign-in-step.server";
import { consumeToken, findLiveToken } from "./verification.server";
import { withDbUnavailable } from "../http/unavailable.server";
import { prepared } from "../db/prepared.server";

/**
 * The one guard: the first line of every protected loader and action.
 * No live session → that portal's login (remembering where the user was going);
 * a session of another role → that portal's login, which says so and offers to
 * sign it out (a POST: a GET never ends a session).
 */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await withDbUnavailable(() => getSessionUser(request));
  if (!user) {
    const url = new URL(request.url);
    const back = request.method === "GET" ? url.pathname + url.search : undefined;
    throw redirect(loginPath(role, back), { headers: { "Cache-Control": "private, no-store" } });
  }
  if (user.role !== role) {
    throw redirect(`${loginPath(role)}?wrongPortal=1`, { headers: { "Cache-Control": "private, no-store" } });
  }
  return user;
}

// The spec's messages (SPEC.md §6, §8); docs/security.md lists which appears where.
export const MESSAGES = {
  invalid: "Invalid email or password",
  clientAtAdmin: "Please use the admin portal to sign in",
  wrongPortal: "Access denied. Please use the appropriate portal for your role.",
  unavailable: "Sign-in is temporarily unavailable. Please try again in a few minutes.",
} as const;

export function wrongPortalMessage(portal: Role, userRole: Role) {
  return portal === "admin" && userRole === "client" ? MESSAGES.clientAtAdmin : MESSAGES.wrongPortal;
}

const LOOKUP_TIMEOUT_MS = 5_000;

export type LoginResult =
  | { ok: true; setCookie: string; user: { id: string; role: Role } }
  /** A right password; the code step comes next (its cookie). */
  | { ok: "second-factor"; setCookie: string }
  /** Past the account's limit: if the password was right, its owner was e-mailed a link to finish (the same answer either way). */
  | { ok: "link-sent" }
  | { ok: false; status: 400 | 403 | 429 | 503; message: string; retryAfterSeconds?: number };

/** The account a sign-in names, with what decides its code step, in one query. */
function accountQuery(email: string) {
  return db
    .selectFrom("admin_users as u")
    .select((eb) => [
      "u.id",
      "u.role",
      "u.password_hash",
      "u.is_active",
      eb
        .exists(
          eb
            .selectFrom("verifications as v")
            .select("v.id")
            .whereRef("v.user_id", "=", "u.id")
            .where("v.type", "=", "two_factor")
            .where("v.revoked_at", "is", null),
        )
        .as("has_two_factor"),
      eb.selectFrom("security_settings").select("require_admin_two_factor").as("require_admin_two_factor"),
      eb.selectFrom("security_settings").select("require_agent_two_factor").as("require_agent_two_factor"),
    ])
    .where("u.email", "=", email);
}
type Account = NonNullable<Awaited<ReturnType<ReturnType<typeof accountQuery>["executeTakeFirst"]>>>;

/**
 * Reserves the sign-in's attempt and reads the account it names in one statement: one
 * round trip and one commit (the reservation's lock is taken before the account is read).
 */
async function reserveAndFind(email: string, ip: string) {
  const query = sql<ReservationRow & { [K in keyof Account]: Account[K] | null }>`
    select r.attempt_id::text, r.retry_after, r.past_limit, a.* from ${reserveAttemptCall("sign-in", email, ip)} as r
    left join lateral (${accountQuery(email)}) as a on true`;
  const { rows } = await db.executeQuery(prepared("sign-in", query.compile(db)));
  const row = rows[0];
  const account = row?.id ? (row as unknown as Account) : undefined;
  return [reservationOf("sign-in", row), account] as const;
}

/**
 * Signs a user in at a portal. Unknown e-mail and wrong password look the same.
 * The attempt is reserved before the password is checked (with the look-up, in one
 * statement), so a burst of parallel tries gets at most the limit checked; a right
 * password stops the attempt counting (with the new session, in one statement).
 */
export async function login(request: Request, portal: Role, email: string, password: string, redirectTo = ""): Promise<LoginResult> {
  const ip = clientIp(request);
  let found;
  try {
    found = await withTimeout(reserveAndFind(email, ip), LOOKUP_TIMEOUT_MS, "user lookup");
  } catch (error) {
    // A look-up that takes too long counts as a failed sign-in (SPEC.md §5);
    // a database that cannot be reached is said to be unavailable.
    if (error instanceof Error && error.message.startsWith("user lookup")) {
      return { ok: false, status: 400, message: MESSAGES.invalid };
    }
    return unavailable(error);
  }
  const [reservation, user] = found;
  if (!reservation.ok) {
    return {
      ok: false,
      status: 429,
      message: tooManyMessage(reservation.retryAfterSeconds),
      retryAfterSeconds: reservation.retryAfterSeconds,
    };
  }

  // Verify against a real hash even for an unknown e-mail (or one with no password yet), so timing does not tell.
  const verdict = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  const right = Boolean(user?.password_hash && user.is_active && verdict.ok);
  if (reservation.pastLimit) {
    // Past the account's limit (failures from many addresses), an address with few of its
    // own still gets its check, but a password alone signs no one in: the owner is e-mailed
    // a link that finishes the sign-in. The answer is the same whatever the password, and
    // the attempt keeps counting, so a guess past the limit tells nothing.
    try {
      if (right) await emailSignInLink(user!.id, ip);
    } catch (error) {
      return unavailable(error);
    }
    return { ok: "link-sent" };
  }
  // A wrong password leaves its reserved attempt counting: nothing more to write.
  if (!user || !right) return { ok: false, status: 400, message: MESSAGES.invalid };
  try {
    const rehashed = verdict.needsRehash ? await hashPassword(password) : undefined;
    if (rehashed) await db.updateTable("admin_users").set({ password_hash: rehashed }).where("id", "=", user.id).execute();
    // Right password, wrong portal: no session here.
    if (user.role !== portal) {
      await releaseAttempt(reservation.attemptId);
      return { ok: false, status: 403, message: wrongPortalMessage(portal, user.role) };
    }
    return await continueSignIn(request, user, redirectTo, reservation.attemptId);
  } catch (error) {
    return unavailable(error);
  }
}

/** After a right password (or its e-mailed link): the code step when the user has a second factor or must set one up, else a session. */
async function continueSignIn(request: Request, user: Account, redirectTo: string, releasing?: string): Promise<LoginResult> {
  // An admin, or an agent, of a firm that requires a second factor of their role sets one up first.
  const required = user.role === "admin" ? user.require_admin_two_factor : user.role === "agent" ? user.require_agent_two_factor : false;
  const enrol = Boolean(required) && !user.has_two_factor;
  if (user.has_two_factor || enrol) {
    const [setCookie] = await Promise.all([
      startSignInStep(user.id, user.role, redirectTo, enrol),
      releasing ? releaseAttempt(releasing) : null,
    ]);
    return { ok: "second-factor", setCookie };
  }
  const setCookie = await startSession(request, user.id, releasing);
  return { ok: true, setCookie, user: { id: user.id, role: user.role } };
}

/** The account a live sign-in link names (the link page shows whose it is), or undefined. */
export async function liveSignInLink(token: string) {
  const link = await findLiveToken("sign_in_link", token);
  return link?.is_active ? link : undefined;
}

/**
 * Finishes a sign-in with its e-mailed link: once (the link is used before anything
 * else, so two requests with it get one sign-in), then as a right password would.
 */
export async function signInWithLink(request: Request, token: string): Promise<{ role: Role; result: LoginResult } | null> {
  const link = await liveSignInLink(token);
  const user = link ? await accountQuery(link.email).executeTakeFirst() : undefined;
  if (!link || !user || user.id !== link.user_id || !user.is_active) return null;
  if (!(await consumeToken(db, link.id))) return null;
  return { role: user.role, result: await continueSignIn(request, user, "") };
}

/** A new session for a user who has proved who they are (and the sign-in's attempt released with it). */
export function startSession(request: Request, userId: string, releasing?: string): Promise<string> {
  return createSession(userId, { ip: clientIp(request), userAgent: request.headers.get("User-Agent") ?? "" }, releasing);
}

function unavailable(error: unknown): LoginResult {
  console.error("[login] database error:", error);
  return { ok: false, status: 503, message: MESSAGES.unavailable };
}
