// Issue 15, item 3: one message thread per application between the client and the
// staff on the case; the other side is told; nobody else can read it.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
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

const deliverAll = () => smtp.deliverAll();

function send(cookie: string, portal: string, body: string, file?: Buffer) {
  const form = new FormData();
  form.set("intent", "send");
  form.set("body", body);
  if (file) form.set("file", new Blob([new Uint8Array(file)], { type: "application/pdf" }), "payslip.pdf");
  return request(`/${portal}/messages/${appId}`, { cookie, form });
}

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("threads");
  const db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "uk-visitor-visa",
      destinationCountry: "united-kingdom",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  const otherAgent = await createUser({
    email: "threads-agent-b@example.com",
    password: "threads-agent-b-pass",
    role: "agent",
    fullName: "Bea Other",
  });
  const otherClient = await createUser({
    email: "threads-client-b@example.com",
    password: "threads-client-b-pass",
    role: "client",
    fullName: "Bo Other",
  });
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.otherAgent = await signIn("agent", otherAgent.email, "threads-agent-b-pass");
  cookies.otherClient = await signIn("client", otherClient.email, "threads-client-b-pass");
  await deliverAll();
  smtp.received.length = 0;
});

afterAll(async () => smtp.close());

describe(`message threads on ${backendName()}`, () => {
  it("refuses an empty message beside the field, keeping nothing lost", async () => {
    const res = await send(cookies.client, "client", "   ");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Write your message first");
  });

  it("takes the client's question with an attachment, tells the agent by e-mail and in the portal, and lists it as waiting", async () => {
    const res = await send(cookies.client, "client", "Is my payslip enough? See https://example.com/guide <script>alert(1)</script>", PDF);
    expect(res.status).toBe(302);
    await deliverAll();
    const [mail] = smtp.to(users.agent.email);
    expect(mail.subject).toContain(`Chitra Client wrote about`);
    expect(mail.text).toContain("Is my payslip enough?");
    expect(mail.text).toContain(`/agent/messages/${appId}`);
    const dashboard = await (await request("/agent/dashboard", { cookie: cookies.agent })).text();
    expect(dashboard).toMatch(/data-kind="message"[^>]*>[\s\S]*?Reply to Chitra Client · A\d{4}-\d{5}/);
    const thread = await (await request(`/agent/messages/${appId}`, { cookie: cookies.agent })).text();
    // Plain text: the link is clickable, the markup is shown as text.
    expect(thread).toContain('<a href="https://example.com/guide"');
    expect(thread).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(thread).not.toContain("<script>alert(1)");
    const db = await testDb();
    const message = await db.selectFrom("messages").select(["id", "file_id"]).where("application_id", "=", appId).executeTakeFirstOrThrow();
    const file = await request(`/messages/attachments/${message.id}`, { cookie: cookies.agent });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 8)
        .toString(),
    ).toBe("%PDF-1.4");
  });

  it("lets nobody else read or write the thread or its attachment", async () => {
    const db = await testDb();
    const message = await db.selectFrom("messages").select("id").where("application_id", "=", appId).executeTakeFirstOrThrow();
    for (const [cookie, portal] of [
      [cookies.otherAgent, "agent"],
      [cookies.otherClient, "client"],
    ]) {
      expect((await request(`/${portal}/messages/${appId}`, { cookie })).status).toBe(404);
      expect((await send(cookie, portal, "Let me in")).status).toBe(404);
      expect((await request(`/messages/attachments/${message.id}`, { cookie })).status).toBe(404);
    }
    expect((await request(`/messages/attachments/${message.id}`)).status).toBe(404); // signed out
    const count = await db
      .selectFrom("messages")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("application_id", "=", appId)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it("sends the agent's reply to the client, clears the waiting list and shows the client one new message", async () => {
    smtp.received.length = 0;
    expect((await send(cookies.agent, "agent", "Yes, three months of payslips are enough.")).status).toBe(302);
    await deliverAll();
    const [mail] = smtp.to(users.client.email);
    expect(mail.subject).toContain("A new message about your application");
    expect(mail.text).toContain("three months of payslips");
    const dashboard = await (await request("/agent/dashboard", { cookie: cookies.agent })).text();
    expect(dashboard).not.toContain("Reply to Chitra Client");
    const client = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(client).toContain("Messages (1 new)");
    await request(`/client/messages/${appId}`, { cookie: cookies.client });
    expect(await (await request("/client/dashboard", { cookie: cookies.client })).text()).not.toContain("new)");
    // An admin sees the whole thread.
    const admin = await (await request(`/admin/messages/${appId}`, { cookie: cookies.admin })).text();
    expect(admin).toContain("three months of payslips");
    expect(admin).toContain("Is my payslip enough?");
  });
});
