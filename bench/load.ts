// npm run load — a load test, not a test: the production build on a throwaway real
// PostgreSQL, 200 connections for 60 s over a mix of public pages, logins and
// enquiries. Reports requests, errors (must be 0), p99, and the server's memory:
//   - RSS in the first and the last 10 s of the measured run (may grow at most 20 %).
//     A warm-up of the same mix runs first (20 s + 30 s) and is not measured: in it
//     V8 sizes its heap to 200 connections' worth of pages in flight (100 MB idle →
//     ~300 MB);
//   - the live heap after a full GC (heap-probe.js) of the warm server and after the
//     measured run (may grow at most 20 %): what the load left behind, which is what
//     a leak would show and RSS cannot tell from V8 sizing its heap.
//   LOAD_SECONDS=60 LOAD_WARMUP_SECONDS=20 LOAD_CONNECTIONS=200
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import autocannon from "autocannon";
import { createCluster } from "../scripts/postgres-cluster";
import { SERVE_ARGS, SERVE_ENV } from "../scripts/serve-command";

const ROOT = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 20);
const RESIZE_SECONDS = 30;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const MB = 1024 * 1024;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const growthPercent = (from: number, to: number) => Math.round(((to - from) / from) * 100);

// Asks the server (through heap-probe.js) for a full GC; answers its live heap in bytes.
async function liveHeap(pid: number, file: string): Promise<number> {
  const lines = () => (existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : []);
  const before = lines().length;
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 100; i++) {
    const now = lines();
    if (now.length > before) return (JSON.parse(now.at(-1)!) as NodeJS.MemoryUsage).heapUsed;
    await sleep(50);
  }
  throw new Error("the server did not answer the heap probe");
}

async function main() {
  execFileSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit" });
  const cluster = await createCluster();
  // TRUST_PROXY: the enquiries come from many visitors (X-Forwarded-For), as behind a
  // proxy, so the contact form's limit per address (10 an hour) does not answer them 429.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: cluster.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    DEMO_MODE: "true",
    TRUST_PROXY: "1",
  };
  let server: ReturnType<typeof spawn> | undefined;
  try {
    execFileSync("npx", ["tsx", "scripts/db-seed.ts"], { cwd: ROOT, env, stdio: "ignore" });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const heapFile = path.join(mkdtempSync(path.join(tmpdir(), "load-heap-")), "heap.jsonl");
    server = spawn(process.execPath, ["--expose-gc", "--import", "./bench/heap-probe.js", ...SERVE_ARGS], {
      cwd: ROOT,
      env: { ...env, ...SERVE_ENV, PORT: String(port), HOST: "127.0.0.1", HEAP_PROBE_FILE: heapFile },
      stdio: "ignore",
    });
    const pid = server.pid!;
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      await sleep(50);
    }
    let n = 0;
    const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
    const post = { method: "POST" as const, headers: { "content-type": "application/x-www-form-urlencoded" } };
    const requests: autocannon.Request[] = [
      { method: "GET", path: "/" },
      { method: "GET", path: "/services/canada-permanent-residency" },
      { method: "GET", path: "/blog" },
      { method: "GET", path: "/countries/germany" },
      {
        ...post,
        path: "/client/login",
        // From many places, like the enquiries: one address holds at most a few sign-ins at once.
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": `10.200.${(n >> 8) & 255}.${n++ & 255}` } }),
        body: form({ email: "client@example.com", password: "Demo-Client-2026" }),
      },
      {
        ...post,
        path: "/contact",
        setupRequest: (req) => {
          const i = n++;
          const visitor = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
          const body = form({
            name: "Load Test",
            email: `load-${i}@example.com`,
            message: "A load test enquiry, please ignore.",
            consent: "on",
          });
          return { ...req, headers: { ...req.headers, "x-forwarded-for": visitor }, body };
        },
      },
    ];
    const run = (duration: number, watch?: (instance: autocannon.Instance) => void) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon({ url: base, connections: CONNECTIONS, duration, requests }, (error, result) =>
          error ? reject(error) : resolve(result),
        );
        watch?.(instance);
      });

    // Warm-up, not measured: V8 sizes its heap to 200 connections' worth of pages in
    // flight and compiles the hot code. Then a full GC gives the live heap of a warm
    // server, which shrinks V8's heap: 30 s more load size it again before measuring.
    console.log(`Warm-up: ${CONNECTIONS} connections for ${WARMUP_SECONDS} + ${RESIZE_SECONDS} s (not measured)…`);
    await run(WARMUP_SECONDS);
    const heapWarm = await liveHeap(pid, heapFile);
    await run(RESIZE_SECONDS);

    console.log(`Load: ${CONNECTIONS} connections for ${SECONDS} s…`);
    const started = Date.now();
    const elapsed = () => (Date.now() - started) / 1000;
    const samples: { t: number; mb: number }[] = [];
    const sampler = setInterval(() => samples.push({ t: elapsed(), mb: rssMb(pid) }), 1000);
    // When failures happen tells a stall (all at once) from a long tail (spread out).
    const answersEachSecond = Array.from({ length: SECONDS + 1 }, () => 0);
    const failures: { t: number; error: string }[] = [];
    const result = await run(SECONDS, (instance) => {
      instance.on("response", () => answersEachSecond[Math.min(SECONDS, Math.floor(elapsed()))]++);
      instance.on(
        "reqError",
        (error) => failures.length < 100 && failures.push({ t: Math.round(elapsed() * 10) / 10, error: String(error?.message ?? error) }),
      );
    });
    clearInterval(sampler);
    const heapAfter = await liveHeap(pid, heapFile);
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
      // autocannon's errors include its timeouts (no answer within 10 s); both are failures.
      errors: result.errors + fiveXX,
      timeouts: result.timeouts,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      rssFirst10sMb: Math.round(first),
      rssLast10sMb: Math.round(last),
      rssGrowthPercent: growthPercent(first, last),
      rssMbEachSecond: samples.map((s) => Math.round(s.mb)),
      answersEachSecond,
      failures,
      warmupSeconds: WARMUP_SECONDS + RESIZE_SECONDS,
      liveHeapWarmMb: Math.round(heapWarm / MB),
      liveHeapAfterMb: Math.round(heapAfter / MB),
      liveHeapGrowthPercent: growthPercent(heapWarm, heapAfter),
      statusCodes: result.statusCodeStats,
    };
    console.log(JSON.stringify(report, null, 2));
    writeFileSync(path.join(ROOT, "bench", "load-results.json"), JSON.stringify(report, null, 2));
    const ok = report.errors === 0 && report.rssGrowthPercent <= 20 && report.liveHeapGrowthPercent <= 20;
    console.log(ok ? "PASS: no errors, memory stable, nothing retained" : "FAIL: see errors / memory growth above");
    process.exitCode = ok ? 0 : 1;
  } finally {
    server?.kill("SIGTERM");
    cluster.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
