import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { lockDataDir } from "../db/data-dir-lock.server";
import { BackupKeyError, decryptBackup, isEncryptedBackup } from "./backup-crypto.server";
import { kindOf, run, sha256Of, type BackupKind } from "./backups.server";

// `npm run db:restore FILE`: a backup back into an empty database (DATABASE_URL) or an
// empty data folder (DATA_DIR). A database or folder that holds anything is refused
// unless told (--force): then PostgreSQL's schema is emptied first, and an embedded
// folder is moved aside (never deleted) before the backup is unpacked in its place.
// An encrypted backup is decrypted first (BACKUP_ENCRYPTION_KEY) into a private
// temporary folder, deleted afterwards; a plain one is restored as it is.

export class RestoreRefused extends Error {}

export type RestoreTarget = { databaseUrl?: string; dataDir: string; encryptionKey?: string };

/** Checks the file against the .sha256 beside it; says so when there is none. */
export async function verify(file: string): Promise<string> {
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist`);
  const sidecar = `${file}.sha256`;
  if (!existsSync(sidecar)) return "no .sha256 beside it: not verified";
  const expected = (await readFile(sidecar, "utf8")).trim().split(/\s+/)[0];
  const actual = await sha256Of(file);
  if (expected !== actual) throw new RestoreRefused(`${path.basename(file)} does not match its .sha256 (damaged or changed): not restored`);
  return `checksum ok (${actual.slice(0, 12)}…)`;
}

export async function restoreBackup(file: string, target: RestoreTarget, force = false): Promise<string[]> {
  const kind = kindOf(file);
  if (!kind) throw new RestoreRefused(`${path.basename(file)} is not a backup (backup-….postgres.dump or backup-….pglite.tar.gz)`);
  const into: BackupKind = target.databaseUrl ? "postgres" : "pglite";
  if (kind !== into) {
    throw new RestoreRefused(
      kind === "pglite"
        ? "This is a backup of the embedded database: restore it into DATA_DIR, with DATABASE_URL unset."
        : "This is a backup of a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database.",
    );
  }
  const said = [await verify(file)];
  if (!(await isEncryptedBackup(file))) return [...said, ...(await restorePlain(file, into, target, force))];
  if (!target.encryptionKey) {
    throw new RestoreRefused(
      `${path.basename(file)} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was taken with, and run this again.`,
    );
  }
  const scratch = await mkdtemp(path.join(tmpdir(), "restore-")); // 0700: only this user reads the decrypted copy
  try {
    const plain = path.join(scratch, path.basename(file).replace(/\.enc$/, ""));
    try {
      await decryptBackup(file, plain, target.encryptionKey);
    } catch (error) {
      if (error instanceof BackupKeyError)
        throw new RestoreRefused(`${path.basename(file)} could not be decrypted: ${error.message}. Nothing was restored.`);
      throw error;
    }
    said.push("decrypted with BACKUP_ENCRYPTION_KEY");
    return [...said, ...(await restorePlain(plain, into, target, force))];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function restorePlain(file: string, into: BackupKind, target: RestoreTarget, force: boolean) {
  return into === "postgres" ? intoPostgres(file, target.databaseUrl!, force) : intoFolder(file, target.dataDir, force);
}

async function intoPostgres(file: string, url: string, force: boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const said: string[] = [];
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0) {
      if (!force)
        throw new RestoreRefused(
          `The database holds ${rows[0].n} tables: restore into an empty database, or add --force to replace everything in it.`,
        );
      // Every schema of ours (public, and supabase_migrations with the migrations' record), then an empty public.
      const schemas = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg\\_%'`,
      );
      for (const { name } of schemas.rows) await client.query(`drop schema ${pg.escapeIdentifier(name)} cascade`);
      await client.query("create schema if not exists public");
      said.push(`emptied the database (${rows[0].n} tables dropped)`);
    }
  } finally {
    await client.end();
  }
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", url, file]);
  said.push("restored with pg_restore");
  return said;
}

async function intoFolder(file: string, dataDir: string, force: boolean) {
  const said: string[] = [];
  // The lock, and the session secret a command made on reading its configuration, are not data.
  const holding = existsSync(dataDir) ? (await readdir(dataDir)).filter((name) => name !== ".lock" && name !== ".session-secret") : [];
  if (holding.length) {
    if (!force)
      throw new RestoreRefused(`${dataDir} is not empty: restore into an empty folder, or add --force to move what is there aside.`);
    const lock = lockDataDir(dataDir); // refuses while a server runs on it
    lock.release();
    const aside = `${path.resolve(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await rename(dataDir, aside);
    said.push(`moved what was in ${dataDir} to ${aside}`);
  }
  await mkdir(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    await tar.extract({ file, cwd: dataDir, strict: true });
  } finally {
    lock.release();
  }
  said.push(`unpacked into ${dataDir}`);
  return said;
}
