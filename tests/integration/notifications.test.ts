// Issue 15: clients hear from us, and see only what is meant for them. Events are
// told through the outbox in their own transaction, e-mailed through a real SMTP
// server on loopback, listed in "What's new", and each person chooses per kind.
import { clearChecklist, itemOf } from "../support/checklist";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { deliverDue } from "~/jobs.server";
import { scheduleDigest } from "~/server/notifications/notify.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const FROM = "no-reply@consultancy.example";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;

const deliverAll = () => smtp.deliverAll();

function changeStatus(to: string, note: string, clientNote: string) {
  return request(`/agent/clients/${users.client.id}`, {
    cookie: cookies.agent,
    form: { intent: "status", applicationId: appId, to, note, clientNote },
  });
}

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("notify");
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
  await deliverAll(); // anything queued while setting up
  smtp.received.length = 0;
});

afterAll(async () => smtp.close());

describe(`notes and notifications on ${backendName()}`, () => {
  it("keeps the staff note among staff: the client sees and is e-mailed only the shared note, once", async () => {
    const res = await changeStatus("assessment", "Client seems unsure about the fee", "We are checking your eligibility this week.");
    expect(res.status).toBe(302);
    const portal = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(portal).toContain("We are checking your eligibility this week.");
    expect(portal).not.toContain("Client seems unsure");
    const staffPage = await (await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agent })).text();
    expect(staffPage).toContain("Staff only: Client seems unsure about the fee");

    await deliverAll();
    const mails = smtp.to(users.client.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toContain("Assessment");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("We are checking your eligibility this week.");
      expect(part).not.toContain("seems unsure");
      expect(part).toContain(`/client/dashboard#app-${appId}`);
    }
    // The firm's name, and a one-click unsubscribe.
    expect(mail.text).toContain("Horizon Pathways");
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.header("List-Unsubscribe")).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\/[^>]+>$/);
  });

  it("shows the client the notes on them that staff shared, never the staff-only ones", async () => {
    const add = (body: string, shared?: "on") =>
      request(`/agent/clients/${users.client.id}`, {
        cookie: cookies.agent,
        form: { intent: "note", body, ...(shared ? { shared } : {}) },
      });
    expect((await add("Employer may withdraw the offer")).status).toBe(302);
    expect((await add("Please bring your original degree to the office on Friday.", "on")).status).toBe(302);
    const portal = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(portal).toContain("Please bring your original degree to the office on Friday.");
    expect(portal).not.toContain("Employer may withdraw");
    const staff = await (await request(`/agent/clients/${users.client.id}`, { cookie: cookies.agent })).text();
    expect(staff).toContain("Employer may withdraw the offer");
  });

  it("lists the same event in the client's What's new, with an unread count; another person's notice is a 404", async () => {
    const page = await (await request("/client/notifications", { cookie: cookies.client })).text();
    expect(page).toContain("is now: Assessment");
    expect(page).toMatch(/What&#x27;s new|What's new/);
    expect(page).toMatch(/>1<span class="sr-only"> unread/);
    const db = await testDb();
    const notice = await db.selectFrom("notifications").select("id").where("user_id", "=", users.client.id).executeTakeFirstOrThrow();
    // The agent cannot open the client's notice.
    expect((await request(`/agent/notifications/${notice.id}`, { cookie: cookies.agent })).status).toBe(404);
    const open = await request(`/client/notifications/${notice.id}`, { cookie: cookies.client });
    expect(open.headers.get("Location")).toBe(`/client/dashboard#app-${appId}`);
    const after = await (await request("/client/notifications", { cookie: cookies.client })).text();
    expect(after).not.toContain('sr-only"> unread');
  });

  it("tells the agent of an upload, and e-mails the client the reason a document needs a new copy", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("datedOn", "2026-01-15"); // a passport's expiry or a test's day: asked of documents that run out
    form.set("itemId", (await itemOf(appId, "passport")).id);
    form.set("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "passport.pdf");
    expect((await request("/client/dashboard", { cookie: cookies.client, form })).status).toBe(302);
    const db = await testDb();
    const doc = await db.selectFrom("documents").select("id").where("client_id", "=", users.client.id).executeTakeFirstOrThrow();
    const review = await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agent,
      form: { intent: "review", documentId: doc.id, decision: "revise", reason: "The photo page is cut off at the bottom." },
    });
    expect(review.status).toBe(302);
    smtp.received.length = 0;
    await deliverAll();
    expect(smtp.to(users.agent.email).map((m) => m.subject)).toEqual([expect.stringContaining("Chitra Client uploaded: Passport")]);
    const [toClient] = smtp.to(users.client.email);
    expect(toClient.subject).toContain("A new copy is needed");
    expect(toClient.text).toContain("The photo page is cut off at the bottom.");
    // Never the document itself.
    expect(toClient.text).not.toContain("%PDF");
  });

  it("stops one kind of e-mail from a signed-out one-click unsubscribe, and only that kind", async () => {
    smtp.received.length = 0;
    await changeStatus("documents_pending", "", "Please upload your passport again.");
    await deliverAll();
    const [mail] = smtp.to(users.client.email);
    const link = new URL(mail.header("List-Unsubscribe")!.slice(1, -1));
    // Opening the link changes nothing (scanners open links); the one-click POST does, with no cookie.
    expect((await request(link.pathname)).status).toBe(200);
    const db = await testDb();
    const mode = () =>
      db
        .selectFrom("notification_preferences")
        .select("mode")
        .where("user_id", "=", users.client.id)
        .where("kind", "=", "status_changed")
        .executeTakeFirst();
    expect(await mode()).toBeUndefined();
    // As a mail provider's server posts it: no cookie, no Origin (the front door drops any; server.test.ts).
    const oneClick = await request(link.pathname, { form: { "List-Unsubscribe": "One-Click" }, fromServer: true });
    expect(oneClick.status).toBe(200);
    expect(await mode()).toEqual({ mode: "off" });
    // A forged token does nothing.
    expect((await request(`${link.pathname.slice(0, -3)}abc`, { form: {} })).status).toBe(404);

    smtp.received.length = 0;
    await clearChecklist(appId);
    await changeStatus("ready_to_lodge", "", "All set to lodge.");
    const doc = await db.selectFrom("documents").select("id").where("client_id", "=", users.client.id).executeTakeFirstOrThrow();
    await request(`/agent/clients/${users.client.id}`, {
      cookie: cookies.agent,
      form: { intent: "review", documentId: doc.id, decision: "approve", reason: "" },
    });
    await deliverAll();
    expect(smtp.to(users.client.email).map((m) => m.subject)).toEqual([expect.stringContaining("Accepted: Passport")]);
    // Still in What's new.
    expect(await (await request("/client/notifications", { cookie: cookies.client })).text()).toContain("is now: Ready to lodge");
  });

  it("sends one digest e-mail listing every event of the day, at the digest hour", async () => {
    const db = await testDb();
    const client = await createUser({
      email: "notify-digest@example.com",
      password: "digest-client-pass-1",
      role: "client",
      fullName: "Dina Digest",
    });
    const cookie = await signIn("client", client.email, "digest-client-pass-1");
    const settings = await request("/client/account/notifications", {
      cookie,
      form: { status_changed: "digest", document_reviewed: "digest" },
    });
    expect(settings.status).toBe(302);
    const app = await createApplication({
      clientId: client.id,
      serviceSlug: "uk-visitor-visa",
      destinationCountry: "united-kingdom",
      assignedAgentId: null,
      createdBy: users.admin.id,
    });
    const admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
    await clearChecklist(app.id);
    for (const [to, clientNote] of [
      ["assessment", "First step"],
      ["documents_pending", "Second step"],
      ["ready_to_lodge", "Third step"],
    ]) {
      expect(
        (await request(`/admin/applications/${app.id}`, { cookie: admin, form: { intent: "status", to, note: "", clientNote } })).status,
      ).toBe(302);
    }
    smtp.received.length = 0;
    await deliverAll();
    expect(smtp.to(client.email)).toHaveLength(0); // nothing at once
    const digests = await db
      .selectFrom("outbox")
      .select(["next_attempt_at"])
      .where("kind", "=", "digest")
      .where("status", "=", "pending")
      .where(sql<boolean>`payload->>'userId' = ${client.id}`)
      .execute();
    expect(digests).toHaveLength(1);
    // Due at 08:00 in the firm's time zone.
    const hour = await sql<{
      h: number;
    }>`select extract(hour from ${digests[0].next_attempt_at}::timestamptz at time zone 'Asia/Kolkata')::int as h`.execute(db);
    expect(hour.rows[0].h).toBe(8);
    await db
      .updateTable("outbox")
      .set({ next_attempt_at: sql`now()` })
      .where("kind", "=", "digest")
      .execute();
    await deliverDue(smtp.transport(), FROM);
    const mails = smtp.to(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^3 updates from /);
    for (const step of ["First step", "Second step", "Third step"]) expect(mails[0].text).toContain(step);
    const left = await db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", client.id)
      .where("digest_pending", "=", true)
      .execute();
    expect(left).toHaveLength(0);
  });

  it("keeps one waiting digest per person, even when many notices arrive at once", async () => {
    const db = await testDb();
    const person = await createUser({
      email: "notify-burst@example.com",
      password: "burst-client-pass-1",
      role: "client",
      fullName: "Bea Burst",
    });
    await Promise.all(Array.from({ length: 12 }, () => db.transaction().execute((trx) => scheduleDigest(trx, person.id))));
    const rows = await db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "digest")
      .where("status", "=", "pending")
      .where(sql<boolean>`payload->>'userId' = ${person.id}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("loses nothing while SMTP is down and sends each notice once with two workers", async () => {
    const db = await testDb();
    smtp.received.length = 0;
    smtp.setDown(true);
    const others = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        createUser({ email: `notify-many-${i}@example.com`, password: `many-client-pass-${i}`, role: "client", fullName: `Many ${i}` }),
      ),
    );
    for (const c of others) {
      const app = await createApplication({
        clientId: c.id,
        serviceSlug: "uk-visitor-visa",
        destinationCountry: "united-kingdom",
        assignedAgentId: null,
        createdBy: users.admin.id,
      });
      const admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
      await request(`/admin/applications/${app.id}`, {
        cookie: admin,
        form: { intent: "status", to: "assessment", note: "", clientNote: "Moving on" },
      });
    }
    await deliverAll();
    expect(smtp.received).toHaveLength(0);
    const pending = await db.selectFrom("outbox").select("id").where("kind", "=", "notification").where("status", "=", "pending").execute();
    expect(pending.length).toBeGreaterThanOrEqual(4);
    smtp.setDown(false);
    for (let pass = 0; pass < 3; pass++) {
      await db
        .updateTable("outbox")
        .set({ next_attempt_at: sql`now()` })
        .where("status", "=", "pending")
        .where("kind", "!=", "digest")
        .execute();
      await Promise.all([deliverDue(smtp.transport(), FROM), deliverDue(smtp.transport(), FROM)]);
    }
    for (const c of others) expect(smtp.to(c.email)).toHaveLength(1);
  });
});
