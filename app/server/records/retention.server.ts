import { sql } from "kysely";
import { AUDIT_RETENTION_YEARS, ENQUIRY_RETENTION_MONTHS, LOG_RETENTION_DAYS } from "~/lib/retention";
import { db } from "../db/db.server";
import type { OutboxMessage } from "../outbox/outbox.server";
import { takeJob, type JobHandlers } from "../outbox/daily-jobs.server";

// The day's deletions, as the privacy policy promises: security logs and records of
// e-mails sent after LOG_RETENTION_DAYS, enquiries that never became clients after
// ENQUIRY_RETENTION_MONTHS, the audit log's entries after AUDIT_RETENTION_YEARS (the
// only deletion its table's trigger lets through). One transaction with the job's claim: all or nothing, once.

export async function runRetention(message: OutboxMessage) {
  await db.transaction().execute(async (trx) => {
    if (!(await takeJob(trx, message.id))) return;
    const logs = sql<Date>`now() - make_interval(days => ${LOG_RETENTION_DAYS})`;
    await trx.deleteFrom("attempts").where("created_at", "<", logs).execute();
    await trx.deleteFrom("outbox").where("status", "in", ["sent", "failed"]).where("created_at", "<", logs).execute();
    await trx
      .deleteFrom("enquiries")
      .where("status", "!=", "converted")
      .where("converted_client_id", "is", null)
      .where("updated_at", "<", sql<Date>`now() - make_interval(months => ${ENQUIRY_RETENTION_MONTHS})`)
      .execute();
    await trx
      .deleteFrom("audit_events")
      .where("created_at", "<", sql<Date>`now() - make_interval(years => ${AUDIT_RETENTION_YEARS})`)
      .execute();
  });
}

export const retentionJob = { retention: { run: runRetention } } satisfies JobHandlers<"retention">;
