// The built server as `npm start` runs it: health, persistence, the front door's
// CSRF refusal and headers, and the user:create command.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backendName, closeTestDb, testDb } from "../support/db";
import { runNpmScript, startServer, type RunningServer } from "../support/server";

const usingPglite = process.env.TEST_BACKEND !== "postgres";
// PGlite allows one process per folder: the server gets its own, and this file
// reads it only while the server is stopped.
const dataDir = mkdtempSync(path.join(tmpdir(), "server-test-"));
// LOGIN_DEBUG on: the diagnostics page exists, for a signed-in admin only in production.
// SLOW_QUERY_MS=0: every query is logged, so a test can count a request's look-ups.
const serverEnv: Record<string, string> = {
  LOGIN_DEBUG: "true",
  SLOW_QUERY_MS: "0",
  ...(usingPglite ? { DATA_DIR: dataDir } : { DATABASE_URL: process.env.DATABASE_URL! }),
};

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(serverEnv);
});
afterAll(async () => {
  await server?.stop();
});

describe(`the production server on ${backendName()}`, () => {
  it("answers /healthz with 200 and db ok", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ db: "ok" });
  });

  it("serves the home page with a CSP that allows no inline script but its own hashes", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("sends the security headers on a portal page and a login POST too, and keeps them private", async () => {
    const portal = await fetch(`${server.url}/client/login`);
    const login = await fetch(`${server.url}/client/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "email=nobody%40example.com&password=x",
    });
    for (const res of [portal, login]) {
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
      expect(res.headers.get("content-security-policy")).not.toContain("unsafe-inline");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(login.status).toBe(400);
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=60,/);
    // Responses are compressed (fetch asks for gzip and unpacks it).
    expect(home.headers.get("content-encoding")).toBe("gzip");
  });

  it("shows the diagnostics page (turned on) only to a signed-in admin in production", async () => {
    const res = await fetch(`${server.url}/admin/login-debug`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\?redirectTo=/);
  });

  it("refuses a cross-site POST with 403 before any action runs", async () => {
    for (const headers of <Record<string, string>[]>[
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "null" },
    ]) {
      const res = await fetch(`${server.url}/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "email=a%40example.com&password=x",
        redirect: "manual",
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    // The same form from the site itself reaches the action.
    const own = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      body: "email=a%40example.com&password=x",
    });
    expect(own.status).toBe(400);
    expect(await own.text()).toContain("Invalid email or password");
    // One-click unsubscribe is posted by mail providers from anywhere: it reaches its
    // action (a forged link is a 404 there), neither refused here nor a 500 in Remix.
    const unsubscribe = await fetch(`${server.url}/unsubscribe/00000000-0000-4000-8000-000000000000.status_changed.forged`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(unsubscribe.status).toBe(404);
  });

  it("keeps data written through the site across a restart", async () => {
    const create = await runNpmScript(
      ["user:create", "--", "--email", "Persist@Example.com", "--password", "persist-pass-1", "--role", "client", "--name", "Per Sist"],
      serverEnv,
    );
    if (usingPglite) {
      // The embedded database is the server's while it runs: the command must wait.
      expect(create.code).toBe(1);
      expect(create.output).toContain("is in use by another process");
      await server.stop();
      const again = await runNpmScript(
        ["user:create", "--", "--email", "Persist@Example.com", "--password", "persist-pass-1", "--role", "client", "--name", "Per Sist"],
        serverEnv,
      );
      expect(again.code, again.output).toBe(0);
      server = await startServer(serverEnv);
    } else {
      expect(create.code, create.output).toBe(0);
    }
    const signIn = async () =>
      fetch(`${server.url}/client/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: "email=persist%40example.com&password=persist-pass-1",
        redirect: "manual",
      });
    expect((await signIn()).status).toBe(302);
    await server.stop();
    server = await startServer(serverEnv);
    const afterRestart = await signIn();
    expect(afterRestart.status).toBe(302);
    expect(afterRestart.headers.get("location")).toBe("/client/dashboard");
  });

  it("looks the session up once a request, though the portal's layout and page both need it (issue 19)", async () => {
    const signedIn = await fetch(`${server.url}/client/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "email=persist%40example.com&password=persist-pass-1",
      redirect: "manual",
    });
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0];
    const lookUps = async (path: string) => {
      const before = server.output().length;
      const res = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
      expect(res.status, path).toBe(200);
      await res.text();
      await new Promise((r) => setTimeout(r, 200)); // the log line may trail the response
      // The session look-up is the one statement that reads "live" sessions.
      return server
        .output()
        .slice(before)
        .split("\n")
        .filter((line) => line.startsWith("[slow-query]") && line.includes('with \\"live\\"')).length;
    };
    expect(await lookUps("/client/dashboard")).toBe(1); // a document: layout and page loaders
    expect(await lookUps("/client/dashboard.data")).toBe(1); // a client-side navigation (single fetch)
  });
});

describe(`user:create on ${backendName()}`, () => {
  const env = (): Record<string, string> => (usingPglite ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), "user-create-")) } : serverEnv);

  it("stores an argon2id hash, never the password, and refuses a bad role or a taken e-mail with exit code 1", async () => {
    const target = env();
    const ok = await runNpmScript(
      [
        "user:create",
        "--",
        "--email",
        "new.admin@example.com",
        "--password",
        "correct-horse-battery",
        "--role",
        "admin",
        "--name",
        "New Admin",
      ],
      target,
    );
    expect(ok.code, ok.output).toBe(0);
    expect(ok.output).toContain("Created admin new.admin@example.com");

    const badRole = await runNpmScript(
      ["user:create", "--", "--email", "x@example.com", "--password", "correct-horse-battery", "--role", "boss", "--name", "X"],
      target,
    );
    expect(badRole.code).toBe(1);
    expect(badRole.output).toContain("Role must be admin, agent or client");

    const taken = await runNpmScript(
      ["user:create", "--", "--email", "new.admin@example.com", "--password", "correct-horse-battery", "--role", "agent", "--name", "Y"],
      target,
    );
    expect(taken.code).toBe(1);
    expect(taken.output).toContain("already exists");

    // Look the row up with SQL, as the issue asks.
    if (usingPglite) {
      await closeTestDb();
      process.env.DATA_DIR = target.DATA_DIR;
    }
    const db = await testDb();
    const { password_hash } = await db
      .selectFrom("admin_users")
      .select("password_hash")
      .where("email", "=", "new.admin@example.com")
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$/);
    expect(password_hash).not.toContain("correct-horse-battery");
    if (usingPglite) {
      await closeTestDb();
      process.env.DATA_DIR = "memory://";
    }
  });
});
