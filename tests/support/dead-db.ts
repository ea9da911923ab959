import { getDbHandle } from "~/server/db/db.server";
import { dropSingleton } from "~/server/runtime/singleton.server";

/**
 * Points the process at a database that cannot be reached (a closed port on
 * loopback) while `run` runs, then back at the test file's own database.
 */
export async function withUnreachableDatabase<T>(run: () => Promise<T>): Promise<T> {
  const store = (globalThis as any).__singletons as Record<string, unknown>;
  const saved = { handle: store.db, url: process.env.DATABASE_URL, dir: process.env.DATA_DIR };
  delete store.db;
  process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:9/none";
  dropSingleton("env");
  try {
    return await run();
  } finally {
    await getDbHandle()
      .close()
      .catch(() => {});
    store.db = saved.handle;
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    dropSingleton("env");
  }
}
