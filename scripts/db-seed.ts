// npm run db:seed: migrates, then loads the demo data (see README: Demo accounts).
import { getDbHandle } from "../app/server/db/db.server";
import { migrate } from "../app/server/db/migrate.server";
import { DEMO_ACCOUNTS, seed } from "../supabase/seed";
import { runScript } from "./run-script";

await runScript(async () => {
  const handle = getDbHandle();
  await migrate(handle.db);
  await seed(handle.db);
  console.log("Seeded demo data. Demo accounts:");
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email}  ${a.password}`);
});
