import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import type { Db } from "./db.server";

// Applies supabase/migrations/*.sql in order, each once, each in its own
// transaction, and records them where the Supabase CLI does, so the same files
// serve the embedded database, a local Postgres and a hosted Supabase project.

export type Migration = { version: string; name: string; file: string; sql: string };

export function findMigrationsDir(): string {
  // Walk up from this file: it runs from app/server (tsx, tests) and from build/ (server bundle).
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "supabase", "migrations");
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve("supabase", "migrations");
  if (existsSync(fromCwd)) return fromCwd;
  throw new Error("supabase/migrations not found");
}

export function readMigrations(dir = findMigrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const [, version, name] = file.match(/^(\d+)_(.+)\.sql$/)!;
      return { version, name, file, sql: readFileSync(path.join(dir, file), "utf8") };
    });
}

export class MigrationError extends Error {
  constructor(
    public file: string,
    cause: unknown,
  ) {
    super(`Migration ${file} failed and was rolled back: ${(cause as Error)?.message ?? cause}`);
  }
}

/** Returns the files it applied (none when the database is up to date). */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  // One session applies migrations at a time, even with several instances starting.
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(72707369)`.execute(conn);
    try {
      await sql`create schema if not exists supabase_migrations`.execute(conn);
      await sql`create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text)`.execute(conn);
      const done = await sql<{ version: string }>`select version from supabase_migrations.schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((r) => r.version));
      const ran: string[] = [];
      for (const m of migrations) {
        if (applied.has(m.version)) continue;
        try {
          await conn.transaction().execute(async (trx) => {
            await sql.raw(m.sql).execute(trx);
            await sql`insert into supabase_migrations.schema_migrations (version, statements, name)
              values (${m.version}, ${[m.sql]}, ${m.name})`.execute(trx);
          });
        } catch (error) {
          throw new MigrationError(m.file, error);
        }
        ran.push(m.file);
      }
      return ran;
    } finally {
      await sql`select pg_advisory_unlock(72707369)`.execute(conn);
    }
  });
}

export async function latestMigration(db: Db): Promise<string | null> {
  const row = await sql<{ version: string; name: string }>`
    select version, name from supabase_migrations.schema_migrations order by version desc limit 1`.execute(db);
  const r = row.rows[0];
  return r ? `${r.version}_${r.name}` : null;
}
