// Hostile input (issue 8, item 3) for the agent and client portals: the agent's client
// page (each intent), the client's document upload (the three dashboard addresses)
// and profile. NUM_RUNS (50 by default) runs per action and intent; the properties are described in
// tests/support/fuzz.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "~/lib/cases/application-workflow";
import { MAX_DOCUMENT_BYTES } from "~/lib/files/image-type";
import { createApplication } from "~/server/cases/applications.server";
import { uploadTo } from "../../support/checklist";
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
  goodUploads,
  impossibleDate,
  intentField,
  ownIntent,
  pastDate,
  printStats,
  sessionCookie,
  storableText,
  uploads,
  visibleHtml,
  type Field,
} from "../../support/fuzz";
import { createUsers } from "../../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;
const cookies: Record<"admin" | "agent" | "client", string> = { admin: "", agent: "", client: "" };
const apps: string[] = []; // the client's applications
let otherApp: string; // another client's
const docs: string[] = []; // the client's documents
let otherDoc: string;
let items: string[] = []; // the checklist items of the client's applications
let otherItems: string[] = []; // another client's
let other: { id: string };

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

beforeAll(async () => {
  users = await createUsers("fuzz");
  const db = await testDb();
  other = await createUser({ email: "other-client@example.com", password: "other-password-1", role: "client", fullName: "Otto Other" });
  await db
    .updateTable("client_profiles")
    .set({ assigned_agent_id: users.agent.id })
    .where("user_id", "in", [users.client.id, other.id])
    .execute();
  for (const [serviceSlug, destinationCountry] of [
    ["uk-visitor-visa", "united-kingdom"],
    ["study-in-canada", "canada"],
  ]) {
    apps.push(
      (
        await createApplication({
          clientId: users.client.id,
          serviceSlug,
          destinationCountry,
          assignedAgentId: users.agent.id,
          createdBy: users.admin.id,
        })
      ).id,
    );
  }
  otherApp = (
    await createApplication({
      clientId: other.id,
      serviceSlug: "uk-visitor-visa",
      destinationCountry: "united-kingdom",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  await db.updateTable("applications").set({ status: "documents_pending" }).execute();
  const file = { bytes: PDF, contentType: "application/pdf", originalName: "scan.pdf" };
  for (const documentType of ["passport", "photo"] as const) {
    docs.push((await uploadTo(users.client.id, apps[0], documentType, file)).id);
  }
  otherDoc = (await uploadTo(other.id, otherApp, "passport", file)).id;
  const itemsOf = async (ids: string[]) =>
    (await db.selectFrom("application_items").select("id").where("application_id", "in", ids).execute()).map((i) => i.id);
  items = await itemsOf(apps);
  otherItems = await itemsOf([otherApp]);
  for (const role of ["admin", "agent", "client"] as const) cookies[role] = await sessionCookie(users[role].id);
});
afterAll(printStats);

/** The agent's own client, mostly; else another client of theirs, one that does not exist, a malformed id. */
const clientPath = fc.constantFrom("mine", "mine", "mine", "mine", "other", "missing", "malformed");
const agentClientPath = (which: string) =>
  `/agent/clients/${{ mine: users.client.id, other: other.id, missing: NO_SUCH_ID, malformed: "1' or '1'='1" }[which]}`;

describe(`hostile input to the agent's client page on ${backendName()}`, () => {
  it("POST /agent/clients/:clientId intent=status, from every status", async () => {
    const fields: Field[] = [
      intentField("status"),
      { name: "applicationId", ...choice(apps, [otherApp, NO_SUCH_ID, ""]) },
      { name: "to", ...choice([...APPLICATION_STATUSES], ["", "approved"]) },
      { name: "note", valid: storableText(0, 2000), kept: true },
    ];
    await fuzzAction("agent status", {
      fields,
      state: fc.record({ from: fc.constantFrom(...APPLICATION_STATUSES), path: clientPath }),
      setup: async ({ from }) => {
        await (await testDb()).updateTable("applications").set({ status: from }).where("id", "in", apps).execute();
      },
      path: ({ path }) => agentClientPath(path),
      cookie: () => cookies.agent,
      // The note is kept in the form of the application it was typed for, on its client's page; a crafted id names none.
      keep: (form, { path }) => path === "mine" && ownIntent("status")(form) && apps.includes(firstValue(form, "applicationId") ?? ""),
    });
  });

  it("POST /agent/clients/:clientId intent=review", async () => {
    const fields: Field[] = [
      intentField("review"),
      { name: "documentId", ...choice(docs, [otherDoc, NO_SUCH_ID]) },
      { name: "decision", ...choice(["approve", "revise"], ["reject"]) },
      { name: "reason", valid: storableText(0, 1000), kept: true },
    ];
    await fuzzAction("agent review", {
      fields,
      state: clientPath,
      setup: async () => {
        await (await testDb()).updateTable("documents").set({ status: "uploaded" }).where("id", "in", docs).execute();
      },
      path: agentClientPath,
      cookie: () => cookies.agent,
      keep: (form, path) => path === "mine" && ownIntent("review")(form) && docs.includes(firstValue(form, "documentId") ?? ""),
    });
  });

  it("POST /agent/clients/:clientId intent=request", async () => {
    const fields: Field[] = [
      intentField("request"),
      { name: "itemId", ...choice(items, [...otherItems, NO_SUCH_ID, "", "__proto__"]) },
      { name: "note", valid: storableText(0, 1000), kept: true },
    ];
    await fuzzAction("agent request", {
      fields,
      state: clientPath,
      path: agentClientPath,
      cookie: () => cookies.agent,
      keep: (form, path) => path === "mine" && ownIntent("request")(form) && items.includes(firstValue(form, "itemId") ?? ""),
    });
  });

  it("POST /agent/clients/:clientId intent=key-date", async () => {
    const fields: Field[] = [
      intentField("key-date"),
      {
        name: "kind",
        ...choice(
          ["passport_expiry", "visa_expiry", "biometrics", "medicals", "lodgement_deadline", "other"],
          ["", "birthday", "__proto__"],
        ),
      },
      { name: "dueOn", ...choice(["2027-01-31", "2026-12-01"], ["", "2027-02-30", "0000-01-01", "31/01/2027"]) },
      { name: "applicationId", ...choice(["", ...apps], [otherApp, NO_SUCH_ID]) },
      { name: "note", valid: storableText(0, 1000), kept: true },
    ];
    await fuzzAction("agent key date", {
      fields,
      state: clientPath,
      path: agentClientPath,
      cookie: () => cookies.agent,
      keep: (form, path) =>
        path === "mine" && ownIntent("key-date")(form) && ["", ...apps].includes(firstValue(form, "applicationId") ?? ""),
    });
  });

  it("POST /agent/clients/:clientId intent=note", async () => {
    await fuzzAction("agent note", {
      fields: [intentField("note"), { name: "body", valid: storableText(1, 5000), kept: true }],
      state: clientPath,
      path: agentClientPath,
      cookie: () => cookies.agent,
      keep: ownIntent("note"),
    });
  });
});

describe(`hostile input to the client portal on ${backendName()}`, () => {
  it("POST /client/dashboard (and -static, -dynamic) intent=upload: executables, markup, empty and oversized files", async () => {
    const fields: Field[] = [
      intentField("upload"),
      // The two applications' checklist items; another client's, or none, are refused.
      { name: "itemId", ...choice(items, [...otherItems, NO_SUCH_ID, "constructor", "__proto__"]) },
      { name: "file", valid: fc.constant(""), file: fc.oneof(goodUploads(["pdf", "png", "jpeg"]), uploads(MAX_DOCUMENT_BYTES)) },
    ];
    await fuzzAction("client upload", {
      fields,
      multipart: 20,
      state: fc.constantFrom("/client/dashboard", "/client/dashboard-static", "/client/dashboard-dynamic"),
      path: (p) => p,
      cookie: () => cookies.client,
    });
  });

  it("POST /client/profile-setup", async () => {
    const text = (max: number) => storableText(0, max);
    const fields: Field[] = [
      { name: "first_name", valid: text(100), kept: true },
      { name: "last_name", valid: text(100), kept: true },
      {
        name: "date_of_birth",
        valid: fc.oneof(fc.constant(""), pastDate),
        invalid: fc.oneof(impossibleDate, fc.constant("2999-01-01")),
        kept: true,
      },
      { name: "nationality", valid: text(60), kept: true },
      { name: "marital_status", ...choice(["", "Single", "Married"], ["It's complicated"]) },
      { name: "phone", ...choice(["", "+91 98765 43210"], ["98765"]), kept: true },
      { name: "country_of_residence", valid: text(100), kept: true },
      { name: "city", valid: text(100), kept: true },
      { name: "address", valid: text(500), kept: true },
      { name: "passport_number", ...choice(["", "z1234567", "AB1234567"], ["AB12", "ab-123456"]), kept: true },
      { name: "passport_expiry", valid: fc.oneof(fc.constant(""), anyDate), invalid: impossibleDate, kept: true },
      { name: "education_level", ...choice(["", "Doctorate"], ["Kindergarten"]) },
      { name: "education_details", valid: text(1000), kept: true },
      { name: "work_experience_years", ...choice(["", "0", "12", "60"], ["61", "1e1", "-1"]), kept: true },
      { name: "work_experience_details", valid: text(2000), kept: true },
      { name: "english_test", ...choice(["", "IELTS Academic"], ["Klingon"]) },
      { name: "english_test_score", valid: text(50), kept: true },
      { name: "destination_country", ...choice(["", "canada"], ["mars", "constructor"]) },
      { name: "visa_interest", ...choice(["", "study-in-canada"], ["nope"]) },
      { name: "section", ...choice(["personal", "passport", "nowhere", ""]) },
    ];
    await fuzzAction("client profile", {
      fields,
      state: fc.constant(null),
      path: () => "/client/profile-setup",
      cookie: () => cookies.client,
    });
  });
});

describe(`what the runs stored on ${backendName()}`, () => {
  it("shows the profile, notes, reasons and file names with payloads as text to the client, the agent and the admin", async () => {
    const db = await testDb();
    const notes = await db.selectFrom("client_notes").select("body").execute();
    expect(notes.some((n) => /<script|onerror=/.test(n.body))).toBe(true);
    // One known file name besides whatever the runs stored (fewer runs may store none).
    await uploadTo(users.client.id, apps[0], "passport", {
      bytes: PDF,
      contentType: "application/pdf",
      originalName: '"><img src=x onerror=alert(1)>.pdf',
    });
    const files = await db
      .selectFrom("documents as d")
      .innerJoin("files as f", "f.id", "d.file_id")
      .select(["d.id", "f.original_name", "f.content_type"])
      .where("d.client_id", "=", users.client.id)
      .execute();
    expect(files.length).toBeGreaterThan(docs.length);
    await expectNoInjectedScript([`/agent/clients/${users.client.id}`, "/agent/clients", "/agent/dashboard"], cookies.agent);
    await expectNoInjectedScript(
      [`/admin/clients/${users.client.id}`, "/admin/clients", "/admin/dashboard", ...apps.map((a) => `/admin/applications/${a}`)],
      cookies.admin,
    );
    await expectNoInjectedScript(
      ["/client/dashboard", "/client/dashboard-static", "/client/dashboard-dynamic", "/client/profile-setup"],
      cookies.client,
    );
    const profile = await db.selectFrom("client_profiles").selectAll().where("user_id", "=", users.client.id).executeTakeFirstOrThrow();
    const agentPage = visibleHtml(await (await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agent })).text());
    if (profile.nationality) expect(agentPage).toContain(escapeHtml(profile.nationality));
    // Every stored document is one of the accepted types, and downloads as an attachment, never a page.
    for (const f of files) {
      expect(["application/pdf", "image/png", "image/jpeg"]).toContain(f.content_type);
      const res = await request(`/documents/${f.id}`, { cookie: cookies.client });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[\w.\- ]+"$/);
    }
  });
});
