import { redirect } from "@remix-run/node";
import { sql } from "kysely";
import type { Role } from "../db-schema";
import { db, withTimeout } from "../db.server";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server";
import { checkLoginLimit, recordLoginAttempt } from "../rate-limit.server";
import { clientIp } from "../request.server";
import { createSession, getSessionUser, type SessionUser } from "./session.server";
import { withDbUnavailable } from "../unavailable.server";

export const PORTAL_HOME: Record<Role, string> = {
  admin: "/admin/dashboard",
  agent: "/agent/dashboard",
  client: "/client/dashboard",
};

export function loginPath(role: Role, redirectTo?: string) {
  const base = `/${role}/login`;
  return redirectTo ? `${base}?${new URLSearchParams({ redirectTo })}` : base;
}

/**
 * The one guard: the first line of every protected loader and action.
 * No live session → that portal's login (remembering where the user was going);
 * a session of another role → that portal's login, which signs it out.
 */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await withDbUnavailable(() => getSessionUser(request));
  if (!user) {
    const url = new URL(request.url);
    const back = request.method === "GET" ? url.pathname + url.search : undefined;
    throw redirect(loginPath(role, back), { headers: { "Cache-Control": "private, no-store" } });
  }
  if (user.role !== role) {
    // The login page signs the other role's session out (parallel loaders of this
    // request all land here, so none of them may end the session themselves).
    throw redirect(`${loginPath(role)}?wrongPortal=1`, { headers: { "Cache-Control": "private, no-store" } });
  }
  return user;
}

// The spec's messages (SPEC.md §6, §8); the README lists which appears where.
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
  | { ok: false; status: 400 | 403 | 429 | 503; message: string };

/**
 * Signs a user in at a portal. Unknown e-mail and wrong password look the same.
 * Two round trips to the database, not five: the limit check runs beside the
 * look-up, and the writes of a sign-in run together (under load each round trip
 * waits its turn for a pooled connection, so a sign-in's latency is their count).
 */
export async function login(request: Request, portal: Role, email: string, password: string): Promise<LoginResult> {
  const ip = clientIp(request);
  let found;
  try {
    found = await Promise.all([
      checkLoginLimit(email, ip),
      withTimeout(
        db.selectFrom("admin_users").select(["id", "role", "password_hash", "is_active"]).where("email", "=", email).executeTakeFirst(),
        LOOKUP_TIMEOUT_MS,
        "user lookup",
      ),
    ]);
  } catch (error) {
    // A look-up that takes too long counts as a failed sign-in (SPEC.md §5);
    // a database that cannot be reached is said to be unavailable.
    if (error instanceof Error && error.message.startsWith("user lookup")) {
      return { ok: false, status: 400, message: MESSAGES.invalid };
    }
    return unavailable(error);
  }
  const [limit, user] = found;
  if (limit.limited) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return { ok: false, status: 429, message: `Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }

  // Verify against a real hash even for an unknown e-mail, so timing does not tell.
  const verdict = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  const ok = user !== undefined && user.is_active && verdict.ok;
  try {
    if (!ok || user.role !== portal) {
      await recordLoginAttempt(email, ip, ok);
      // Right password, wrong portal: no session here, and any existing one ends.
      return ok
        ? { ok: false, status: 403, message: wrongPortalMessage(portal, user.role) }
        : { ok: false, status: 400, message: MESSAGES.invalid };
    }
    const rehashed = verdict.needsRehash ? await hashPassword(password) : undefined;
    const [setCookie] = await Promise.all([
      createSession(user.id, { ip, userAgent: request.headers.get("User-Agent") ?? "" }),
      recordLoginAttempt(email, ip, true),
      db
        .updateTable("admin_users")
        .set({ last_login_at: sql`now()`, ...(rehashed ? { password_hash: rehashed } : {}) })
        .where("id", "=", user.id)
        .execute(),
    ]);
    return { ok: true, setCookie, user: { id: user.id, role: user.role } };
  } catch (error) {
    return unavailable(error);
  }
}

function unavailable(error: unknown): LoginResult {
  console.error("[login] database error:", error);
  return { ok: false, status: 503, message: MESSAGES.unavailable };
}
