// npm run bench:scale — how each portal page's time grows with the firm (issue 19).
// A benchmark, not a test. For each size (SCALE_SIZES, default 1000,10000,100000
// clients) on a fresh database — PostgreSQL (DATABASE_URL's server, a database per
// size, or a throwaway cluster when its binaries are installed) and the embedded
// PGlite (a folder per size) — it migrates, loads the demo data and the firm's years
// (seed.ts), starts the production server, signs in as the demo admin, agent and
// client, and requests every list, search, dashboard and detail page SCALE_REQUESTS
// times one after another (after 3 to warm up): median, p95 and the HTML's size.
// The server logs each query over 20 ms (SLOW_QUERY_MS); once it has stopped, each
// is run again under EXPLAIN ANALYZE and its plan printed. The tables end with each
// page's growth from the smallest size to the largest, and PGlite against
// PostgreSQL; bench/scale-results.json keeps the figures.
//   SCALE_SIZES=1000,10000  SCALE_REQUESTS=30  SCALE_SKIP_PGLITE=1  SCALE_SKIP_POSTGRES=1
//   SCALE_PAGES=report  (only the pages whose name holds it)
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CompiledQuery, sql } from "kysely";
import { hashPassword } from "~/server/accounts/password.server";
import { openDb, type DbConfig } from "~/server/db/db.server";
import { migrate } from "~/server/db/migrate.server";
import { DEMO_ACCOUNTS, seed } from "../../supabase/seed";
import { canRunPostgres, createCluster } from "../../scripts/postgres-cluster";
import { SERVE_ARGS, SERVE_ENV } from "../../scripts/serve-command";
import { freePort, peakRssMb, rssMb, waitFor } from "../measure";
import { FAMILY_SERVICE_POSITIONS, servicePosition } from "./families";
import { scaleInvoiceCode, scalePassport, seedScale } from "./seed";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SIZES = (process.env.SCALE_SIZES ?? "1000,10000,100000").split(",").map(Number);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 30);
const ONLY = process.env.SCALE_PAGES ?? "";
const SLOW_MS = 20;
const SCALE_PASSWORD = "Scale-Client-2026";

/** The ids seed.ts gives its rows: md5 of a name, as a uuid. */
const seededId = (name: string) =>
  createHash("md5")
    .update(name)
    .digest("hex")
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

type Role = "admin" | "agent" | "client";
type Page = { name: string; as: Role; path: string };

/** The demo agent's (agent 0's) first open client whose application carries a family of four (families.ts). */
function familyClient(clients: number, agents: number) {
  for (let g = agents; g <= clients; g += agents)
    if (g > clients * 0.6 && FAMILY_SERVICE_POSITIONS.includes(servicePosition(g, 1)) && Math.floor(g / 3) % 4 === 2) return g;
  throw new Error("no family among the demo agent's clients");
}

