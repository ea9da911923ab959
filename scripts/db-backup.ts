// npm run db:backup: a backup of the whole database (and the files stored in it) into
// BACKUP_DIR, with a .sha256 beside it; the retention (BACKUP_KEEP_DAILY/WEEKLY) applies.
// On the embedded database while the server runs, the server takes it (ops-socket.server.ts).
import { getDbHandle } from "../app/server/db/db.server";
import { getEnv } from "../app/server/runtime/env.server";
import { migrate } from "../app/server/db/migrate.server";
import { takeBackup, type Backup } from "../app/server/operations/backups.server";
import { askServerToBackUp } from "../app/server/operations/ops-socket.server";
import { runScript, ScriptError } from "./run-script";

await runScript(async () => {
  const env = getEnv();
  let backup: Backup | null = null;
  if (!env.DATABASE_URL) backup = await askServerToBackUp(env.DATA_DIR, env.BACKUP_DIR);
  if (backup) console.log("The running server took it.");
  else {
    const handle = getDbHandle();
    await migrate(handle.db); // the backups table, on a database no server has started on since an upgrade
    backup = await takeBackup(handle, "command");
  }
  console.log(`Backup: ${backup.file}\n  ${(backup.bytes / 1024 / 1024).toFixed(1)} MB, sha256 ${backup.sha256}, ${backup.tookMs} ms`);
  if (env.BACKUP_ENCRYPTION_KEY && !backup.file.endsWith(".enc")) {
    throw new ScriptError(
      "The running server took it without encryption (it has no BACKUP_ENCRYPTION_KEY): set the key in the server's environment too, and restart it.",
    );
  }
});
