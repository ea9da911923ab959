import type { HeadersFunction } from "@remix-run/node";

/**
 * A route's `headers`: passes on the Retry-After of a limited action (429) or an
 * unavailable database (503). Remix does not copy an action's headers to the page it
 * renders by itself, and a client told to wait must be told how long.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const value = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return new Headers(value ? { "Retry-After": value } : undefined);
};
