// npm run bench — a benchmark, not a test. Builds, starts the production server on a
// fresh embedded database with the demo data and, beside it, nginx serving the same
// home page as a static file; then measures each target with autocannon (same
// connections and duration), the server's peak memory and start-up time, and runs
// Lighthouse (mobile) on four pages. Prints a table and writes bench/results.json.
//   BENCH_DURATION=10 (seconds per target)   BENCH_SKIP_LIGHTHOUSE=1   CHROMIUM_PATH=/usr/bin/chromium
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SERVE_ARGS } from "../scripts/serve-command";

const ROOT = path.resolve(import.meta.dirname, "..");
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((c) => c.kill("SIGKILL")));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function ensureNginx(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's nginx for the static baseline…");
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    const again = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
    if (again) return again;
  }
  throw new Error("nginx is needed for the static baseline: apt-get install nginx");
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ duration: DURATION, connections: 10, ...opts });
  return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

async function lighthouseScores(urls: string[]) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const out: Record<string, Record<string, number>> = {};
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const cats = result!.lhr.categories;
      out[new URL(url).pathname] = Object.fromEntries(
        ["performance", "accessibility", "best-practices", "seo"].map((k) => [k, Math.round((cats[k]?.score ?? 0) * 100)]),
      );
    }
  } finally {
    chrome.kill();
  }
  return out;
}

async function main() {
  console.log("Building…");
  execFileSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit" });
  const work = mkdtempSync(path.join(tmpdir(), "bench-"));
  const dataDir = path.join(work, "data");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", SESSION_SECRET: randomBytes(32).toString("hex"), DATA_DIR: dataDir, DEMO_MODE: "true" };
  execFileSync("npx", ["tsx", "scripts/db-seed.ts"], { cwd: ROOT, env, stdio: "ignore" });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, SERVE_ARGS, { cwd: ROOT, env: { ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: "ignore" });
  children.push(server);
  await waitFor(`${base}/`);
  const startupMs = Math.round(performance.now() - started);

  const nginx = ensureNginx();
  const staticDir = path.join(work, "static");
  execFileSync("mkdir", ["-p", staticDir, path.join(work, "nginx")]);
  writeFileSync(path.join(staticDir, "index.html"), await (await fetch(`${base}/`)).text());
  // nginx's workers run as an unprivileged user: let them read the page.
  execFileSync("chmod", ["-R", "a+rX", work]);
  const nginxPort = await freePort();
  const conf = path.join(work, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${work}/nginx; proxy_temp_path ${work}/nginx; fastcgi_temp_path ${work}/nginx;
  uwsgi_temp_path ${work}/nginx; scgi_temp_path ${work}/nginx; default_type text/html;
  server { listen 127.0.0.1:${nginxPort}; root ${staticDir}; location / { try_files /index.html =404; } } }`,
  );
  const nginxProcess = spawn(nginx, ["-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  children.push(nginxProcess);
  await waitFor(`http://127.0.0.1:${nginxPort}/`);

  const post = await (await fetch(`${base}/blog`)).text();
  const postPath = /href="(\/blog\/[a-z0-9-]+)"/.exec(post)?.[1] ?? "/blog";
  console.log(`Measuring (${DURATION} s each)…`);
  const rows: Row[] = [];
  rows.push(await measure("nginx static home", { url: `http://127.0.0.1:${nginxPort}/` }));
  rows.push(await measure("one-line page (floor)", { url: `${base}/__floor` }));
  rows.push(await measure("home", { url: `${base}/` }));
  rows.push(await measure("service page", { url: `${base}/services/uk-skilled-worker-visa` }));
  rows.push(await measure(`blog post`, { url: `${base}${postPath}` }));
  rows.push(await measure("404 page", { url: `${base}/no-such-page` }));
  rows.push(
    await measure("login (POST, 20 connections)", {
      url: `${base}/client/login`,
      connections: 20,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=client%40example.com&password=Demo-Client-2026",
    }),
  );
  const peakRss = peakRssMb(server.pid!);

  const floor = rows[1].rps;
  const nginxRps = rows[0].rps;
  console.log("\n| target | req/s | p50 ms | p99 ms | errors | non-2xx | vs floor | vs nginx |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${(r.rps / floor).toFixed(2)} | ${(r.rps / nginxRps).toFixed(3)} |`);
  }
  console.log(`\nServer peak RSS: ${peakRss} MB · start-up to first 200 on an existing database: ${startupMs} ms`);

  let lighthouse: Record<string, Record<string, number>> | string = "skipped (BENCH_SKIP_LIGHTHOUSE)";
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    console.log("\nLighthouse (mobile)…");
    lighthouse = await lighthouseScores([`${base}/`, `${base}/services/uk-skilled-worker-visa`, `${base}${postPath}`, `${base}/contact`]);
    console.log("| page | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|");
    for (const [page, s] of Object.entries(lighthouse)) {
      console.log(`| ${page} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} |`);
    }
  }

  const results = { date: new Date().toISOString(), durationSeconds: DURATION, rows, peakRssMb: peakRss, startupMs, lighthouse };
  writeFileSync(path.join(ROOT, "bench", "results.json"), JSON.stringify(results, null, 2));
  console.log("\nWrote bench/results.json");
  server.kill("SIGTERM");
  nginxProcess.kill("SIGTERM");
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
