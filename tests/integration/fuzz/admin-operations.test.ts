// Hostile input (issue 8, item 3) for the admin's operations screens: new application,
// an application's page (each intent), an enquiry's page, the website settings.
// NUM_RUNS (50 by default) runs per action and intent; the properties are described in tests/support/fuzz.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "~/lib/cases/application-workflow";
import { ENQUIRY_STATUSES } from "~/lib/leads/enquiry-statuses";
import { createApplication } from "~/server/cases/applications.server";
import { createEnquiry } from "~/server/leads/enquiries.server";
import { request } from "../../support/app";
import { backendName, testDb } from "../../support/db";
import {
  choice,
  escapeHtml,
  expectNoInjectedScript,
  firstValue,
  fuzzAction,
  intentField,
  printStats,
  sessionCookie,
  storableText,
  visibleHtml,
  type Field,
} from "../../support/fuzz";
import { createUsers } from "../../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;
let admin: string;
let appId: string;
let enquiryId: string;

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  users = await createUsers("fuzz");
  admin = await sessionCookie(users.admin.id);
  await (
    await testDb()
  )
    .updateTable("client_profiles")
    .set({ assigned_agent_id: users.agent.id })
    .where("user_id", "=", users.client.id)
    .execute();
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "study-in-canada",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  enquiryId = (
    await createEnquiry({
      name: "Ena Quirer",
      email: "ena@example.com",
      phone: "",
      destination_country: "",
      service_slug: "",
      message: "Please call me back soon.",
      consent: "on",
    })
  ).id;
});
afterAll(printStats);

const asAdmin = () => admin;
const otherIds = () => [users.admin.id, NO_SUCH_ID, "not-a-uuid"];

describe(`hostile input to the admin's application screens on ${backendName()}`, () => {
  it("POST /admin/applications/new", async () => {
    const fields: Field[] = [
      { name: "clientId", ...choice([users.client.id], ["", users.agent.id, ...otherIds()]) },
      { name: "serviceSlug", ...choice(["study-in-canada", "uk-visitor-visa"], ["", "nope", "constructor"]) },
      { name: "destinationCountry", ...choice(["canada", "united-kingdom"], ["", "mars", "constructor", "toString", "__proto__"]) },
      { name: "assignedAgentId", ...choice(["", users.agent.id], [users.client.id, ...otherIds()]) },
    ];
    await fuzzAction("admin application new", { fields, state: fc.constant(null), path: () => "/admin/applications/new", cookie: asAdmin });
  });

  it("POST /admin/applications/:id intent=status, from every status", async () => {
    const fields: Field[] = [
      intentField("status"),
      { name: "to", ...choice([...APPLICATION_STATUSES], ["", "approved", "GRANTED"]) },
      { name: "note", valid: storableText(0, 2000), kept: true },
    ];
    await fuzzAction("admin application status", {
      fields,
      // The application starts each run in any status, as another tab may have moved it.
      state: fc.record({
        from: fc.constantFrom(...APPLICATION_STATUSES),
        id: fc.constantFrom(
          () => appId,
          () => appId,
          () => NO_SUCH_ID,
          () => "x",
        ),
      }),
      path: ({ id }) => `/admin/applications/${id()}`,
      cookie: asAdmin,
      setup: async ({ from }) => {
        await (await testDb()).updateTable("applications").set({ status: from }).where("id", "=", appId).execute();
      },
      keep: (form) => firstValue(form, "intent") === "status",
    });
  });

  it("POST /admin/applications/:id intent=details", async () => {
    const fields: Field[] = [
      intentField("details"),
      { name: "governmentReference", valid: storableText(0, 100), kept: true },
      { name: "assignedAgentId", ...choice(["", users.agent.id], [users.client.id, ...otherIds()]) },
    ];
    await fuzzAction("admin application details", {
      fields,
      state: fc.constant(null),
      path: () => `/admin/applications/${appId}`,
      cookie: asAdmin,
      keep: (form) => firstValue(form, "intent") === "details",
    });
  });
});

describe(`hostile input to the admin's enquiry page on ${backendName()}`, () => {
  it("POST /admin/enquiries/:id, from every status", async () => {
    await fuzzAction("admin enquiry", {
      fields: [
        { name: "intent", ...choice(["stage", "follow-up", "activity"], ["owner-x", ""]) },
        { name: "stage", ...choice(["new", "contacted", "consultation_booked", "proposal_sent", "lost"], ["converted", "closed"]) },
        { name: "lostReason", ...choice(["Chose another firm", null], ["", " "]) },
        { name: "consultationAt", ...choice(["2026-12-14T15:30", null], ["2026-02-30T10:00", "tomorrow"]) },
        { name: "followUpOn", ...choice(["2026-12-14", ""], ["2026-02-30", "soon"]) },
        { name: "kind", ...choice(["note", "call", "email", "meeting"], ["stage", "owner"]) },
        { name: "outcome", ...choice(["reached", "no_answer", ""], ["maybe"]) },
        { name: "body", ...choice(["Spoke about the study visa.", null]) },
      ],
      state: fc.constantFrom(...ENQUIRY_STATUSES),
      path: () => `/admin/enquiries/${enquiryId}`,
      cookie: asAdmin,
      setup: async (from) => {
        await (
          await testDb()
        )
          .updateTable("enquiries")
          .set({ status: from, lost_reason: from === "lost" ? "Chose another firm" : null })
          .where("id", "=", enquiryId)
          .execute();
      },
    });
  });
});

