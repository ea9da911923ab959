import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite takes no lock on its folder, and two processes writing one folder corrupt
// it. This lock file keeps a second process (say `npm run user:create` while the
// server runs) out with a clear message instead.
export class DataDirBusyError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ".lock");
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(readFileSync(file, "utf8").trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DataDirBusyError(
        `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
          "Stop the server first, or point DATABASE_URL at a PostgreSQL server.",
      );
    }
    writeFileSync(file, String(process.pid)); // a stale lock from a process that is gone
  }
  const release = () => rmSync(file, { force: true });
  process.once("exit", release);
  return release;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