function pages(agentId: string, personId: string, agents: number, clients: number): Page[] {
  const client = seededId("scale-client-77");
  const g = familyClient(clients, agents);
  const caseClient = seededId(`scale-client-${g}`);
  const familyApplication = seededId(`scale-app-${g}-1`);
  return [
    { name: "admin dashboard", as: "admin", path: "/admin/dashboard" },
    { name: "clients", as: "admin", path: "/admin/clients" },
    { name: "clients, page 50", as: "admin", path: "/admin/clients?page=50" },
    { name: "clients by name", as: "admin", path: "/admin/clients?sort=name&dir=asc" },
    { name: "clients of an agent", as: "admin", path: `/admin/clients?agent=${agentId}` },
    { name: "clients with an application lodged", as: "admin", path: "/admin/clients?status=lodged" },
    { name: "client search: a full name", as: "admin", path: "/admin/clients?q=Priya+Sharma" },
    { name: "client search: a surname", as: "admin", path: "/admin/clients?q=Sharma" },
    { name: "client search: an e-mail", as: "admin", path: "/admin/clients?q=client-4242%40scale" },
    { name: "client search: a phone", as: "admin", path: "/admin/clients?q=98765" },
    { name: "client", as: "admin", path: `/admin/clients/${client}` },
    { name: "applications", as: "admin", path: "/admin/applications" },
    { name: "applications by client", as: "admin", path: "/admin/applications?sort=client&dir=asc" },
    { name: "applications lodged", as: "admin", path: "/admin/applications?status=lodged" },
    { name: "application search: a name", as: "admin", path: "/admin/applications?q=Priya+Sharma" },
    { name: "application search: a reference", as: "admin", path: "/admin/applications?q=A2026-0042" },
    { name: "application", as: "admin", path: `/admin/applications/${seededId("scale-app-77-1")}` },
    { name: "new application (client picker)", as: "admin", path: "/admin/applications/new" },
    { name: "client picker: a search", as: "admin", path: "/admin/pick/clients?q=Patel" },
    { name: "agent picker: a search", as: "admin", path: "/admin/pick/agents?q=Agent" },
    { name: "enquiries", as: "admin", path: "/admin/enquiries" },
    { name: "enquiry search", as: "admin", path: "/admin/enquiries?q=Zhang" },
    { name: "agents", as: "admin", path: "/admin/agents" },
    { name: "agent", as: "admin", path: `/admin/agents/${agentId}` },
    { name: "report: agents' workload", as: "admin", path: "/admin/reports/workload" },
    { name: "agent dashboard", as: "agent", path: "/agent/dashboard" },
    { name: "report: agents' workload, an agent's own", as: "agent", path: "/agent/reports/workload" },
    { name: "agent's clients", as: "agent", path: "/agent/clients" },
    { name: "agent's past clients", as: "agent", path: "/agent/clients?show=past" },
    { name: "agent's client search", as: "agent", path: "/agent/clients?q=Sharma" },
    { name: "agent's client (a family of four)", as: "agent", path: `/agent/clients/${caseClient}` },
    { name: "a family's answers", as: "agent", path: `/agent/applications/${familyApplication}/answers` },
    { name: "a family's application", as: "admin", path: `/admin/applications/${familyApplication}` },
    // The header's one search (issue 43): exact numbers, then names through the trigram indexes.
    { name: "search: a passport number", as: "admin", path: `/admin/search?q=${scalePassport(777).toLowerCase()}` },
    { name: "search: a file reference", as: "admin", path: "/admin/search?q=A2026-00042" },
    { name: "search: an invoice number", as: "admin", path: `/admin/search?${new URLSearchParams({ q: scaleInvoiceCode(777, clients) })}` },
    { name: "search: a full name", as: "admin", path: "/admin/search?q=Priya+Sharma" },
    { name: "search: a surname", as: "admin", path: "/admin/search?q=Sharma" },
    { name: "search as you type: a surname", as: "admin", path: "/admin/search?q=Sharma&typing=1" },
    { name: "agent's search: a surname", as: "agent", path: "/agent/search?q=Sharma" },
    { name: "report: funnel", as: "admin", path: "/admin/reports/funnel" },
    { name: "report: consultations", as: "admin", path: "/admin/reports/consultations" },
    { name: "report: money", as: "admin", path: "/admin/reports/money" },
    { name: "report: applications", as: "admin", path: "/admin/reports/applications" },
    { name: "report: outcomes", as: "admin", path: "/admin/reports/outcomes" },
    { name: "agent's report: outcomes", as: "agent", path: "/agent/reports/outcomes" },
    { name: "report: enquiries", as: "admin", path: "/admin/reports/enquiries" },
    { name: "report: an agent's enquiries", as: "agent", path: "/agent/reports/enquiries" },
    { name: "client dashboard", as: "client", path: "/client/dashboard" },
    { name: "client questionnaire", as: "client", path: `/client/questionnaire/${personId}` },
  ];
}

type Timing = { page: string; median: number; p95: number; kb: number };
type SlowQuery = { ms: number; sql: string; parameters: unknown[] };
type Memory = { before: number; after: number; peak: number };
type Run = {
  backend: "PostgreSQL" | "PGlite";
  clients: number;
  seedSeconds: number;
  timings: Timing[];
  memory: Memory;
  plans: { ms: number; sql: string; plan: string }[];
};

async function prepare(config: DbConfig, clients: number) {
  const handle = openDb(config);
  try {
    await migrate(handle.db);
    await seed(handle.db);
    const agent = await handle.db
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", DEMO_ACCOUNTS[1].email)
      .executeTakeFirstOrThrow();
    // The demo client's own questionnaire (the seed's Canada PR application).
    const person = await handle.db
      .selectFrom("application_people as p")
      .innerJoin("admin_users as u", "u.id", "p.user_id")
      .select("p.id")
      .where("u.email", "=", DEMO_ACCOUNTS[2].email)
      .executeTakeFirstOrThrow();
    const started = performance.now();
    const made = await seedScale(handle.db, { clients, passwordHash: await hashPassword(SCALE_PASSWORD), demoAgentId: agent.id });
    return { agentId: agent.id, personId: person.id, agents: made.agents, seedSeconds: Math.round((performance.now() - started) / 1000) };
  } finally {
    await handle.close();
  }
}

