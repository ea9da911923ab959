import { hash } from "@node-rs/argon2";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/server/accounts/password.server";
import { dropSingleton } from "~/server/runtime/singleton.server";
import { request, location, signIn, cookiesFrom } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;

beforeAll(async () => {
  users = await createUsers();
});

const login = (portal: string, email: string, password: string, extra: Record<string, string> = {}) =>
  request(`/${portal}/login`, { form: { email, password, ...extra } });

describe(`sign-in on ${backendName()}`, () => {
  it.each([
    ["admin", "admin", 302, "/admin/dashboard"],
    ["agent", "agent", 302, "/agent/dashboard"],
    ["client", "client", 302, "/client/dashboard"],
  ] as const)("lets a %s into the %s portal", async (role, portal, status, to) => {
    const res = await login(portal, users[role].email, PASSWORDS[role]);
    expect(res.status).toBe(status);
    expect(location(res)).toBe(to);
  });

  it.each([
    ["client", "admin", "Please use the admin portal to sign in"],
    ["agent", "admin", "Access denied. Please use the appropriate portal for your role."],
    ["admin", "agent", "Access denied. Please use the appropriate portal for your role."],
    ["client", "agent", "Access denied. Please use the appropriate portal for your role."],
    ["admin", "client", "Access denied. Please use the appropriate portal for your role."],
    ["agent", "client", "Access denied. Please use the appropriate portal for your role."],
  ] as const)("refuses a %s at the %s portal with the spec's message", async (role, portal, message) => {
    const res = await login(portal, users[role].email, PASSWORDS[role]);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(message);
    expect(res.headers.getSetCookie().join()).not.toMatch(/__session=[^;]+;.*Max-Age=86400/);
  });

  it("answers an unknown e-mail and a wrong password the same way", async () => {
    const unknown = await login("admin", "nobody@example.com", "whatever-password");
    const wrong = await login("admin", users.admin.email, "wrong-password");
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    const [a, b] = [await unknown.text(), await wrong.text()];
    expect(a).toContain("Invalid email or password");
    expect(a.replaceAll("nobody@example.com", "X")).toBe(b.replaceAll(users.admin.email, "X"));
  });

  it.each([
    ["an empty form", {}, "email", "Enter your e-mail address"],
    ["a malformed e-mail", { email: "not-an-email", password: "x" }, "email", "Enter a valid e-mail address"],
    ["an over-long e-mail", { email: `${"a".repeat(1100)}@example.com`, password: "x" }, "email", "That e-mail address is too long"],
    ["an over-long password", { email: "a@example.com", password: "p".repeat(1100) }, "password", "That password is too long"],
    ["no password", { email: "a@example.com", password: "" }, "password", "Enter your password"],
  ])("gives a field error, not a 500, for %s", async (_label, form, _field, message) => {
    const res = await request("/client/login", { form: form as Record<string, string> });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toContain('aria-invalid="true"');
  });

  it("keeps the typed e-mail after a failure but never echoes the password", async () => {
    const res = await login("client", "typed@example.com", "secret-typed-password");
    const html = await res.text();
    expect(html).toContain('value="typed@example.com"');
    expect(html).not.toContain("secret-typed-password");
  });

  it("sets a signed, HttpOnly, SameSite=Lax session cookie for 24 hours", async () => {
    const res = await login("admin", users.admin.email, PASSWORDS.admin);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=86400/);
    // Signed: the value carries a signature after the id.
    expect(decodeURIComponent(cookie.split(";")[0].split("=").slice(1).join("="))).toMatch(/\./);
  });

  it("issues a new session id at every sign-in, and records when it was", async () => {
    const db = await testDb();
    await db.updateTable("admin_users").set({ last_login_at: null }).where("id", "=", users.admin.id).execute();
    const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
    const first = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const second = await signIn("admin", users.admin.email, PASSWORDS.admin);
    expect(first).not.toBe(second);
    const row = await db.selectFrom("admin_users").select("last_login_at").where("id", "=", users.admin.id).executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
    expect(new Date(row.last_login_at!).getTime()).toBeGreaterThanOrEqual(new Date(rows[0].now).getTime());
  });

  it("honours a same-portal redirectTo and ignores an off-site one", async () => {
    const ok = await login("admin", users.admin.email, PASSWORDS.admin, { redirectTo: "/admin/dashboard?tab=1" });
    expect(location(ok)).toBe("/admin/dashboard?tab=1");
    const offsite = await login("admin", users.admin.email, PASSWORDS.admin, { redirectTo: "//evil.example/x" });
    expect(location(offsite)).toBe("/admin/dashboard");
    const otherPortal = await login("client", users.client.email, PASSWORDS.client, { redirectTo: "/admin/dashboard" });
    expect(location(otherPortal)).toBe("/client/dashboard");
  });
});

