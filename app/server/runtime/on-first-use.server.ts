import { createRequire } from "node:module";

// Libraries a server rarely needs (PDFs, ZIPs, mail, QR codes, calendar files, the
// password dictionaries) are loaded the first time they are used, not at start: loaded
// at start they held ~20 MB of every instance's heap for nothing (measured, issue 18).
// Each is a CommonJS package, so it loads synchronously where it is first needed.
const require = createRequire(import.meta.url);

/** A function that returns the package `name`, loading it on its first call. */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
