import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { db, type DbHandle } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import { encryptBackup } from "./backup-crypto.server";

// Backups of the whole database, and so of the stored files (their bytes are kept in
// the `files` table; with Supabase Storage they live in Supabase, which keeps its own).
// PostgreSQL: pg_dump's custom format (compressed, restored with pg_restore), taken
// from a snapshot while the site runs. Embedded: a copy of the data folder taken
// between two statements (db.server.ts `snapshot`), packed as a .tar.gz. Each file is
// written under a temporary name, flushed to disk and renamed, and gets a .sha256 beside it.
// They hold everyone's data: the folder is 0700 and each file 0600, whatever the umask;
// with BACKUP_ENCRYPTION_KEY each file is encrypted too (backup-crypto.server.ts, name + ".enc").

export type BackupKind = "pglite" | "postgres";
export type Backup = { file: string; bytes: number; sha256: string; kind: BackupKind; tookMs: number; takenAt: Date };

const EXTENSION: Record<BackupKind, string> = { pglite: "pglite.tar.gz", postgres: "postgres.dump" };
const NAME = /^backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.(pglite\.tar\.gz|postgres\.dump)(\.enc)?$/;

/** backup-2026-11-26T11-20-44-123Z.postgres.dump(.enc): sorts by time, and says what it holds. */
export function backupName(kind: BackupKind, at: Date, encrypted = false) {
  return `backup-${at.toISOString().replace(/[:.]/g, "-")}.${EXTENSION[kind]}${encrypted ? ".enc" : ""}`;
}

/** When a backup's file was taken, from its name; null for any other file. */
export function takenAtOf(file: string): Date | null {
  const match = NAME.exec(path.basename(file));
  if (!match) return null;
  const [date, time] = match[1].split("T");
  const [h, m, s, ms] = time.replace("Z", "").split("-");
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

export const kindOf = (file: string): BackupKind | null => {
  const name = file.replace(/\.enc$/, "");
  return name.endsWith(".pglite.tar.gz") ? "pglite" : name.endsWith(".postgres.dump") ? "postgres" : null;
};

/**
 * The backup folder readable by its owner only (0700, made so or tightened), and each
 * backup in it 0600: run before each backup and at the server's start.
 */
export async function secureBackupDir(dir: string) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  for (const name of await readdir(dir)) {
    const backup = name.endsWith(".sha256") ? name.slice(0, -".sha256".length) : name;
    if (takenAtOf(backup)) await chmod(path.join(dir, name), 0o600).catch(() => {});
  }
}

/** Takes a backup into `dir`, records it, and keeps only what the retention says. */
export async function takeBackup(handle: DbHandle, trigger: "command" | "schedule", dir = getEnv().BACKUP_DIR): Promise<Backup> {
  const started = performance.now();
  const takenAt = new Date();
  if (handle.kind === "pglite" && !path.relative(path.resolve(getEnv().DATA_DIR), path.resolve(dir)).startsWith("..")) {
    throw new Error(`BACKUP_DIR (${dir}) is inside DATA_DIR: a backup must be kept apart from the data it saves`);
  }
  await secureBackupDir(dir);
  const key = getEnv().BACKUP_ENCRYPTION_KEY;
  const file = path.resolve(dir, backupName(handle.kind, takenAt, Boolean(key)));
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  const plain = key ? `${partial}.plain` : partial;
  try {
    if (handle.kind === "postgres") await pgDump(plain);
    else await packEmbedded(handle, plain);
    if (key) {
      await encryptBackup(plain, partial, key);
      await rm(plain, { force: true });
    }
    await chmod(partial, 0o600);
    await flush(partial);
    const sha256 = await sha256Of(partial);
    await rename(partial, file);
    await writeFile(`${file}.sha256`, `${sha256}  ${path.basename(file)}\n`, { mode: 0o600 });
    await chmod(`${file}.sha256`, 0o600);
    const backup: Backup = {
      file,
      bytes: (await stat(file)).size,
      sha256,
      kind: handle.kind,
      tookMs: Math.round(performance.now() - started),
      takenAt,
    };
    await handle.db
      .insertInto("backups")
      .values({ taken_at: takenAt, file, bytes: backup.bytes, sha256, kind: backup.kind, took_ms: backup.tookMs, trigger })
      .execute();
    await prune(dir, takenAt);
    return backup;
  } finally {
    await rm(partial, { force: true });
    await rm(plain, { force: true });
  }
}

async function packEmbedded(handle: DbHandle, into: string) {
  const staging = await mkdtemp(path.join(path.dirname(into), ".staging-"));
  try {
    await handle.snapshot!(staging);
    const entries = await readdir(staging);
    await packInWorker({ into, cwd: staging, entries });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// Packing runs on a thread of its own: on the server's busy event loop the tar stream's
// many small steps waited behind the requests (65 s for 40 MB under four visitors' load).
const PACK = `
const { parentPort, workerData } = require("node:worker_threads");
require("tar").create({ gzip: true, file: workerData.into, cwd: workerData.cwd, portable: true }, workerData.entries)
  .then(() => parentPort.postMessage(null), (error) => parentPort.postMessage(String(error)));`;

function packInWorker(workerData: { into: string; cwd: string; entries: string[] }) {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(PACK, { eval: true, workerData });
    worker.once("message", (error: string | null) => (error ? reject(new Error(error)) : resolve()));
    worker.once("error", reject);
  });
}

/** pg_dump of DATABASE_URL in its custom format: one consistent snapshot, compressed, restored by pg_restore. */
async function pgDump(into: string) {
  const url = getEnv().DATABASE_URL!;
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", into, "--dbname", url]);
}

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
export function run(program: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("error", (error) =>
      reject(new Error(`${program} could not be run (${error.message}): install PostgreSQL's client programs (Debian: postgresql-client)`)),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim().slice(0, 2000)}`)),
    );
  });
}

async function flush(file: string) {
  const handle = await open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function sha256Of(file: string) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/**
 * Keeps the newest backup of each of the last BACKUP_KEEP_DAILY days that have one and
 * of each of the last BACKUP_KEEP_WEEKLY weeks (days and weeks in UTC), and deletes the
 * rest of this directory's backups (never any other file).
 */
export async function prune(dir: string, now: Date, keep = { daily: getEnv().BACKUP_KEEP_DAILY, weekly: getEnv().BACKUP_KEEP_WEEKLY }) {
  const backups = (await readdir(dir))
    .map((name) => ({ name, at: takenAtOf(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null && b.at <= now)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const newestPer = (key: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of backups) {
      const k = key(b.at);
      if (seen.has(k)) continue;
      seen.add(k);
      if (seen.size > count) break;
      kept.add(b.name);
    }
  };
  newestPer((at) => at.toISOString().slice(0, 10), keep.daily);
  newestPer(weekOf, keep.weekly);
  const removed = backups.filter((b) => !kept.has(b.name)).map((b) => b.name);
  for (const name of removed) {
    await rm(path.join(dir, name), { force: true });
    await rm(path.join(dir, `${name}.sha256`), { force: true });
  }
  return removed;
}

/** The Monday (UTC) of the week a moment falls in. */
function weekOf(at: Date) {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The last backup taken and whether one is taken each day, for the admin's dashboard. */
export async function backupStatus() {
  const last = await db.selectFrom("backups").select(["taken_at", "file", "bytes"]).orderBy("taken_at", "desc").limit(1).executeTakeFirst();
  return {
    last: last ? { takenAt: last.taken_at, file: path.basename(last.file), bytes: Number(last.bytes) } : null,
    scheduled: getEnv().BACKUP_SCHEDULE === "daily",
  };
}
