import { getDbHandle } from "~/server/db/db.server";
import { migrate } from "~/server/db/migrate.server";
import { dropSingleton } from "~/server/runtime/singleton.server";

/** The test file's database (see database-per-file.ts), migrated. */
export async function testDb() {
  const handle = getDbHandle();
  await migrate(handle.db);
  return handle.db;
}

export function backendName() {
  return process.env.TEST_BACKEND === "postgres" ? "PostgreSQL server" : "PGlite";
}

export async function closeTestDb() {
  const store = (globalThis as any).__singletons as Record<string, unknown> | undefined;
  if (!store?.db) return;
  await getDbHandle().close();
  dropSingleton("db");
}
