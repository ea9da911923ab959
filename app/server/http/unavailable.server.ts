import { data } from "@remix-run/node";

/**
 * Runs a database read for a page; if the database cannot be reached the page
 * answers a clear 503 (the root error screen) instead of a stack trace.
 */
export async function withDbUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error("[db] read failed:", (error as Error).message);
    throw data(null, { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
  }
}
