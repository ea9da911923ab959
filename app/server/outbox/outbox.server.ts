import { sql } from "kysely";
import { db, type Db } from "../db/db.server";
import type { OutboxKind } from "../db/schema";

// The transactional outbox: a message is written with the record it is about and
// sent later by a worker (worker.server.ts). Claims use SKIP LOCKED and a lease,
// so two instances never send the same message; a crash mid-send leaves the lease
// to expire and the message is tried again.
//
// The outbox knows the kinds of its rows by name only: what each one does is the
// handler a capability declares for it, and app/jobs.server.ts holds them all.

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;

/** The rows that are work to do, once a day (daily-jobs.server.ts), rather than an e-mail. */
export const JOB_KINDS = [
  "stuck_report",
  "key_date_alerts",
  "task_reminders",
  "retention",
  "backup",
  "invoice_reminders",
  "lead_follow_ups",
] as const satisfies readonly OutboxKind[];
export type JobKind = (typeof JOB_KINDS)[number];
/** Every other kind of row is an e-mail, composed when it is sent (docs/decisions/004). */
export type MailKind = Exclude<OutboxKind, JobKind>;

export type OutboxMessage = { id: string; kind: OutboxKind; payload: Record<string, unknown>; attempts: number };

/** Writes an e-mail's row; pass the transaction of the record it is about. */
export async function enqueue(trx: Db, kind: MailKind, payload: Record<string, unknown>) {
  await trx
    .insertInto("outbox")
    .values({ kind, payload: JSON.stringify(payload) })
    .execute();
}

/** Claims up to `limit` due messages for this worker (a lease of two minutes); only those of `kinds` when given. */
export async function claimDue(limit = 10, kinds?: readonly OutboxKind[]): Promise<OutboxMessage[]> {
  const ofKinds = kinds ? sql`and kind = any(${[...kinds]}::text[])` : sql``;
  const rows = await sql<OutboxMessage>`
    update outbox set locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now()) ${ofKinds}
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id::text as id, kind, payload, attempts`.execute(db);
  return rows.rows;
}

// A link with a token (an invitation, a password reset) is a key: once the e-mail
// is out, or can no longer go out, it is removed from the stored payload.
const forgetLink = sql<string>`payload - 'link'`;

export async function markSent(id: string) {
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: sql`now()`, locked_until: null, last_error: null, payload: forgetLink })
    .where("id", "=", Number(id))
    .execute();
}

/** Back-off: 10 s, 20 s, 40 s … capped at one hour; after MAX_ATTEMPTS the message is failed. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);
}

export async function markFailed(message: OutboxMessage, error: string) {
  const attempts = message.attempts + 1;
  await db
    .updateTable("outbox")
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      locked_until: null,
      status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
      ...(attempts >= MAX_ATTEMPTS ? { payload: forgetLink } : {}),
      next_attempt_at: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
    })
    .where("id", "=", Number(message.id))
    .execute();
}

/** Hands claimed messages back at once (a stopping worker's), instead of at the end of their lease. */
export async function releaseClaims(ids: string[]) {
  if (ids.length) await db.updateTable("outbox").set({ locked_until: null }).where("id", "in", ids.map(Number)).execute();
}
