// Hostile input (issue 8, item 3) for the admin's agent screens: new agent and an
// agent's page (each intent). 200+ runs per action and intent; the properties are
// described in tests/support/fuzz.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "~/server/clients.server";
import { createUser } from "~/server/users.server";
import { request } from "../../support/app";
import { backendName, testDb } from "../../support/db";
import {
  choice,
  escapeHtml,
  expectNoInjectedScript,
  fuzzAction,
  intentField,
  ownIntent,
  printStats,
  sessionCookie,
  storableText,
  uniqueEmail,
  visibleHtml,
  type Field,
} from "../../support/fuzz";
import { createUsers } from "../../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;
let admin: string;
let targetAgent: { id: string }; // the agent whose page is fuzzed

beforeAll(async () => {
  users = await createUsers("fuzz");
  admin = await sessionCookie(users.admin.id);
  targetAgent = await createUser({ email: "target-agent@example.com", password: "target-password-1", role: "agent", fullName: "Tariq Target" });
  // A client, so the deactivation warns about clients still assigned.
  await createClient({ email: "their-client@example.com", password: "client-password-9", firstName: "Theo", lastName: "Client", assignedAgentId: targetAgent.id });
});
afterAll(printStats);

const text = (min: number, max: number) => storableText(min, max);
const phone = choice(["", "+91 98765 43210", "+1 (555) 010-0000"], ["98765 43210", "+0 123"]);
const password = choice(["a-long-enough-password", "another password 2"], ["short", "x".repeat(300)]);
const asAdmin = () => admin;

describe(`hostile input to the admin's agent screens on ${backendName()}`, () => {
  const details = (): Field[] => [
    { name: "fullName", valid: text(1, 200), kept: true },
    { name: "phone", ...phone, kept: true },
    { name: "jobTitle", valid: text(0, 120), kept: true },
    { name: "languages", valid: text(0, 200), kept: true },
  ];

  it("POST /admin/agents/new", async () => {
    const fields: Field[] = [...details(), { name: "email", valid: uniqueEmail, invalid: fc.constant(users.agent.email), kept: true }, { name: "password", ...password }];
    await fuzzAction("admin agent new", { fields, state: fc.constant(null), path: () => "/admin/agents/new", cookie: asAdmin });
  });

  it("POST /admin/agents/:id intent=profile", async () => {
    const fields: Field[] = [intentField("profile"), ...details(), { name: "bio", valid: text(0, 2000), kept: true }];
    await fuzzAction("admin agent profile", {
      fields,
      state: fc.constantFrom(() => targetAgent.id, () => users.client.id, () => "x"),
      path: (id) => `/admin/agents/${id()}`,
      cookie: asAdmin,
      keep: ownIntent("profile"),
    });
  });

  it.each(["deactivate", "reactivate"])("POST /admin/agents/:id intent=%s", async (intent) => {
    await fuzzAction(`admin agent ${intent}`, { fields: [intentField(intent)], state: fc.constant(null), path: () => `/admin/agents/${targetAgent.id}`, cookie: asAdmin });
  });

  it("POST /admin/agents/:id intent=password", async () => {
    const fields: Field[] = [intentField("password"), { name: "newPassword", ...password }];
    await fuzzAction("admin agent password", { fields, state: fc.constant(null), path: () => `/admin/agents/${targetAgent.id}`, cookie: asAdmin });
  });
});

describe(`what the runs stored on ${backendName()}`, () => {
  it("shows agents' names and details with payloads as text on the admin's pages and to their clients", async () => {
    const db = await testDb();
    const agents = await db.selectFrom("admin_users").select(["id", "full_name"]).where("role", "=", "agent").execute();
    expect(agents.some((a) => /<script|onerror=|onload=/.test(a.full_name))).toBe(true);
    await expectNoInjectedScript(
      [
        `/admin/agents/${targetAgent.id}`,
        ...agents.filter((a) => /[<>"']|javascript:/i.test(a.full_name)).slice(0, 30).map((a) => `/admin/agents/${a.id}`),
        ...Array.from({ length: Math.ceil(agents.length / 20) }, (_, i) => `/admin/agents?page=${i + 1}`),
        "/admin/clients",
        "/admin/dashboard",
        "/admin/clients/new",
        "/admin/applications/new",
      ],
      admin,
    );
    const profile = await db.selectFrom("agent_profiles").selectAll().where("user_id", "=", targetAgent.id).executeTakeFirstOrThrow();
    const shown = visibleHtml(await (await request(`/admin/agents/${targetAgent.id}`, { cookie: admin })).text());
    if (profile.bio) expect(shown).toContain(escapeHtml(profile.bio));
  });
});
