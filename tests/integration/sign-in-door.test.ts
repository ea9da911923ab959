// Issue 18: a burst of sign-ins waits at the front door (server/sign-in-door.ts), over
// real sockets on the production server: once the line is full the rest are told to come
// back at once, and visitors who give up while waiting cost nobody a place. Issue 38: bodies
// that never finish keep nobody else out.
import { mkdtempSync } from "node:fs";
import net from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { backendName, closeTestDb, testDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

const usingPglite = process.env.TEST_BACKEND !== "postgres";
const dataDir = mkdtempSync(path.join(tmpdir(), "sign-in-door-"));
const backend: Record<string, string> = usingPglite ? { DATA_DIR: dataDir } : { DATABASE_URL: process.env.DATABASE_URL! };
const PASSWORD = "sign-in-door-pass-1";
const WAITING_MAX = 20;

let server: RunningServer;
let address = 0;

beforeAll(async () => {
  if (usingPglite) process.env.DATA_DIR = dataDir;
  await testDb();
  await createUser({ email: "door@example.com", password: PASSWORD, role: "client", fullName: "Door Owner" });
  if (usingPglite) {
    await closeTestDb();
    process.env.DATA_DIR = "memory://";
  }
  // Each sign-in from its own address (one proxy in front), so the sign-in limits stay out of it.
  server = await startServer({ ...backend, TRUST_PROXY: "1", SIGN_IN_WAITING_MAX: String(WAITING_MAX), SIGN_IN_PER_ADDRESS: "40" });
});

afterAll(async () => {
  await server?.stop();
});

function signIn(email: string, password: string, signal?: AbortSignal) {
  address++;
  return fetch(`${server.url}/client/login`, {
    method: "POST",
    redirect: "manual",
    signal,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "X-Forwarded-For": `10.9.${address >> 8}.${address & 255}`,
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

describe(`the sign-in door on ${backendName()}`, () => {
  it("answers a burst past the line's length at once with 503 and what to do; every other sign-in is checked", async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, async (_, i) => {
        const res = await signIn(`nobody-${i}@example.com`, "not-the-password");
        return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() };
      }),
    );
    const refused = answers.filter((a) => a.status === 503);
    const checked = answers.filter((a) => a.status === 400);
    expect(refused.length + checked.length).toBe(answers.length);
    // A few places inside and WAITING_MAX in line, while the checks take ~10 ms each: most
    // of the burst arrives to a full line (without the door, none is refused).
    expect(refused.length).toBeGreaterThanOrEqual(50);
    expect(checked.length).toBeGreaterThanOrEqual(WAITING_MAX);
    expect(refused[0].retryAfter).toBe("10");
    expect(refused[0].body).toContain("Too many people are signing in right now");
    expect(checked[0].body).toContain("Invalid email or password");
  });

  it("keeps no place for visitors who gave up while waiting: the owner signs in next", async () => {
    const leaving = new AbortController();
    const gaveUp = Array.from({ length: WAITING_MAX + 10 }, (_, i) =>
      signIn(`leaver-${i}@example.com`, "not-the-password", leaving.signal).catch(() => null),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    leaving.abort(); // their connections close, most of them while waiting in line
    await Promise.all(gaveUp);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server hears of the closes
    // Enough sign-ins at once to need every place: a place kept for a closed connection would leave one hanging.
    const owners = await Promise.all(Array.from({ length: 12 }, () => signIn("door@example.com", PASSWORD, AbortSignal.timeout(10_000))));
    for (const res of owners) {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/client/dashboard");
    }
  });
});

describe(`bodies that never finish, on ${backendName()}`, () => {
  it("keep no place inside: with more stalled sign-ins from one address than the door has places, another address signs in at once", async () => {
    // One more than the places inside (a core each and two): without the rule they would hold them all until their deadline (5 s).
    const stalled = Array.from({ length: availableParallelism() + 3 }, (_, i) => {
      const socket = net.connect({ host: "127.0.0.1", port: server.port });
      const path = ["/client/login", "/admin/login", "/agent/login/"][i % 3];
      socket.on("error", () => {});
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nX-Forwarded-For: 10.8.0.1\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nemail=slow%40example.com&pass",
      );
      return socket;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // their headers are in; their bodies never finish
      const started = performance.now();
      const res = await fetch(`${server.url}/client/login`, {
        method: "POST",
        redirect: "manual",
        signal: AbortSignal.timeout(4_000),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": "10.8.0.2" },
        body: new URLSearchParams({ email: "door@example.com", password: PASSWORD }).toString(),
      });
      expect(res.status).toBe(302);
      expect(performance.now() - started).toBeLessThan(4_000);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });
});
