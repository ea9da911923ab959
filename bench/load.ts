// npm run load — a load test, not a test: the production build on a throwaway real
// PostgreSQL, 200 connections for 60 s over a mix of public pages, logins and
// enquiries. Reports requests, errors (must be 0), p99, and whether the server's
// memory grew more than 20 % between the first and the last 10 seconds.
//   LOAD_SECONDS=60 LOAD_CONNECTIONS=200
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { createCluster } from "../scripts/postgres-cluster";
import { SERVE_ARGS } from "../scripts/serve-command";

const ROOT = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function main() {
  execFileSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit" });
  const cluster = await createCluster();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATABASE_URL: cluster.url, SESSION_SECRET: randomBytes(32).toString("hex"), DEMO_MODE: "true" };
  try {
    execFileSync("npx", ["tsx", "scripts/db-seed.ts"], { cwd: ROOT, env, stdio: "ignore" });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, SERVE_ARGS, { cwd: ROOT, env: { ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: "ignore" });
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const samples: { t: number; mb: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ t: (Date.now() - started) / 1000, mb: rssMb(server.pid!) }), 1000);
    let n = 0;
    const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
    const post = { method: "POST" as const, headers: { "content-type": "application/x-www-form-urlencoded" } };
    console.log(`Load: ${CONNECTIONS} connections for ${SECONDS} s…`);
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        { method: "GET", path: "/" },
        { method: "GET", path: "/services/canada-permanent-residency" },
        { method: "GET", path: "/blog" },
        { method: "GET", path: "/countries/germany" },
        { ...post, path: "/client/login", body: form({ email: "client@example.com", password: "Demo-Client-2026" }) },
        {
          ...post,
          path: "/contact",
          setupRequest: (req) => ({ ...req, body: form({ name: "Load Test", email: `load-${n++}@example.com`, message: "A load test enquiry, please ignore.", consent: "on" }) }),
        },
      ],
    });
    clearInterval(sampler);
    const first = average(samples.filter((s) => s.t <= 10).map((s) => s.mb));
    const last = average(samples.filter((s) => s.t >= SECONDS - 10).map((s) => s.mb));
    const fiveXX = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code.startsWith("5"))
      .reduce((sum, [, v]) => sum + (v as { count: number }).count, 0);
    const report = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      errors: result.errors + result.timeouts + fiveXX,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      rssFirst10sMb: Math.round(first),
      rssLast10sMb: Math.round(last),
      rssGrowthPercent: Math.round(((last - first) / first) * 100),
      statusCodes: result.statusCodeStats,
    };
    console.log(JSON.stringify(report, null, 2));
    writeFileSync(path.join(ROOT, "bench", "load-results.json"), JSON.stringify(report, null, 2));
    const ok = report.errors === 0 && report.rssGrowthPercent <= 20;
    console.log(ok ? "PASS: no errors, memory stable" : "FAIL: see errors / memory growth above");
    server.kill("SIGTERM");
    process.exitCode = ok ? 0 : 1;
  } finally {
    cluster.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
