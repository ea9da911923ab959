// Whole public responses kept in memory by the front door (server/index.ts), in front of
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
// One cache, made here in the app's bundle (change-sync.server.ts switches it on and
// empties it): entry.server.tsx exports it, and the server reads it from the build and
// answers from it (RenderCache#answer) before Remix.
import { Buffer } from "node:buffer";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/** A response kept: its headers (without the hop-by-hop ones), its bytes as sent, and when it goes stale. */
export type CacheEntry = { headers: OutgoingHttpHeaders; body: Buffer; etag: string; expires: number; size: number };
/** What a cache key is made of. */
export type CacheableRequest = Pick<IncomingMessage, "method" | "url" | "headers">;

const MAX_ENTRY_BYTES = 1024 * 1024;
const STORED_TYPES = /^(text\/html|text\/x-script|application\/json)\b/i;
const DROPPED_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-render-cache"]);

export class RenderCache {
  readonly entries = new Map<string, CacheEntry>();
  bytes = 0;
  /** Bumped by every clear: a response rendered across one is not stored. */
  generation = 0;
  /** Off until the change listener says it is up (see resume). */
  active = false;

  constructor(readonly maxBytes: number) {}

  get(key: string, now = Date.now()): CacheEntry | undefined {
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

  set(key: string, entry: CacheEntry) {
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

  /** Answers from the cache (true), or lets the app answer and keeps what it sends when it may (false). */
  answer(req: IncomingMessage, res: ServerResponse, scheme: string): boolean {
    if (!this.active) return false;
    const key = cacheKey(req, scheme);
    if (key === null) return false;
    const entry = this.get(key);
    if (entry) {
      serve(req, res, entry);
      return true;
    }
    if (req.method === "GET") record(res, this, key);
    return false;
  }
}

/** The process's cache (RENDER_CACHE_MB, read once). */
export const renderCache = new RenderCache(cacheBytes(process.env.RENDER_CACHE_MB));

function cacheBytes(setting: string | undefined) {
  const mb = Number(setting ?? 16);
  return Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1024 * 1024) : 0;
}

/** The accepted encodings in one order ("br,deflate,gzip"); null when one is refused with q=0. */
function encodingsOf(header: string | string[] | undefined): string | null {
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
export function cacheKey(req: CacheableRequest, scheme: string): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (SITE_COOKIE.test(String(req.headers.cookie ?? ""))) return null;
  const encodings = encodingsOf(req.headers["accept-encoding"]);
  if (encodings === null) return null;
  return `${scheme}://${String(req.headers.host ?? "").toLowerCase()}${req.url} ${encodings}`;
}

/** Seconds a response may be kept: its s-maxage (else max-age); 0 when it is not for a shared cache. */
export function sharedLifetime(headers: OutgoingHttpHeaders): number {
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

function serve(req: IncomingMessage, res: ServerResponse, entry: CacheEntry) {
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
function record(res: ServerResponse, cache: RenderCache, key: string) {
  const generation = cache.generation;
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === "function" || size > MAX_ENTRY_BYTES) return;
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    chunks.push(bytes);
  };
  // Node's write and end take (chunk, encoding?, callback?) in several shapes: they are
  // passed on as they came.
  type Write = (this: ServerResponse, ...args: unknown[]) => boolean;
  type End = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const write = res.write as unknown as Write;
  const end = res.end as unknown as End;
  (res as unknown as { write: Write }).write = function (...args) {
    keep(args[0], args[1]);
    return write.apply(this, args);
  };
  // Stored as the app's last bytes go out (not on "finish", a tick later: the next
  // visitor may already be asking).
  (res as unknown as { end: End }).end = function (...args) {
    keep(args[0], args[1]);
    const result = end.apply(this, args);
    store();
    return result;
  };
  const store = () => {
    if (res.statusCode !== 200 || size > MAX_ENTRY_BYTES || cache.generation !== generation) return;
    const all = res.getHeaders();
    const seconds = sharedLifetime(all);
    if (seconds <= 0) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(all)) if (!DROPPED_HEADERS.has(name)) headers[name] = value;
    const etag = typeof all.etag === "string" ? all.etag : "";
    cache.set(key, { headers, body: Buffer.concat(chunks, size), etag, expires: Date.now() + seconds * 1000, size: size + 1024 });
  };
}
