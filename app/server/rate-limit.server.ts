import { sql } from "kysely";
import { db } from "./db.server";

// Failed sign-ins are counted in the database, so the limits hold across instances.
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

export type LimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

export async function checkLoginLimit(email: string, ip: string): Promise<LimitVerdict> {
  const [byEmail, byIp] = await Promise.all([
    recentFailures("email", email).executeTakeFirstOrThrow(),
    ip === "direct" ? null : recentFailures("ip", ip).executeTakeFirstOrThrow(),
  ]);
  const over = [
    byEmail.count >= MAX_FAILURES_PER_ACCOUNT ? byEmail : null,
    byIp && byIp.count >= MAX_FAILURES_PER_IP ? byIp : null,
  ].filter((x) => x !== null);
  if (over.length === 0) return { limited: false };
  // Locked until the oldest counted failure leaves the window.
  const retryAfterSeconds = Math.max(...over.map((o) => o.retryAfterSeconds), 1);
  return { limited: true, retryAfterSeconds };
}

/**
 * The failures of one e-mail or address within the window, and when the oldest leaves
 * it. Read through an index over failures only (migration ..._login_failure_indexes),
 * so the successes of a busy office or proxy address cost nothing.
 */
export function recentFailures(column: "email" | "ip", value: string) {
  return db
    .selectFrom("login_attempts")
    .select([
      sql<number>`count(*)::int`.as("count"),
      sql<number>`coalesce(extract(epoch from (min(created_at) + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) - now())), 0)::int`.as("retryAfterSeconds"),
    ])
    .where(column, "=", value)
    .where("succeeded", "=", false)
    .where("created_at", ">", sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`);
}

export async function recordLoginAttempt(email: string, ip: string, succeeded: boolean) {
  await db.insertInto("login_attempts").values({ email: email.slice(0, 254), ip, succeeded }).execute();
}
