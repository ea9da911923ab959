// Issue 40: documents that stay valid. An English test result is dated on upload (refused
// without its date, or with one in the future); dated 23 months ago for Canada (a 24-month
// rule) it shows as expiring, and a key date follows by itself. A passport that expires
// before the planned lodgement is flagged on its agent's dashboard, and only theirs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { addMonths } from "~/lib/documents/validity";
import { firmToday } from "~/server/website/settings.server";
import { request, signIn } from "../support/app";
import { itemOf } from "../support/checklist";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
let appId: string;
let today: string;

function upload(itemId: string, datedOn?: string) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("itemId", itemId);
  if (datedOn !== undefined) form.set("datedOn", datedOn);
  form.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "ielts.pdf");
  return request("/client/dashboard", { cookie: cookies.client, form });
}

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("validity");
  today = await firmToday();
  const db = await testDb();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", users.client.id).execute();
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-permanent-residency",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  await createUser({ email: "validity-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Bela Agent" });
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.otherAgent = await signIn("agent", "validity-agent2@example.com", PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
});

afterAll(async () => smtp.close());

describe(`documents that stay valid on ${backendName()}`, () => {
  it("asks an English test result for its date, and refuses none or one in the future beside the field", async () => {
    const english = (await itemOf(appId, "english")).id;
    const none = await upload(english);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Enter the date of the test result");
    const future = await upload(english, addMonths(today, 1));
    expect(future.status).toBe(400);
    expect(await future.text()).toContain("This date is in the future");
  });

  it("shows a result dated 23 months ago as expiring, with a key date on its last usable day", async () => {
    const english = (await itemOf(appId, "english")).id;
    const tested = addMonths(today, -23);
    expect((await upload(english, tested)).status).toBe(302);
    const page = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(page).toContain('data-validity="expiring"');
    const until = addMonths(tested, 24);
    const db = await testDb();
    const keyDate = await db
      .selectFrom("key_dates")
      .select(["kind", "due_on", "client_id"])
      .where("item_id", "=", english)
      .executeTakeFirstOrThrow();
    expect(keyDate).toEqual({ kind: "document_usable_until", due_on: until, client_id: users.client.id });
    // A newer result moves the same key date.
    expect((await upload(english, addMonths(today, -2))).status).toBe(302);
    const moved = await db.selectFrom("key_dates").select("due_on").where("item_id", "=", english).execute();
    expect(moved.map((k) => k.due_on)).toEqual([addMonths(addMonths(today, -2), 24)]);
  });

  it("flags a passport that expires before the planned lodgement on its agent's dashboard", async () => {
    const db = await testDb();
    await db
      .updateTable("client_profiles")
      .set({ passport_expiry: addMonths(today, 1) })
      .where("user_id", "=", users.client.id)
      .execute();
    const before = await (await request("/agent/dashboard", { cookie: cookies.agent })).text();
    expect(before).not.toContain("data-lodgement-risks"); // no lodgement planned yet
    const saved = await request(`/admin/applications/${appId}`, {
      cookie: cookies.admin,
      form: { intent: "details", governmentReference: "", assignedAgentId: users.agent.id, plannedLodgementOn: addMonths(today, 3) },
    });
    expect(saved.status).toBe(302);
    const flagged = await (await request("/agent/dashboard", { cookie: cookies.agent })).text();
    expect(flagged).toContain("data-lodgement-risks");
    expect(flagged).toContain("Chitra Client");
    expect(await (await request("/agent/dashboard", { cookie: cookies.otherAgent })).text()).not.toContain("data-lodgement-risks");
    // The agent sets the date on the client's page too; another agent cannot.
    const agentPage = `/agent/clients/${users.client.id}`;
    const lodgement = (cookie: string, plannedLodgementOn: string) =>
      request(agentPage, { cookie, form: { intent: "lodgement", applicationId: appId, plannedLodgementOn } });
    expect((await lodgement(cookies.agent, "next week")).status).toBe(400);
    expect((await lodgement(cookies.otherAgent, addMonths(today, 5))).status).toBe(404);
    expect((await lodgement(cookies.agent, addMonths(today, 4))).status).toBe(302);
    const planned = await db.selectFrom("applications").select("planned_lodgement_on").where("id", "=", appId).executeTakeFirstOrThrow();
    expect(planned.planned_lodgement_on).toBe(addMonths(today, 4));
    // Renewed: no longer flagged.
    await db
      .updateTable("client_profiles")
      .set({ passport_expiry: addMonths(today, 60) })
      .where("user_id", "=", users.client.id)
      .execute();
    expect(await (await request("/agent/dashboard", { cookie: cookies.agent })).text()).not.toContain("data-lodgement-risks");
  });
});
