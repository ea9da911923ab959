// Issue 16, item 4: tasks on an application. A task given to the client is their
// turn until they mark it done; done, it is in the history (the client's only when it
// was theirs); nobody completes or gives tasks on a case that is not theirs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { runDay } from "../support/jobs";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
let other: { id: string };
const cookies: Record<string, string> = {};
let appId: string;
let otherAppId: string;

const agentPage = () => `/agent/clients/${users.client.id}`;
const give = (form: Record<string, string>, cookie = cookies.agent, path = agentPage()) =>
  request(path, { cookie, form: { intent: "task", applicationId: appId, ...form } });
const taskId = async (title: string) =>
  (await (await testDb()).selectFrom("tasks").select("id").where("title", "=", title).executeTakeFirstOrThrow()).id;
const dashboard = async () => (await request("/client/dashboard", { cookie: cookies.client })).text();
function markDone(id: string, cookie = cookies.client) {
  const form = new FormData();
  form.set("intent", "task-done");
  form.set("taskId", id);
  return request("/client/dashboard", { cookie, form });
}

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("tasks");
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
  other = await createUser({ email: "tasks-client2@example.com", password: PASSWORDS.client, role: "client", fullName: "Dara Client" });
  otherAppId = (
    await createApplication({
      clientId: other.id,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: null,
      createdBy: users.admin.id,
    })
  ).id;
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.other = await signIn("client", "tasks-client2@example.com", PASSWORDS.client);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  await smtp.deliverAll();
  smtp.received.length = 0;
});

afterAll(async () => smtp.close());

describe(`tasks on ${backendName()}`, () => {
  it("refuses a task without a title beside the field, keeping the date", async () => {
    const res = await give({ title: " ", dueOn: "2026-12-15", assignee: "client" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Say what is to be done");
    expect(html).toContain('value="2026-12-15"');
  });

  it("puts a task given to the client in their turn, tells them, and takes it out when they mark it done", async () => {
    expect((await give({ title: "Book your biometrics appointment", dueOn: "2026-12-15", assignee: "client" })).status).toBe(302);
    expect((await give({ title: "Chase the employer for the fee", assignee: "me" })).status).toBe(302);
    let html = await dashboard();
    expect(html).toContain("Your turn: Book your biometrics appointment");
    expect(html).toContain("Due 15 December 2026");
    expect(html).not.toContain("Chase the employer"); // a staff task stays with staff
    await smtp.deliverAll();
    expect(smtp.to(users.client.email).map((m) => m.subject)).toEqual([
      expect.stringContaining("A task for you: Book your biometrics appointment"),
    ]);

    expect((await markDone(await taskId("Book your biometrics appointment"))).status).toBe(302);
    html = await dashboard();
    expect(html).not.toContain("Your turn: Book your biometrics appointment");
    expect(html).toContain("Task done: Book your biometrics appointment"); // in their history
    const staff = await (await request(agentPage(), { cookie: cookies.agent })).text();
    expect(staff).toContain("Task done: Book your biometrics appointment");
  });

  it("records a staff task done in the staff history only", async () => {
    expect(
      (
        await request(agentPage(), {
          cookie: cookies.agent,
          form: { intent: "task-done", taskId: await taskId("Chase the employer for the fee") },
        })
      ).status,
    ).toBe(302);
    expect(await (await request(`/admin/applications/${appId}`, { cookie: cookies.admin })).text()).toContain(
      "Task done: Chase the employer for the fee",
    );
    expect(await dashboard()).not.toContain("Chase the employer");
  });

  it("lets nobody give or complete tasks on a case that is not theirs", async () => {
    // An agent, naming another client's application from their own client's page.
    expect((await give({ title: "Sneak", assignee: "client", applicationId: otherAppId })).status).toBe(404);
    // The admin's page of one application names only that one.
    expect(
      (await give({ title: "Sneak", assignee: "client", applicationId: otherAppId }, cookies.admin, `/admin/applications/${appId}`)).status,
    ).toBe(404);
    expect(await (await testDb()).selectFrom("tasks").select("id").where("title", "=", "Sneak").execute()).toHaveLength(0);
    // A client cannot complete another client's task, nor a staff task on their own case.
    expect((await give({ title: "Send your payslips", assignee: "client" })).status).toBe(302);
    expect((await give({ title: "Review the payslips", assignee: "me" })).status).toBe(302);
    expect((await markDone(await taskId("Send your payslips"), cookies.other)).status).toBe(404);
    expect((await markDone(await taskId("Review the payslips"))).status).toBe(404);
    const open = await (await testDb()).selectFrom("tasks").select("title").where("completed_at", "is", null).execute();
    expect(open.map((t) => t.title).sort()).toEqual(["Review the payslips", "Send your payslips"]);
  });

  it("lists the agent's own tasks on their dashboard, an overdue one marked", async () => {
    expect(
      (await give({ title: "Call the college", dueOn: "2020-01-10", assignee: "agent" }, cookies.admin, `/admin/applications/${appId}`))
        .status,
    ).toBe(302);
    const html = await (await request("/agent/dashboard", { cookie: cookies.agent })).text();
    expect(html).toMatch(
      /data-kind="task" data-urgency="overdue">[\s\S]*?Call the college · Chitra Client[\s\S]*?Overdue since 10 January 2020/,
    );
  });
});

describe(`task reminders on ${backendName()}`, () => {
  const reminders = (email: string) =>
    smtp
      .to(email)
      .filter((m) => /due today|overdue since/.test(m.subject))
      .map((m) => m.subject);

  it("reminds the assignee once on the due day, with the day's job run by two instances at once", async () => {
    expect((await give({ title: "Sign the consent form", dueOn: "2026-12-20", assignee: "client" })).status).toBe(302);
    expect((await give({ title: "Call the employer", dueOn: "2026-12-20", assignee: "me" })).status).toBe(302);
    expect((await give({ title: "Already done", dueOn: "2026-12-20", assignee: "client" })).status).toBe(302);
    expect((await markDone(await taskId("Already done"))).status).toBe(302);
    smtp.received.length = 0;
    await runDay(smtp, "2026-12-19");
    expect(reminders(users.client.email)).toEqual([]);
    await runDay(smtp, "2026-12-20");
    expect(reminders(users.client.email)).toEqual([expect.stringContaining("Your task is due today: Sign the consent form")]);
    expect(reminders(users.agent.email)).toEqual([
      expect.stringMatching(/Task due today: Call the employer \(Chitra Client, A\d{4}-\d+\)/),
    ]);
    expect(smtp.to(users.client.email).find((m) => m.subject.includes("Sign the consent form"))!.text).toContain("/client/dashboard#tasks");
    await runDay(smtp, "2026-12-21");
    expect(reminders(users.client.email)).toHaveLength(1);
    expect(reminders(users.agent.email)).toHaveLength(1);
  });

  it("catches up a due day missed while the server was down, once", async () => {
    expect((await give({ title: "Send the translation", dueOn: "2026-12-22", assignee: "client" })).status).toBe(302);
    smtp.received.length = 0;
    await runDay(smtp, "2026-12-24");
    expect(reminders(users.client.email)).toEqual([
      expect.stringContaining("Your task is overdue since 22 December 2026: Send the translation"),
    ]);
    await runDay(smtp, "2026-12-25");
    expect(reminders(users.client.email)).toHaveLength(1);
  });
});
