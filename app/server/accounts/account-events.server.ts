import type { AccountEventKind } from "../db/schema";
import { db, type Db } from "../db/db.server";
import { recordAudit } from "../audit/audit-log.server";

// What happened to an account, by whom and from where: the user sees it on their
// security page, admins on the person's page.

export const EVENT_LABELS: Record<AccountEventKind, string> = {
  invitation_sent: "Invitation sent",
  invitation_revoked: "Invitation withdrawn",
  invitation_accepted: "Invitation accepted, password chosen",
  password_changed: "Password changed",
  password_reset_requested: "Password reset requested",
  password_reset: "Password reset by e-mail link",
  two_factor_enabled: "Two-factor sign-in turned on",
  two_factor_replaced: "Two-factor sign-in moved to a new authenticator app",
  two_factor_disabled: "Two-factor sign-in turned off",
  two_factor_reset: "Two-factor sign-in reset by an admin",
  recovery_code_used: "Recovery code used to sign in",
  session_revoked: "A session was signed out",
  other_sessions_revoked: "All other sessions were signed out",
};

export type NewAccountEvent = { userId: string; kind: AccountEventKind; actorId?: string | null; ip?: string | null };

/** Records it on the account's page and, the same, in the firm's audit log. */
export async function recordAccountEvent(executor: Db, event: NewAccountEvent) {
  const actorId = event.actorId ?? event.userId;
  const ip = event.ip?.slice(0, 64) ?? null;
  await executor.insertInto("account_events").values({ user_id: event.userId, kind: event.kind, actor_id: actorId, ip }).execute();
  await recordAudit(executor, { actorId, ip }, { kind: event.kind, record: { type: "user", id: event.userId } });
}

/** The newest events of one account, with who did them. */
export function accountEvents(userId: string, limit = 20) {
  return db
    .selectFrom("account_events as e")
    .leftJoin("admin_users as a", "a.id", "e.actor_id")
    .select(["e.id", "e.kind", "e.ip", "e.created_at", "e.actor_id", "a.full_name as actor_name"])
    .where("e.user_id", "=", userId)
    .orderBy("e.created_at", "desc")
    .orderBy("e.id", "desc")
    .limit(limit)
    .execute();
}
