import { sql } from "kysely";
import { db, type Db } from "../db/db.server";
import type { JobKind, OutboxMessage } from "./outbox.server";

// The jobs that run once a day, at the firm's hour in its time zone (JobCalendar):
// rows of the outbox the worker runs like its e-mails. Each instance's worker asks
// on every pass (remembering the day it asked for); a unique index per kind keeps
// each day's job to one, however many instances ask. A job that was missed (the
// server was down) is scheduled at the next start and catches up.

/**
 * A day's job, declared by its capability: `run` does the day's work (the row's
 * payload holds `day`) and marks the row done with takeJob in the transaction of
 * that work; `scheduled`, when given, says whether it is scheduled at all (the
 * backup: only with BACKUP_SCHEDULE=daily). A row already written runs either way.
 */
export type Job = { run: (job: OutboxMessage) => Promise<void>; scheduled?: () => boolean };
/** A capability's jobs by kind; every kind's, in the order they are scheduled, in app/jobs.server.ts. */
export type JobHandlers<K extends JobKind = JobKind> = Record<K, Job>;

/** The firm's day (given by the top layer): its time zone, today's date there ("2026-11-24"), and the hour the jobs are due. */
export type JobCalendar = { zone: () => Promise<string>; today: (now: Date) => Promise<string>; hour: number };

let scheduledDay = "";

export async function scheduleDailyJobs(jobs: JobHandlers, calendar: JobCalendar, now = new Date()) {
  const [zone, day] = await Promise.all([calendar.zone(), calendar.today(now)]);
  if (day === scheduledDay) return;
  const due = sql<Date>`(${day}::date + make_interval(hours => ${calendar.hour})) at time zone ${zone}`;
  for (const [kind, job] of Object.entries(jobs)) {
    if (job.scheduled && !job.scheduled()) continue;
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
