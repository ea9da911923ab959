import { sql } from "kysely";
import { deliverDue, scheduleDailyJobs } from "~/jobs.server";
import { testDb } from "./db";
import type { startSmtp } from "./smtp";

/** 12:00 in Kolkata, the firm's zone in tests. */
export const noon = (day: string) => new Date(`${day}T06:30:00Z`);

/** The day's jobs, run by two instances' workers at once, then the e-mails they wrote. */
export async function runDay(smtp: Awaited<ReturnType<typeof startSmtp>>, day: string) {
  await scheduleDailyJobs(noon(day));
  const db = await testDb();
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: sql`now()` })
    .where("status", "=", "pending")
    .where("kind", "!=", "digest")
    .execute();
  await Promise.all([
    deliverDue(smtp.transport(), "no-reply@consultancy.example"),
    deliverDue(smtp.transport(), "no-reply@consultancy.example"),
  ]);
  await smtp.deliverAll();
}
