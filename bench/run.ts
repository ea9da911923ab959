// npm run bench — a benchmark, not a test. Builds, then on a fresh embedded database
// with the demo data starts the production server and, beside it, nginx (one worker)
// serving the home page as a static file and, as the README deploys it
// (deploy/nginx.conf.template), caching the app's public pages. With the same client
// (autocannon, 10 connections, BENCH_DURATION seconds each) it measures:
//   - nginx static, and the one-line page (the app's floor);
//   - each public page uncached (rendered: the request carries a cookie named "__…",
//     which no cache answers), cached (the app's render cache) and through nginx's cache;
//   - sign-in, 20 connections, the right password, beside the same load on a bare
//     server that does only the argon2id check (its floor): steady, counted after
//     BENCH_WARMUP (3) seconds of the same load (measure.ts, measureSteady), with the
//     slowest of the connections' first answers reported apart;
//   - the server's peak memory through the whole bench, and Lighthouse (mobile).
// Then the same server on a throwaway PostgreSQL (when its binaries are installed):
// pages uncached and cached, sign-in, peak memory. Prints the tables and the issue's
// targets, writes bench/results.json.
//   BENCH_DURATION=10  BENCH_SKIP_LIGHTHOUSE=1  BENCH_SKIP_POSTGRES=1  CHROMIUM_PATH=/usr/bin/chromium
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deployedNginx, standaloneNginx } from "../scripts/nginx-config";
import { canRunPostgres, createCluster } from "../scripts/postgres-cluster";
import { SERVE_ARGS, SERVE_ENV } from "../scripts/serve-command";
import { lighthouseScores } from "./lighthouse";
import { SIGN_IN_ACCOUNTS, SIGN_IN_PASSWORD, signInEmail } from "./sign-in-accounts";
import { DURATION, freePort, measure, measureSteady, peakRssMb, WARMUP, waitFor, type Row } from "./measure";

const ROOT = path.resolve(import.meta.dirname, "..");
const UNCACHED = { cookie: "__bench=uncached" };
const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((c) => c.kill("SIGKILL")));

function ensureNginx(): string {
  const found = () => ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
  if (!found() && process.getuid?.() === 0) {
    console.log("Installing Debian's nginx…");
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  const nginx = found();
  if (!nginx) throw new Error("nginx is needed: apt-get install nginx");
  return nginx;
}

/** Seeds the demo data and the sign-in accounts, and starts the production server on them. */
async function startApp(env: NodeJS.ProcessEnv) {
  execFileSync("npx", ["tsx", "scripts/db-seed.ts"], { cwd: ROOT, env, stdio: "ignore" });
  execFileSync("npx", ["tsx", "bench/sign-in-accounts.ts"], { cwd: ROOT, env, stdio: "inherit" });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, SERVE_ARGS, {
    cwd: ROOT,
    env: { ...env, ...SERVE_ENV, PORT: String(port), HOST: "127.0.0.1", APP_URL: base },
    stdio: "ignore",
  });
  children.push(server);
  await waitFor(`${base}/healthz`);
  return { base, port, pid: server.pid!, startupMs: Math.round(performance.now() - started), stop: () => server.kill("SIGTERM") };
}

/** nginx: the home page as a static file on one port, the deployed configuration (with its cache) on another. */
async function startNginx(work: string, appPort: number, homeHtml: string) {
  const dir = path.join(work, "nginx");
  for (const sub of ["", "tmp", "cache", "static"]) mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, "static", "index.html"), homeHtml);
  // nginx's workers run as an unprivileged user: they read the page and write the cache.
  execFileSync("chmod", ["-R", "a+rwX", work]);
  chmodSync(work, 0o755);
  const [staticPort, cachePort] = [await freePort(), await freePort()];
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    standaloneNginx(
      dir,
      `server { listen 127.0.0.1:${staticPort}; root ${dir}/static; location / { try_files /index.html =404; } }
${deployedNginx({ upstreamPorts: [appPort], listen: `127.0.0.1:${cachePort}`, cacheDir: path.join(dir, "cache") })}`,
    ),
  );
  const nginx = spawn(ensureNginx(), ["-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  children.push(nginx);
  const staticUrl = `http://127.0.0.1:${staticPort}`;
  await waitFor(`${staticUrl}/`);
  return { staticUrl, cacheUrl: `http://127.0.0.1:${cachePort}`, stop: () => nginx.kill("SIGTERM") };
}

/** 20 connections, each request the next of the bench's accounts with its right password; steady (after WARMUP s). */
async function signInRow(base: string, label: string): Promise<Row & { startMax: number }> {
  let next = 0;
  const row = await measureSteady(label, {
    url: `${base}/client/login`,
    connections: 20,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        // Twenty people signing in come from twenty places: the front door holds at most
        // SIGN_IN_PER_ADDRESS sign-ins of one address at once (the server trusts one proxy).
        setupRequest: (req) => {
          const i = next++;
          const body = new URLSearchParams({ email: signInEmail(i % SIGN_IN_ACCOUNTS), password: SIGN_IN_PASSWORD }).toString();
          return { ...req, headers: { ...req.headers, "x-forwarded-for": `10.9.${(i >> 8) & 255}.${i & 255}` }, body };
        },
      },
    ],
  });
  // Each answer is a redirect into the portal; anything else (a 429, a 400) is an error.
  const refused = Object.entries(row.statusCodes).reduce((n, [code, count]) => (code === "302" ? n : n + count), 0);
  return { ...row, errors: row.errors + refused };
}

