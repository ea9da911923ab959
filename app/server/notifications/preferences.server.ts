import { kindsFor, NOTIFICATION_KINDS } from "~/lib/notification-kinds";
import type { DeliveryMode, NotificationKind, Role } from "../db/schema";
import { db, type Db } from "../db/db.server";

/** Each kind this person can receive, with their chosen mode (or the default). */
export async function modesOf(executor: Db, userId: string, role: Role): Promise<{ kind: NotificationKind; mode: DeliveryMode }[]> {
  const rows = await executor.selectFrom("notification_preferences").select(["kind", "mode"]).where("user_id", "=", userId).execute();
  const chosen = new Map(rows.map((r) => [r.kind, r.mode]));
  return kindsFor(role).map((kind) => ({ kind, mode: chosen.get(kind) ?? NOTIFICATION_KINDS[kind].defaultMode }));
}

export async function saveModes(userId: string, role: Role, modes: Partial<Record<NotificationKind, DeliveryMode>>) {
  const allowed = new Set(kindsFor(role));
  await db.transaction().execute(async (trx) => {
    for (const [kind, mode] of Object.entries(modes) as [NotificationKind, DeliveryMode][]) {
      if (!allowed.has(kind)) continue;
      await trx
        .insertInto("notification_preferences")
        .values({ user_id: userId, kind, mode, updated_at: new Date() })
        .onConflict((oc) => oc.columns(["user_id", "kind"]).doUpdateSet({ mode, updated_at: new Date() }))
        .execute();
      // Switched away from the digest: what waited for it is not sent later.
      if (mode !== "digest") {
        await trx
          .updateTable("notifications")
          .set({ digest_pending: false })
          .where("user_id", "=", userId)
          .where("kind", "=", kind)
          .where("digest_pending", "=", true)
          .execute();
      }
    }
  });
}
