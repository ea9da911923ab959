// Issue 20: the retention keeps the newest backup of each of the last N days and of
// each of the last N weeks, and deletes no file that is not a backup.
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupName, prune, takenAtOf } from "~/server/operations/backups.server";

describe("backup retention", () => {
  it("keeps the newest of each day and each week, and nothing else of its own", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "retention-"));
    const now = new Date("2026-11-26T02:00:00Z"); // a Thursday
    const at = (iso: string) => new Date(iso);
    const taken = [
      "2026-11-26T01:00:00Z", // today
      "2026-11-25T23:00:00Z", // yesterday, the newest of its day
      "2026-11-25T02:00:00Z", // yesterday, older
      "2026-11-24T02:00:00Z",
      "2026-11-23T02:00:00Z", // Monday of this week
      "2026-11-22T02:00:00Z", // Sunday: last week's newest
      "2026-11-16T02:00:00Z", // last week's Monday, older than its week's newest
      "2026-11-10T02:00:00Z", // the week before
      "2026-10-01T02:00:00Z", // long ago
    ].map(at);
    // Plain and encrypted (….enc) backups alike.
    for (const [i, t] of taken.entries()) {
      writeFileSync(path.join(dir, backupName("postgres", t, i % 2 === 1)), "x");
      writeFileSync(path.join(dir, `${backupName("postgres", t, i % 2 === 1)}.sha256`), "x");
    }
    writeFileSync(path.join(dir, "notes.txt"), "mine");
    const removed = await prune(dir, now, { daily: 3, weekly: 2 });
    const left = readdirSync(dir)
      .filter((f) => !f.endsWith(".sha256") && f !== "notes.txt")
      .map((f) => takenAtOf(f)!.toISOString())
      .sort();
    // Days: the 26th, 25th (23:00) and 24th; weeks: this one (the 26th) and last (the 22nd).
    expect(left).toEqual(["2026-11-22T02:00:00.000Z", "2026-11-24T02:00:00.000Z", "2026-11-25T23:00:00.000Z", "2026-11-26T01:00:00.000Z"]);
    expect(removed).toHaveLength(5);
    expect(readdirSync(dir)).toContain("notes.txt");
    expect(readdirSync(dir).filter((f) => f.endsWith(".sha256"))).toHaveLength(4);
  });

  it("reads a backup's time from its name, and nothing from another file's", () => {
    const t = new Date("2026-11-26T11:20:44.123Z");
    expect(takenAtOf(backupName("pglite", t))).toEqual(t);
    expect(takenAtOf("backup-2026-11-26.txt")).toBeNull();
  });
});
