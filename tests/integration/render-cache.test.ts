// Issue 18: the render cache in the production server (the front door, render-cache.server.ts;
// change-sync.server.ts empties it). An anonymous visitor's page is answered from
// memory; a flash message or a signed-in visitor is never; an admin's edit shows on the
// next request. Two instances on one PostgreSQL: scale-out.test.ts.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { toastHeader } from "~/server/http/toast.server";
import { backendName, closeTestDb, testDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

const usingPglite = process.env.TEST_BACKEND !== "postgres";
const dataDir = mkdtempSync(path.join(tmpdir(), "render-cache-"));
const backend: Record<string, string> = usingPglite ? { DATA_DIR: dataDir } : { DATABASE_URL: process.env.DATABASE_URL! };
const ADMIN = { email: "cache-admin@example.com", password: "cache-admin-pass-1" };

let server: RunningServer;
const hit = (res: Response) => res.headers.get("x-render-cache") === "HIT";
/** A whole answer read (a cache keeps a page once it has been sent). */
const visit = async (page: string, init?: RequestInit) => {
  const res = await fetch(`${server.url}${page}`, init);
  return { res, body: await res.text(), hit: hit(res) };
};
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

beforeAll(async () => {
  if (usingPglite) process.env.DATA_DIR = dataDir;
  await testDb();
  await createUser({ ...ADMIN, role: "admin", fullName: "Cache Admin" });
  if (usingPglite) {
    await closeTestDb(); // the server owns the embedded database from here
    process.env.DATA_DIR = "memory://";
  }
  server = await startServer(backend);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

async function signInAdmin() {
  const res = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams(ADMIN),
  });
  expect(res.status).toBe(302);
  return cookieOf(res);
}

describe(`the render cache on ${backendName()}`, () => {
  it("answers an anonymous visitor's second request for a public page, and its route data, from memory", async () => {
    for (const page of ["/", "/services/uk-skilled-worker-visa", "/blog", "/about.data"]) {
      const first = await fetch(`${server.url}${page}`);
      expect(first.status, page).toBe(200);
      const body = await first.text();
      const second = await fetch(`${server.url}${page}`);
      expect(hit(second), page).toBe(true);
      expect(await second.text()).toBe(body);
    }
  });

  it("never answers a request with a flash message from the cache", async () => {
    await visit("/about");
    expect((await visit("/about")).hit).toBe(true);
    const toast = (await toastHeader({ type: "success", title: "Saved from the cache test" })).split(";")[0];
    const res = await fetch(`${server.url}/about`, { headers: { Cookie: toast } });
    expect(hit(res)).toBe(false);
    expect(await res.text()).toContain("Saved from the cache test");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    // The next visitor does not see the message.
    expect(await (await fetch(`${server.url}/about`)).text()).not.toContain("Saved from the cache test");
  });

  it("never answers a signed-in user from the cache, nor keeps what they were shown", async () => {
    const cookie = await signInAdmin();
    await visit("/services");
    const res = await fetch(`${server.url}/services`, { headers: { Cookie: cookie } });
    expect(hit(res)).toBe(false);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("never answers a form's POST from the cache", async () => {
    await visit("/services");
    const res = await fetch(`${server.url}/services`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(hit(res)).toBe(false);
  });

  it("shows an admin's settings change on the next anonymous request", async () => {
    await visit("/about");
    expect((await visit("/about")).hit).toBe(true);
    const email = `desk-${Date.now()}@example.org`;
    const save = await fetch(`${server.url}/admin/settings`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: await signInAdmin() },
      body: new URLSearchParams({
        facebook_url: "",
        twitter_url: "",
        instagram_url: "",
        linkedin_url: "",
        youtube_url: "",
        whatsapp_number: "",
        contact_email: email,
        contact_phone: "",
        office_address: "Pune",
        company_website: "",
      }),
    });
    expect(save.status).toBe(302);
    // PostgreSQL's NOTIFY reaches the listener a moment after the commit.
    await expect
      .poll(async () => (await (await fetch(`${server.url}/about`)).text()).includes(`mailto:${email}`), { timeout: 1_000, interval: 50 })
      .toBe(true);
  });
});

describe.skipIf(usingPglite)("a change written by another process, on PostgreSQL", () => {
  it("is served within a second", async () => {
    await visit("/blog");
    expect((await visit("/blog")).hit).toBe(true);
    const db = await testDb();
    const title = `Written elsewhere ${Date.now()}`;
    await db
      .insertInto("blog_posts")
      .values({
        slug: `elsewhere-${Date.now()}`,
        title,
        excerpt: "x",
        body_markdown: "Hello",
        status: "published",
        published_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .execute();
    await expect
      .poll(async () => (await (await fetch(`${server.url}/blog`)).text()).includes(title), { timeout: 1_000, interval: 50 })
      .toBe(true);
  });
});
