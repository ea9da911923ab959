// Issue 16, item 5: key dates of a client or an application, and their alerts 90,
// 30 and 7 days before and on the day: to the agent, and to the client for their
// own dates; once, however many instances run the daily job; caught up after downtime.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { scheduleDailyJobs } from "~/jobs.server";
import { runKeyDateAlerts } from "~/server/cases/key-date-alerts.server";
import { firmToday } from "~/server/website/settings.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { noon, runDay as runJobsOf } from "../support/jobs";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;
let otherAppId: string;

const agentPage = () => `/agent/clients/${users.client.id}`;
const add = (form: Record<string, string>, cookie = cookies.agent, path = agentPage()) =>
  request(path, { cookie, form: { intent: "key-date", ...form } });
const runDay = (day: string) => runJobsOf(smtp, day);
const alertsTo = (email: string) => smtp.to(email).filter((m) => /Passport expires|Lodgement deadline|Biometrics/.test(m.subject));

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("keys");
  const db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  const otherAgent = await createUser({
    email: "keys-agent2@example.com",
    password: PASSWORDS.agent,
    role: "agent",
    fullName: "Bela Agent",
  });
  const otherClient = await createUser({
    email: "keys-client2@example.com",
    password: PASSWORDS.client,
    role: "client",
    fullName: "Dara Client",
  });
  otherAppId = (
    await createApplication({
      clientId: otherClient.id,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: otherAgent.id,
      createdBy: users.admin.id,
    })
  ).id;
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.otherAgent = await signIn("agent", "keys-agent2@example.com", PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  await smtp.deliverAll();
  smtp.received.length = 0;
});

afterAll(async () => smtp.close());

describe(`key dates on ${backendName()}`, () => {
  it("refuses a key date without a date beside the field, keeping the note", async () => {
    const res = await add({ kind: "passport_expiry", dueOn: "2026-02-30", note: "Renewal form sent" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter the date");
    expect(html).toContain("Renewal form sent");
  });

  it("keeps the client's dates and staff's: the client sees their own, without staff notes", async () => {
    expect((await add({ kind: "passport_expiry", dueOn: "2026-12-31", note: "Renewal form sent" })).status).toBe(302);
    expect(
      (await add({ kind: "biometrics", dueOn: "2027-06-01", applicationId: appId }, cookies.admin, `/admin/clients/${users.client.id}`))
        .status,
    ).toBe(302);
    const staff = await (await request(agentPage(), { cookie: cookies.agent })).text();
    expect(staff).toContain("Passport expires: 31 December 2026");
    expect(staff).toContain("Biometrics appointment: 1 June 2027");
    const client = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(client).toContain("Passport expires: 31 December 2026");
    expect(client).not.toContain("Renewal form sent");
  });

  it("lets no agent keep dates for another agent's client, nor name another client's application", async () => {
    expect((await add({ kind: "visa_expiry", dueOn: "2027-01-01" }, cookies.otherAgent)).status).toBe(404);
    expect((await add({ kind: "visa_expiry", dueOn: "2027-01-01", applicationId: otherAppId })).status).toBe(404);
    const db = await testDb();
    const mine = await db
      .selectFrom("key_dates")
      .select("id")
      .where("client_id", "=", users.client.id)
      .where("kind", "=", "passport_expiry")
      .executeTakeFirstOrThrow();
    // Nor remove one: another agent at this client's page.
    expect(
      (await request(agentPage(), { cookie: cookies.otherAgent, form: { intent: "key-date-remove", keyDateId: mine.id } })).status,
    ).toBe(404);
    expect(await db.selectFrom("key_dates").select("id").where("kind", "=", "visa_expiry").execute()).toHaveLength(0);
  });

  it("alerts the agent and the client once, 30 days before, with the day's job run by two instances at once", async () => {
    await runDay("2026-12-01");
    expect(alertsTo(users.agent.email).map((m) => m.subject)).toEqual([
      expect.stringContaining("Passport expires in 30 days: Chitra Client (31 December 2026)"),
    ]);
    expect(alertsTo(users.client.email).map((m) => m.subject)).toEqual([
      expect.stringContaining("Passport expires in 30 days (31 December 2026)"),
    ]);
    expect(alertsTo(users.client.email)[0].text).toContain("/client/dashboard#key-dates");
    // The next day, still inside the 30 days: nothing more.
    await runDay("2026-12-02");
    expect(alertsTo(users.agent.email)).toHaveLength(1);
    expect(alertsTo(users.client.email)).toHaveLength(1);
  });

  it("catches up after downtime: a threshold passed while stopped is sent once at the next run, to staff only for a staff date", async () => {
    expect((await add({ kind: "lodgement_deadline", dueOn: "2026-12-10", applicationId: appId })).status).toBe(302);
    smtp.received.length = 0;
    // No run between 3 December (7 days before) and 5 December.
    await runDay("2026-12-05");
    expect(alertsTo(users.agent.email).map((m) => m.subject)).toEqual([
      expect.stringContaining("Lodgement deadline in 5 days: Chitra Client (10 December 2026)"),
    ]);
    expect(alertsTo(users.client.email)).toHaveLength(0);
    await runDay("2026-12-06");
    expect(alertsTo(users.agent.email)).toHaveLength(1);
    // And on the day.
    await runDay("2026-12-10");
    expect(alertsTo(users.agent.email).map((m) => m.subject)).toContainEqual(expect.stringContaining("Lodgement deadline today"));
    expect(alertsTo(users.agent.email)).toHaveLength(2);
  });

  it("lists the coming key dates on the agent's dashboard, soonest first", async () => {
    const db = await testDb();
    const soon = new Date(Date.parse(await firmToday()) + 10 * 86_400_000).toISOString().slice(0, 10);
    await db.insertInto("key_dates").values({ client_id: users.client.id, kind: "medicals", due_on: soon }).execute();
    const html = await (await request("/agent/dashboard", { cookie: cookies.agent })).text();
    expect(html).toMatch(/data-kind="key-date"[^>]*>[\s\S]*?Chitra Client: Medical examination[\s\S]*?, in 10 days/);
  });

  it("sends an alert once when two days' jobs run at the same time (after downtime, on two instances)", async () => {
    const db = await testDb();
    await db.insertInto("key_dates").values({ client_id: users.client.id, kind: "visa_expiry", due_on: "2027-03-31" }).execute();
    smtp.received.length = 0;
    // Both days' jobs are due; each instance takes one. Only the alert's own claim stands between them.
    await scheduleDailyJobs(noon("2027-03-01"));
    await scheduleDailyJobs(noon("2027-03-02"));
    const jobs = await db
      .selectFrom("outbox")
      .select(["id", "kind", "payload", "attempts"])
      .where("kind", "=", "key_date_alerts")
      .where(sql<string>`payload ->> 'day'`, "in", ["2027-03-01", "2027-03-02"])
      .execute();
    expect(jobs).toHaveLength(2);
    await Promise.all(jobs.map((job) => runKeyDateAlerts({ ...job, id: String(job.id), payload: job.payload as Record<string, unknown> })));
    await runDay("2027-03-02");
    const visa = (email: string) => smtp.to(email).filter((m) => m.subject.includes("Visa expires"));
    expect(visa(users.agent.email)).toHaveLength(1);
    expect(visa(users.client.email)).toHaveLength(1);
  });
});
