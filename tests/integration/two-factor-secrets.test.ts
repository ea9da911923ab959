// Issue 38: two-factor secrets are kept encrypted in the database. A plain one (from
// before) is sealed at its first use, `npm run secrets:rotate` seals every one again
// under a new key, and a secret no configured key opens is said so, never taken for a
// wrong code.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { confirmSetup, currentTotp, setupSecret } from "~/server/accounts/two-factor.server";
import { createUser } from "~/server/accounts/users.server";
import { openDb } from "~/server/db/db.server";
import { migrate } from "~/server/db/migrate.server";
import { keyFrom, seal, sealedWith, unseal } from "~/server/runtime/secrets.server";
import { cookiesFrom, location, request } from "../support/app";
import { backendName, testDb } from "../support/db";
import { runNpmScript } from "../support/server";

const onPostgres = process.env.TEST_BACKEND === "postgres";

async function twoFactorRow(userId: string) {
  const db = await testDb();
  return db
    .selectFrom("verifications")
    .select(["id", "secret"])
    .where("user_id", "=", userId)
    .where("type", "=", "two_factor")
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
}

async function codeStep(email: string, password: string) {
  const res = await request("/client/login", { form: { email, password } });
  expect(location(res)).toBe("/client/login/code");
  return cookiesFrom(res);
}

describe(`two-factor secrets at rest on ${backendName()}`, () => {
  it("are stored encrypted, a plain one is sealed at its first use, and one under a key not configured is said so", async () => {
    await testDb();
    const password = "secret-keeper-pass-1";
    const user = await createUser({ email: "sealed@example.com", password, role: "client", fullName: "Sam Sealed" });
    const secret = (await setupSecret(user.id, true))!;
    expect((await confirmSetup(user.id, currentTotp(secret), "direct")).ok).toBe(true);
    const sealed = (await twoFactorRow(user.id)).secret!;
    expect(sealed).not.toContain(secret);
    expect(sealedWith(sealed)).toBe(keyFrom(process.env.SESSION_SECRET!).id); // no SECRETS_KEY: SESSION_SECRET's

    // A secret stored plain before this version: signing in with its code works, and seals it.
    const db = await testDb();
    const { id } = await twoFactorRow(user.id);
    await db.updateTable("verifications").set({ secret }).where("id", "=", id).execute();
    const signedIn = await request("/client/login/code", {
      cookie: await codeStep(user.email, password),
      form: { intent: "code", code: currentTotp(secret, Date.now() + 30_000) },
    });
    expect(location(signedIn)).toBe("/client/dashboard");
    expect(unseal((await twoFactorRow(user.id)).secret!)).toBe(secret);
    expect((await twoFactorRow(user.id)).secret).not.toContain(secret);

    // Sealed with a key this server does not have: a clear answer, not "wrong code", and not counted as one.
    await db
      .updateTable("verifications")
      .set({ secret: seal(secret, keyFrom("a key that is no longer configured anywhere")) })
      .where("id", "=", id)
      .execute();
    const refused = await request("/client/login/code", {
      cookie: await codeStep(user.email, password),
      form: { intent: "code", code: currentTotp(secret) },
    });
    expect(refused.status).toBe(503);
    const page = await refused.text();
    expect(page).toContain("Your two-factor secret cannot be read");
    expect(page).not.toContain("That code is not right");
    await db
      .updateTable("verifications")
      .set({ secret: seal(secret) })
      .where("id", "=", id)
      .execute();
  });

  it("are sealed again under the new key by npm run secrets:rotate, plain ones too", async () => {
    const [oldKey, newKey] = ["the-old-secrets-key-of-32-characters-or-more", "the-new-secrets-key-of-32-characters-or-more"];
    // The command needs the database to itself: the embedded one in a folder of its own.
    const dataDir = mkdtempSync(path.join(tmpdir(), "secrets-rotate-"));
    const handle = onPostgres ? null : openDb({ dataDir });
    const db = handle?.db ?? (await testDb());
    if (handle) await migrate(handle.db);
    const user = await db
      .insertInto("admin_users")
      .values({ email: "rotated@example.com", full_name: "Rita Rotated", role: "client" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const secrets = ["JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU"];
    await db
      .insertInto("verifications")
      .values([
        { type: "two_factor", user_id: user.id, secret: seal(secrets[0], keyFrom(oldKey)), revoked_at: new Date() },
        { type: "two_factor", user_id: user.id, secret: secrets[1] },
      ])
      .execute();
    await handle?.close();

    const env = { ...(onPostgres ? {} : { DATA_DIR: dataDir }), SECRETS_KEY: newKey, SECRETS_KEY_PREVIOUS: oldKey };
    const run = await runNpmScript(["secrets:rotate"], env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/Sealed \d+ secrets? again/);

    const reopened = onPostgres ? null : openDb({ dataDir });
    const rows = await (reopened?.db ?? (await testDb()))
      .selectFrom("verifications")
      .select("secret")
      .where("user_id", "=", user.id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    await reopened?.close();
    const opened = rows.map((r) => unseal(r.secret!, [keyFrom(newKey)])).sort();
    expect(opened).toEqual([...secrets].sort());
    for (const r of rows) expect(sealedWith(r.secret!)).toBe(keyFrom(newKey).id);
  }, 60_000);
});