describe(`sessions on ${backendName()}`, () => {
  it("makes a cookie copied before logout useless after it", async () => {
    const cookie = await signIn("client", users.client.email, PASSWORDS.client);
    expect((await request("/client/dashboard", { cookie })).status).toBe(200);
    const out = await request("/client/logout", { method: "POST", cookie });
    expect(out.status).toBe(302);
    expect(location(out)).toBe("/client/login");
    const replay = await request("/client/dashboard", { cookie });
    expect(replay.status).toBe(302);
    expect(location(replay)).toMatch(/^\/client\/login\?redirectTo=%2Fclient%2Fdashboard/);
  });

  it("ends a session 24 hours after sign-in, whatever the cookie says", async () => {
    const db = await testDb();
    const cookie = await signIn("agent", users.agent.email, PASSWORDS.agent);
    expect((await request("/agent/dashboard", { cookie })).status).toBe(200);
    await db
      .updateTable("user_sessions")
      .set({ authenticated_at: sql`now() - interval '23 hours 59 minutes'` })
      .where("user_id", "=", users.agent.id)
      .execute();
    expect((await request("/agent/dashboard", { cookie })).status).toBe(200);
    await db
      .updateTable("user_sessions")
      .set({ authenticated_at: sql`now() - interval '24 hours 1 minute'` })
      .where("user_id", "=", users.agent.id)
      .execute();
    const expired = await request("/agent/dashboard", { cookie });
    expect(expired.status).toBe(302);
    expect(location(expired)).toMatch(/^\/agent\/login/);
  });

  it("ends every session of a user who is disabled", async () => {
    const db = await testDb();
    const extra = await import("~/server/accounts/users.server").then((m) =>
      m.createUser({ email: "disabled@example.com", password: "disabled-pass-1", role: "client", fullName: "Dee Disabled" }),
    );
    const cookie = await signIn("client", extra.email, "disabled-pass-1");
    await db.updateTable("admin_users").set({ is_active: false }).where("id", "=", extra.id).execute();
    expect((await request("/client/dashboard", { cookie })).status).toBe(302);
    const again = await login("client", extra.email, "disabled-pass-1");
    expect(again.status).toBe(400);
  });

  it("never ends a session on a GET of another portal: the login page offers a sign-out button (a POST)", async () => {
    const cookie = await signIn("client", users.client.email, PASSWORDS.client);
    const res = await request("/admin/dashboard", { cookie });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/admin/login?wrongPortal=1");
    // Any site can make a browser GET this page (a link, an <img>): it must sign nobody out.
    const loginPage = await request("/admin/login?wrongPortal=1", { cookie });
    expect(loginPage.status).toBe(200);
    expect(loginPage.headers.getSetCookie().join()).not.toMatch(/__session=;/);
    const html = await loginPage.text();
    expect(html).toContain("You are signed in to the client portal as Chitra Client");
    expect(html).toMatch(/<form method="post" action="\/client\/logout"/);
    expect((await request("/client/dashboard", { cookie })).status).toBe(200);
    // The button: a POST that ends the session and leads back to the admin sign-in.
    const out = await request("/client/logout", { form: { redirectTo: "/admin/login" }, cookie });
    expect(out.status).toBe(302);
    expect(location(out)).toBe("/admin/login");
    expect((await request("/client/dashboard", { cookie })).status).toBe(302);
    // A sign-out leads only to a sign-in page, never elsewhere.
    const cookie2 = await signIn("client", users.client.email, PASSWORDS.client);
    expect(location(await request("/client/logout", { form: { redirectTo: "https://evil.example/" }, cookie: cookie2 }))).toBe(
      "/client/login",
    );
  });

  it("ends a GET-only logout URL in no sign-out", async () => {
    const cookie = await signIn("agent", users.agent.email, PASSWORDS.agent);
    const res = await request("/agent/logout", { cookie });
    expect(res.status).toBe(302);
    expect((await request("/agent/dashboard", { cookie })).status).toBe(200);
  });
});

