// Preloaded into the server by `npm run load` only (node --expose-gc --import).
// On SIGUSR2 it runs a full garbage collection and appends the memory figures to
// HEAP_PROBE_FILE, so the load test can compare the live heap before and after the
// run: RSS alone cannot tell a leak from V8 sizing its heap to the load.
import { appendFileSync } from "node:fs";

const file = process.env.HEAP_PROBE_FILE;
if (file && typeof globalThis.gc === "function") {
  process.on("SIGUSR2", () => {
    globalThis.gc();
    globalThis.gc(); // the second pass frees what the first one's finalizers released
    appendFileSync(file, JSON.stringify(process.memoryUsage()) + "\n");
  });
}
