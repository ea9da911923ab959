// Hostile input (issue 8, item 3) for the admin's people screens: new client, a
// client's page (each intent), new agent, an agent's page (each intent). NUM_RUNS
// (50 by default) runs per action and intent; the properties are described in tests/support/fuzz.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createClient } from "~/server/cases/clients.server";
import { uploadTo } from "../../support/checklist";
import { createEnquiry } from "~/server/leads/enquiries.server";
import { createUser } from "~/server/accounts/users.server";
import { request } from "../../support/app";
import { backendName, testDb } from "../../support/db";
import {
  anyDate,
  choice,
  escapeHtml,
  expectNoInjectedScript,
  firstValue,
  fuzzAction,
  impossibleDate,
  intentField,
  ownIntent,
  pastDate,
  printStats,
  sessionCookie,
  storableText,
  uniqueEmail,
  visibleHtml,
  type Field,
} from "../../support/fuzz";
import { createUsers } from "../../support/users";
import { ACCESS_INTENTS } from "~/lib/accounts/account-access";

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;
let admin: string;
let agentCookie: string;
let target: { id: string }; // the client whose page is fuzzed
let otherAgent: { id: string };
let targetAgent: { id: string }; // the agent whose page is fuzzed
let retired: { id: string }; // a deactivated agent
let documents: string[] = []; // the target's three, then another client's
const enquiries: string[] = [];

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

beforeAll(async () => {
  users = await createUsers("fuzz");
  admin = await sessionCookie(users.admin.id);
  agentCookie = await sessionCookie(users.agent.id);
  target = await createClient(
    { email: "target-client@example.com", firstName: "Tara", lastName: "Target", assignedAgentId: users.agent.id },
    users.admin.id,
  );
  otherAgent = await createUser({
    email: "other-agent@example.com",
    password: "target-password-1",
    role: "agent",
    fullName: "Tariq Other",
  });
  retired = await createUser({
    email: "retired-agent@example.com",
    password: "target-password-1",
    role: "agent",
    fullName: "Rita Retired",
  });
  targetAgent = await createUser({
    email: "target-agent@example.com",
    password: "target-password-1",
    role: "agent",
    fullName: "Tariq Target",
  });
  // A client of theirs, so the deactivation warns about clients still assigned.
  await createClient(
    { email: "their-client@example.com", firstName: "Theo", lastName: "Client", assignedAgentId: targetAgent.id },
    users.admin.id,
  );
  const db = await testDb();
  await db.updateTable("admin_users").set({ is_active: false }).where("id", "=", retired.id).execute();
  const app = await createApplication({
    clientId: target.id,
    serviceSlug: "uk-visitor-visa",
    destinationCountry: "united-kingdom",
    assignedAgentId: users.agent.id,
    createdBy: users.admin.id,
  });
  const file = { bytes: PDF, contentType: "application/pdf", originalName: "scan.pdf" };
  for (const documentType of ["passport", "photo", "funds"] as const) {
    documents.push((await uploadTo(target.id, app.id, documentType, file)).id);
  }
  // Another client's document: never reviewable from this client's page.
  const other = await createClient({ email: "other-client@example.com", firstName: "Otto", lastName: "Other" }, users.admin.id);
  const otherApp = await createApplication({
    clientId: other.id,
    serviceSlug: "uk-visitor-visa",
    destinationCountry: "united-kingdom",
    assignedAgentId: null,
    createdBy: users.admin.id,
  });
  documents = [...documents, (await uploadTo(other.id, otherApp.id, "passport", file)).id];
  for (let i = 0; i < 40; i++) {
    const e = await createEnquiry({
      name: `Enquirer ${i}`,
      email: `enquirer${i}@example.com`,
      phone: "",
      destination_country: "canada",
      service_slug: "",
      message: "Please call me back soon.",
      consent: "on",
    });
    enquiries.push(e.id);
  }
});
afterAll(printStats);

const text = (min: number, max: number) => storableText(min, max);
const phone = choice(["", "+91 98765 43210", "+1 (555) 010-0000", "98765 43210"], ["4479 1112 34", "+0 123"]);
const agentId = () => choice(["", users.agent.id, otherAgent.id], [retired.id, users.client.id, NO_SUCH_ID]);
const asAdmin = () => admin;