/** The same load on a bare server doing only the password check (bench/argon2-floor.ts). */
async function argon2FloorRow(): Promise<Row> {
  const port = await freePort();
  const floor = spawn(process.execPath, ["--import", "tsx", "bench/argon2-floor.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  children.push(floor);
  await waitFor(`http://127.0.0.1:${port}/`);
  try {
    return await signInRow(`http://127.0.0.1:${port}`, "argon2id check alone (the floor under sign-in)");
  } finally {
    floor.kill("SIGTERM");
  }
}

async function warm(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).text();
}

async function pageRows(base: string, pages: [string, string][], nginxCache?: string) {
  const rows: Row[] = [];
  for (const [name, page] of pages) {
    rows.push(await measure(`${name}: uncached`, { url: `${base}${page}`, headers: UNCACHED }));
    await warm(`${base}${page}`);
    rows.push(await measure(`${name}: cached`, { url: `${base}${page}` }));
    if (nginxCache) {
      await warm(`${nginxCache}${page}`);
      rows.push(await measure(`${name}: nginx cache`, { url: `${nginxCache}${page}` }));
    }
  }
  return rows;
}

function printRows(rows: Row[], nginxRps: number, floorRps: number) {
  console.log("\n| target | req/s | p50 ms | p99 ms | errors | vs one-line page | vs nginx static |\n|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / floorRps).toFixed(2)} | ${Math.round((r.rps / nginxRps) * 100)} % |`,
    );
  }
}

async function onPostgres(baseEnv: NodeJS.ProcessEnv, pages: [string, string][]) {
  const cluster = await createCluster();
  try {
    const app = await startApp({ ...baseEnv, DATABASE_URL: cluster.url });
    const rows = [...(await pageRows(app.base, pages)), await signInRow(app.base, "sign-in (POST, 20 connections)")];
    const peak = peakRssMb(app.pid);
    app.stop();
    return { rows, peakRssMb: peak };
  } finally {
    cluster.destroy();
  }
}

