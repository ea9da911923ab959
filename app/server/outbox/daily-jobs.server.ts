import { sql } from "kysely";
import { db, type Db } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import { DIGEST_HOUR } from "../notifications/notify.server";
import { firmTimeZoneSetting, firmToday } from "../website/settings.server";

// The jobs that run once a day, at DIGEST_HOUR in the firm's time zone: rows of the
// outbox the mail worker runs like its e-mails. Each instance's worker asks on
// every pass (remembering the day it asked for); a unique index per kind keeps
// each day's job to one, however many instances ask. A job that was missed (the
// server was down) is scheduled at the next start and catches up.

const DAILY_KINDS = ["stuck_report", "key_date_alerts", "task_reminders", "retention"] as const;
/** The day's jobs: the backup too with BACKUP_SCHEDULE=daily. */
const dailyKinds = () => [...DAILY_KINDS, ...(getEnv().BACKUP_SCHEDULE === "daily" ? (["backup"] as const) : [])];
let scheduledDay = "";

export async function scheduleDailyJobs(now = new Date()) {
  const [zone, day] = await Promise.all([firmTimeZoneSetting(), firmToday(now)]);
  if (day === scheduledDay) return;
  const due = sql<Date>`(${day}::date + make_interval(hours => ${DIGEST_HOUR})) at time zone ${zone}`;
  for (const kind of dailyKinds()) {
    await sql`
      insert into outbox (kind, payload, next_attempt_at) values (${kind}, ${JSON.stringify({ day })}::jsonb, ${due})
      on conflict ((payload ->> 'day')) where kind = ${sql.lit(kind)} do nothing`.execute(db);
  }
  scheduledDay = day;
}

/**
 * Marks a day's job done inside the transaction that does its work, so the two are
 * one: a crash leaves neither, and a second worker finds it done (false).
 */
export async function takeJob(trx: Db, outboxId: string): Promise<boolean> {
  const mine = await trx
    .updateTable("outbox")
    .set({ status: "sent", sent_at: sql`now()`, locked_until: null })
    .where("id", "=", Number(outboxId))
    .where("status", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  return Boolean(mine);
}
