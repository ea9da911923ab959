// npm run db:restore -- FILE [--force]: a backup into an empty database (DATABASE_URL)
// or an empty data folder (DATA_DIR); then it is opened once and its records counted.
// An encrypted backup (….enc) needs the BACKUP_ENCRYPTION_KEY it was taken with.
import { sql } from "kysely";
import { getDbHandle } from "../app/server/db/db.server";
import { getEnv } from "../app/server/runtime/env.server";
import { migrate } from "../app/server/db/migrate.server";
import { restoreBackup, RestoreRefused } from "../app/server/operations/restore.server";
import { runScript, ScriptError } from "./run-script";

await runScript(async () => {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new ScriptError("Usage: npm run db:restore -- FILE [--force]");
  const env = getEnv();
  try {
    for (const line of await restoreBackup(
      file,
      { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, encryptionKey: env.BACKUP_ENCRYPTION_KEY },
      args.includes("--force"),
    ))
      console.log(line);
  } catch (error) {
    if (error instanceof RestoreRefused) throw new ScriptError(error.message);
    throw error;
  }
  // Opening it replays an embedded copy's log; migrations bring an older backup up to this version.
  const handle = getDbHandle();
  const applied = await migrate(handle.db);
  if (applied.length) console.log(`Applied the migrations newer than the backup: ${applied.join(", ")}`);
  const { rows } = await sql<{ users: number; applications: number; files: number }>`
    select (select count(*) from admin_users)::int as users, (select count(*) from applications)::int as applications, (select count(*) from files)::int as files`.execute(
    handle.db,
  );
  console.log(`Restored: ${rows[0].users} people, ${rows[0].applications} applications, ${rows[0].files} files.`);
});