describe(`hostile input to the admin's client screens on ${backendName()}`, () => {
  it("POST /admin/clients/new", async () => {
    const fields: Field[] = [
      { name: "firstName", valid: text(1, 100), kept: true },
      { name: "lastName", valid: text(1, 100), kept: true },
      { name: "email", valid: uniqueEmail, invalid: fc.constantFrom(users.client.email, users.agent.email.toUpperCase()), kept: true },
      { name: "phone", ...phone, kept: true },
      { name: "nationality", valid: text(0, 100), kept: true },
      { name: "destinationCountry", ...choice(["", "canada", "germany"], ["mars", "constructor"]) },
      // A visa of no one country fits any destination (a visa of another country is refused: admin-people.test.ts).
      { name: "visaInterest", ...choice(["", "travel-visas"], ["no-such-visa", "__proto__"]) },
      { name: "assignedAgentId", ...agentId() },
      { name: "enquiryId", ...choice(["", "", ...enquiries.slice(0, 20)], [NO_SUCH_ID, enquiries[0]]) },
    ];
    await fuzzAction("admin client new", { fields, state: fc.constant(null), path: () => "/admin/clients/new", cookie: asAdmin });
  });

  it("POST /admin/clients/:id intent=profile", async () => {
    const fields: Field[] = [
      intentField("profile"),
      { name: "firstName", valid: text(1, 100), kept: true },
      { name: "lastName", valid: text(1, 100), kept: true },
      { name: "phone", ...phone, kept: true },
      {
        name: "dateOfBirth",
        valid: fc.oneof(fc.constant(""), pastDate),
        invalid: fc.oneof(impossibleDate, fc.constantFrom("2999-01-01", "1850-01-01")),
        kept: true,
      },
      { name: "nationality", valid: text(0, 100), kept: true },
      { name: "countryOfResidence", valid: text(0, 100), kept: true },
      { name: "city", valid: text(0, 100), kept: true },
      { name: "address", valid: text(0, 500), kept: true },
      { name: "passportNumber", ...choice(["", "AB1234567", "z1234567"], ["1234", "AB-123456"]), kept: true },
      { name: "passportExpiry", valid: fc.oneof(fc.constant(""), anyDate), invalid: impossibleDate, kept: true },
      { name: "destinationCountry", ...choice(["", "canada"], ["mars", "toString"]) },
      { name: "visaInterest", ...choice(["", "study-in-canada"], ["no-such-visa"]) },
      { name: "educationLevel", valid: text(0, 100), kept: true },
      { name: "educationDetails", valid: text(0, 2000), kept: true },
      { name: "workExperienceYears", ...choice(["", "0", "8", "70"], ["71", "-1", "1.5", "007"]), kept: true },
      { name: "workExperienceDetails", valid: text(0, 2000), kept: true },
      { name: "englishTest", valid: text(0, 60), kept: true },
      { name: "englishTestScore", valid: text(0, 30), kept: true },
    ];
    await fuzzAction("admin client profile", {
      fields,
      state: fc.constantFrom(
        () => target.id,
        () => NO_SUCH_ID,
        () => "not-a-uuid",
      ),
      path: (id) => `/admin/clients/${id()}`,
      cookie: asAdmin,
      keep: ownIntent("profile"),
    });
  });

  it("POST /admin/clients/:id intent=review", async () => {
    const fields: Field[] = [
      intentField("review"),
      { name: "documentId", ...choice(documents.slice(0, 3), [documents[3], NO_SUCH_ID]) },
      { name: "decision", ...choice(["approve", "revise"], ["reject", "APPROVE"]) },
      { name: "reason", valid: text(0, 1000), kept: true },
    ];
    await fuzzAction("admin client review", {
      fields,
      state: fc.constant(null),
      path: () => `/admin/clients/${target.id}`,
      cookie: asAdmin,
      // Each document waits for review again, so its form is on the page.
      setup: async () => {
        await (await testDb()).updateTable("documents").set({ status: "uploaded" }).where("client_id", "=", target.id).execute();
      },
      // The reason is kept in the form of the document it was typed for; a crafted id names none.
      keep: (form) => ownIntent("review")(form) && documents.slice(0, 3).includes(firstValue(form, "documentId") ?? ""),
    });
  });

  it("POST /admin/clients/:id intent=assign", async () => {
    const fields: Field[] = [intentField("assign"), { name: "agentId", ...agentId() }];
    await fuzzAction("admin client assign", {
      fields,
      state: fc.constant(null),
      path: () => `/admin/clients/${target.id}`,
      cookie: asAdmin,
    });
  });

  it.each(["deactivate", "reactivate"])("POST /admin/clients/:id intent=%s", async (intent) => {
    await fuzzAction(`admin client ${intent}`, {
      fields: [intentField(intent)],
      state: fc.constant(null),
      path: () => `/admin/clients/${target.id}`,
      cookie: asAdmin,
    });
  });

  it.each(ACCESS_INTENTS)("POST /admin/clients/:id intent=%s", async (intent) => {
    await fuzzAction(`admin client ${intent}`, {
      fields: [intentField(intent)],
      state: fc.constant(null),
      path: () => `/admin/clients/${target.id}`,
      cookie: asAdmin,
    });
  });
});

