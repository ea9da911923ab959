// The steps of the front door: what every request meets before Remix. Their order is
// server/index.ts's; each step either answers the request itself or calls `next()`,
// now or later (a form waiting for its turn). Why the door exists: docs/decisions/002.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Drain } from "../app/server/runtime/drain.server";
import type { RenderCache } from "../app/server/http/render-cache.server";
import type { RequestScope } from "../app/server/http/request-scope.server";
import { bodyLimit, isUpload, SIGN_IN_BODY_LIMIT, watchBody } from "./request-body";
import { formDoor, isSignIn, signInDoor } from "./sign-in-door";

/** One request at the door, with what is worked out once for it. */
export type Visit = {
  req: IncomingMessage;
  res: ServerResponse;
  /** How many proxies in front of the server are trusted (TRUST_PROXY). */
  hops: number;
  /** The scheme the visitor used (the socket's, or a trusted proxy's X-Forwarded-Proto). */
  scheme: "http" | "https";
};
export type Next = () => void;
/** A step of the door: answers the visit, or calls `next` (now or later). */
export type Step = (visit: Visit, next: Next) => void;
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const isSafe = (req: IncomingMessage) => SAFE_METHODS.has(req.method ?? "");

/** Runs the steps in order, then `app`: the door as one request handler. */
export function frontDoor(steps: readonly Step[], app: Handler): Handler {
  return (req, res) => {
    const hops = proxyHops();
    const visit: Visit = { req, res, hops, scheme: requestScheme(req, hops) };
    let at = 0;
    const next: Next = () => {
      const step = steps[at++];
      if (step) step(visit, next);
      else app(req, res);
    };
    next();
  };
}

/** TRUST_PROXY: "false"/"0" (none), "true"/"1" (one proxy, e.g. nginx), or the number of proxies in front. */
export function proxyHops(value = process.env.TRUST_PROXY ?? ""): number {
  if (value === "true") return 1;
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0;
}

/** The address the request came from, trusting only `hops` proxies in front of the server. */
export function clientAddress(req: IncomingMessage, hops = proxyHops()): string {
  const socket = req.socket.remoteAddress ?? "";
  if (hops === 0) return socket;
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socket;
  // Each proxy appends the address it saw: the last `hops` entries were written by ours.
  return forwarded[Math.max(0, forwarded.length - hops)].slice(0, 64);
}

/** "https" when the request reached us (or our trusted proxy) over TLS. */
export function requestScheme(req: IncomingMessage, hops = proxyHops()): "http" | "https" {
  if ((req.socket as { encrypted?: boolean }).encrypted) return "https";
  if (hops > 0) {
    const proto = String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      .trim()
      .toLowerCase();
    if (proto === "https" || proto === "http") return proto;
  }
  return "http";
}

export function isCrossSite(req: IncomingMessage, hops = proxyHops()): boolean {
  if (isSafe(req)) return false;
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.origin;
  if (!origin) return false; // not a browser, or a very old one: the SameSite cookie still holds
  if (origin === "null") return true;
  const host = (hops > 0 && req.headers["x-forwarded-host"]) || req.headers.host;
  // Scheme and host: http://our-host posting to https://our-host is another origin.
  return origin.toLowerCase() !== `${requestScheme(req, hops)}://${String(host).toLowerCase()}`;
}

