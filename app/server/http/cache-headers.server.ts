import { createHash } from "node:crypto";
import { SITE_COOKIE } from "./render-cache.server";

// Public pages are the same for every visitor, so a CDN, nginx and the front door's
// render cache (render-cache.server.ts) may keep them; anything that sets a cookie or belongs
// to a portal is private. s-maxage is how long a shared cache may serve a copy without
// asking: how late a scheduled post or an edit can show in one that is not told of
// changes (the render cache is told at once: change-sync.server.ts).
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400";
export const PRIVATE = "private, no-store";

/** The portals, and the pages an e-mailed link opens (they name the person it was sent to). */
const PRIVATE_PATHS = /^\/(admin|agent|client|invitation|password-reset|sign-in-link|unsubscribe)(\/|$)/;

const carriesSiteCookie = (request: Request) => SITE_COOKIE.test(request.headers.get("Cookie") ?? "");

/** Sets Cache-Control (and an ETag on cacheable pages); answers 304 when the browser's copy is current. */
export function cacheDocument(request: Request, status: number, headers: Headers, body: string): Response {
  const url = new URL(request.url);
  const readOnly = request.method === "GET" || request.method === "HEAD";
  const privateAlready = /private|no-store/.test(headers.get("Cache-Control") ?? "");
  if (!readOnly || headers.has("Set-Cookie") || privateAlready || PRIVATE_PATHS.test(url.pathname) || carriesSiteCookie(request)) {
    headers.set("Cache-Control", PRIVATE);
  } else if (status === 200) {
    headers.set("Cache-Control", PUBLIC_CACHE);
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", etag);
    const match = request.headers.get("If-None-Match");
    if (match && match.split(",").some((t) => t.trim() === etag)) {
      return new Response(null, { status: 304, headers });
    }
  } else {
    headers.set("Cache-Control", status === 404 ? "public, max-age=0, s-maxage=60" : "no-store");
  }
  return new Response(body, { status, headers });
}

/**
 * The `.data` answers of client-side navigations: a portal's, or one that sets a
 * cookie or answers one of ours, or any answer to a POST, is never stored (a shared computer's cache, a CDN);
 * a public page's is public like its document.
 */
export function cacheData(request: Request, response: Response): Response {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const readOnly = request.method === "GET" || request.method === "HEAD";
  if (!readOnly || response.headers.has("Set-Cookie") || PRIVATE_PATHS.test(path) || carriesSiteCookie(request)) {
    response.headers.set("Cache-Control", PRIVATE);
  } else if (response.status === 200 && !response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", PUBLIC_CACHE);
  }
  return response;
}
