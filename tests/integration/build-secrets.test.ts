// Issue 8: nothing secret ever ships to the browser. Scans every file of the client
// build (public/build) for database URLs, service keys, session secrets, password
// hashes and JWT-looking strings.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const BUILD = path.resolve(import.meta.dirname, "../../public/build");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const FORBIDDEN: [string, RegExp][] = [
  ["a database URL", /postgres(ql)?:\/\/[^\s"'`]+/i],
  ["a Supabase service key", /service_role|sb_secret_[A-Za-z0-9]/i],
  ["a JWT", /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ["a password hash", /\$argon2id\$v=|\$2[aby]\$\d\d\$/],
  ["server configuration names", /SESSION_SECRET|DATABASE_URL|SUPABASE_SERVICE_ROLE_KEY|SMTP_URL/],
  ["server-only modules", /password_hash|pg_advisory_lock|createPgConfig/],
];

describe.skipIf(process.env.TEST_BACKEND === "postgres")("the client build", () => {
  const all = files(BUILD);

  it("exists", () => {
    expect(all.some((f) => f.endsWith(".js"))).toBe(true);
  });

  it.each(FORBIDDEN)("contains no %s", (_what, pattern) => {
    const hits = all.filter((f) => pattern.test(readFileSync(f, "utf8"))).map((f) => path.relative(BUILD, f));
    expect(hits).toEqual([]);
  });

  it("does not contain this process's session secret", () => {
    const secret = process.env.SESSION_SECRET!;
    expect(all.filter((f) => readFileSync(f, "utf8").includes(secret))).toEqual([]);
  });
});
