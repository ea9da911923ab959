import { getDbHandle } from "./db.server";
import { getEnv } from "./env.server";
import { startMailWorker } from "./mailer.server";
import { migrate } from "./migrate.server";
import { startChangeSync } from "./change-sync.server";
import { singleton } from "./singleton.server";

const DEMO_EMAILS = ["admin@example.com", "agent@example.com", "client@example.com"];

/**
 * Runs once per process before the first request: parses the configuration,
 * applies pending migrations and warns loudly about demo accounts in production.
 * Any failure stops the start with a message that names its cause.
 */
export function startServer(): Promise<void> {
  return singleton("startup", async () => {
    const env = getEnv();
    const { db, kind } = getDbHandle();
    closeOnSignals();
    const applied = await migrate(db);
    if (applied.length) console.log(`[db] ${kind}: applied ${applied.join(", ")}`);
    startMailWorker();
    startChangeSync();
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
 * remix-serve stops accepting connections on SIGTERM/SIGINT; this closes the
 * database (waiting for queries in flight) so the process ends at once and the
 * embedded database is closed cleanly.
 */
function closeOnSignals() {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      getDbHandle()
        .close()
        .catch((error) => console.error("[db] close failed:", error))
        .finally(() => process.exit(0));
    });
  }
}
