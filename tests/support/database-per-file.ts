// Each integration test file gets its own database: an in-memory PGlite (a copy of one
// migrated for the run), or a new database on the PostgreSQL server of TEST_DATABASE_URL.
// Nothing is mocked.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { readFileSync } from "node:fs";
import { afterAll, inject } from "vitest";

process.env.NODE_ENV = "test";
process.env.SESSION_SECRET = "test-secret-that-is-at-least-32-characters-long";
delete process.env.DATABASE_URL;

if (process.env.TEST_BACKEND === "postgres") {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  afterAll(async () => {
    const { closeTestDb } = await import("./db");
    await closeTestDb();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
} else {
  process.env.DATA_DIR = "memory://";
  // The database migrated once for the run (pglite-template.ts), copied into this file's
  // own in-memory one; the app then finds it as its database (one per process).
  const template = inject("pgliteTemplate");
  if (template) {
    const [{ openDb }, { singleton }] = await Promise.all([import("~/server/db/db.server"), import("~/server/runtime/singleton.server")]);
    const dump = new Blob([readFileSync(template)]);
    singleton("db", () => openDb({ dataDir: "memory://", loadDataDir: dump }));
  }
  afterAll(async () => {
    const { closeTestDb } = await import("./db");
    await closeTestDb();
  });
}
