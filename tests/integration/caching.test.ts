// Issue 7: what a CDN and browsers may cache, and how much work a public page costs.
import { beforeAll, describe, expect, it } from "vitest";
import { queryStats } from "~/server/db/query-stats.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400";
let users: Awaited<ReturnType<typeof createUsers>>;

beforeAll(async () => {
  users = await createUsers("cache");
  const db = await testDb();
  await db
    .insertInto("blog_posts")
    .values({
      slug: "cached-post",
      title: "A cached post",
      excerpt: "x",
      body_markdown: "Hello",
      status: "published",
      published_at: "2026-01-01T00:00:00Z",
    })
    .execute();
});

describe(`HTTP caching on ${backendName()}`, () => {
  it("lets a CDN cache a public page, with an ETag that answers 304, and never sets a cookie there", async () => {
    const res = await request("/services/schengen-visa");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(res.headers.getSetCookie()).toEqual([]);
    const etag = res.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await request("/services/schengen-visa", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const changed = await request("/services/schengen-visa", { headers: { "If-None-Match": 'W/"stale"' } });
    expect(changed.status).toBe(200);
  });

  it("lets a shared cache keep a public page's route data, and nothing answered to a signed-in user", async () => {
    const data = await request("/services/schengen-visa.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("Cache-Control")).toBe(PUBLIC);
    const cookie = await signIn("client", users.client.email, PASSWORDS.client);
    expect((await request("/services/schengen-visa", { cookie })).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await request("/services/schengen-visa.data", { cookie })).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps portal pages, login pages, form posts and responses that set a cookie private", async () => {
    expect((await request("/admin/login")).headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = await signIn("client", users.client.email, PASSWORDS.client);
    expect((await request("/client/dashboard", { cookie })).headers.get("Cache-Control")).toBe("private, no-store");
    const post = await request("/contact", { form: { name: "" } });
    expect(post.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe(`database work per public page on ${backendName()}`, () => {
  it.each([
    "/",
    "/about",
    "/services",
    "/services/usa-h1b-visa",
    "/countries/canada",
    "/blog",
    "/blog/cached-post",
    "/contact",
    "/visa-success-gallery",
    "/privacy-policy",
  ])("%s makes at most one query with the settings cache warm", async (path) => {
    await request(path); // warms the settings cache
    const before = queryStats().count;
    const res = await request(path);
    expect(res.status).toBe(200);
    expect(queryStats().count - before).toBeLessThanOrEqual(1);
  });
});
