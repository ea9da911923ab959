import type { AccountEventKind } from "../db/schema";
import { db, type Db } from "../db/db.server";
import { releaseAttempt, reserveAttempt, tooManyMessage } from "../http/rate-limit.server";
import { appUrl, queueAccountEmail } from "./account-emails.server";
import { recordAccountEvent } from "./account-events.server";
import { CHECKS_BUSY, hashPassword, verifyPassword, withCredentialCheck } from "./password.server";
import { revokeOtherSessions, revokeUserSessions } from "./session.server";
import { createToken, findLiveToken, revokeVerifications, consumeToken } from "./verification.server";

// How a password comes to be: chosen with an invitation's link, chosen again with a
// reset link, or changed by its owner. Admins never choose or see one. Every way
// ends the user's sessions (but the one changing it) and e-mails the owner.

/** Stores a new password; in `trx`, with the sessions ended, the outstanding links revoked and the owner told. */
async function storePassword(
  trx: Db,
  userId: string,
  passwordHash: string,
  event: { kind: AccountEventKind; ip: string; keepSessionId?: string },
) {
  await trx.updateTable("admin_users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
  if (event.keepSessionId) await revokeOtherSessions(trx, userId, event.keepSessionId);
  else await revokeUserSessions(userId, trx);
  await revokeVerifications(trx, userId, ["password_reset", "invitation", "sign_in", "sign_in_link"]);
  await recordAccountEvent(trx, { userId, kind: event.kind, ip: event.ip });
  if (event.kind !== "invitation_accepted") await queueAccountEmail(trx, { template: "password_changed", userId });
}

export type LinkOutcome = { ok: true; role: string } | { ok: false; reason: "used" };

/** Sets the password chosen through an invitation or reset link; the link works once, even if sent twice at once. */
export async function setPasswordWithLink(
  type: "invitation" | "password_reset",
  token: string,
  password: string,
  ip: string,
): Promise<LinkOutcome> {
  const link = await findLiveToken(type, token);
  if (!link || !link.is_active) return { ok: false, reason: "used" };
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, link.id))) return { ok: false, reason: "used" } as const;
    await storePassword(trx, link.user_id, passwordHash, { kind: type === "invitation" ? "invitation_accepted" : "password_reset", ip });
    return { ok: true, role: link.role } as const;
  });
}

export type PasswordCheck = { ok: true } | { ok: false; message: string; status: 400 | 429 | 503; retryAfterSeconds?: number };

/**
 * A signed-in user confirms a sensitive change with their current password. Wrong
 * tries count against the sign-in limit of their e-mail, so this is no way round it.
 */
export function confirmOwnPassword(user: { id: string; email: string }, password: string, ip: string): Promise<PasswordCheck> {
  // In a bounded place like a sign-in's (password.server.ts); none free: 503 beside the field.
  return withCredentialCheck(
    () => checkOwnPassword(user, password, ip),
    (): PasswordCheck => ({ ok: false, ...CHECKS_BUSY }),
  );
}

async function checkOwnPassword(user: { id: string; email: string }, password: string, ip: string): Promise<PasswordCheck> {
  const slot = await reserveAttempt("sign-in", user.email, ip);
  if (!slot.ok)
    return {
      ok: false,
      status: 429,
      message: tooManyMessage(slot.retryAfterSeconds, "Too many wrong passwords"),
      retryAfterSeconds: slot.retryAfterSeconds,
    };
  const row = await db.selectFrom("admin_users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
  const verdict = row.password_hash ? await verifyPassword(row.password_hash, password) : { ok: false };
  if (!verdict.ok) return { ok: false, status: 400, message: "That is not your current password" };
  await releaseAttempt(slot.attemptId);
  return { ok: true };
}

/** The owner's new password (after confirmOwnPassword): their other sessions end. */
export async function changeOwnPassword(user: { id: string; sessionId: string }, next: string, ip: string) {
  const passwordHash = await hashPassword(next);
  await db
    .transaction()
    .execute((trx) => storePassword(trx, user.id, passwordHash, { kind: "password_changed", ip, keepSessionId: user.sessionId }));
}

/**
 * "Forgot password?": e-mails a reset link when the address belongs to an active
 * account, and does nothing otherwise; the caller answers the same either way.
 */
export async function sendPasswordReset(email: string, ip: string, actorId: string | null = null) {
  const user = await db.selectFrom("admin_users").select(["id", "is_active"]).where("email", "=", email).executeTakeFirst();
  if (!user?.is_active) return;
  await db.transaction().execute(async (trx) => {
    await revokeVerifications(trx, user.id, ["password_reset"]);
    const { token } = await createToken(trx, "password_reset", user.id, actorId);
    await recordAccountEvent(trx, { userId: user.id, kind: "password_reset_requested", actorId: actorId ?? user.id, ip });
    await queueAccountEmail(trx, { template: "password_reset", userId: user.id, link: appUrl(`/password-reset/${token}`) });
  });
}
