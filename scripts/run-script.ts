import { DataDirBusyError } from "../app/server/db/data-dir-lock.server";
import { getDbHandle } from "../app/server/db/db.server";
import { hasSingleton } from "../app/server/runtime/singleton.server";

/** An expected failure: its message is printed without a stack trace. */
export class ScriptError extends Error {}

/** Runs a command-line task, closes the database, and exits 1 with a clear message on failure. */
export async function runScript(task: () => Promise<void>) {
  let code = 0;
  try {
    await task();
  } catch (error) {
    code = 1;
    const expected = error instanceof ScriptError || error instanceof DataDirBusyError;
    console.error(expected ? `Error: ${(error as Error).message}` : error);
  }
  if (hasSingleton("db"))
    await getDbHandle()
      .close()
      .catch(() => {});
  process.exit(code);
}
