// The front door of the production server. remix-serve (the design card's server)
// has no place for middleware, so `npm start` preloads this file with
// `node --import`; it wraps the HTTP server remix-serve creates and, before any
// Remix code runs, for every request:
//   - refuses a body over its limit with 413 before it is read: small forms at
//     256 KB, the upload forms at the upload limit, counted as the bytes arrive
//     (a chunked body has no Content-Length to check); and a body that has not
//     arrived by its deadline (seconds, more for a larger one) with 408 (request-body.js);
//   - ends a connection whose headers have not all come within 10 seconds;
//   - refuses a state-changing request from another site with 403 (CSRF);
//   - records the client's address in X-Client-IP for the rate limits: the socket's,
//     or with TRUST_PROXY=N the N-th address of X-Forwarded-For counted from the
//     right (what the nearest trusted proxy saw); a value sent by the client is dropped;
//   - sets the security headers every response carries (documents add their CSP);
//   - answers a GET for a path with a trailing slash with a permanent redirect to the
//     path without it, so every page has one address (/about/ → /about);
//   - answers an anonymous GET of a public page from the render cache (render-cache.js);
//   - runs a GET or HEAD in a request scope, so its loaders share the session lookup
//     (request-scope.js);
//   - lets sign-in POSTs (however their paths are spelled) into the app a few at a time,
//     each once its body is here, the rest waiting in line at the door, so a burst of
//     them cannot run the server out of memory, and bounds each address's share of the
//     line (sign-in-door.js);
//   - counts the requests in flight, and answers /healthz with "draining" once the
//     server is stopping, so that a stop finishes them first (drain.js).
import http from "node:http";
import { answerFromCache, renderCache } from "./render-cache.js";
import { answerDraining, drain, drainRequests, track } from "./drain.js";
import { requestScope } from "./request-scope.js";
import { bodyLimit, isUpload, LONGEST_BODY_MS, SIGN_IN_BODY_LIMIT, watchBody } from "./request-body.js";
import { formDoor, isSignIn, signInDoor } from "./sign-in-door.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** TRUST_PROXY: "false"/"0" (none), "true"/"1" (one proxy, e.g. nginx), or the number of proxies in front. */
export function proxyHops(value = process.env.TRUST_PROXY ?? "") {
  if (value === "true") return 1;
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0;
}

/** The address the request came from, trusting only `hops` proxies in front of the server. */
export function clientAddress(req, hops = proxyHops()) {
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
export function requestScheme(req, hops = proxyHops()) {
  if (req.socket.encrypted) return "https";
  if (hops > 0) {
    const proto = String(req.headers["x-forwarded-proto"] ?? "").split(",")[0].trim().toLowerCase();
    if (proto === "https" || proto === "http") return proto;
  }
  return "http";
}

export function isCrossSite(req, hops = proxyHops()) {
  if (SAFE_METHODS.has(req.method)) return false;
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
export function trailingSlashRedirect(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = String(req.url ?? "/");
  const q = url.indexOf("?");
  const pathname = q < 0 ? url : url.slice(0, q);
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  // One leading slash whatever was sent: "//evil.example/" must not become a link to another site.
  const target = `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
  return target + (q < 0 ? "" : url.slice(q));
}

/** Answers the request at the door (true), or hands it to `next`, the app, now or later. */
export function frontDoor(req, res, next) {
  const hops = proxyHops();
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  // Whenever the site is served over https, whatever NODE_ENV said at start.
  if (requestScheme(req, hops) === "https" || (process.env.APP_URL ?? "").startsWith("https://")) {
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  delete req.headers["x-client-ip"];
  req.headers["x-client-ip"] = clientAddress(req, hops);
  if (!SAFE_METHODS.has(req.method) && String(req.url).startsWith("/unsubscribe/")) {
    // One-click unsubscribe (RFC 8058) is posted by mail providers from anywhere, and
    // its signed link is its own proof: where it came from is not asked, here or by Remix.
    delete req.headers.origin;
    delete req.headers["sec-fetch-site"];
  }
  const slashed = trailingSlashRedirect(req);
  if (slashed) {
    res.writeHead(301, { Location: slashed, "Cache-Control": "public, max-age=3600" });
    res.end();
    return true;
  }
  if (answerFromCache(req, res, requestScheme(req, hops))) return true;
  if (isCrossSite(req, hops)) {
    res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Cross-site requests are not allowed.");
    return true;
  }
  if (!SAFE_METHODS.has(req.method)) {
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
    if (!body) return true;
    // Uploads are bounded in the app, after its guard (uploads.server.ts); every other form waits here.
    const door = signIn ? signInDoor : isUpload(pathname, contentType) ? null : formDoor;
    if (door) {
      door.admit(res, () => (body.release(), next(req, res)), {
        address: req.headers["x-client-ip"],
        arrived: hold ? body.arrived : (go) => go(),
        refused: body.release,
      });
      return true;
    }
    body.release();
  }
  return false;
}

renderCache(); // before the app starts: it switches the cache on once it hears of changes
const createServer = http.createServer;
http.createServer = function (...args) {
  const index = args.findIndex((a) => typeof a === "function");
  if (index >= 0) {
    const handler = args[index];
    args[index] = (req, res) => {
      track(res);
      if (answerDraining(req, res) || frontDoor(req, res, handler)) return;
      if (SAFE_METHODS.has(req.method)) requestScope.run(new Map(), () => handler(req, res));
      else handler(req, res);
    };
  }
  // Node's own clocks (remix-serve sets none; Node's defaults are 60 s for the headers, checked
  // every 30 s, and 5 minutes for a whole request): headers that have not all come within 10 s
  // end the connection; a body has its own deadline (request-body.js), under Node's backstop.
  if (!args.some((a) => a && typeof a === "object")) {
    args.unshift({ headersTimeout: 10_000, requestTimeout: LONGEST_BODY_MS + 60_000, connectionsCheckingInterval: 1_000 });
  }
  const server = createServer.apply(this, args);
  // A burst of connections waits in the kernel's queue while the app is busy; Node's 511 let
  // a burst of 3,000 sign-ins overflow it (their connections reset). 4,096 is Linux's usual cap.
  const listen = server.listen.bind(server);
  server.listen = (...listenArgs) => {
    if (typeof listenArgs[0] === "number" && typeof listenArgs[1] !== "number" && typeof listenArgs[2] !== "number") {
      const at = typeof listenArgs[1] === "string" ? 2 : 1;
      listenArgs.splice(at, 0, 4096);
    }
    return listen(...listenArgs);
  };
  // remix-serve closes its server on SIGTERM at once; the drain (drain.js) closes it
  // when it is time, and finishes what is in flight first.
  const close = server.close.bind(server);
  drain.servers.add({ close, closeIdleConnections: () => server.closeIdleConnections() });
  server.close = (callback) => {
    drainRequests().then(() => callback?.());
    return server;
  };
  return server;
};
