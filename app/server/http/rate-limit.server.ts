import { sql } from "kysely";
import type { AttemptBucket } from "../db/schema";
import { db } from "../db/db.server";

// Every limit on attempts (sign-ins, second-factor codes, the contact form,
// password-reset and invitation requests) in one table, counted in the database so
// the limits hold across instances. An attempt is reserved before the work it
// guards (an argon2 check, an e-mail): the database function reserve_attempt takes
// an advisory lock per key, so of N simultaneous requests at most the limit pass.

export type Limits = {
  windowSeconds: number;
  /** One subject (an e-mail, a user) from one address. */
  perPair?: number;
  /** One subject from all addresses together: higher, so one address cannot lock the owner out. */
  perSubject?: number;
  /** All subjects from one address. */
  perAddress?: number;
  /**
   * The way past perSubject, so that failures from many addresses do not lock the owner
   * out: an address with fewer than `perPair` attempts at the subject still gets its
   * attempt, up to `ceiling` attempts at the subject from all addresses. The caller is
   * told (`pastLimit`) and asks for more than a password then.
   */
  pastSubject?: { perPair: number; ceiling: number };
};

export const LIMITS: Record<AttemptBucket, Limits> = {
  "sign-in": { windowSeconds: 15 * 60, perPair: 10, perSubject: 100, perAddress: 50, pastSubject: { perPair: 3, ceiling: 1000 } },
  // Per user and address too, so that someone holding the password cannot keep the owner
  // out of the code step; the ceiling bounds the guesses at one user's codes.
  "second-factor": { windowSeconds: 15 * 60, perPair: 5, perSubject: 10, pastSubject: { perPair: 1, ceiling: 30 } },
  contact: { windowSeconds: 60 * 60, perAddress: 10 },
  "password-reset": { windowSeconds: 60 * 60, perSubject: 3, perAddress: 10 },
  invitation: { windowSeconds: 60 * 60, perSubject: 5, perAddress: 20 },
};

/** The address a request came from is unknown (no front door, as in-process tests): no per-address limit. */
export const UNKNOWN_ADDRESS = "direct";

/** `pastLimit`: reserved by the way past the subject's limit (see Limits.pastSubject). */
export type Reservation = { ok: true; attemptId: string; pastLimit: boolean } | { ok: false; retryAfterSeconds: number };

export type ReservationRow = { attempt_id: string | null; retry_after: number; past_limit: boolean | null };

/** The call that counts one attempt against the bucket's limits: a row (attempt_id, retry_after, past_limit), to select from. */
export function reserveAttemptCall(bucket: AttemptBucket, subject: string, ip: string) {
  const l = LIMITS[bucket];
  const perAddress = ip === UNKNOWN_ADDRESS ? null : (l.perAddress ?? null);
  return sql`reserve_attempt(
      ${bucket}, ${subject.slice(0, 254)}, ${ip.slice(0, 64)}, ${l.windowSeconds}::int,
      ${l.perPair ?? null}::int, ${l.perSubject ?? null}::int, ${perAddress}::int,
      ${l.pastSubject?.perPair ?? null}::int, ${l.pastSubject?.ceiling ?? null}::int)`;
}

/** What reserve_attempt's row says: the attempt reserved, or how long to wait. */
export function reservationOf(bucket: AttemptBucket, row: ReservationRow | undefined): Reservation {
  return row?.attempt_id
    ? { ok: true, attemptId: row.attempt_id, pastLimit: Boolean(row.past_limit) }
    : { ok: false, retryAfterSeconds: row?.retry_after ?? LIMITS[bucket].windowSeconds };
}

/** Counts one attempt against the bucket's limits, or says how long to wait when one is reached. */
export async function reserveAttempt(bucket: AttemptBucket, subject: string, ip: string): Promise<Reservation> {
  const { rows } = await sql<ReservationRow>`
    select attempt_id::text, retry_after, past_limit from ${reserveAttemptCall(bucket, subject, ip)}`.execute(db);
  return reservationOf(bucket, rows[0]);
}

/** The attempt no longer counts (a right password, a right code). */
export async function releaseAttempt(attemptId: string) {
  await db.updateTable("attempts").set({ counted: false }).where("id", "=", Number(attemptId)).execute();
}

/** "Too many attempts, try again in N minutes." — the minutes rounded up from Retry-After's seconds. */
export function tooManyMessage(retryAfterSeconds: number, what = "Too many attempts") {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${what}, try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
