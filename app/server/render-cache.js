// Whole public responses kept in memory by the front door (front-door.js), in front of
// Remix: an anonymous visitor's GET of a public page, or of its route data (.data),
// is answered without rendering or reading the database.
//   Stored: a 200 to a GET that the app marked `Cache-Control: public` (its own
//   decision, cache-headers.server.ts), with no Set-Cookie, no Vary beyond
//   Accept-Encoding, HTML or route data, up to 1 MB; for the response's s-maxage
//   (a scheduled post appears within it).
//   Never used by: a request carrying one of the site's cookies (all named "__…":
//   a session, a flash message, a sign-in step), or any method but GET and HEAD.
//   Keyed on all the answer varies by: scheme, host, path and query, the encodings
//   the browser accepts (the bytes kept are the compressed ones).
//   Emptied whenever content or settings change (change-sync.server.ts clears it on
//   NOTIFY content_changed), and inert until that listener is up: while it is down an
//   edit could go unseen. A render that began before a clear is not kept.
//   Bounded: RENDER_CACHE_MB (default 16; 0 turns it off), least recently used out first.
import { Buffer } from "node:buffer";

const REGISTRY = Symbol.for("immigration-portal.render-cache");
const MAX_ENTRY_BYTES = 1024 * 1024;
const STORED_TYPES = /^(text\/html|text\/x-script|application\/json)\b/i;
const DROPPED_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-render-cache"]);

export class RenderCache {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.entries = new Map();
    this.bytes = 0;
    /** Bumped by every clear: a response rendered across one is not stored. */
    this.generation = 0;
    /** Off until the change listener says it is up (see resume). */
    this.active = false;
  }

  get(key, now = Date.now()) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.bytes -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key, entry) {
    if (!this.active || entry.size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.size;
    }
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.size;
    }
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** The change listener is down: nothing is served or stored until resume(). */
  pause() {
    this.active = false;
    this.clear();
  }

  resume() {
    this.clear();
    this.active = this.maxBytes > 0;
  }
}

/** The process's cache, shared with the app's bundle through a global symbol (made when the front door loads, before the app starts and switches it on). */
export function renderCache() {
  if (!globalThis[REGISTRY]) {
    const mb = Number(process.env.RENDER_CACHE_MB ?? 16);
    globalThis[REGISTRY] = new RenderCache(Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1024 * 1024) : 0);
  }
  return globalThis[REGISTRY];
}

/** The accepted encodings in one order ("br,deflate,gzip"); null when one is refused with q=0. */
function encodingsOf(header) {
  const tokens = String(header ?? "")
    .toLowerCase()
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  if (tokens.some((t) => /;\s*q=0(\.0*)?$/.test(t))) return null;
  return [...new Set(tokens.map((t) => t.split(";")[0].trim()))].sort().join(",");
}

/** A Cookie header holding one of the app's cookies (all named "__…", signed-cookie.server.ts): its answer may depend on who sent it. */
export const SITE_COOKIE = /(?:^|;)\s*__/;

/** The key of a request that may use the cache, or null. */
export function cacheKey(req, scheme) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (SITE_COOKIE.test(String(req.headers.cookie ?? ""))) return null;
  const encodings = encodingsOf(req.headers["accept-encoding"]);
  if (encodings === null) return null;
  return `${scheme}://${String(req.headers.host ?? "").toLowerCase()}${req.url} ${encodings}`;
}

/** Seconds a response may be kept: its s-maxage (else max-age); 0 when it is not for a shared cache. */
export function sharedLifetime(headers) {
  if (headers["set-cookie"] !== undefined) return 0;
  const vary = String(headers.vary ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((v) => v !== "accept-encoding")) return 0;
  if (!STORED_TYPES.test(String(headers["content-type"] ?? ""))) return 0;
  const control = String(headers["cache-control"] ?? "").toLowerCase();
  if (!/\bpublic\b/.test(control) || /\b(private|no-store|no-cache)\b/.test(control)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(control) ?? /\bmax-age=(\d+)/.exec(control);
  return seconds ? Number(seconds[1]) : 0;
}

function serve(req, res, entry) {
  const match = String(req.headers["if-none-match"] ?? "");
  if (entry.etag && match.split(",").some((t) => t.trim() === entry.etag)) {
    const { "cache-control": control, etag, vary } = entry.headers;
    res.writeHead(304, { "cache-control": control, etag, ...(vary ? { vary } : {}), "x-render-cache": "HIT" });
    res.end();
    return;
  }
  res.writeHead(200, { ...entry.headers, "content-length": entry.body.length, "x-render-cache": "HIT" });
  res.end(req.method === "HEAD" ? undefined : entry.body);
}

/** Keeps the bytes the app sends (after compression) and stores the response when it may be. */
function record(req, res, cache, key) {
  const generation = cache.generation;
  const chunks = [];
  let size = 0;
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === "function" || size > MAX_ENTRY_BYTES) return;
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
    size += bytes.length;
    chunks.push(bytes);
  };
  const { write, end } = res;
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  // Stored as the app's last bytes go out (not on "finish", a tick later: the next
  // visitor may already be asking).
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    const result = end.call(this, chunk, encoding, callback);
    store();
    return result;
  };
  const store = () => {
    if (res.statusCode !== 200 || size > MAX_ENTRY_BYTES || cache.generation !== generation) return;
    const all = res.getHeaders();
    const seconds = sharedLifetime(all);
    if (seconds <= 0) return;
    const headers = {};
    for (const [name, value] of Object.entries(all)) if (!DROPPED_HEADERS.has(name)) headers[name] = value;
    const etag = typeof all.etag === "string" ? all.etag : "";
    cache.set(key, { headers, body: Buffer.concat(chunks, size), etag, expires: Date.now() + seconds * 1000, size: size + 1024 });
  };
}

/** Answers from the cache (true), or lets the app answer and keeps what it sends when it may (false). */
export function answerFromCache(req, res, scheme) {
  const cache = renderCache();
  if (!cache.active) return false;
  const key = cacheKey(req, scheme);
  if (key === null) return false;
  const entry = cache.get(key);
  if (entry) {
    serve(req, res, entry);
    return true;
  }
  if (req.method === "GET") record(req, res, cache, key);
  return false;
}
