// npm run demo: the quick start. Seeds the embedded database with the demo data and
// serves the production build on it. The session secret is generated once and kept
// in DATA_DIR (a real deployment sets SESSION_SECRET itself: see docs/running.md, Deploying).
import { spawn } from "node:child_process";
import { getEnv } from "../app/server/runtime/env.server";
import { getDbHandle } from "../app/server/db/db.server";
import { migrate } from "../app/server/db/migrate.server";
import { DEMO_ACCOUNTS, seed } from "../supabase/seed";
import { SERVE_ARGS, SERVE_ENV } from "./serve-command";

process.env.NODE_ENV ??= "development"; // lets env.server generate and keep the secret
const env = getEnv();
const handle = getDbHandle();
await migrate(handle.db);
await seed(handle.db);
await handle.close(); // PGlite allows one process per DATA_DIR: hand it to the server

console.log("Demo accounts:");
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(6)} ${a.email}  ${a.password}`);

const server = spawn(process.execPath, SERVE_ARGS, {
  stdio: "inherit",
  env: {
    ...process.env,
    ...SERVE_ENV,
    NODE_ENV: "production",
    DEMO_MODE: "true",
    SESSION_SECRET: env.SESSION_SECRET,
    PORT: String(env.PORT),
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
