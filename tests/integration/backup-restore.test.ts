// Issue 20: a backup restores into a fresh database with every record and every file,
// byte for byte, also when it is taken while visitors keep sending the contact form.
// The production server runs on a database of its own (a data folder, or a
// PostgreSQL database made for the test); `npm run db:backup` and `db:restore` are
// run as an operator runs them. Issue 38: backups are private (0600 in a 0700 folder),
// and with BACKUP_ENCRYPTION_KEY encrypted: restored with the key, refused without it.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "~/server/db/db.server";
import { migrate } from "~/server/db/migrate.server";
import { seed } from "../../supabase/seed";
import { backendName } from "../support/db";
import { runNpmScript, startServer, type RunningServer } from "../support/server";

const onPostgres = process.env.TEST_BACKEND === "postgres";
const work = mkdtempSync(path.join(tmpdir(), "backup-test-"));
const backupDir = path.join(work, "backups");
const secret = randomBytes(32).toString("hex");

/** A database of the test's own: a data folder, or a new database on the test's PostgreSQL server. */
async function freshDatabase(name: string): Promise<{ env: Record<string, string>; open: () => DbHandle }> {
  if (!onPostgres) {
    const dataDir = mkdtempSync(path.join(work, `${name}-`));
    return { env: { DATA_DIR: dataDir }, open: () => openDb({ dataDir }) };
  }
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const database = `${name}_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return { env: { DATABASE_URL: url.toString() }, open: () => openDb({ databaseUrl: url.toString(), dataDir: "" }) };
}

/** Every table's row count, but the backups' own record (written after the copy is taken). */
async function rowCounts(handle: DbHandle) {
  const tables = await sql<{ name: string }>`
    select schemaname || '.' || tablename as name from pg_tables
    where schemaname in ('public', 'supabase_migrations') and tablename <> 'backups' order by 1`.execute(handle.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(name)}`.execute(handle.db);
    counts[name] = rows[0].n;
  }
  return counts;
}

const fileHashes = async (handle: DbHandle) =>
  Object.fromEntries(
    (
      await sql<{ id: string; hash: string }>`select id::text, encode(sha256(data), 'hex') as hash from files order by id`.execute(
        handle.db,
      )
    ).rows.map((r) => [r.id, r.hash]),
  );

const enquiryEmails = async (handle: DbHandle, prefix: string) =>
  new Set((await handle.db.selectFrom("enquiries").select("email").where("email", "like", `${prefix}%`).execute()).map((r) => r.email));

/** A restore into a new database, through the command; then it is opened here. */
async function restore(file: string) {
  const target = await freshDatabase("restored");
  const run = await runNpmScript(["db:restore", "--", file], { ...target.env, SESSION_SECRET: secret });
  expect(run.code, run.output).toBe(0);
  return target.open();
}

async function backUp() {
  const run = await runNpmScript(["db:backup"], { ...source.env, BACKUP_DIR: backupDir, SESSION_SECRET: secret });
  expect(run.code, run.output).toBe(0);
  return path.join(backupDir, /Backup: .*\/(backup-\S+)/.exec(run.output)![1]);
}

let source: Awaited<ReturnType<typeof freshDatabase>>;
let server: RunningServer;
let before: { counts: Record<string, number>; files: Record<string, string> };

beforeAll(async () => {
  source = await freshDatabase("source");
  const handle = source.open();
  await migrate(handle.db);
  await seed(handle.db);
  // Uploads of every size up to 2 MB, of random bytes.
  for (const size of [0, 1, 1000, 65_537, 300_000, 2_000_000]) {
    const data = randomBytes(size);
    await handle.db
      .insertInto("files")
      .values({
        visibility: "private",
        content_type: "application/pdf",
        size_bytes: size,
        sha256: "-",
        data,
        original_name: `upload-${size}.pdf`,
      })
      .execute();
  }
  await handle.close();
  mkdirSync(backupDir, { mode: 0o755 }); // as older versions left it: tightened when the server starts
  server = await startServer(serverEnv());
}, 120_000);

// The daily jobs' first pass a minute away: nothing but the tests' requests writes.
const serverEnv = () => ({ ...source.env, BACKUP_DIR: backupDir, SESSION_SECRET: secret, TRUST_PROXY: "1", MAIL_POLL_MS: "60000" });

afterAll(async () => {
  await server?.stop();
});

