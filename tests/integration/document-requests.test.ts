// Issue 15: staff ask a client for a document. The client is told (in What's new and
// by e-mail, with the note), sees it in the checklist and "your turn" until they
// upload it; nobody asks on an application that is not theirs; a double click asks once.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;
let otherAppId: string;

const agentPage = () => `/agent/clients/${users.client.id}`;
const ask = (form: Record<string, string>, cookie = cookies.agent, path = agentPage()) => request(path, { cookie, form: { intent: "request", ...form } });
const requests = async (applicationId: string) => {
  const db = await testDb();
  return db.selectFrom("document_requests").select(["document_type", "note", "requested_by"]).where("application_id", "=", applicationId).execute();
};

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("ask");
  const db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  appId = (await createApplication({ clientId: users.client.id, serviceSlug: "canada-visitor-visa", destinationCountry: "canada", assignedAgentId: users.agent.id, createdBy: users.admin.id })).id;
  // Another agent's client, with an application of their own.
  const otherAgent = await createUser({ email: "ask-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Bela Agent" });
  const otherClient = await createUser({ email: "ask-client2@example.com", password: PASSWORDS.client, role: "client", fullName: "Dara Client" });
  await db.updateTable("client_profiles").set({ assigned_agent_id: otherAgent.id }).where("user_id", "=", otherClient.id).execute();
  otherAppId = (await createApplication({ clientId: otherClient.id, serviceSlug: "canada-visitor-visa", destinationCountry: "canada", assignedAgentId: otherAgent.id, createdBy: users.admin.id })).id;
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.otherAgent = await signIn("agent", "ask-agent2@example.com", PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  await smtp.deliverAll();
  smtp.received.length = 0;
});

afterAll(async () => smtp.close());

describe(`asking for a document on ${backendName()}`, () => {
  it("refuses a request without a document beside the field, keeping the note", async () => {
    const res = await ask({ applicationId: appId, documentType: "", note: "Your last three months, please." });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Choose the document");
    expect(html).toContain("Your last three months, please.");
    expect(await requests(appId)).toHaveLength(0);
  });

  it("shows the client what was asked for, in the checklist and as their turn, and e-mails them the note once", async () => {
    // A document the visitor checklist does not list, and one it does.
    expect((await ask({ applicationId: appId, documentType: "police", note: "A police certificate from Pune, issued this year." })).status).toBe(302);
    const dashboard = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(dashboard).toContain("Your turn: upload what we asked for");
    expect(dashboard).toContain("Police clearance certificate");
    expect(dashboard).toMatch(/Asked for on \d{1,2} \w+ \d{4}: A police certificate from Pune, issued this year\./);
    await smtp.deliverAll();
    const mails = smtp.to(users.client.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("Please upload: Police clearance certificate")]);
    expect(mails[0].text).toContain("A police certificate from Pune, issued this year.");
    expect(mails[0].text).toContain(`/client/dashboard#docs-${appId}`);
    expect(await (await request("/client/notifications", { cookie: cookies.client })).text()).toContain("Please upload: Police clearance certificate");
    // Staff see what waits on the client.
    const staff = await (await request(agentPage(), { cookie: cookies.agent })).text();
    expect(staff).toMatch(/Asked for, not uploaded yet[\s\S]*A police certificate from Pune/);
    // The application's checklist, as staff see it: the visitor visa's documents and the one asked for, all missing.
    expect(staff).toContain("Checklist: 0 of 6 accepted");
    expect(staff).toMatch(/data-checklist-item="police"[^>]*>[\s\S]*?data-state="pending"/);
  });

  it("closes the request when the client uploads that document", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("applicationId", appId);
    form.set("documentType", "police");
    form.set("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "police.pdf");
    expect((await request("/client/dashboard", { cookie: cookies.client, form })).status).toBe(302);
    const dashboard = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(dashboard).not.toContain("Your turn: upload what we asked for");
    expect(dashboard).not.toContain("A police certificate from Pune");
    expect(dashboard).toMatch(/data-document-type="police"[\s\S]*?data-state="uploaded"/);
    const staff = await (await request(agentPage(), { cookie: cookies.agent })).text();
    expect(staff).not.toContain("Asked for, not uploaded yet");
    expect(staff).toMatch(/data-checklist-item="police"[^>]*>[\s\S]*?data-state="uploaded"/);
  });

  it("lets an admin ask too, on the application's page", async () => {
    const res = await ask({ applicationId: appId, documentType: "funds", note: "Statements for August to October." }, cookies.admin, `/admin/applications/${appId}`);
    expect(res.status).toBe(302);
    expect((await requests(appId)).map((r) => [r.document_type, r.requested_by])).toContainEqual(["funds", users.admin.id]);
  });

  it("lets nobody ask on an application that is not theirs", async () => {
    // Another agent, at this client's page: the client is not theirs.
    expect((await ask({ applicationId: appId, documentType: "photo" }, cookies.otherAgent)).status).toBe(404);
    // This agent, at their own client's page, naming another client's application.
    expect((await ask({ applicationId: otherAppId, documentType: "photo" })).status).toBe(404);
    // An admin's page asks on its own application only.
    expect((await ask({ applicationId: otherAppId, documentType: "photo" }, cookies.admin, `/admin/applications/${appId}`)).status).toBe(404);
    // A client cannot ask anything of staff.
    expect((await ask({ applicationId: appId, documentType: "photo" }, cookies.client)).status).toBe(302); // to their sign-in
    expect(await requests(otherAppId)).toHaveLength(0);
    expect((await requests(appId)).filter((r) => r.document_type === "photo")).toHaveLength(0);
  });

  it("asks once for copies of one form sent at once", async () => {
    const html = await (await request(agentPage(), { cookie: cookies.agent })).text();
    const formKey = /name="formKey" value="([0-9a-f-]{36})"/.exec(html)![1];
    const form = { applicationId: appId, documentType: "itinerary", note: "Flights and hotel.", formKey };
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(form)));
    expect(answers.map((r) => r.status)).toEqual([302, 302, 302, 302, 302, 302]);
    const db = await testDb();
    const row = await db
      .selectFrom("document_requests")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("application_id", "=", appId)
      .where("document_type", "=", "itinerary")
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(1);
  });
});
