// Each integration test file gets its own empty database: an in-memory PGlite, or a
// new database on the PostgreSQL server of TEST_DATABASE_URL. Nothing is mocked.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll } from "vitest";

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
  afterAll(async () => {
    const { closeTestDb } = await import("./db");
    await closeTestDb();
  });
}
