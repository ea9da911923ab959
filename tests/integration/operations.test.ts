// Issue 20: running it for years. A stop (SIGTERM) during steady load fails no request
// in flight and exits 0; a production start on the embedded database says what it
// is meant for; a start after SIGKILL logs the recovery; a lock naming a live but
// unrelated process does not keep the server out of a folder no one holds.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "~/server/db/db.server";
import { backendName, testDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

const onPostgres = process.env.TEST_BACKEND === "postgres";
const secret = randomBytes(32).toString("hex");
const started: RunningServer[] = [];
afterAll(async () => {
  for (const s of started) s.kill();
});

const dataDir = () => mkdtempSync(path.join(tmpdir(), "operations-test-"));
async function serve(env: Record<string, string>) {
  const server = await startServer({ SESSION_SECRET: secret, TRUST_PROXY: "1", ...env });
  started.push(server);
  return server;
}

type Outcome = { status?: number; location?: string; error?: string };

/**
 * A contact form on a connection of its own (no keep-alive: a request is either
 * accepted or refused). `slowBodyMs` sends the headers at once and the body later.
 */
function sendEnquiry(port: number, email: string, visitor: string, slowBodyMs = 0): Promise<Outcome> {
  const body = new URLSearchParams({ name: "Stop Load", email, message: "Sent while the server stops.", consent: "on" }).toString();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/contact",
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: `http://127.0.0.1:${port}`,
          "X-Forwarded-For": visitor,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, location: res.headers.location }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (!slowBodyMs) return void req.end(body);
    req.flushHeaders();
    setTimeout(() => req.end(body), slowBodyMs);
  });
}

describe(`a graceful stop on ${backendName()}`, () => {
  it("SIGTERM under steady load: says draining, finishes every request in flight, exits 0", async () => {
    const folder = dataDir();
    const env: Record<string, string> = onPostgres ? { DATABASE_URL: process.env.DATABASE_URL! } : { DATA_DIR: folder };
    const server = await serve({ ...env, SHUTDOWN_DELAY_MS: "1000", SHUTDOWN_TIMEOUT_MS: "10000" });
    const run = `stop${Date.now()}`;
    const outcomes: (Outcome & { email: string })[] = [];
    // A load balancer's health check: once it hears "draining" no new request is sent
    // there (what SHUTDOWN_DELAY_MS gives it time for); every request already sent must end well.
    let draining = false;
    let gone = false;
    void server.exited.then(() => (gone = true));
    let health: { status: number; body: unknown } | null = null;
    const checker = (async () => {
      while (!draining && !gone) {
        await new Promise((r) => setTimeout(r, 100));
        const res = await fetch(`${server.url}/healthz`).catch(() => null);
        if (res?.status === 503) [draining, health] = [true, { status: res.status, body: await res.json() }];
      }
    })();
    const visitor = async (w: number) => {
      for (let i = 0; !draining && !gone; i++) {
        const email = `${run}-${w}-${i}@example.com`;
        outcomes.push({ ...(await sendEnquiry(server.port, email, `10.40.${w}.${i % 250}`)), email });
      }
    };
    const visitors = [0, 1, 2, 3].map(visitor);
    await new Promise((r) => setTimeout(r, 1_000));
    // A request whose body is still arriving when the server stops accepting.
    const slow = sendEnquiry(server.port, `${run}-slow@example.com`, "10.41.0.1", 2_000);
    await new Promise((r) => setTimeout(r, 200));
    const stopAt = performance.now();
    server.signal("SIGTERM");
    const [exit, slowOutcome] = await Promise.all([server.exited, slow, checker]);
    await Promise.all(visitors);
    expect(health).toEqual({ status: 503, body: { status: "draining" } });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(performance.now() - stopAt).toBeLessThan(10_000);
    expect(slowOutcome).toEqual({ status: 302, location: "/contact?sent=1" });
    const failed = outcomes.filter((o) => o.status !== 302);
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(10);
    expect(server.output()).toContain("[shutdown] done");

    // Every acknowledged enquiry was stored.
    const handle = onPostgres ? null : openDb({ dataDir: folder });
    const db = handle?.db ?? (await testDb());
    const stored = new Set(
      (await db.selectFrom("enquiries").select("email").where("email", "like", `${run}-%`).execute()).map((r) => r.email),
    );
    await handle?.close();
    expect([...outcomes.map((o) => o.email), `${run}-slow@example.com`].filter((e) => !stored.has(e))).toEqual([]);
  }, 60_000);
});

describe.skipIf(onPostgres)("starting on the embedded database", () => {
  it("says at every production start what the embedded database is for and what it risks", async () => {
    const server = await serve({ DATA_DIR: dataDir() });
    expect(server.output()).toContain("It is meant for one machine running one instance");
    expect(server.output()).toContain("its writes are not flushed to disk");
    expect(server.output()).toContain("set DATABASE_URL");
    await server.stop();
  }, 60_000);

  it("after SIGKILL, the next start recovers and says so", async () => {
    const folder = dataDir();
    const first = await serve({ DATA_DIR: folder });
    expect(first.output()).not.toContain("was not closed cleanly");
    first.kill();
    await first.exited;
    const second = await serve({ DATA_DIR: folder });
    await expect
      .poll(() => second.output(), { timeout: 5_000 })
      .toMatch(/was not closed cleanly last time .* PostgreSQL recovered it while opening \(opening took \d+ ms\)/);
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    await second.stop();
    const third = await serve({ DATA_DIR: folder });
    expect(third.output()).not.toContain("was not closed cleanly"); // the stop before was clean
    await third.stop();
  }, 90_000);

  it("starts on a folder whose lock names a live process that is not its owner (its id reused)", async () => {
    const sleeper = spawn("sleep", ["60"]);
    try {
      for (const lock of [`${sleeper.pid} 1`, `${sleeper.pid}`]) {
        const folder = dataDir();
        writeFileSync(path.join(folder, ".lock"), lock); // a crashed server's, its id now the sleeper's
        const server = await serve({ DATA_DIR: folder });
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        await server.stop();
      }
    } finally {
      sleeper.kill();
    }
  }, 90_000);
});
