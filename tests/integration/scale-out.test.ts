// Issue 8: several stateless instances behind nginx on one PostgreSQL, and what a
// database fault looks like. Needs a real PostgreSQL (the postgres project) and nginx.
import { itemOf } from "../support/checklist";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { RETRY_AFTER_SECONDS } from "../../server/sign-in-door";
import { testDb } from "../support/db";
import { NGINX, startLoadBalancer } from "../support/nginx";
import { canRunPostgres, createCluster } from "../../scripts/postgres-cluster";
import { startServer, type RunningServer } from "../support/server";

const onPostgres = process.env.TEST_BACKEND === "postgres";
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

async function post(base: string, path: string, body: Record<string, string>, cookie = "", visitor?: string) {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(visitor ? { "X-Forwarded-For": visitor } : {}),
    },
    body: new URLSearchParams(body),
  });
}
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");

describe.skipIf(!onPostgres || !NGINX)("two instances behind nginx on one PostgreSQL", () => {
  let a: RunningServer;
  let b: RunningServer;
  let lb: Awaited<ReturnType<typeof startLoadBalancer>>;
  const secret = randomBytes(32).toString("hex");

  beforeAll(async () => {
    await testDb();
    // Two proxies: a CDN (the visitor's address, sent by the tests) and nginx.
    const env = { DATABASE_URL: process.env.DATABASE_URL!, SESSION_SECRET: secret, TRUST_PROXY: "2" };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    lb = await startLoadBalancer([a.port, b.port]);
    await createUser({ email: "lb-admin@example.com", password: "lb-admin-pass", role: "admin", fullName: "Lee Balancer" });
  }, 60_000);

  afterAll(async () => {
    lb?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("accepts a session created through one instance on the other", async () => {
    const signIn = await post(a.url, "/admin/login", { email: "lb-admin@example.com", password: "lb-admin-pass" });
    expect(signIn.status).toBe(302);
    const res = await fetch(`${b.url}/admin/dashboard`, { headers: { Cookie: cookieOf(signIn) }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Welcome, Lee Balancer");
  });

  it("serves an edit made through one instance from the other within one second", async () => {
    // B answers /about from its render cache (and its settings cache is warm).
    await (await fetch(`${b.url}/about`)).text();
    expect((await fetch(`${b.url}/about`)).headers.get("x-render-cache")).toBe("HIT");
    const signIn = await post(a.url, "/admin/login", { email: "lb-admin@example.com", password: "lb-admin-pass" });
    const email = `desk-${Date.now()}@example.org`;
    const save = await post(
      a.url,
      "/admin/settings",
      {
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
      },
      cookieOf(signIn),
    );
    expect(save.status).toBe(302);
    await expect
      .poll(async () => (await (await fetch(`${b.url}/about`)).text()).includes(`mailto:${email}`), { timeout: 1_000, interval: 50 })
      .toBe(true);
  });

  it("serves public pages from nginx's cache, and never a signed-in user's or a portal's page (deploy/nginx.conf.template)", async () => {
    const visit = async (path: string, cookie = "") => {
      const res = await fetch(`${lb.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
      await res.text();
      return res.headers.get("x-cache");
    };
    await visit("/services/uk-visitor-visa");
    expect(await visit("/services/uk-visitor-visa")).toBe("HIT");
    const signIn = await post(lb.url, "/admin/login", { email: "lb-admin@example.com", password: "lb-admin-pass" });
    expect(await visit("/services/uk-visitor-visa", cookieOf(signIn))).toBe("BYPASS");
    await visit("/admin/dashboard", cookieOf(signIn));
    expect(await visit("/admin/dashboard", cookieOf(signIn))).not.toBe("HIT");
    await visit("/admin/login");
    expect(await visit("/admin/login")).not.toBe("HIT"); // private, no-store
  });

  it("counts failed logins across both instances", async () => {
    await createUser({ email: "lb-client@example.com", password: "lb-client-pass", role: "client", fullName: "Cli Ent" });
    for (let i = 0; i < 10; i++) {
      const res = await post(i % 2 ? a.url : b.url, "/client/login", { email: "lb-client@example.com", password: `wrong-${i}` });
      expect(res.status).toBe(400);
    }
    expect((await post(a.url, "/client/login", { email: "lb-client@example.com", password: "lb-client-pass" })).status).toBe(429);
    expect((await post(b.url, "/client/login", { email: "lb-client@example.com", password: "lb-client-pass" })).status).toBe(429);
  });

  it("checks at most 10 of 400 parallel wrong passwords for one account through nginx; the rest are 429, the right password too", async () => {
    await createUser({ email: "lb-burst@example.com", password: "lb-burst-pass-1", role: "client", fullName: "Bur St" });
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => post(lb.url, "/client/login", { email: "lb-burst@example.com", password: `wrong-${i}` })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 400).length + statuses.filter((s) => s === 429).length).toBe(400);
    // A 429 is the account's limit (wait out its window) or, past the places one address may
    // hold at the front door at once, the door's (wait a few seconds): never anything checked.
    for (const limited of answers.filter((r) => r.status === 429)) {
      const seconds = Number(limited.headers.get("retry-after"));
      expect(seconds === RETRY_AFTER_SECONDS || (seconds > 800 && seconds <= 900)).toBe(true);
    }
    // Both instances answered some of them.
    const db = await testDb();
    const sessions = await db
      .selectFrom("attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("subject", "=", "lb-burst@example.com")
      .executeTakeFirstOrThrow();
    expect(Number(sessions.n)).toBe(statuses.filter((s) => s === 400).length);
    expect((await post(lb.url, "/client/login", { email: "lb-burst@example.com", password: "lb-burst-pass-1" })).status).toBe(429);
  }, 60_000);

  it("serves a file uploaded through one instance from the other", async () => {
    const client = await createUser({ email: "lb-docs@example.com", password: "lb-docs-pass1", role: "client", fullName: "Doc Owner" });
    const admin = (
      await (await testDb()).selectFrom("admin_users").select("id").where("email", "=", "lb-admin@example.com").executeTakeFirstOrThrow()
    ).id;
    const app = await createApplication({
      clientId: client.id,
      serviceSlug: "uk-visitor-visa",
      destinationCountry: "united-kingdom",
      assignedAgentId: null,
      createdBy: admin,
    });
    const signIn = await post(a.url, "/client/login", { email: "lb-docs@example.com", password: "lb-docs-pass1" });
    const form = new FormData();
    form.set("intent", "upload");
    form.set("datedOn", "2026-01-15"); // a passport's expiry or a test's day: asked of documents that run out
    form.set("itemId", (await itemOf(app.id, "passport")).id);
    form.set("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "passport.pdf");
    const upload = await fetch(`${a.url}/client/dashboard`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Cookie: cookieOf(signIn), Origin: a.url },
    });
    expect(upload.status).toBe(302);
    const doc = await (await testDb()).selectFrom("documents").select("id").where("client_id", "=", client.id).executeTakeFirstOrThrow();
    const download = await fetch(`${b.url}/documents/${doc.id}`, { headers: { Cookie: cookieOf(signIn) } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("loses no acknowledged enquiry when one instance is killed mid-load", async () => {
    const run = `k${Date.now()}`;
    const acknowledged: string[] = [];
    let sent = 0;
    const worker = async (w: number) => {
      for (let i = 0; i < 25; i++) {
        const email = `${run}-${w}-${i}@example.com`;
        sent++;
        try {
          // Many visitors (the contact form takes 10 an hour from one address).
          const res = await post(
            lb.url,
            "/contact",
            { name: "Load Test", email, message: "Checking nothing is lost.", consent: "on" },
            "",
            `10.20.${w}.${i}`,
          );
          if (res.status === 302 && res.headers.get("location") === "/contact?sent=1") acknowledged.push(email);
        } catch {
          // a connection dropped by the killed instance: not acknowledged
        }
      }
    };
    setTimeout(() => a.kill(), 300);
    await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(worker));
    expect(sent).toBe(200);
    expect(acknowledged.length).toBeGreaterThan(100);
    const db = await testDb();
    const stored = await db.selectFrom("enquiries").select("email").where("email", "like", `${run}-%`).execute();
    const storedSet = new Set(stored.map((r) => r.email));
    expect(acknowledged.filter((e) => !storedSet.has(e))).toEqual([]);
  }, 60_000);
});

describe.skipIf(!onPostgres || !canRunPostgres())("a database that goes away and comes back", () => {
  let cluster: Awaited<ReturnType<typeof createCluster>>;
  let server: RunningServer;

  beforeAll(async () => {
    cluster = await createCluster();
    server = await startServer({ DATABASE_URL: cluster.url, SESSION_SECRET: randomBytes(32).toString("hex") });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  it("answers content pages, clear 503s and an honest contact error while it is down, then recovers without a restart", async () => {
    expect((await fetch(`${server.url}/blog`)).status).toBe(200);
    cluster.stop();
    // The first request after the stop once found its socket closed after 506 bytes (CI,
    // 2026-11-28; not reproduced in later runs, cause not found: a kept-alive socket closed
    // as it was reused, or an answer cut as the pool's connections were terminated). Such a
    // request is sent once more; a server that died refuses that one too, and the test fails.
    const send = (url: string, init: RequestInit) =>
      fetch(url, init).catch((error: { cause?: { code?: string } }) => {
        if (error.cause?.code !== "UND_ERR_SOCKET") throw error;
        return fetch(url, init);
      });
    const timed = async (path: string, init?: RequestInit) => {
      const started = Date.now();
      const res = await send(`${server.url}${path}`, { redirect: "manual", ...init });
      return { res, ms: Date.now() - started, text: await res.text() };
    };
    for (const path of ["/", "/services/usa-h1b-visa", "/countries/canada", "/privacy-policy", "/contact"]) {
      const { res, text } = await timed(path);
      expect(res.status, path).toBe(200);
      expect(text).toContain("Pune"); // the footer's built-in contact details
    }
    for (const path of ["/blog", "/visa-success-gallery", "/healthz"]) {
      const { res, ms, text } = await timed(path);
      expect(res.status, path).toBe(503);
      expect(ms, path).toBeLessThan(2_000);
      expect(text).not.toMatch(/at .+\.js:\d+/); // no stack trace
    }
    const login = await timed("/client/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "email=a%40example.com&password=whatever",
    });
    expect(login.res.status).toBe(503);
    expect(login.text).toContain("Sign-in is temporarily unavailable");
    const contact = await timed("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({
        name: "Down Time",
        email: "down@example.com",
        message: "Written while the database was down.",
        consent: "on",
      }).toString(),
    });
    expect(contact.res.status).toBe(503);
    expect(contact.text).toContain("Written while the database was down.");
    expect(contact.ms).toBeLessThan(2_000);

    cluster.start();
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 10_000 }).toBe(200);
    expect((await fetch(`${server.url}/blog`)).status).toBe(200);
  }, 60_000);
});
