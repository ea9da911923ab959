// Issue 14: the front door of the production server (server/front-door.ts, in the order of server/index.ts), tried
// over real sockets: bodies over their limit refused before they are read, the
// client's address worked out only from what a trusted proxy says, the Origin check
// on scheme and host, and HSTS whenever the site is served over https.
import { readFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { backendName, closeTestDb, testDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

const usingPglite = process.env.TEST_BACKEND !== "postgres";
const dataDir = mkdtempSync(path.join(tmpdir(), "front-door-"));
const backend: Record<string, string> = usingPglite ? { DATA_DIR: dataDir } : { DATABASE_URL: process.env.DATABASE_URL! };
const PASSWORD = "front-door-pass-1";

let server: RunningServer;

beforeAll(async () => {
  // The people who sign in, written before the server owns the embedded database.
  if (usingPglite) process.env.DATA_DIR = dataDir;
  await testDb();
  for (const name of ["spoof", "proxied", "owner"]) {
    await createUser({ email: `${name}@example.com`, password: PASSWORD, role: "client", fullName: `Front ${name}` });
  }
  if (usingPglite) {
    await closeTestDb();
    process.env.DATA_DIR = "memory://";
  }
});

afterAll(async () => {
  await server?.stop();
});

function rssMb(pid: number) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return kb / 1024;
}

/**
 * POSTs a 300 MB body (with Content-Length, or chunked) and resolves when the answer's
 * status line arrives, with how long that took; the upload stops there.
 */
function hugePost(url: string, options: { chunked: boolean; contentType?: string }) {
  const total = 300 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const headers: Record<string, string> = {
      "Content-Type": options.contentType ?? "application/x-www-form-urlencoded",
      Origin: new URL(url).origin,
    };
    if (!options.chunked) headers["Content-Length"] = String(total);
    const req = http.request(url, { method: "POST", headers });
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, ms: performance.now() - started });
      req.destroy();
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(url).origin, ...headers },
    body,
  });