async function main() {
  console.log("Building…");
  execFileSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit" });
  const work = mkdtempSync(path.join(tmpdir(), "bench-"));
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    DEMO_MODE: "true",
    TRUST_PROXY: "1",
  };
  const app = await startApp({ ...baseEnv, DATA_DIR: path.join(work, "data") });
  const nginx = await startNginx(work, app.port, await (await fetch(`${app.base}/`)).text());

  const blog = await (await fetch(`${app.base}/blog`)).text();
  const postPath = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1] ?? "/blog";
  const pages: [string, string][] = [
    ["home", "/"],
    ["service page", "/services/uk-skilled-worker-visa"],
    ["country page", "/countries/canada"],
    ["blog", "/blog"],
    ["blog post", postPath],
    ["about", "/about"],
  ];
  console.log(`Measuring on the embedded database (${DURATION} s each)…`);
  const rows: Row[] = [];
  rows.push(await measure("nginx static home", { url: `${nginx.staticUrl}/` }));
  rows.push(await measure("one-line page (floor)", { url: `${app.base}/__floor`, headers: UNCACHED }));
  rows.push(...(await pageRows(app.base, pages, nginx.cacheUrl)));
  rows.push(await argon2FloorRow());
  rows.push(await signInRow(app.base, "sign-in (POST, 20 connections)"));

  let lighthouse: Awaited<ReturnType<typeof lighthouseScores>> | string = "skipped (BENCH_SKIP_LIGHTHOUSE)";
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    console.log("Lighthouse (mobile)…");
    lighthouse = await lighthouseScores(["/", "/services/uk-skilled-worker-visa", postPath, "/contact"].map((p) => `${app.base}${p}`));
  }
  const pglitePeak = peakRssMb(app.pid);
  app.stop();
  nginx.stop();

  let postgres: Awaited<ReturnType<typeof onPostgres>> | string = "skipped (BENCH_SKIP_POSTGRES, or PostgreSQL 15 is not installed)";
  if (!process.env.BENCH_SKIP_POSTGRES && canRunPostgres()) {
    console.log(`Measuring on PostgreSQL (${DURATION} s each)…`);
    postgres = await onPostgres(
      baseEnv,
      pages.filter(([name]) => ["home", "service page", "blog post"].includes(name)),
    );
  }

  const nginxRps = rows[0].rps;
  const floorRps = rows[1].rps;
  console.log("\nEmbedded database (PGlite):");
  printRows(rows, nginxRps, floorRps);
  if (typeof postgres !== "string") {
    console.log("\nPostgreSQL:");
    printRows(postgres.rows, nginxRps, floorRps);
  }
  if (typeof lighthouse !== "string") {
    console.log(
      "\n| page (Lighthouse mobile, median run) | performance (each run) | first contentful paint | total blocking time | accessibility | best practices | SEO |\n|---|---|---|---|---|---|---|",
    );
    for (const [page, s] of Object.entries(lighthouse)) {
      console.log(
        s === "failed"
          ? `| ${page} | failed after 3 tries | | | | | |`
          : `| ${page} | ${s.performance} (${s.performanceRuns.join(", ")}) | ${(s.fcpMs / 1000).toFixed(1)} s | ${s.tbtMs} ms | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} |`,
      );
    }
  }
  const signIn = [rows.at(-1)!, ...(typeof postgres === "string" ? [] : [postgres.rows.at(-1)!])] as (Row & { startMax?: number })[];
  console.log(
    `\nSign-in counted after ${WARMUP} s of the same load. Its start (each connection's first request, all at once, on a server that had signed no one in): slowest ${signIn.map((r) => `${r.startMax} ms`).join(" embedded, ")}${signIn.length > 1 ? " on PostgreSQL" : " embedded"}.`,
  );
  const pgPeak = typeof postgres === "string" ? null : postgres.peakRssMb;
  console.log(
    `\nServer peak RSS: ${pglitePeak} MB on the embedded database${pgPeak === null ? "" : `, ${pgPeak} MB on PostgreSQL`} · start-up to first 200: ${app.startupMs} ms`,
  );

  const share = (name: string) => (rows.find((r) => r.name === name)?.rps ?? 0) / nginxRps;
  const checks = [
    ...["home", "service page", "blog post"].flatMap((p) => [
      [`${p} cached ≥ 30 % of nginx static`, share(`${p}: cached`) >= 0.3],
      [`${p} through nginx's cache ≥ 80 % of nginx static`, share(`${p}: nginx cache`) >= 0.8],
    ]),
    ...(typeof lighthouse === "string"
      ? []
      : ["/", "/services/uk-skilled-worker-visa", postPath].map((p) => {
          const s = lighthouse[p];
          return [
            `Lighthouse ${p}: performance 100, first paint ≤ 1.0 s`,
            s !== "failed" && s !== undefined && s.performance === 100 && s.fcpMs <= 1000,
          ] as [string, boolean];
        })),
    ["sign-in p99 ≤ 250 ms at 20 connections, no error", signIn.every((r) => r.p99 <= 250 && r.errors === 0)],
    ["peak RSS ≤ 250 MB", pglitePeak <= 250 && (pgPeak === null || pgPeak <= 250)],
  ] as [string, boolean][];
  console.log("\nTargets:");
  for (const [name, ok] of checks) console.log(`  ${ok ? "met   " : "MISSED"} ${name}`);

  const results = {
    date: new Date().toISOString(),
    durationSeconds: DURATION,
    rows,
    postgres,
    peakRssMb: { pglite: pglitePeak, postgres: pgPeak },
    startupMs: app.startupMs,
    lighthouse,
    checks,
  };
  writeFileSync(path.join(ROOT, "bench", "results.json"), JSON.stringify(results, null, 2));
  console.log("\nWrote bench/results.json");
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
