import { sql } from "kysely";
import { NOTIFICATION_KINDS } from "~/lib/notification-kinds";
import type { DeliveryMode, NotificationKind } from "../db/schema";
import type { Db } from "../db/db.server";
import { enqueue } from "../outbox/outbox.server";
import { firmTimeZoneSetting } from "../website/settings.server";

// Telling someone about an event: a row in their "What's new" and, as they chose,
// an e-mail now (through the outbox), a line in tomorrow morning's digest, or
// nothing more. Always called with the transaction of the event itself, so an
// event is never recorded without its notice, nor a notice sent for an event
// that rolled back.

export type Notice = {
  userId: string;
  kind: NotificationKind;
  /** One line, written for the reader (never a staff-only note to a client). */
  title: string;
  body?: string;
  /** The screen to open, a path of this site. */
  link: string;
};

/** The hour (in the firm's time zone) the daily digests go out. */
export const DIGEST_HOUR = 8;

export async function deliveryMode(executor: Db, userId: string, kind: NotificationKind): Promise<DeliveryMode> {
  const row = await executor
    .selectFrom("notification_preferences")
    .select("mode")
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row?.mode ?? NOTIFICATION_KINDS[kind].defaultMode;
}

export async function notify(trx: Db, notice: Notice) {
  const mode = await deliveryMode(trx, notice.userId, notice.kind);
  const row = await trx
    .insertInto("notifications")
    .values({
      user_id: notice.userId,
      kind: notice.kind,
      title: notice.title.slice(0, 300),
      body: (notice.body ?? "").slice(0, 4000),
      link: notice.link,
      digest_pending: mode === "digest",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (mode === "immediate") await enqueue(trx, "notification", { notificationId: row.id });
  if (mode === "digest") await scheduleDigest(trx, notice.userId);
}

/**
 * Makes sure one digest e-mail waits for this person, due at the next DIGEST_HOUR
 * in the firm's time zone (the partial unique index keeps it to one).
 */
export async function scheduleDigest(executor: Db, userId: string) {
  const timeZone = await firmTimeZoneSetting();
  const local = sql`(now() at time zone ${timeZone})`;
  const today = sql`date_trunc('day', ${local}) + make_interval(hours => ${DIGEST_HOUR})`;
  const due = sql<Date>`(case when ${local} < ${today} then ${today} else ${today} + interval '1 day' end) at time zone ${timeZone}`;
  await sql`
    insert into outbox (kind, payload, next_attempt_at)
    values ('digest', ${JSON.stringify({ userId })}::jsonb, ${due})
    on conflict ((payload ->> 'userId')) where kind = 'digest' and status = 'pending' do nothing`.execute(executor);
}
