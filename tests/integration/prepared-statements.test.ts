import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { login } from "~/server/accounts/auth.server";
import { createSession, getSessionUser, revokeSession } from "~/server/accounts/session.server";
import { db } from "~/server/db/db.server";
import { backendName } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

// The statements on most requests (sign-in, the session look-up) run as named prepared
// statements (app/server/db/prepared.server.ts): parsed once per connection, and planned
// once when PostgreSQL keeps a generic plan (after five runs).

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;

beforeAll(async () => {
  users = await createUsers("prep");
});

const requestWith = (setCookie: string) =>
  new Request("http://localhost/client/dashboard", { headers: { Cookie: setCookie.split(";")[0] } });

/** The named statements of the connection this runs on (one at a time, the pool hands back the one used last). */
async function preparedNames() {
  const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(db);
  return rows.map((r) => r.name.replace(/_\d+$/, ""));
}

describe(`prepared statements on ${backendName()}`, () => {
  it("a sign-in and the look-up of its session run as named statements", async () => {
    const result = await login(
      new Request("http://localhost/client/login", { method: "POST" }),
      "client",
      users.client.email,
      PASSWORDS.client,
    );
    expect(result.ok).toBe(true);
    if (result.ok !== true) return;
    const user = await getSessionUser(requestWith(result.setCookie));
    expect(user?.email).toBe(users.client.email);
    expect(await preparedNames()).toEqual(expect.arrayContaining(["new-session", "session", "sign-in"]));
  });

  it("a migration changing the type of a column it returns (another instance's) does not stop the session look-up", async () => {
    const cookie = await createSession(users.client.id, { ip: "127.0.0.1", userAgent: "test" });
    const lookUp = async () => (await getSessionUser(requestWith(cookie)))?.email;
    expect(await lookUp()).toBe(users.client.email);
    // PostgreSQL refuses a stored statement whose result changed type: it is prepared again.
    await sql`alter table admin_users alter column email type varchar(320)`.execute(db);
    try {
      expect(await lookUp()).toBe(users.client.email);
      expect(await lookUp()).toBe(users.client.email);
    } finally {
      await sql`alter table admin_users alter column email type text`.execute(db);
    }
    expect(await lookUp()).toBe(users.client.email);
  });

  it("each run of a stored statement answers for its own values, past the switch to one plan", async () => {
    // Two shapes of the session insert (with and without an attempt to release), and
    // more runs than PostgreSQL's five before it may keep one generic plan.
    const meta = { ip: "127.0.0.1", userAgent: "test" };
    const cookies: string[] = [];
    for (let i = 0; i < 8; i++) {
      const user = [users.client, users.agent][i % 2];
      cookies.push(await createSession(user.id, meta, i % 3 === 0 ? "0" : undefined));
    }
    const ids = await Promise.all(cookies.map(async (c) => (await getSessionUser(requestWith(c)))!.sessionId));
    for (const id of ids.filter((_, i) => i % 2 === 1)) await revokeSession(id);
    for (let round = 0; round < 2; round++) {
      const seen = [];
      for (const c of cookies) seen.push((await getSessionUser(requestWith(c)))?.email ?? null);
      expect(seen).toEqual(cookies.map((_, i) => (i % 2 === 1 ? null : users.client.email)));
    }
  });
});
