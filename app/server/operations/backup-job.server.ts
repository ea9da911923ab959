import { db, getDbHandle } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import { takeBackup } from "./backups.server";
import type { OutboxMessage } from "../outbox/outbox.server";
import { takeJob, type JobHandlers } from "../outbox/daily-jobs.server";

// BACKUP_SCHEDULE=daily: the day's backup, at the daily jobs' hour. It is marked done
// before it runs: a large backup can outlast the outbox's two-minute lease, and a
// second instance must not take another. A failure is logged, and the admin's
// dashboard warns once the last backup is more than a day old.
export async function runBackupJob(message: OutboxMessage) {
  if (!(await takeJob(db, message.id))) return;
  try {
    const backup = await takeBackup(getDbHandle(), "schedule");
    console.log(`[backup] ${backup.file}: ${(backup.bytes / 1024 / 1024).toFixed(1)} MB in ${backup.tookMs} ms`);
  } catch (error) {
    console.error("[backup] the daily backup failed:", (error as Error).message);
  }
}

/** Scheduled each day only with BACKUP_SCHEDULE=daily. */
export const backupJob = {
  backup: { run: runBackupJob, scheduled: () => getEnv().BACKUP_SCHEDULE === "daily" },
} satisfies JobHandlers<"backup">;
