// Issue 20: the admin's dashboard says how old the last backup is, and warns when there
// is none or it is more than a day old.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let cookie: string;
const dashboard = async () => (await request("/admin/dashboard", { cookie })).text();
const takenAgo = async (interval: string) => {
  const db = await testDb();
  await db.deleteFrom("backups").execute();
  await sql`insert into backups (taken_at, file, bytes, sha256, kind, took_ms, trigger)
    values (now() - ${interval}::interval, '/srv/backups/backup-x.postgres.dump', 5242880, ${"a".repeat(64)}, 'postgres', 900, 'schedule')`.execute(
    db,
  );
};

beforeAll(async () => {
  const users = await createUsers("backup-status");
  cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
});

describe(`the backup on the admin's dashboard on ${backendName()}`, () => {
  it("warns when no backup was ever taken", async () => {
    await (await testDb()).deleteFrom("backups").execute();
    const html = await dashboard();
    expect(html).toContain("No backup of this database has been taken.");
    // Said as what to ask of whom, not as a command (issue 42).
    expect(html).toContain("ask whoever runs the server to take one now");
    expect(html).not.toContain("npm run");
  });

  it("shows a recent backup's age without a warning", async () => {
    await takenAgo("3 hours");
    const html = await dashboard();
    expect(html).toMatch(/Last backup .* \(3 h ago\), 5\.0 MB: backup-x\.postgres\.dump\./);
    expect(html).not.toContain("more than a day old");
  });

  it("warns when the last backup is more than a day old", async () => {
    await takenAgo("26 hours");
    const html = await dashboard();
    expect(html).toContain("(26 h ago)");
    expect(html).toContain("It is more than a day old.");
  });
});
