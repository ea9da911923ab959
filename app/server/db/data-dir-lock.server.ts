import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite takes no lock on its folder, and two processes writing one folder corrupt
// it. This lock file keeps a second process (say `npm run user:create` while the
// server runs) out with a clear message instead.
//
// The file names its owner by process id and the time that process started
// (/proc/<pid>/stat), because after a crash the id can be given to another process:
// a lock counts only while a process with that id *and* that start time runs.
export class DataDirBusyError extends Error {}

export type LockInfo = {
  release: () => void;
  /** The previous owner's lock was still there: it stopped without closing the database (a crash, SIGKILL, a power cut). */
  uncleanStop: boolean;
};

export function lockDataDir(dataDir: string): LockInfo {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ".lock");
  const mine = `${process.pid} ${startTimeOf(process.pid) ?? ""}`.trim();
  let uncleanStop = false;
  try {
    writeFileSync(file, mine, { flag: "wx" });
  } catch {
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && holds(holder)) {
      throw new DataDirBusyError(
        `The embedded database in ${dataDir} is in use by another process (pid ${holder.pid}). ` +
          "Stop the server first, or point DATABASE_URL at a PostgreSQL server.",
      );
    }
    uncleanStop = holder?.pid !== process.pid;
    writeFileSync(file, mine); // a stale lock from a process that is gone
  }
  const release = () => {
    // Only our own: a later owner's lock is never removed by us.
    if (existsSync(file) && readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.once("exit", release);
  return { release, uncleanStop };
}

type Holder = { pid: number; startTime: string | null };

function readHolder(file: string): Holder | null {
  try {
    const [pid, startTime] = readFileSync(file, "utf8").trim().split(/\s+/);
    return Number(pid) > 0 ? { pid: Number(pid), startTime: startTime ?? null } : null;
  } catch {
    return null;
  }
}

/** Whether the lock's owner still runs: its id is alive and, where the system tells, it started when the lock says. */
function holds(holder: Holder) {
  if (!isAlive(holder.pid)) return false;
  const now = startTimeOf(holder.pid);
  if (now === null) return true; // no /proc (not Linux): the id is all there is
  return holder.startTime === now; // a lock without a start time is from before the ids were checked: stale
}

/** The process's start time in clock ticks after boot (field 22 of /proc/<pid>/stat), or null where there is no /proc. */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