describe(`hostile input to the website settings on ${backendName()}`, () => {
  it("POST /admin/settings", async () => {
    // Mostly addresses the form accepts (no white space), many carrying injections.
    const url = fc.oneof(
      { weight: 3, arbitrary: storableText(1, 60).map((s) => `https://example.com/firm${s.replace(/\s+/g, "")}`) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          "",
          "https://facebook.com/firm",
          "http://x.example/a?b=c&d=e",
          'https://x.example/"><img/src=x/onerror=alert(1)>',
          "https://x.example/'onmouseover='alert(1)",
        ),
      },
    );
    const phone = choice(["", "+91 98765 43210", "+1 (555) 010-0000"], ["98765", "+91 98765 43210 x"]);
    const fields: Field[] = [
      ...["facebook_url", "twitter_url", "instagram_url", "linkedin_url", "youtube_url", "company_website"].map((name) => ({
        name,
        valid: url,
        invalid: fc.constantFrom(
          "javascript:alert(1)",
          "facebook.com/firm",
          "https://www.facebook.com/",
          "https://x.example/a b",
          "data:text/html,<script>alert(1)</script>",
        ),
        kept: true,
      })),
      { name: "whatsapp_number", ...phone, kept: true },
      { name: "contact_phone", ...phone, kept: true },
      { name: "contact_email", ...choice(["", "office@firm.example", "o'brien@firm.example"], ["office@", "a@b"]), kept: true },
      { name: "office_address", valid: storableText(0, 500), kept: true },
      {
        name: "firm_time_zone",
        ...choice(["Asia/Kolkata", "Europe/London", "UTC", ""], ["Mars/Olympus_Mons", "../../etc/passwd", "Asia/Kolkata<script>"]),
      },
    ];
    await fuzzAction("admin settings", { fields, state: fc.constant(null), path: () => "/admin/settings", cookie: asAdmin });
  });
});

describe(`what the runs stored on ${backendName()}`, () => {
  it("shows notes, references and settings with payloads as text on every page that shows them", async () => {
    const db = await testDb();
    // One known payload besides whatever the runs stored (fewer runs may store none).
    const { status } = await db.selectFrom("applications").select("status").where("id", "=", appId).executeTakeFirstOrThrow();
    await db
      .insertInto("application_events")
      .values({ application_id: appId, from_status: status, to_status: status, note: "<script>alert(1)</script>" })
      .execute();
    const notes = await db.selectFrom("application_events").select("note").execute();
    expect(notes.some((n) => n.note?.includes("<script>alert(1)</script>") || n.note?.includes("onerror=alert(1)"))).toBe(true);
    const settings = await db.selectFrom("website_settings").select(["setting_key", "setting_value"]).execute();
    expect(settings.length).toBeGreaterThan(0);
    const apps = await db.selectFrom("applications").select("id").execute();
    expect(apps.length).toBeGreaterThan(5);
    const clientCookie = await sessionCookie(users.client.id);
    const agentCookie = await sessionCookie(users.agent.id);
    await expectNoInjectedScript(
      [
        `/admin/applications/${appId}`,
        `/admin/enquiries/${enquiryId}`,
        "/admin/enquiries",
        "/admin/settings",
        "/admin/dashboard",
        `/admin/clients/${users.client.id}`,
        ...apps.map((a) => `/admin/applications/${a.id}`),
        ...Array.from({ length: Math.ceil(apps.length / 20) }, (_, i) => `/admin/applications?page=${i + 1}`),
      ],
      admin,
    );
    // The settings show in every public page's footer and on the contact page.
    await expectNoInjectedScript(["/", "/contact", "/about", "/services", "/blog"]);
    await expectNoInjectedScript(["/client/dashboard"], clientCookie);
    await expectNoInjectedScript([`/agent/clients/${users.client.id}`, "/agent/dashboard"], agentCookie);
    const address = settings.find((s) => s.setting_key === "office_address")?.setting_value ?? "";
    if (address) expect(visibleHtml(await (await request("/contact")).text())).toContain(escapeHtml(address));
  });
});