async function signIn(base: string, role: Role) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const res = await fetch(`${base}/${role}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in as ${account.email} failed: ${res.status}`);
  return cookie;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measurePages(env: NodeJS.ProcessEnv, list: Page[]) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let log = "";
  const server = spawn(process.execPath, SERVE_ARGS, {
    cwd: ROOT,
    env: {
      ...env,
      ...SERVE_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      SLOW_QUERY_MS: String(SLOW_MS),
      SLOW_QUERY_PARAMETERS: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr!.on("data", (d) => (log += d));
  try {
    await waitFor(`${base}/healthz`, 120_000);
    const cookies = { admin: await signIn(base, "admin"), agent: await signIn(base, "agent"), client: await signIn(base, "client") };
    const get = async (page: Page) => {
      const started = performance.now();
      const res = await fetch(`${base}${page.path}`, { headers: { cookie: cookies[page.as] }, redirect: "manual" });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${page.path}: ${res.status}`);
      return { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
    };
    // A fresh server compiles as it goes: three passes over every page first, so the
    // first page measured is not the one that paid for it.
    for (let pass = 0; pass < 3; pass++) for (const page of list) await get(page);
    const timings: Timing[] = [];
    for (const page of list) {
      const runs: { ms: number; bytes: number }[] = [];
      for (let i = 0; i < REQUESTS; i++) runs.push(await get(page));
      const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
      timings.push({
        page: page.name,
        median: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        kb: Math.round(runs[0].bytes / 1024),
      });
    }
    // Ten "new application" pages at once (before issue 19 each held every client: 1.34 GB).
    const newApplication = list.find((p) => p.path === "/admin/applications/new");
    const before = rssMb(server.pid!);
    if (newApplication) await Promise.all(Array.from({ length: 10 }, () => get(newApplication)));
    const memory = { before, after: rssMb(server.pid!), peak: peakRssMb(server.pid!) };
    return { timings, memory, slow: slowQueries(log) };
  } finally {
    await new Promise((resolve) => {
      server.once("exit", resolve);
      server.kill("SIGTERM");
    });
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The slowest run of each distinct statement the server logged. */
function slowQueries(log: string): SlowQuery[] {
  const bySql = new Map<string, SlowQuery>();
  for (const line of log.split("\n")) {
    if (!line.startsWith("[slow-query] ")) continue;
    const q = JSON.parse(line.slice(13)) as SlowQuery;
    if ((bySql.get(q.sql)?.ms ?? -1) < q.ms) bySql.set(q.sql, q);
  }
  return [...bySql.values()].sort((a, b) => b.ms - a.ms);
}

async function explain(config: DbConfig, slow: SlowQuery[]) {
  const handle = openDb(config);
  try {
    const plans = [];
    for (const q of slow.filter((s) => /^(select|with)\b/i.test(s.sql) && !/\b(update|insert|delete)\b/i.test(s.sql))) {
      const result = await handle.db.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain (analyze, buffers) ${q.sql}`, q.parameters),
      );
      plans.push({ ms: q.ms, sql: q.sql, plan: result.rows.map((r) => r["QUERY PLAN"]).join("\n") });
    }
    return plans;
  } finally {
    await handle.close();
  }
}

async function runSize(backend: Run["backend"], config: DbConfig, env: NodeJS.ProcessEnv, clients: number): Promise<Run> {
  console.log(`\n${backend}, ${clients.toLocaleString("en")} clients: seeding…`);
  const prepared = await prepare(config, clients);
  console.log(`  seeded in ${prepared.seedSeconds} s; measuring ${REQUESTS} requests a page…`);
  const { timings, memory, slow } = await measurePages(
    env,
    pages(prepared.agentId, prepared.personId, prepared.agents, clients).filter((p) => p.name.includes(ONLY)),
  );
  const plans = await explain(config, slow);
  for (const t of timings)
    console.log(`  ${t.page.padEnd(36)} median ${String(t.median).padStart(6)} ms   p95 ${String(t.p95).padStart(6)} ms   ${t.kb} KB`);
  console.log(`  ten "new application" pages at once: RSS ${memory.before} → ${memory.after} MB (peak ${memory.peak} MB)`);
  for (const p of plans) console.log(`\n  query over ${SLOW_MS} ms (${p.ms} ms):\n  ${p.sql}\n${p.plan.replace(/^/gm, "    ")}`);
  return { backend, clients, seedSeconds: prepared.seedSeconds, timings, memory, plans };
}