describe(`backups on ${backendName()}`, () => {
  it("restores into a fresh database with every table's rows and every file byte for byte", async () => {
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    const file = await backUp();
    expect(readdirSync(backupDir)).toContain(`${path.basename(file)}.sha256`);
    // What the source holds, read with the server stopped (the embedded database is one process's).
    await server.stop();
    const handle = source.open();
    before = { counts: await rowCounts(handle), files: await fileHashes(handle) };
    await handle.close();
    server = await startServer(serverEnv());
    const restored = await restore(file);
    try {
      expect(await rowCounts(restored)).toEqual(before.counts);
      expect(await fileHashes(restored)).toEqual(before.files);
      expect(Object.keys(before.files)).toHaveLength(6);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("taken while four visitors keep sending the contact form, holds every enquiry acknowledged before it", async () => {
    const run = `bk${Date.now()}`;
    const acknowledged: { email: string; at: number }[] = [];
    let stop = false;
    const visitor = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `${run}-${w}-${i}@example.com`;
        const res = await fetch(`${server.url}/contact`, {
          method: "POST",
          redirect: "manual",
          // Each its own address: the contact form takes 10 an hour from one.
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": `10.30.${w}.${i % 250}` },
          body: new URLSearchParams({ name: "Backup Load", email, message: "Sent while a backup is taken.", consent: "on" }),
        });
        if (res.status === 302 && res.headers.get("location") === "/contact?sent=1") acknowledged.push({ email, at: performance.now() });
      }
    };
    const visitors = [0, 1, 2, 3].map(visitor);
    await new Promise((r) => setTimeout(r, 1_000));
    const asked = performance.now();
    const file = await backUp();
    console.log(`backup under load: ${Math.round(performance.now() - asked)} ms, ${acknowledged.length} acknowledged so far`);
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(visitors);
    const beforeBackup = acknowledged.filter((a) => a.at < asked).map((a) => a.email);
    expect(beforeBackup.length).toBeGreaterThan(4);
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length); // the visitors kept sending while it was taken

    const restored = await restore(file);
    try {
      const kept = await enquiryEmails(restored, run);
      expect(beforeBackup.filter((e) => !kept.has(e))).toEqual([]);
      const sent = new Set(acknowledged.map((a) => a.email));
      expect([...kept].filter((e) => !sent.has(e))).toEqual([]); // nothing half-sent or invented
      expect(await fileHashes(restored)).toEqual(before.files);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("refuses to restore over a database that holds data, unless told to", async () => {
    const file = path.join(
      backupDir,
      readdirSync(backupDir).find((f) => f.startsWith("backup-") && !f.endsWith(".sha256"))!,
    );
    const target = await freshDatabase("twice");
    const env = { ...target.env, SESSION_SECRET: secret };
    expect((await runNpmScript(["db:restore", "--", file], env)).code).toBe(0);
    const refused = await runNpmScript(["db:restore", "--", file], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty|holds \d+ tables/);
    const forced = await runNpmScript(["db:restore", "--", file, "--force"], env);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toMatch(/moved what was in .* to .*before-restore-|emptied the database/);
    if (!onPostgres) {
      // An embedded database its server holds is never moved aside under it.
      const busy = await runNpmScript(["db:restore", "--", file, "--force"], { ...source.env, SESSION_SECRET: secret });
      expect(busy.code).toBe(1);
      expect(busy.output).toContain("in use by another process");
    }
  }, 120_000);

  it("is taken by the command itself when no server runs, and refuses a damaged file", async () => {
    await server.stop();
    const file = await backUp();
    const restored = await restore(file);
    await restored.close();
    writeFileSync(`${file}.sha256`, `${"0".repeat(64)}  ${path.basename(file)}\n`);
    const target = await freshDatabase("damaged");
    const refused = await runNpmScript(["db:restore", "--", file], { ...target.env, SESSION_SECRET: secret });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("does not match its .sha256");
  }, 120_000);

  it("with BACKUP_ENCRYPTION_KEY, is encrypted: restored with the key, refused without it or with another", async () => {
    await server.stop(); // the command takes it with its own key (a running server would use its own settings)
    const key = randomBytes(32).toString("hex");
    const dir = path.join(work, "encrypted");
    const run = await runNpmScript(["db:backup"], { ...source.env, BACKUP_DIR: dir, SESSION_SECRET: secret, BACKUP_ENCRYPTION_KEY: key });
    expect(run.code, run.output).toBe(0);
    const file = path.join(dir, /Backup: .*\/(backup-\S+)/.exec(run.output)![1]);
    expect(file).toMatch(/\.(pglite\.tar\.gz|postgres\.dump)\.enc$/);
    expect(readFileSync(file).subarray(0, 8).toString("latin1")).toBe("HPBACKUP");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(dir)) expect(`${name} ${(statSync(path.join(dir, name)).mode & 0o777).toString(8)}`).toBe(`${name} 600`);

    const target = await freshDatabase("encrypted");
    const env = { ...target.env, SESSION_SECRET: secret };
    const keyless = await runNpmScript(["db:restore", "--", file], env);
    expect(keyless.code).toBe(1);
    expect(keyless.output).toContain("is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was taken with");
    const wrong = await runNpmScript(["db:restore", "--", file], { ...env, BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("hex") });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("could not be decrypted: BACKUP_ENCRYPTION_KEY is not the key it was encrypted with");
    const right = await runNpmScript(["db:restore", "--", file], { ...env, BACKUP_ENCRYPTION_KEY: key });
    expect(right.code, right.output).toBe(0);
    const restored = target.open();
    try {
      expect(await fileHashes(restored)).toEqual(before.files);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
