// Vitest's global setup for the PGlite projects: one database migrated once per run
// (per change of the migrations), dumped to a file that every test file's database
// starts from (database-per-file.ts). Loading the dump takes under a second where an
// empty PGlite and the migrations took about five, for each of some 80 files.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const MIGRATIONS = path.resolve(import.meta.dirname, "../../supabase/migrations");

export default async function setup(project: TestProject) {
  const hash = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS).sort()) hash.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  // What else makes the database: the code that applies the migrations, and PGlite's version.
  hash.update(readFileSync(path.resolve(import.meta.dirname, "../../app/server/db/migrate.server.ts")));
  hash.update(
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../node_modules/@electric-sql/pglite/package.json"), "utf8")).version,
  );
  const file = path.join(tmpdir(), `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const { openDb } = await import("~/server/db/db.server");
    const { migrate } = await import("~/server/db/migrate.server");
    const handle = openDb({ dataDir: "memory://" });
    await migrate(handle.db);
    const dump = await handle.dump!();
    await handle.close();
    // Written whole, then moved into place: two projects starting at once never read half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide("pgliteTemplate", file);
}
