import { availableParallelism } from "node:os";
import path from "node:path";
import { existsSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";

// Unit tests run once. Integration tests (the data layer, routes through the built
// server) run on embedded PGlite, and again on a real PostgreSQL server when
// TEST_DATABASE_URL is set (CI starts one), but for the files of PGLITE_ONLY.
const alias = { "~": path.resolve(import.meta.dirname, "app") };

/**
 * Integration files the "postgres" project leaves out: what they check happens before
 * or above the database (sockets, headers, markup, the client build, hostile form
 * input), so a second run on PostgreSQL tests the same code again. Every file not
 * listed runs on both: SQL, transactions, concurrency, locks, migrations, constraints,
 * prepared statements, jobs, the data layer and the screens that read and write
 * through it. When in doubt a file stays on both.
 */
export const PGLITE_ONLY: Record<string, string> = {
  // Properties that throw random and hostile input at every form (about half of the
  // integration time). What they check is the form handling: no 5xx, input kept,
  // nothing stored runs as script. The stores they reach are tested on PostgreSQL by
  // each screen's own file (accounts, admin-*, portals, public-site, auth, security-rules),
  // and the bugs they found by fuzz/regressions.test.ts, which runs on both.
  "tests/integration/fuzz/accounts.test.ts": "hostile form input; the account stores run on PostgreSQL in accounts.test.ts",
  "tests/integration/fuzz/admin-content.test.ts": "hostile form input; the content stores run on PostgreSQL in admin-content.test.ts",
  "tests/integration/fuzz/admin-operations.test.ts": "hostile form input; the stores run on PostgreSQL in admin-operations.test.ts",
  "tests/integration/fuzz/admin-people.test.ts": "hostile form input; the stores run on PostgreSQL in admin-people.test.ts",
  "tests/integration/fuzz/portals.test.ts": "hostile form input; the stores run on PostgreSQL in portals.test.ts",
  "tests/integration/fuzz/public-auth.test.ts":
    "hostile form input; sign-in and contact stores run on PostgreSQL in auth.test.ts and public-site.test.ts",
  // The front door (app/server/front-door.js, sign-in-door.js): sockets and headers,
  // answered before a request reaches the app or the database.
  "tests/integration/front-door.test.ts": "body limits, proxy headers, Origin and HSTS at the front door, before the database",
  "tests/integration/sign-in-door.test.ts": "the front door's line of sign-ins over sockets, before the database",
  // Markup and the build: the same bytes whatever the database.
  "tests/integration/budgets.test.ts": "page weight of the production build",
  "tests/integration/build-secrets.test.ts": "scans the client build (already skipped on PostgreSQL)",
  "tests/integration/public-images.test.ts": "image markup (size, alt text, lazy loading) of the public pages",
  "tests/integration/policies.test.ts": "text of the policies filled from the settings",
};

/**
 * PGlite files that start the production server (or an npm script) on an embedded
 * database folder of their own: such a start compiles PGlite's WebAssembly on one
 * thread (npm start's --wasm-num-compilation-tasks=0) and needs a core to itself to
 * answer within the tests' 30 s. They run in the "pglite-servers" project, one file at
 * a time after the other files (vitest runs a project of maxWorkers 1 as a sequential
 * group at the end). On PostgreSQL the same files start in a second, and run with the rest.
 */
export const PGLITE_SERVERS = [
  "tests/integration/backup-restore.test.ts",
  "tests/integration/credential-checks.test.ts",
  "tests/integration/front-door.test.ts",
  "tests/integration/operations.test.ts",
  "tests/integration/render-cache.test.ts",
  "tests/integration/server.test.ts",
  "tests/integration/sign-in-door.test.ts",
  "tests/integration/two-factor-secrets.test.ts",
];

for (const file of [...Object.keys(PGLITE_ONLY), ...PGLITE_SERVERS]) {
  if (!existsSync(path.resolve(import.meta.dirname, file))) throw new Error(`vitest.config.ts: ${file} is named but does not exist`);
}

const integration = (
  name: string,
  env: Record<string, string>,
  files: { include?: string[]; exclude?: string[]; maxWorkers?: number } = {},
) => ({
  resolve: { alias },
  test: {
    name,
    include: files.include ?? ["tests/integration/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    ...(files.maxWorkers ? { maxWorkers: files.maxWorkers } : {}),
    setupFiles: ["tests/support/database-per-file.ts"],
    // PGlite: one database migrated for the run, copied for each file (not for the files that
    // start servers on a database folder of their own: they open theirs from DATA_DIR).
    ...(name === "pglite" ? { globalSetup: ["tests/support/pglite-template.ts"] } : {}),
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { external: [/\/build\//] } },
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two.
    // The integration files wait much of their time on servers they start, child
    // processes and PostgreSQL, so two workers keep both cores busy (but for
    // PGLITE_SERVERS, run one at a time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      integration("pglite", { TEST_BACKEND: "pglite" }, { exclude: PGLITE_SERVERS }),
      integration("pglite-servers", { TEST_BACKEND: "pglite" }, { include: PGLITE_SERVERS, maxWorkers: 1 }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration(
              "postgres",
              { TEST_BACKEND: "postgres", TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
              { exclude: Object.keys(PGLITE_ONLY) },
            ),
          ]
        : []),
    ],
  },
});
