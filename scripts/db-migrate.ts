// npm run db:migrate: applies pending migrations to DATABASE_URL or the embedded database.
import { getDbHandle } from "../app/server/db/db.server";
import { migrate } from "../app/server/db/migrate.server";
import { runScript } from "./run-script";

await runScript(async () => {
  const handle = getDbHandle();
  const applied = await migrate(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
});
