// The front door of the production server. remix-serve (the design card's server)
// has no place for middleware, so `npm start` preloads this file with
// `node --import`; it wraps the HTTP server remix-serve creates and, before any
// Remix code runs, for every request:
//   - refuses a state-changing request from another site with 403 (CSRF);
//   - records the socket's address in X-Client-IP for the login rate limit
//     (a value sent by the client is dropped first);
//   - sets the security headers every response carries (documents add their CSP).
import http from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const trustProxy = ["true", "1"].includes(process.env.TRUST_PROXY ?? "");
const hsts = process.env.NODE_ENV === "production" && (process.env.APP_URL ?? "").startsWith("https://");

export function isCrossSite(req) {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.origin;
  if (!origin) return false; // not a browser, or a very old one: the SameSite cookie still holds
  if (origin === "null") return true;
  const host = (trustProxy && req.headers["x-forwarded-host"]) || req.headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function frontDoor(req, res) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (hsts) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  delete req.headers["x-client-ip"];
  req.headers["x-client-ip"] = req.socket.remoteAddress ?? "";
  if (isCrossSite(req)) {
    res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Cross-site requests are not allowed.");
    return true;
  }
  return false;
}

const createServer = http.createServer;
http.createServer = function (...args) {
  const index = args.findIndex((a) => typeof a === "function");
  if (index >= 0) {
    const handler = args[index];
    args[index] = (req, res) => {
      if (!frontDoor(req, res)) handler(req, res);
    };
  }
  return createServer.apply(this, args);
};
