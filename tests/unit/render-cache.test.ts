// Issue 18: the front door's cache of public pages (app/server/http/render-cache.server.ts): who
// may use it, what it keeps and for how long, its bound, and that a render which began
// before content changed is not kept. Over real sockets, with a stand-in page.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cacheKey, RenderCache, renderCache, sharedLifetime } from "~/server/http/render-cache.server";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=86400";
type Req = { method: string; url: string; headers: Record<string, string> };
const req = (over: Partial<Req> = {}): Req => ({ method: "GET", url: "/about", headers: { host: "example.com" }, ...over });

describe("who may use the cache", () => {
  it("keys a GET or HEAD on scheme, host, path and query, and the encodings accepted", () => {
    expect(cacheKey(req({ headers: { host: "Example.com", "accept-encoding": "gzip, deflate, br" } }), "https")).toBe(
      "https://example.com/about br,deflate,gzip",
    );
    expect(cacheKey(req({ method: "HEAD", url: "/blog?page=2" }), "http")).toBe("http://example.com/blog?page=2 ");
    // The same encodings in another order or spacing are one entry.
    expect(cacheKey(req({ headers: { host: "example.com", "accept-encoding": "br,gzip ,deflate" } }), "https")).toBe(
      "https://example.com/about br,deflate,gzip",
    );
  });

  it("never serves or keeps a form's POST or any other method", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) expect(cacheKey(req({ method }), "http")).toBeNull();
  });

  it("never answers a request carrying one of the site's cookies (a session, a flash message)", () => {
    for (const cookie of ["__session=abc", "theme=dark; __toast=xyz", "a=1;__sign_in_step=2"]) {
      expect(cacheKey(req({ headers: { host: "example.com", cookie } }), "http")).toBeNull();
    }
    expect(cacheKey(req({ headers: { host: "example.com", cookie: "theme=dark" } }), "http")).not.toBeNull();
  });

  it("leaves a browser that refuses an encoding to the app", () => {
    expect(cacheKey(req({ headers: { host: "example.com", "accept-encoding": "gzip;q=0, identity" } }), "http")).toBeNull();
  });
});

describe("what is kept, and for how long", () => {
  const page = { "content-type": "text/html; charset=utf-8", "cache-control": PUBLIC, vary: "Accept-Encoding" };

  it("keeps a public page for its s-maxage", () => {
    expect(sharedLifetime(page)).toBe(60);
    expect(sharedLifetime({ ...page, "content-type": "text/x-script; charset=utf-8" })).toBe(60);
  });

  it("keeps nothing that sets a cookie, is private, varies by more than the encoding, or is not a page", () => {
    expect(sharedLifetime({ ...page, "set-cookie": ["__toast=; Max-Age=0"] })).toBe(0);
    expect(sharedLifetime({ ...page, "cache-control": "private, no-store" })).toBe(0);
    expect(sharedLifetime({ ...page, "cache-control": "public, no-cache, s-maxage=60" })).toBe(0);
    expect(sharedLifetime({ ...page, "cache-control": undefined })).toBe(0);
    expect(sharedLifetime({ ...page, vary: "Referer, Accept-Encoding" })).toBe(0);
    expect(sharedLifetime({ ...page, "content-type": "image/webp" })).toBe(0);
  });

  it("holds at most its size, dropping the least recently used", () => {
    const cache = new RenderCache(10_000);
    cache.resume();
    const entry = (size: number) => ({ headers: {}, body: Buffer.alloc(0), etag: "", expires: Date.now() + 60_000, size });
    cache.set("a", entry(4_000));
    cache.set("b", entry(4_000));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    cache.set("c", entry(4_000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    cache.set("huge", entry(20_000));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("forgets an entry past its lifetime, and keeps nothing while paused", () => {
    const cache = new RenderCache(10_000);
    cache.set("early", { headers: {}, body: Buffer.alloc(0), etag: "", expires: Date.now() + 60_000, size: 10 });
    expect(cache.get("early")).toBeUndefined(); // not yet switched on
    cache.resume();
    cache.set("old", { headers: {}, body: Buffer.alloc(0), etag: "", expires: Date.now() - 1, size: 10 });
    expect(cache.get("old")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe("in front of a server", () => {
  let server: http.Server;
  let base: string;
  let renders = 0;
  let delayMs = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (renderCache.answer(request, response, "http")) return;
      renders++;
      const n = renders;
      setTimeout(() => {
        // As Express does (a header object given to writeHead alone is not seen by getHeaders).
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.setHeader("cache-control", PUBLIC);
        response.setHeader("etag", `W/"v${n}"`);
        response.write("<p>render ");
        response.end(`${n}</p>`);
      }, delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    renderCache.resume();
    delayMs = 0;
  });

  it("answers the second visitor from memory, HEAD too, and a current copy with 304", async () => {
    const first = await fetch(`${base}/page`);
    const body = await first.text();
    const second = await fetch(`${base}/page`);
    expect(second.headers.get("x-render-cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
    const head = await fetch(`${base}/page`, { method: "HEAD" });
    expect(head.headers.get("x-render-cache")).toBe("HIT");
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    const current = await fetch(`${base}/page`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(current.status).toBe(304);
  });

  it("renders again after a clear", async () => {
    await fetch(`${base}/cleared`);
    const before = renders;
    renderCache.clear();
    const after = await fetch(`${base}/cleared`);
    expect(after.headers.get("x-render-cache")).toBeNull();
    expect(renders).toBe(before + 1);
  });

  it("does not keep a page whose render began before content changed", async () => {
    delayMs = 100;
    const slow = fetch(`${base}/racing`);
    await new Promise((r) => setTimeout(r, 30));
    renderCache.clear(); // an edit lands while the page is being rendered
    await (await slow).text();
    delayMs = 0;
    const next = await fetch(`${base}/racing`);
    expect(next.headers.get("x-render-cache")).toBeNull();
  });
});