describe(`body limits on ${backendName()}`, () => {
  beforeAll(async () => {
    server = await startServer(backend);
  });

  it("answers four parallel 300 MB POSTs to /contact and to a login page with 413 within 2 s each, with bounded memory", async () => {
    await fetch(`${server.url}/contact`); // warm
    const before = rssMb(server.pid);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => hugePost(`${server.url}/contact`, { chunked: false })),
      ...Array.from({ length: 4 }, () => hugePost(`${server.url}/client/login`, { chunked: false })),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(413);
      expect(a.ms).toBeLessThan(2_000);
    }
    const chunked = await Promise.all([
      ...Array.from({ length: 4 }, () => hugePost(`${server.url}/contact`, { chunked: true })),
      ...Array.from({ length: 4 }, () => hugePost(`${server.url}/admin/login`, { chunked: true })),
    ]);
    for (const a of chunked) {
      expect(a.status).toBe(413);
      expect(a.ms).toBeLessThan(2_000);
    }
    expect(rssMb(server.pid) - before).toBeLessThan(50);
    // The server still answers, and nothing half-read was stored.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("gives the 413 a page that says what to do", async () => {
    const res = await post(`${server.url}/contact`, `message=${"x".repeat(300 * 1024)}`);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("That was too large to send");
  });

  it("takes a file form up to the upload limit on a page that takes files, and nothing that large elsewhere", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("datedOn", "2026-01-15"); // a passport's expiry or a test's day: asked of documents that run out
    form.set("file", new Blob([new Uint8Array(2 * 1024 * 1024)], { type: "application/pdf" }), "big.pdf");
    // Past the front door (the page then wants a signed-in client).
    const upload = await fetch(`${server.url}/client/dashboard`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Origin: server.url },
    });
    expect(upload.status).toBe(302);
    const elsewhere = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Origin: server.url },
    });
    expect(elsewhere.status).toBe(413);
    // The same page takes no large form that is not a file form.
    expect((await post(`${server.url}/client/dashboard`, `note=${"x".repeat(300 * 1024)}`)).status).toBe(413);
  });

  it("takes an image of a few MB on every admin page with a picture field", async () => {
    const form = new FormData();
    form.set("photo", new Blob([new Uint8Array(2 * 1024 * 1024)], { type: "image/jpeg" }), "photo.jpg");
    for (const path of [
      "/admin/blog/new",
      "/admin/visa-success/new",
      "/admin/team/new",
      `/admin/team/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`,
    ]) {
      const res = await fetch(`${server.url}${path}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: server.url } });
      expect(res.status, path).not.toBe(413); // past the front door: the page then wants a signed-in admin
    }
  });
});

describe(`a connection after an early answer, on ${backendName()}`, () => {
  it("answers the next request on a connection whose upload was refused by a guard before it was read", async () => {
    // One kept-alive connection: the second request must use the same socket.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const req = http.request(`${server.url}${path}`, { method, agent, headers: { Origin: server.url, ...headers } }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        });
        req.on("error", reject);
        req.end(body);
      });
    const boundary = "----early";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(3 * 1024 * 1024, 0x25),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // Not signed in: the page's guard redirects before the body is read.
    const first = await send("POST", "/client/dashboard", body, { "Content-Type": `multipart/form-data; boundary=${boundary}` });
    expect(first.status).toBe(302);
    const next = await send("GET", "/healthz");
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2_000);
    agent.destroy();
  });
});

describe(`the client's address with TRUST_PROXY off, on ${backendName()}`, () => {
  it("ignores X-Forwarded-For and X-Client-IP sent by the client: ten failures from one socket are one address", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post(`${server.url}/client/login`, "email=spoof%40example.com&password=wrong-one", {
        "X-Forwarded-For": `203.0.113.${i}`,
        "X-Client-IP": `198.51.100.${i}`,
        "X-Real-IP": `192.0.2.${i}`,
      });
      expect(res.status).toBe(400);
    }
    const next = await post(`${server.url}/client/login`, `email=spoof%40example.com&password=${PASSWORD}`, {
      "X-Forwarded-For": "203.0.113.200",
      "X-Client-IP": "198.51.100.200",
    });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("refuses a POST whose Origin has the same host but another scheme, and sends no HSTS over plain http", async () => {
    const res = await post(`${server.url}/client/login`, "email=a%40example.com&password=x", {
      Origin: server.url.replace("http://", "https://"),
    });
    expect(res.status).toBe(403);
    expect((await fetch(`${server.url}/`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("gives every page one address: a trailing slash is a permanent redirect to the path without it", async () => {
    for (const [asked, target] of [
      ["/privacy-policy/", "/privacy-policy"],
      ["/about/", "/about"],
      ["/services/study-in-canada/?from=ad", "/services/study-in-canada?from=ad"],
      ["//evil.example/", "/evil.example"],
    ]) {
      const res = await fetch(`${server.url}${asked}`, { redirect: "manual" });
      expect(res.status, asked).toBe(301);
      expect(res.headers.get("location"), asked).toBe(target);
    }
    for (const path of ["/privacy-policy", "/about"])
      expect((await fetch(`${server.url}${path}`, { redirect: "manual" })).status, path).toBe(200);
    expect((await fetch(`${server.url}/`, { redirect: "manual" })).status).toBe(200);
  });
});

describe(`the client's address with TRUST_PROXY=1 (one proxy in front), on ${backendName()}`, () => {
  beforeAll(async () => {
    await server.stop();
    server = await startServer({ ...backend, TRUST_PROXY: "1" });
  });

  it("counts the address the proxy saw (the right-most), so 10 failures from one address do not stop the owner from another", async () => {
    // The client sent "1.1.1.1" itself; the proxy appended the address it saw.
    for (let i = 0; i < 10; i++) {
      const res = await post(`${server.url}/client/login`, "email=proxied%40example.com&password=wrong-one", {
        "X-Forwarded-For": `1.1.1.${i}, 203.0.113.50`,
      });
      expect(res.status).toBe(400);
    }
    const attacker = await post(`${server.url}/client/login`, `email=proxied%40example.com&password=${PASSWORD}`, {
      "X-Forwarded-For": "9.9.9.9, 203.0.113.50",
    });
    expect(attacker.status).toBe(429);
    const owner = await post(`${server.url}/client/login`, `email=proxied%40example.com&password=${PASSWORD}`, {
      "X-Forwarded-For": "198.51.100.7",
    });
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/client/dashboard");
    // The session records the address the proxy saw.
    const cookie = owner.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = await (await fetch(`${server.url}/client/account`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("from 198.51.100.7");
  });

  it("sends HSTS when the proxy says the request came over https, and checks Origin against that scheme", async () => {
    const https = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8}/);
    expect((await fetch(`${server.url}/`)).headers.get("strict-transport-security")).toBeNull();
    const host = new URL(server.url).host;
    const viaHttps = await post(`${server.url}/client/login`, "email=owner%40example.com&password=wrong-one", {
      Origin: `https://${host}`,
      "X-Forwarded-Proto": "https",
    });
    expect(viaHttps.status).toBe(400);
    const downgraded = await post(`${server.url}/client/login`, "email=owner%40example.com&password=wrong-one", {
      Origin: `http://${host}`,
      "X-Forwarded-Proto": "https",
    });
    expect(downgraded.status).toBe(403);
  });
});