describe(`abuse protection on ${backendName()}`, () => {
  it("locks an account with 429 after 10 failures in 15 minutes, while another account still signs in", async () => {
    const { createUser } = await import("~/server/accounts/users.server");
    const victim = await createUser({ email: "victim@example.com", password: "victim-pass-1", role: "client", fullName: "Vic Tim" });
    for (let i = 0; i < 10; i++) expect((await login("client", victim.email, `wrong-${i}`)).status).toBe(400);
    const locked = await login("client", victim.email, "victim-pass-1");
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(/Too many attempts, try again in 1[45] minutes/);
    expect((await login("agent", users.agent.email, PASSWORDS.agent)).status).toBe(302);
    // The window passes: the account opens again.
    const db = await testDb();
    await db
      .updateTable("attempts")
      .set({ created_at: sql`now() - interval '16 minutes'` })
      .where("subject", "=", victim.email)
      .execute();
    expect((await login("client", victim.email, "victim-pass-1")).status).toBe(302);
  });

  it("counts failures through an index over counted attempts only, however many sign-ins one address makes", async () => {
    // A busy office behind one NAT: thousands of successful sign-ins from one address.
    const db = await testDb();
    await sql`insert into attempts (bucket, subject, ip, counted, created_at)
      select 'sign-in', 'busy-' || (g % 50) || '@example.com', '198.51.100.7', false, now() - g * interval '1 ms'
      from generate_series(1, 5000) g`.execute(db);
    await sql`analyze attempts`.execute(db);
    // The reservation's own queries, as the function runs them.
    for (const [where, index] of [
      [sql`bucket = 'sign-in' and ip = '198.51.100.7'`, "attempts_ip_idx"],
      [sql`bucket = 'sign-in' and subject = 'busy-7@example.com'`, "attempts_subject_idx"],
    ] as const) {
      const { rows } = await sql<{ "QUERY PLAN": string }>`explain select created_at from attempts
        where ${where} and counted and created_at > now() - interval '15 minutes' order by created_at desc offset 9 limit 1`.execute(db);
      expect(rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain(index);
    }
  });
});

describe(`passwords on ${backendName()}`, () => {
  it("stores argon2id hashes, never the password", async () => {
    const db = await testDb();
    const row = await db.selectFrom("admin_users").select("password_hash").where("id", "=", users.admin.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(row.password_hash).not.toContain(PASSWORDS.admin);
  });

  it("verifies a legacy bcrypt hash once and re-hashes it to argon2id", async () => {
    const db = await testDb();
    const { rows } = await sql<{ h: string }>`select crypt('legacy-pass-1', gen_salt('bf', 12)) as h`.execute(db);
    const legacy = await db
      .insertInto("admin_users")
      .values({ email: "legacy@example.com", password_hash: rows[0].h, full_name: "Lee Gacy", role: "agent" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await login("agent", "legacy@example.com", "wrong-pass")).status).toBe(400);
    const res = await login("agent", "legacy@example.com", "legacy-pass-1");
    expect(res.status).toBe(302);
    expect(cookiesFrom(res)).toMatch(/__session=/);
    const after = await db.selectFrom("admin_users").select("password_hash").where("id", "=", legacy.id).executeTakeFirstOrThrow();
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login("agent", "legacy@example.com", "legacy-pass-1")).status).toBe(302);
  });

  it("hashes with OWASP's argon2id parameters", async () => {
    expect(await hashPassword("x")).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
  });

  it("re-makes a hash of OWASP's 19 MiB parameters (the earlier ones) at its next sign-in", async () => {
    const db = await testDb();
    const earlier = await hash("earlier-pass-1", { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const user = await db
      .insertInto("admin_users")
      .values({ email: "earlier@example.com", password_hash: earlier, full_name: "Earl Ier", role: "agent" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await login("agent", "earlier@example.com", "earlier-pass-1")).status).toBe(302);
    const after = await db.selectFrom("admin_users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(after.password_hash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect((await login("agent", "earlier@example.com", "earlier-pass-1")).status).toBe(302);
  });
});

describe(`diagnostics on ${backendName()}`, () => {
  it("answers 404 unless LOGIN_DEBUG turns the page on", async () => {
    expect((await request("/admin/login-debug")).status).toBe(404);
  });

  it("reports backend health without a secret, an e-mail or a hash when turned on", async () => {
    process.env.LOGIN_DEBUG = "true";
    dropSingleton("env");
    try {
      const res = await request("/admin/login-debug");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Reachable");
      expect(html).toMatch(/2026\d{10}_\w+/); // the latest migration
      expect(html).toMatch(/\d+ admin, \d+ agent, \d+ client/);
      expect(html).not.toContain("@example.com");
      expect(html).not.toContain("$argon2");
      expect(html).not.toContain(process.env.SESSION_SECRET!);
      expect(html).not.toMatch(/postgres(ql)?:\/\//);
    } finally {
      delete process.env.LOGIN_DEBUG;
      dropSingleton("env");
    }
  });
});

describe(`an unreachable database on ${backendName()}`, () => {
  it("shows portal pages as a clear 503 and the login form still, whose POST says sign-in is unavailable", async () => {
    const { withUnreachableDatabase } = await import("../support/dead-db");
    const cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
    await withUnreachableDatabase(async () => {
      const page = await request("/admin/dashboard", { cookie });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain("Service temporarily unavailable");
      const form = await request("/admin/login");
      expect(form.status).toBe(200);
      const post = await login("admin", users.admin.email, PASSWORDS.admin);
      expect(post.status).toBe(503);
      const html = await post.text();
      expect(html).toContain("Sign-in is temporarily unavailable");
      expect(html).not.toContain("Invalid email or password");
    });
    expect((await request("/admin/dashboard", { cookie })).status).toBe(200);
  });
});

describe(`a database that fails while a sign-in is written, on ${backendName()}`, () => {
  it("says sign-in is unavailable, keeps the typed e-mail and starts no session", async () => {
    // A real failure of the real database at that step: the session insert is refused.
    const db = await testDb();
    await sql`create function refuse_session() returns trigger language plpgsql as $$
      begin raise exception 'sessions are refused'; end $$`.execute(db);
    await sql`create trigger refuse_session before insert on user_sessions for each row execute function refuse_session()`.execute(db);
    try {
      const res = await login("client", users.client.email, PASSWORDS.client);
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain("Sign-in is temporarily unavailable");
      expect(html).toContain(`value="${users.client.email}"`);
      expect(res.headers.getSetCookie().join()).not.toMatch(/__session=[^;]+;.*Max-Age=86400/);
    } finally {
      await sql`drop trigger refuse_session on user_sessions`.execute(db);
      await sql`drop function refuse_session()`.execute(db);
    }
    expect((await login("client", users.client.email, PASSWORDS.client)).status).toBe(302);
  });
});
