import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests run once. Integration tests (the data layer, routes through the built
// server) run on embedded PGlite, and again on a real PostgreSQL server when
// TEST_DATABASE_URL is set (CI starts one).
const alias = { "~": path.resolve(import.meta.dirname, "app") };
const integration = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["tests/support/database-per-file.ts"],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { external: [/\/build\//] } },
  },
});

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      integration("pglite", { TEST_BACKEND: "pglite" }),
      ...(process.env.TEST_DATABASE_URL
        ? [integration("postgres", { TEST_BACKEND: "postgres", TEST_DATABASE_URL: process.env.TEST_DATABASE_URL })]
        : []),
    ],
  },
});
