// Hostile input (the properties of tests/support/fuzz.ts) for the account actions of
// issue 14: forgotten password, the invitation and reset links, the code step of a
// sign-in, each portal's account page, two-factor set-up and the security settings.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, it } from "vitest";
import { invite } from "~/server/accounts/invitations.server";
import { startSignInStep } from "~/server/accounts/sign-in-step.server";
import { setupSecret } from "~/server/accounts/two-factor.server";
import { hashPassword } from "~/server/accounts/password.server";
import { createToken } from "~/server/accounts/verification.server";
import { db } from "~/server/db/db.server";
import { backendName, testDb } from "../../support/db";
import { choice, fuzzAction, intentField, printStats, sessionCookie, uniqueEmail, type Field } from "../../support/fuzz";
import { createUsers, PASSWORDS } from "../../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
type Portal = "admin" | "agent" | "client";
let users: Users;
const portal = fc.constantFrom<Portal>("admin", "agent", "client");
const strong = fc.constantFrom("Marigold-harbour-17", "mango sky 42", "Ünïcødé-ŝtřïñğ 🦊 with spaces");
const weak = fc.constantFrom("password1234", "short", "qwertyuiop12", "x".repeat(300));

let passwordHash: string;
beforeAll(async () => {
  users = await createUsers("fuzzacct");
  passwordHash = await hashPassword(PASSWORDS.client); // once: runs make many people
});
afterAll(async () => {
  printStats();
  await (
    await testDb()
  )
    .updateTable("security_settings")
    .set({ require_admin_two_factor: false, staff_idle_minutes: 120, client_idle_hours: 12 })
    .execute();
});

/** A new person with a password, and a session of theirs (so each run starts from a known account). */
async function freshPerson(role: Portal) {
  const user = await db
    .insertInto("admin_users")
    .values({
      email: `fz-${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password_hash: passwordHash,
      full_name: "Fuzz Person",
      role,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (role === "client") await db.insertInto("client_profiles").values({ user_id: user.id }).execute();
  return { ...user, cookie: await sessionCookie(user.id) };
}

describe(`hostile input to forgotten passwords and e-mailed links on ${backendName()}`, () => {
  it("POST /:portal/forgot-password", async () => {
    const fields: Field[] = [
      {
        name: "email",
        valid: fc.oneof(fc.constantFrom(users.client.email, ` ${users.agent.email.toUpperCase()} `), uniqueEmail),
        invalid: fc.constantFrom("not-an-email", "a@"),
        kept: true,
      },
    ];
    await fuzzAction("forgot password", { fields, state: portal, path: (p) => `/${p}/forgot-password`, cookie: () => undefined });
  });

  it("POST /invitation/:token and /password-reset/:token (live, used, expired and made-up links)", async () => {
    type LinkState = { kind: "invitation" | "password_reset"; token: "live" | "expired" | "made-up"; path: string };
    const fields: Field[] = [
      { name: "newPassword", valid: strong, invalid: weak },
      { name: "confirmPassword", valid: strong },
      { name: "intent", ...choice(["", "renew"]) },
    ];
    await fuzzAction<LinkState>("set password with a link", {
      fields,
      state: fc.record({
        kind: fc.constantFrom("invitation" as const, "password_reset" as const),
        token: fc.constantFrom("live" as const, "expired" as const, "made-up" as const),
        path: fc.constant(""),
      }),
      setup: async (state) => {
        if (state.token === "made-up") {
          state.path = `/${state.kind === "invitation" ? "invitation" : "password-reset"}/${"A".repeat(43)}`;
          return;
        }
        const person = await db.transaction().execute(async (trx) => {
          const user = await trx
            .insertInto("admin_users")
            .values({
              email: `fz-link-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
              password_hash: null,
              full_name: "Link Person",
              role: "client",
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await trx.insertInto("client_profiles").values({ user_id: user.id }).execute();
          if (state.kind === "invitation") await invite(trx, user.id, users.admin.id);
          return user;
        });
        const { token } = await createToken(db, state.kind, person.id);
        if (state.token === "expired")
          await db
            .updateTable("verifications")
            .set({ expires_at: sql`now() - interval '1 minute'` })
            .where("user_id", "=", person.id)
            .execute();
        state.path = `/${state.kind === "invitation" ? "invitation" : "password-reset"}/${token}`;
      },
      path: (state) => state.path,
      cookie: () => undefined,
    });
  });
});

