// Issue 38: the bound on password checks is in the app (accounts/password.server.ts), not only
// at the front door: a burst of sign-ins through an odd spelling of the path (letter case and
// a trailing slash) reaches it and is refused at once past it, with the message beside the
// form and the e-mail kept. Here the bound is one check at a time, while the door lets a few in.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backendName, closeTestDb, testDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

const usingPglite = process.env.TEST_BACKEND !== "postgres";
const dataDir = mkdtempSync(path.join(tmpdir(), "credential-checks-"));
const backend: Record<string, string> = usingPglite ? { DATA_DIR: dataDir } : { DATABASE_URL: process.env.DATABASE_URL! };

let server: RunningServer;

beforeAll(async () => {
  if (usingPglite) process.env.DATA_DIR = dataDir;
  await testDb(); // the schema, before the server opens the database
  if (usingPglite) {
    await closeTestDb();
    process.env.DATA_DIR = "memory://";
  }
  server = await startServer({ ...backend, TRUST_PROXY: "1", CREDENTIAL_CHECKS_MAX: "1" });
});

afterAll(async () => {
  await server?.stop();
});

describe(`the bound on password checks on ${backendName()}`, () => {
  it("refuses a burst through /ADMIN/login/ past it at once with 503, Retry-After and the message beside the form; the rest are checked", async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const res = await fetch(`${server.url}/ADMIN/login/`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": `10.7.0.${i + 1}` },
          body: new URLSearchParams({ email: `odd-${i}@example.com`, password: "not-the-password" }).toString(),
        });
        return { i, status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.text() };
      }),
    );
    const refused = answers.filter((a) => a.status === 503);
    const checked = answers.filter((a) => a.status === 400);
    expect(refused.length + checked.length).toBe(answers.length);
    expect(checked.length).toBeGreaterThan(0);
    // The door lets a few in at once; the app checks one and refuses the others that arrive meanwhile.
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.retryAfter).toBe("10");
      expect(a.body).toContain("so nothing was checked. Wait a few seconds and try again.");
      expect(a.body).toContain(`value="odd-${a.i}@example.com"`);
    }
    expect(checked[0].body).toContain("Invalid email or password");
  });
});
