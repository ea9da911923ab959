import { sql } from "kysely";
import type { AccountState } from "~/lib/accounts/account-access";
import { db, type Db } from "../db/db.server";
import { appUrl, queueAccountEmail } from "./account-emails.server";
import { recordAccountEvent } from "./account-events.server";
import { createToken, hashToken, revokeVerifications } from "./verification.server";

// An agent or client account starts with no password and an invitation: a link,
// e-mailed to them, to choose one (single-use, seven days). Admins resend or
// withdraw it; the people lists show where each invitation stands.

/** Sends a new invitation (any earlier one stops working), in the transaction that made or changed the account. */
export async function invite(trx: Db, userId: string, adminId: string | null, ip: string | null = null) {
  await revokeVerifications(trx, userId, ["invitation"]);
  const { token } = await createToken(trx, "invitation", userId, adminId);
  await recordAccountEvent(trx, { userId, kind: "invitation_sent", actorId: adminId, ip });
  await queueAccountEmail(trx, { template: "invitation", userId, link: appUrl(`/invitation/${token}`) });
}

export async function resendInvitation(userId: string, adminId: string | null, ip: string) {
  await db.transaction().execute((trx) => invite(trx, userId, adminId, ip));
}

export async function withdrawInvitation(userId: string, adminId: string, ip: string) {
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeVerifications(trx, userId, ["invitation"]);
    if (revoked > 0) await recordAccountEvent(trx, { userId, kind: "invitation_revoked", actorId: adminId, ip });
    return revoked > 0;
  });
}

/** An invitation link that has expired (not used, not withdrawn): its person may ask for a new one. */
export function expiredInvitation(token: string) {
  if (!token || token.length > 200) return Promise.resolve(undefined);
  return db
    .selectFrom("verifications as v")
    .innerJoin("admin_users as u", "u.id", "v.user_id")
    .select(["v.user_id", "u.full_name", "u.is_active", "u.password_hash"])
    .where("v.type", "=", "invitation")
    .where("v.token_hash", "=", hashToken(token))
    .where("v.used_at", "is", null)
    .where("v.revoked_at", "is", null)
    .where("v.expires_at", "<=", sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Where an account stands, in SQL for the lists (the account is `u`): deactivated;
 * active (has a password); or, with no password yet, invited (a live link),
 * invitation expired, or neither.
 */
export const ACCOUNT_STATE = sql<AccountState>`case when not u.is_active then 'deactivated'
  when u.password_hash is not null then 'active'
  else coalesce((
    select case when inv.revoked_at is not null then 'no_password' when inv.expires_at > now() then 'invited' else 'invitation_expired' end
    from verifications inv
    where inv.user_id = u.id and inv.type = 'invitation' and inv.used_at is null
    order by inv.created_at desc limit 1), 'no_password') end`;

/** The live invitation's expiry, for the person's page. */
export function liveInvitation(userId: string) {
  return db
    .selectFrom("verifications")
    .select(["created_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("type", "=", "invitation")
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}
