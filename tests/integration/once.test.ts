// Issue 15, item 5: each state-changing form carries a one-time key, so a double
// click or a retried POST stores one record, even when the copies arrive at once.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;

/** The key the page gives its forms, as a browser would read it. */
async function formKey(path: string, cookie?: string) {
  const html = await (await request(path, { cookie })).text();
  const key = /name="formKey" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(key, `no form key on ${path}`).toBeTruthy();
  return key!;
}

type Counted =
  "enquiries" | "client_notes" | "messages" | "application_events" | "applications" | "admin_users" | "testimonials" | "team_members";
const count = async (table: Counted, column: string, value: string) => {
  const db = await testDb();
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as("n"))
    .where(sql.ref(column), "=", value)
    .executeTakeFirstOrThrow();
  return row.n;
};

beforeAll(async () => {
  users = await createUsers("once");
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
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
});

describe(`one-time form keys on ${backendName()}`, () => {
  it("stores one enquiry for six copies of one contact form sent at once, and the thanks for each", async () => {
    const key = await formKey("/contact");
    const form = {
      name: "Dev Double",
      email: "double@example.com",
      message: "Please call me about a UK visa.",
      consent: "on",
      formKey: key,
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => request("/contact", { form })));
    expect(answers.map((r) => r.status)).toEqual([302, 302, 302, 302, 302, 302]);
    expect(await count("enquiries", "email", "double@example.com")).toBe(1);
    // The same key with another message (a cached page gives every visitor one key) is another enquiry.
    await request("/contact", { form: { ...form, email: "another@example.com" } });
    expect(await count("enquiries", "email", "another@example.com")).toBe(1);
  });

  it("stores one note, one message and one status change for copies sent at once", async () => {
    const agentPage = `/agent/clients/${users.client.id}`;
    const noteKey = await formKey(agentPage, cookies.agent);
    const note = { intent: "note", body: "Called the client about the fee", formKey: noteKey };
    await Promise.all(Array.from({ length: 5 }, () => request(agentPage, { cookie: cookies.agent, form: note })));
    expect(await count("client_notes", "body", "Called the client about the fee")).toBe(1);

    const statusKey = await formKey(agentPage, cookies.agent);
    const status = { intent: "status", applicationId: appId, to: "assessment", note: "", clientNote: "Moving on", formKey: statusKey };
    const moves = await Promise.all(Array.from({ length: 3 }, () => request(agentPage, { cookie: cookies.agent, form: status })));
    expect(moves.map((r) => r.status)).toEqual([302, 302, 302]); // the copies are told it worked, not "cannot move"
    expect(await count("application_events", "client_note", "Moving on")).toBe(1);

    const threadKey = await formKey(`/client/messages/${appId}`, cookies.client);
    const send = () => {
      const form = new FormData();
      form.set("intent", "send");
      form.set("body", "Did you get my passport?");
      form.set("formKey", threadKey);
      return request(`/client/messages/${appId}`, { cookie: cookies.client, form });
    };
    await Promise.all(Array.from({ length: 5 }, send));
    expect(await count("messages", "body", "Did you get my passport?")).toBe(1);
  });

  it("gives the next form a new key, so the same words can be sent again on purpose", async () => {
    const agentPage = `/agent/clients/${users.client.id}`;
    for (let i = 0; i < 2; i++) {
      const key = await formKey(agentPage, cookies.agent);
      await request(agentPage, { cookie: cookies.agent, form: { intent: "note", body: "Left a voicemail", formKey: key } });
    }
    expect(await count("client_notes", "body", "Left a voicemail")).toBe(2);
  });

  it("creates one client, one application and one testimonial from copies of each form sent at once, and sends every copy to it", async () => {
    const copies = async (path: string, form: Record<string, string>, n = 5) => {
      const answers = await Promise.all(Array.from({ length: n }, () => request(path, { cookie: cookies.admin, form })));
      expect(answers.map((r) => r.status)).toEqual(Array(n).fill(302));
      const places = new Set(answers.map((r) => r.headers.get("Location")));
      expect(places.size, `every copy of ${path} leads to one record`).toBe(1);
      return [...places][0]!;
    };
    const client = await copies("/admin/clients/new", {
      firstName: "Olu",
      lastName: "Once",
      email: "olu.once@example.com",
      formKey: await formKey("/admin/clients/new", cookies.admin),
    });
    expect(client).toMatch(/^\/admin\/clients\/[0-9a-f-]{36}$/);
    expect(await count("admin_users", "email", "olu.once@example.com")).toBe(1);

    const clientId = client.split("/").pop()!;
    const application = await copies("/admin/applications/new", {
      clientId,
      serviceSlug: "study-in-canada",
      destinationCountry: "canada",
      formKey: await formKey(`/admin/applications/new?client=${clientId}`, cookies.admin),
    });
    expect(application).toMatch(/^\/admin\/applications\/[0-9a-f-]{36}$/);
    expect(await count("applications", "client_id", clientId)).toBe(1);

    await copies("/admin/testimonials/new", {
      name: "Tomas Twice",
      quote: "They answered every question, quickly and clearly.",
      formKey: await formKey("/admin/testimonials/new", cookies.admin),
    });
    expect(await count("testimonials", "name", "Tomas Twice")).toBe(1);
  });

  it("adds one team member from copies of the form sent at once", async () => {
    const fields = {
      intent: "save",
      name: "Tara Twice",
      role: "Case manager",
      position: "0",
      formKey: await formKey("/admin/team/new", cookies.admin),
    };
    const send = () => {
      const form = new FormData(); // multipart, as the page sends it (the form takes a photo)
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return request("/admin/team/new", { cookie: cookies.admin, form });
    };
    const answers = await Promise.all(Array.from({ length: 5 }, send));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(302));
    expect(new Set(answers.map((r) => r.headers.get("Location"))).size).toBe(1);
    expect(await count("team_members", "name", "Tara Twice")).toBe(1);
  });
});