describe(`hostile input to the code step of a sign-in on ${backendName()}`, () => {
  it("POST /:portal/login/code (with and without a step, for a person with and without a second factor)", async () => {
    type StepState = { portal: Portal; step: boolean; enrol: boolean; cookie?: string };
    const fields: Field[] = [
      { name: "intent", ...choice(["code", "enrol"], ["", "disable"]) },
      {
        name: "code",
        valid: fc.oneof(
          fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")),
          fc.constantFrom("abcde-fghjk", " 123 456 "),
        ),
      },
    ];
    await fuzzAction<StepState>("sign-in code", {
      fields,
      state: fc.record({ portal, step: fc.boolean(), enrol: fc.boolean() }),
      setup: async (state) => {
        if (!state.step) return;
        const person = await freshPerson(state.portal);
        state.cookie = (await startSignInStep(person.id, state.portal, `/${state.portal}/dashboard`, state.enrol)).split(";")[0];
      },
      path: (state) => `/${state.portal}/login/code`,
      cookie: (state) => state.cookie,
      keep: () => false, // codes are never shown back
    });
  });
});

describe(`hostile input to the account pages on ${backendName()}`, () => {
  it("POST /:portal/account, every intent", async () => {
    type AccountState = { portal: Portal; cookie?: string };
    const fields: Field[] = [
      {
        name: "intent",
        ...choice(
          ["password", "start-two-factor", "disable-two-factor", "recovery-codes", "revoke-session", "revoke-others"],
          ["", "delete-account"],
        ),
      },
      { name: "currentPassword", valid: fc.constantFrom(PASSWORDS.client, "not-my-password") },
      { name: "newPassword", valid: strong, invalid: weak },
      { name: "confirmPassword", valid: strong },
      { name: "session", valid: fc.constantFrom("", "A".repeat(22)) },
    ];
    await fuzzAction<AccountState>("account page", {
      fields,
      state: fc.record({ portal }),
      setup: async (state) => {
        state.cookie = (await freshPerson(state.portal)).cookie;
      },
      path: (state) => `/${state.portal}/account`,
      cookie: (state) => state.cookie,
    });
  });

  it("POST /:portal/account/two-factor (with and without a set-up started)", async () => {
    type SetupState = { portal: Portal; started: boolean; cookie?: string };
    await fuzzAction<SetupState>("two-factor set-up", {
      fields: [intentField("enrol"), { name: "code", valid: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")) }],
      state: fc.record({ portal, started: fc.boolean() }),
      setup: async (state) => {
        const person = await freshPerson(state.portal);
        if (state.started) await setupSecret(person.id, true);
        state.cookie = person.cookie;
      },
      path: (state) => `/${state.portal}/account/two-factor`,
      cookie: (state) => state.cookie,
      keep: () => false,
    });
  });

  it("POST /admin/security", async () => {
    const admin = await sessionCookie(users.admin.id);
    const fields: Field[] = [
      { name: "requireAdminTwoFactor", valid: fc.constantFrom("on", null) },
      { name: "staffIdleMinutes", ...choice(["5", "120", "1440"], ["4", "1441", "1.5", "-1"]), kept: true },
      { name: "clientIdleHours", ...choice(["1", "12", "24"], ["0", "25", "1.5", "-1"]), kept: true },
    ];
    await fuzzAction("security settings", { fields, state: fc.constant(null), path: () => "/admin/security", cookie: () => admin });
  });
});
