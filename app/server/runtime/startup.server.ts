import { getDbHandle } from "../db/db.server";
import { getEnv } from "./env.server";
import { drainRequests } from "./drain.server";
import { migrate } from "../db/migrate.server";
import { singleton } from "./singleton.server";

/**
 * The product's work beside the requests, given by the top layer (app/jobs.server.ts):
 * started once the migrations are applied (the outbox's worker, the drop of the public
 * site's caches on every instance), stopped at a shutdown once the requests in flight
 * are done and before the database closes.
 */
export type Background = { start: () => Promise<void>; stop: () => Promise<void> };

const DEMO_EMAILS = ["admin@example.com", "agent@example.com", "client@example.com"];

/**
 * Runs once per process before the first request: parses the configuration,
 * applies pending migrations and warns loudly about demo accounts in production.
 * Any failure stops the start with a message that names its cause.
 */
export function startServer(background: Background): Promise<void> {
  return singleton("startup", async () => {
    const env = getEnv();
    const { db, kind } = getDbHandle();
    closeOnSignals(background);
    const applied = await migrate(db);
    if (applied.length) console.log(`[db] ${kind}: applied ${applied.join(", ")}`);
    await background.start();
    if (env.NODE_ENV === "production" && kind === "pglite") warnEmbeddedInProduction(env.DATA_DIR);
    if (env.NODE_ENV === "production") {
      const demo = await db.selectFrom("admin_users").select("email").where("email", "in", DEMO_EMAILS).execute();
      if (demo.length && env.DEMO_MODE) {
        console.log(`[demo] demo accounts are enabled: ${demo.map((d) => d.email).join(", ")}`);
      } else if (demo.length) {
        const line = "!".repeat(78);
        console.warn(
          `${line}\n!! WARNING: demo accounts exist in a production database: ${demo.map((d) => d.email).join(", ")}\n` +
            `!! Anyone who read the README can sign in with them. Delete them or change their passwords now.\n${line}`,
        );
      }
    }
  });
}

/**
 * Said at every production start on the embedded database, so whoever runs the firm's
 * server knows what it is meant for and what it risks (docs/running.md).
 */
function warnEmbeddedInProduction(dataDir: string) {
  console.warn(
    [
      `[db] This server keeps its data in the embedded database (PGlite, in ${dataDir}).`,
      "[db] It is meant for one machine running one instance: the database runs inside this process,",
      "[db] and its writes are not flushed to disk (fsync is off), so an operating-system crash or a power",
      "[db] cut can lose the last writes or damage the folder. Back it up (npm run db:backup; BACKUP_SCHEDULE=daily),",
      "[db] and for a firm's real use run it on PostgreSQL: set DATABASE_URL (docs/running.md).",
    ].join("\n"),
  );
}

/**
 * A stop (SIGTERM, SIGINT) finishes the requests in flight first (drain.server.ts), then the
 * job runner's pass (its claimed jobs done, or their leases handed back), then closes
 * the database (the embedded one cleanly), and exits 0.
 */
function closeOnSignals(background: Background) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      console.log(`[shutdown] ${signal}: finishing the requests in flight`);
      drainRequests()
        .then(() => background.stop())
        .then(() => getDbHandle().close())
        .then(
          () => {
            console.log("[shutdown] done");
            process.exit(0);
          },
          (error) => {
            console.error("[shutdown] failed:", error);
            process.exit(1);
          },
        );
    });
  }
}