describe(`hostile input to the admin's agent screens on ${backendName()}`, () => {
  const details = (): Field[] => [
    { name: "fullName", valid: text(1, 200), kept: true },
    { name: "phone", ...phone, kept: true },
    { name: "jobTitle", valid: text(0, 120), kept: true },
    { name: "languages", valid: text(0, 200), kept: true },
  ];

  it("POST /admin/agents/new", async () => {
    const fields: Field[] = [...details(), { name: "email", valid: uniqueEmail, invalid: fc.constant(users.agent.email), kept: true }];
    await fuzzAction("admin agent new", { fields, state: fc.constant(null), path: () => "/admin/agents/new", cookie: asAdmin });
  });

  it("POST /admin/agents/:id intent=profile", async () => {
    const fields: Field[] = [intentField("profile"), ...details(), { name: "bio", valid: text(0, 2000), kept: true }];
    await fuzzAction("admin agent profile", {
      fields,
      state: fc.constantFrom(
        () => targetAgent.id,
        () => users.client.id,
        () => "x",
      ),
      path: (id) => `/admin/agents/${id()}`,
      cookie: asAdmin,
      keep: ownIntent("profile"),
    });
  });

  it.each(["deactivate", "reactivate"])("POST /admin/agents/:id intent=%s", async (intent) => {
    await fuzzAction(`admin agent ${intent}`, {
      fields: [intentField(intent)],
      state: fc.constant(null),
      path: () => `/admin/agents/${targetAgent.id}`,
      cookie: asAdmin,
    });
  });

  it.each(ACCESS_INTENTS)("POST /admin/agents/:id intent=%s", async (intent) => {
    await fuzzAction(`admin agent ${intent}`, {
      fields: [intentField(intent)],
      state: fc.constant(null),
      path: () => `/admin/agents/${targetAgent.id}`,
      cookie: asAdmin,
    });
  });
});

describe(`what the runs stored on ${backendName()}`, () => {
  it("shows names and profiles with payloads as text on the admin's and the agent's pages", async () => {
    const db = await testDb();
    const clients = await db.selectFrom("admin_users").select(["id", "full_name"]).where("role", "=", "client").execute();
    const payload = (name: string) => /[<>"']|javascript:/i.test(name);
    expect(clients.some((c) => /<script|onerror=|onload=/.test(c.full_name))).toBe(true);
    await expectNoInjectedScript(
      [
        `/admin/clients/${target.id}`,
        ...clients
          .filter((c) => payload(c.full_name))
          .slice(0, 30)
          .map((c) => `/admin/clients/${c.id}`),
        ...Array.from({ length: Math.ceil(clients.length / 20) }, (_, i) => `/admin/clients?page=${i + 1}`),
        "/admin/dashboard",
        "/admin/applications/new",
        "/admin/clients/new",
        `/admin/clients/new?enquiry=${enquiries[39]}`,
        "/admin/enquiries",
      ],
      admin,
    );
    // The client's own agent (assigned again: the runs changed it) sees the profile the admin saved.
    await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", target.id).execute();
    await expectNoInjectedScript([`/agent/clients/${target.id}`, "/agent/clients", "/agent/dashboard"], agentCookie);
    const profile = await db.selectFrom("client_profiles").selectAll().where("user_id", "=", target.id).executeTakeFirstOrThrow();
    const shown = visibleHtml(await (await request(`/admin/clients/${target.id}`, { cookie: admin })).text());
    expect(shown).toContain(escapeHtml(profile.first_name));
  });

  it("shows agents' names and details with payloads as text on the admin's pages", async () => {
    const db = await testDb();
    const agents = await db.selectFrom("admin_users").select(["id", "full_name"]).where("role", "=", "agent").execute();
    expect(agents.some((a) => /<script|onerror=|onload=/.test(a.full_name))).toBe(true);
    await expectNoInjectedScript(
      [
        `/admin/agents/${targetAgent.id}`,
        ...agents
          .filter((a) => /[<>"']|javascript:/i.test(a.full_name))
          .slice(0, 30)
          .map((a) => `/admin/agents/${a.id}`),
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
