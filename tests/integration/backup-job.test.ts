// Issue 20: BACKUP_SCHEDULE=daily has the job runner take one backup a day, however many
// instances' workers run it; the retention applies after it.
import { chmodSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { deliverDue, scheduleDailyJobs } from "~/jobs.server";
import { dropSingleton } from "~/server/runtime/singleton.server";
import { backendName, closeTestDb, testDb } from "../support/db";
import { noon } from "../support/jobs";

const backupDir = mkdtempSync(path.join(tmpdir(), "backup-job-"));

beforeAll(async () => {
  // A database in a folder (a backup copies the folder), and the schedule on.
  await closeTestDb();
  if (process.env.TEST_BACKEND !== "postgres") process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "backup-job-data-"));
  Object.assign(process.env, { BACKUP_SCHEDULE: "daily", BACKUP_DIR: backupDir });
  dropSingleton("env");
  await testDb();
}, 60_000);

describe(`the daily backup on ${backendName()}`, () => {
  it("is taken once a day by the job runner, with two workers asking", async () => {
    await scheduleDailyJobs(noon("2099-03-04"));
    const db = await testDb();
    await db
      .updateTable("outbox")
      .set({ next_attempt_at: sql`now()` })
      .where("status", "=", "pending")
      .execute();
    // Backups are private whatever the umask, in a folder that was readable by all before.
    chmodSync(backupDir, 0o755);
    const umask = process.umask(0);
    try {
      await Promise.all([deliverDue(null, "no-reply@example.com"), deliverDue(null, "no-reply@example.com")]);
    } finally {
      process.umask(umask);
    }
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(backupDir))
      expect(`${name} ${(statSync(path.join(backupDir, name)).mode & 0o777).toString(8)}`).toBe(`${name} 600`);
    const backups = readdirSync(backupDir).filter((f) => /^backup-.*\.(postgres\.dump|pglite\.tar\.gz)$/.test(f));
    expect(backups).toHaveLength(1);
    expect(readdirSync(backupDir)).toContain(`${backups[0]}.sha256`);
    const rows = await db.selectFrom("backups").select(["trigger", "file"]).execute();
    expect(rows).toEqual([{ trigger: "schedule", file: path.join(backupDir, backups[0]) }]);
    const job = await db.selectFrom("outbox").select("status").where("kind", "=", "backup").execute();
    expect(job).toEqual([{ status: "sent" }]);
  }, 60_000);
});
