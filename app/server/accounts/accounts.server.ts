import { recordAudit, SYSTEM, type AuditBy } from "../audit/audit-log.server";
import type { Role } from "../db/schema";
import { db } from "../db/db.server";
import { revokeUserSessions } from "./session.server";
import { EmailTakenError } from "./users.server";

// What an admin does to a portal account, whatever its role: switch it off or on.
// Switching off ends the account's sessions in the same transaction, so a copied
// cookie stops working the moment the change is saved.

/** Deactivates or reactivates a user of `role`. False when there is no such user (or, to reactivate, one erased). */
export async function setAccountActive(userId: string, role: Role, active: boolean, by: AuditBy = SYSTEM): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let update = trx.updateTable("admin_users").set({ is_active: active }).where("id", "=", userId).where("role", "=", role);
    if (active) update = update.where("erased_at", "is", null);
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await revokeUserSessions(userId, trx);
    if (role !== "admin") {
      const kind =
        role === "agent" ? (active ? "agent_reactivated" : "agent_deactivated") : active ? "client_reactivated" : "client_deactivated";
      await recordAudit(trx, by, { kind, record: { type: role === "agent" ? "user" : "client", id: userId } });
    }
    return true;
  });
}

/** An e-mail already in use: our own check, or the unique index when two requests race. */
export function isEmailTaken(error: unknown): boolean {
  if (error instanceof EmailTakenError) return true;
  const pgError = error as { code?: string; constraint?: string } | null;
  return pgError?.code === "23505" && pgError.constraint === "admin_users_email_key";
}

export const EMAIL_TAKEN_MESSAGE = "A user with this e-mail already exists";
