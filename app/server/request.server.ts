import { getEnv } from "./env.server";

/** The client's address: from X-Forwarded-For only when TRUST_PROXY says a proxy sets it. */
export function clientIp(request: Request): string {
  if (getEnv().TRUST_PROXY) {
    const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
    const real = request.headers.get("X-Real-IP")?.trim();
    if (real) return real.slice(0, 64);
  }
  return "direct";
}

/**
 * Refuses a state-changing request sent by another site (CSRF). Browsers send
 * Origin on every cross-site POST and Sec-Fetch-Site on all modern ones.
 */
export function assertSameOrigin(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden();
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && origin !== requestOrigin(request)) throw forbidden();
  if (origin === "null") throw forbidden();
}

function requestOrigin(request: Request) {
  const url = new URL(request.url);
  // Behind a trusted proxy the public host and scheme come from its headers.
  if (getEnv().TRUST_PROXY) {
    const host = request.headers.get("X-Forwarded-Host") ?? url.host;
    const proto = request.headers.get("X-Forwarded-Proto") ?? url.protocol.replace(":", "");
    return `${proto}://${host}`;
  }
  return url.origin;
}

function forbidden() {
  return new Response("Cross-site requests are not allowed.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