function table(runs: Run[]) {
  const backends = [...new Set(runs.map((r) => r.backend))];
  for (const backend of backends) {
    const mine = runs.filter((r) => r.backend === backend);
    const [first, last] = [mine[0], mine.at(-1)!];
    console.log(`\n${backend}: median / p95 in ms, by clients`);
    console.log(`| page | ${mine.map((r) => r.clients.toLocaleString("en")).join(" | ")} | growth |`);
    console.log(`|---|${mine.map(() => "---:").join("|")}|---:|`);
    for (const [i, t] of first.timings.entries()) {
      const cells = mine.map((r) => `${r.timings[i].median} / ${r.timings[i].p95}`);
      console.log(`| ${t.page} | ${cells.join(" | ")} | ${(last.timings[i].median / t.median).toFixed(1)}× |`);
    }
  }
  const pg = runs.filter((r) => r.backend === "PostgreSQL").at(-1);
  const lite = runs.filter((r) => r.backend === "PGlite").at(-1);
  if (pg && lite && pg.clients === lite.clients) {
    const ratios = pg.timings.map((t, i) => lite.timings[i].median / t.median);
    console.log(
      `\nPGlite against PostgreSQL at ${pg.clients.toLocaleString("en")} clients: median ratio ${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}×`,
    );
  }
  const largestPg = runs.filter((r) => r.backend === "PostgreSQL" && r.clients === Math.max(...SIZES));
  const targets: [string, boolean][] = [
    [
      "PostgreSQL at the largest size: every median ≤ 50 ms and p95 ≤ 150 ms",
      largestPg.length > 0 && largestPg.every((r) => r.timings.every((t) => t.median <= 50 && t.p95 <= 150)),
    ],
    [
      "on PostgreSQL no page's median grows more than 2× from the smallest size",
      (() => {
        const mine = runs.filter((r) => r.backend === "PostgreSQL");
        return mine.length > 1 && mine.at(-1)!.timings.every((t, i) => t.median <= 2 * mine[0].timings[i].median);
      })(),
    ],
    [
      "PGlite within 3× of PostgreSQL at the largest size",
      !!pg && !!lite && pg.clients === lite.clients && pg.timings.every((t, i) => lite.timings[i].median <= 3 * t.median),
    ],
    ["no HTML page over 200 KB", runs.every((r) => r.timings.every((t) => t.kb <= 200))],
    ["ten parallel new-application pages leave memory flat (within 10 MB)", runs.every((r) => r.memory.after - r.memory.before <= 10)],
  ];
  console.log("");
  for (const [what, met] of targets) console.log(`${met ? "MET " : "MISS"}  ${what}`);
}

const runs: Run[] = [];
// DEMO_MODE: the demo accounts sign in with their published passwords.
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  SESSION_SECRET: randomBytes(32).toString("hex"),
  DEMO_MODE: "true",
};
if (!process.env.SCALE_SKIP_POSTGRES && (process.env.DATABASE_URL || canRunPostgres())) {
  const cluster = process.env.DATABASE_URL ? null : await createCluster();
  const server = process.env.DATABASE_URL ?? cluster!.url;
  try {
    for (const clients of SIZES) {
      const name = `scale_${clients}_${Date.now()}`;
      const admin = openDb({ databaseUrl: server, dataDir: "" });
      await sql.raw(`create database ${name}`).execute(admin.db);
      await admin.close();
      const url = new URL(server);
      url.pathname = `/${name}`;
      runs.push(await runSize("PostgreSQL", { databaseUrl: url.href, dataDir: "" }, { ...baseEnv, DATABASE_URL: url.href }, clients));
    }
  } finally {
    cluster?.destroy();
  }
}
if (!process.env.SCALE_SKIP_PGLITE) {
  for (const clients of SIZES) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `scale-${clients}-`));
    const env: NodeJS.ProcessEnv = { ...baseEnv, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    runs.push(await runSize("PGlite", { dataDir }, env, clients));
  }
}
table(runs);
writeFileSync(
  path.join(ROOT, "bench", "scale-results.json"),
  JSON.stringify({ when: new Date().toISOString(), requests: REQUESTS, runs }, null, 2),
);
process.exit(0);