/** Where a GET or HEAD for "/about/" goes ("/about", query kept); null when the path has no trailing slash. */
export function trailingSlashRedirect(req: Pick<IncomingMessage, "method" | "url">): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = String(req.url ?? "/");
  const q = url.indexOf("?");
  const pathname = q < 0 ? url : url.slice(0, q);
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  // One leading slash whatever was sent: "//evil.example/" must not become a link to another site.
  const target = `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
  return target + (q < 0 ? "" : url.slice(q));
}

// ---- The steps, in the order server/index.ts runs them ----

/** Counts the request in flight until its response is done, and answers /healthz with "draining" once the server is stopping. */
export const countInFlight =
  (drain: Drain): Step =>
  ({ req, res }, next) => {
    drain.track(res);
    if (!drain.answerDraining(req, res)) next();
  };

/** The security headers every response carries (documents add their CSP in the app). */
export const securityHeaders: Step = ({ res, scheme }, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  // Whenever the site is served over https, whatever NODE_ENV said at start.
  if (scheme === "https" || (process.env.APP_URL ?? "").startsWith("https://")) {
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  next();
};

/**
 * The client's address in X-Client-IP, for the rate limits: the socket's, or with
 * TRUST_PROXY=N the N-th address of X-Forwarded-For counted from the right (what the
 * nearest trusted proxy saw); a value sent by the client is dropped.
 */
export const recordClientAddress: Step = ({ req, hops }, next) => {
  delete req.headers["x-client-ip"];
  req.headers["x-client-ip"] = clientAddress(req, hops);
  next();
};

/**
 * One-click unsubscribe (RFC 8058) is posted by mail providers from anywhere, and its
 * signed link is its own proof: where it came from is not asked, here or by Remix.
 */
export const unsubscribeFromAnywhere: Step = ({ req }, next) => {
  if (!isSafe(req) && String(req.url).startsWith("/unsubscribe/")) {
    delete req.headers.origin;
    delete req.headers["sec-fetch-site"];
  }
  next();
};

/** A GET for a path with a trailing slash: a permanent redirect to the path without it, so every page has one address. */
export const oneAddressPerPage: Step = ({ req, res }, next) => {
  const slashed = trailingSlashRedirect(req);
  if (!slashed) return next();
  res.writeHead(301, { Location: slashed, "Cache-Control": "public, max-age=3600" });
  res.end();
};

/** An anonymous GET of a public page answered from memory (render-cache.server.ts), or its answer kept. */
export const publicPagesFromMemory =
  (cache: RenderCache): Step =>
  ({ req, res, scheme }, next) => {
    if (!cache.answer(req, res, scheme)) next();
  };

/** A state-changing request from another site: 403 (Sec-Fetch-Site, and Origin compared by scheme and host). */
export const sameSiteOnly: Step = ({ req, res, hops }, next) => {
  if (!isCrossSite(req, hops)) return next();
  res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("Cross-site requests are not allowed.");
};

/**
 * A body: refused over its limit (413) or past its deadline (408), request-body.ts; a
 * sign-in, or a small body of another form, enters the app only once it has arrived,
 * through its door (sign-in-door.ts): sign-ins a few at a time, other forms 16 at a time,
 * the rest in line. Uploads are bounded in the app, after its guard (uploads.server.ts).
 */
export const bodiesAndDoors: Step = ({ req, res }, next) => {
  if (isSafe(req)) return next();
  // An action that answers before reading the body (a guard's redirect) leaves it
  // half-read: Remix's reader has paused, so the connection would wait for it and the
  // next request on it would hang. Once the answer is out, the rest is read and dropped.
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    req.removeAllListeners("data");
    req.resume();
  });
  const signIn = isSignIn(req);
  const pathname = String(req.url ?? "/").split("?")[0];
  const contentType = String(req.headers["content-type"] ?? "");
  const limit = bodyLimit(pathname, contentType, signIn);
  // Sign-ins, and small bodies of other forms, enter the app only once they have arrived.
  const declared = req.headers["content-length"] === undefined ? Infinity : Number(req.headers["content-length"]);
  const hold = signIn || declared <= SIGN_IN_BODY_LIMIT;
  const body = watchBody(req, res, { limit, hold });
  if (!body) return;
  const door = signIn ? signInDoor : isUpload(pathname, contentType) ? null : formDoor;
  if (!door) {
    body.release();
    return next();
  }
  door.admit(
    res,
    () => {
      body.release();
      next();
    },
    {
      address: String(req.headers["x-client-ip"] ?? ""),
      arrived: hold ? body.arrived : (go) => go(),
      refused: body.release,
    },
  );
};

/** A GET or HEAD runs in a request scope, so its loaders share the session look-up (request-scope.server.ts). */
export const requestScopeFor =
  (scope: RequestScope): Step =>
  ({ req }, next) => {
    if (isSafe(req)) scope.run(new Map(), next);
    else next();
  };
