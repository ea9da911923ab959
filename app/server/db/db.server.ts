import { cpSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { Kysely, PostgresDialect, sql, type LogEvent } from "kysely";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server";
import { pgliteConfig } from "./pglite-connection.server";
import { PreparingClient } from "./prepared.server";
import { queryStats } from "./query-stats.server";
import type { Database } from "./schema";
import { getEnv } from "../runtime/env.server";
import { singleton } from "../runtime/singleton.server";

// `date` columns stay "YYYY-MM-DD" strings instead of becoming local-time Dates.
pg.types.setTypeParser(1082, (value: string) => value);
// bigint counts (count(*)) as numbers: ours never approach 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

export type Db = Kysely<Database>;

/** Files in the embedded database's folder that are this process's, not the data's. */
const NOT_DATA = new Set([".lock", ".ops.sock"]);

export type DbHandle = {
  db: Db;
  /** "pglite" (embedded, under DATA_DIR) or "postgres" (DATABASE_URL). */
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * The embedded database's folder copied into `into`, in one synchronous step: PGlite
   * runs each statement synchronously on this thread, so none runs during the copy, and
   * the copy is what a crash at that instant would leave (opening it replays the log).
   */
  snapshot?: (into: string) => Promise<void>;
  /** The embedded database's LISTEN (it has no second connection to listen on); PostgreSQL's is change-sync's client. */
  listen?: (channel: string, onNotify: () => void) => Promise<unknown>;
  /** The embedded database's contents as one file, to open another from (DbConfig.loadDataDir). */
  dump?: () => Promise<Blob>;
};

export type DbConfig = {
  databaseUrl?: string;
  dataDir: string;
  /** An embedded database's starting contents, a PGlite dump (the tests copy one migrated database per file). */
  loadDataDir?: Blob;
};

/** One query layer for both backends: Kysely over a node-postgres Pool. */
export function openDb(config: DbConfig): DbHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restarted) must not crash the process.
    pool.on("error", (error) => console.error("[db] idle client error:", error.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: countQuery });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const lock = config.dataDir.startsWith("memory://") ? { release: () => {}, uncleanStop: false } : lockDataDir(config.dataDir);
  const opening = performance.now();
  const pglite = new PGlite(config.dataDir, {
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    extensions: { pgcrypto, pg_trgm }, // pg_trgm: the lists' searches (20261202000000_list_indexes.sql)
    // A small site's working set: PostgreSQL's default 128 MB of buffers would
    // double the server's memory for nothing (kept in the data folder's config).
    // Its pages come from the operating system's cache, so reading one out of
    // order costs about what reading the next does (PostgreSQL's SSD advice): at
    // the default 4 the planner chose to read whole tables over a few index look-ups.
    postgresqlconf: ["shared_buffers = '16MB'", "work_mem = '4MB'", "random_page_cost = 1.1"],
  });
  if (lock.uncleanStop) {
    // The last owner stopped without closing it: PostgreSQL replays its write-ahead log while opening.
    void pglite.waitReady.then(() =>
      console.warn(
        `[db] the embedded database in ${config.dataDir} was not closed cleanly last time (a crash, a kill or a power cut): ` +
          `PostgreSQL recovered it while opening (opening took ${Math.round(performance.now() - opening)} ms)`,
      ),
    );
  }
  const pool = new pg.Pool({ ...pgliteConfig(pglite), Client: PreparingClient });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: countQuery });
  return {
    db,
    kind: "pglite",
    listen: (channel, onNotify) => pglite.listen(channel, onNotify),
    dump: () => pglite.dumpDataDir("none"),
    snapshot: async (into) => {
      if (config.dataDir.startsWith("memory://")) throw new Error("An in-memory database has no folder to back up");
      await sql`checkpoint`.execute(db); // less log to replay when the copy is opened (in line with the other statements)
      cpSync(config.dataDir, into, { recursive: true, filter: (source) => !NOT_DATA.has(path.basename(source)) });
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
      lock.release();
    },
  };
}

/**
 * Counts every query. With SLOW_QUERY_MS set, logs each query that took at least that
 * long as one JSON line: its time and SQL, and its parameters only with
 * SLOW_QUERY_PARAMETERS=1 (they can hold personal data; `npm run bench:scale` uses them
 * to EXPLAIN the query).
 */
function countQuery(event: LogEvent) {
  queryStats().count++;
  const slow = slowQueryLog();
  if (slow && event.queryDurationMillis >= slow.ms) {
    const { sql: text, parameters } = event.query;
    const line = { ms: Math.round(event.queryDurationMillis), sql: text, ...(slow.parameters ? { parameters } : {}) };
    console.warn(`[slow-query] ${JSON.stringify(line)}`);
  }
}

const slowQueryLog = () =>
  singleton("slow-query-log", () =>
    process.env.SLOW_QUERY_MS ? { ms: Number(process.env.SLOW_QUERY_MS), parameters: process.env.SLOW_QUERY_PARAMETERS === "1" } : null,
  );

function dbFromEnv(): DbHandle {
  const env = getEnv();
  return openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
}

export function getDbHandle(): DbHandle {
  return singleton("db", dbFromEnv);
}

/** The process's database. */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const real = getDbHandle().db as any;
    const value = real[prop];
    return typeof value === "function" ? value.bind(real) : value;
  },
});

/** Round-trip time of a trivial query, in milliseconds. Throws when unreachable. */
export async function pingDb(timeoutMs = 2_000): Promise<number> {
  const started = performance.now();
  await withTimeout(sql`select 1`.execute(db), timeoutMs, "database did not answer");
  return performance.now() - started;
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export { sql };
