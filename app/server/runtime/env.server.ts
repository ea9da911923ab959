import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { singleton } from "./singleton.server";

// Every environment variable the server reads, parsed once at boot. A bad value
// stops the start with a message that names the variable.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection string")
    .optional(),
  SESSION_SECRET: z.string().optional(),
  /** Encrypts the secrets kept in the database (two-factor secrets); without it, a key derived from SESSION_SECRET. */
  SECRETS_KEY: z.string().min(32, "at least 32 characters (try: openssl rand -hex 32)").optional(),
  /** The key before a rotation (`npm run secrets:rotate`): still read, never written. */
  SECRETS_KEY_PREVIOUS: z.string().min(1).optional(),
  /** How many proxies in front set X-Forwarded-For: false/0, true/1 (one, e.g. nginx), or 2–10. Read by the front door. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9]|10)$/, "must be true, false or the number of proxies in front (0–10)")
    .default("false")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  APP_NAME: z.string().min(1).default("Horizon Pathways Immigration"),
  PARENT_COMPANY: z.string().min(1).default("Horizon Pathways Consulting Pvt. Ltd."),
  /** The site's public address: canonical links, the sitemap, Open Graph, links in e-mails. Required in production. */
  APP_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .optional(),
  /** Set by `npm run demo`: demo accounts in a production-mode server are expected there. */
  DEMO_MODE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Serves /admin/login-debug (backend diagnostics); off by default, so the page answers 404. */
  LOGIN_DEBUG: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  SMTP_URL: z.string().optional(),
  /** How often each instance's mail worker looks for e-mails to send, in milliseconds. */
  MAIL_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** Memory for the front door's cache of public pages (render-cache.server.ts reads it first; checked here). 0 turns it off. */
  RENDER_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(16),
  /** Log each query that takes at least this many ms (db.server.ts reads it at the first query; checked here). */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).optional(),
  /** With SLOW_QUERY_MS: log the queries' parameters too (personal data: for benchmarks). */
  SLOW_QUERY_PARAMETERS: z.enum(["1", "0"]).optional(),
  /** Where `npm run db:backup` and the daily backup write (docs/running.md). */
  BACKUP_DIR: z.string().min(1).default("./backups"),
  /** Backups kept: the newest of each of the last N days, and of each of the last N weeks. */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** "daily": the job runner takes a backup each day (at the daily jobs' hour); "off": only `npm run db:backup`. */
  BACKUP_SCHEDULE: z.enum(["off", "daily"]).default("off"),
  /** Encrypts new backups (AES-256-GCM, docs/running.md); `db:restore` needs it for an encrypted one. */
  BACKUP_ENCRYPTION_KEY: z.string().min(32, "at least 32 characters (try: openssl rand -hex 32)").optional(),
  /** On SIGTERM: how long to keep serving while /healthz says "draining" (a load balancer's time to notice); drain.server.ts reads it. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** On SIGTERM: the longest wait for the requests in flight before stopping anyway (25 s by default). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; APP_URL: string };

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return { ...env, SESSION_SECRET: sessionSecret(env), APP_URL: appUrl(env) };
}

/** A production site must say where it lives, or every canonical link and sitemap entry would say localhost. */
function appUrl(env: z.infer<typeof schema>): string {
  if (env.APP_URL) return env.APP_URL;
  if (env.NODE_ENV === "production" && !env.DEMO_MODE) {
    throw new Error(
      "Invalid configuration:\n  APP_URL: required in production: the site's public address, e.g. https://www.example.com (canonical links, the sitemap and e-mails use it)",
    );
  }
  return `http://localhost:${env.PORT}`;
}

function sessionSecret(env: z.infer<typeof schema>): string {
  const given = env.SESSION_SECRET;
  if (env.NODE_ENV === "production") {
    if (!given || given.length < 32) {
      throw new Error(
        "Invalid configuration:\n  SESSION_SECRET: required in production, at least 32 characters (try: openssl rand -hex 32)",
      );
    }
    return given;
  }
  if (given) return given;
  // Development and tests: a random secret, generated once and kept beside the data.
  if (env.DATA_DIR.startsWith("memory://")) return randomBytes(32).toString("hex");
  const file = path.join(env.DATA_DIR, ".session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function getEnv(): Env {
  return singleton("env", () => parseEnv(process.env));
}
