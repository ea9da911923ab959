// Issue 16, item 6: the agent's dashboard says what waits on them in one list, most
// urgent first (by the day each thing should be done), and only from their own caseload.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { createApplication } from "~/server/cases/applications.server";
import { firmToday } from "~/server/website/settings.server";
import { request, signIn } from "../support/app";
import { uploadTo } from "../support/checklist";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = { bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), contentType: "application/pdf", originalName: "statement.pdf" };
let users: Awaited<ReturnType<typeof createUsers>>;
let cookie: string;
let appId: string;

/** The dashboard's list as [kind, title, when] rows, top to bottom. */
async function waitingRows(agentCookie = cookie) {
  const html = await (await request("/agent/dashboard", { cookie: agentCookie })).text();
  const list = html.match(/<ol[^>]*data-waiting[^>]*>([\s\S]*?)<\/ol>/)?.[1] ?? "";
  return [...list.matchAll(/<li[^>]*data-kind="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map(([, kind, row]) => {
    const text = row
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "|")
      .split("|")
      .map((s) => s.trim())
      .filter(Boolean);
    return [kind, text[1], text[2]];
  });
}

let today: string;
function daysFromNow(days: number) {
  return new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  users = await createUsers("waiting");
  today = await firmToday();
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
  cookie = await signIn("agent", users.agent.email, PASSWORDS.agent);
});

describe(`the agent's dashboard on ${backendName()}`, () => {
  it("says nothing waits when nothing does", async () => {
    const html = await (await request("/agent/dashboard", { cookie })).text();
    expect(html).toContain("Nothing waits on you");
    expect(html).toContain("0 things waiting on you");
  });

  it("lists messages, uploads, tasks and key dates in one list, most urgent first", async () => {
    const db = await testDb();
    await db
      .insertInto("tasks")
      .values([
        { application_id: appId, title: "Call the college", due_on: "2020-01-10", assignee_id: users.agent.id, created_by: users.admin.id },
        { application_id: appId, title: "Tidy the notes", due_on: null, assignee_id: users.agent.id, created_by: users.admin.id },
        {
          application_id: appId,
          title: "Check the sponsor letter",
          due_on: daysFromNow(5),
          assignee_id: users.agent.id,
          created_by: users.admin.id,
        },
      ])
      .execute();
    await db
      .updateTable("applications")
      .set({ awaiting_reply_since: sql`now() - interval '3 days'` })
      .where("id", "=", appId)
      .execute();
    await uploadTo(users.client.id, appId, "funds", PDF);
    await uploadTo(users.client.id, appId, "funds", { ...PDF, originalName: "statement-2.pdf" });
    await db
      .insertInto("key_dates")
      .values({ client_id: users.client.id, kind: "passport_expiry", due_on: daysFromNow(20) })
      .execute();

    const rows = await waitingRows();
    expect(rows.map(([kind, title]) => `${kind}: ${title}`)).toEqual([
      "task: Call the college · Chitra Client",
      expect.stringMatching(/^message: Reply to Chitra Client · A\d{4}-\d+$/),
      "document: Review 2 files: Chitra Client · Bank statements or proof of funds",
      "task: Check the sponsor letter · Chitra Client",
      "key-date: Chitra Client: Passport expires",
      "task: Tidy the notes · Chitra Client",
    ]);
    expect(rows[0][2]).toBe("Overdue since 10 January 2020");
    expect(rows[1][2]).toMatch(/^Overdue since /);
    expect(rows[4][2]).toMatch(/, in 20 days$/);
    expect(rows[5][2]).toBe("No due date");
    const html = await (await request("/agent/dashboard", { cookie })).text();
    expect(html).toContain("6 things waiting on you");
    expect(html).toContain("2 overdue.");
    // Each entry leads to where it is dealt with: the upload to its checklist item.
    const item = await db
      .selectFrom("application_items")
      .select("id")
      .where("application_id", "=", appId)
      .where("document_type", "=", "funds")
      .executeTakeFirstOrThrow();
    expect(html).toContain(`href="/agent/clients/${users.client.id}#item-${item.id}"`);
    expect(html).toContain(`href="/agent/messages/${appId}#latest"`);
  });

  it("shows another agent nothing of this caseload", async () => {
    await createUser({ email: "waiting-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Bela Agent" });
    const other = await signIn("agent", "waiting-agent2@example.com", PASSWORDS.agent);
    expect(await waitingRows(other)).toEqual([]);
    const html = await (await request("/agent/dashboard", { cookie: other })).text();
    expect(html).not.toContain("Chitra Client");
  });

  it("takes an entry out once it is dealt with", async () => {
    const db = await testDb();
    await db
      .updateTable("tasks")
      .set({ completed_at: new Date(), completed_by: users.agent.id })
      .where("title", "=", "Call the college")
      .execute();
    await db.updateTable("applications").set({ awaiting_reply_since: null }).where("id", "=", appId).execute();
    await db.updateTable("documents").set({ status: "approved" }).where("client_id", "=", users.client.id).execute();
    const kinds = (await waitingRows()).map(([kind, title]) => `${kind}: ${title}`);
    expect(kinds).toEqual([
      "task: Check the sponsor letter · Chitra Client",
      "key-date: Chitra Client: Passport expires",
      "task: Tidy the notes · Chitra Client",
    ]);
  });
});

// Decision 026: an agent's current clients (a case going on, or a file waiting) first;
// the past ones on request, and never another agent's.
describe(`an agent's current and past clients on ${backendName()}`, () => {
  const names = async (path: string, agentCookie = cookie) => {
    const html = await (await request(path, { cookie: agentCookie })).text();
    return [...html.matchAll(/href="\/agent\/clients\/[0-9a-f-]{36}"[^>]*>([^<]+)</g)].map((m) => m[1]);
  };

  it("moves a client whose every case is closed to the past list, and back when they send a file", async () => {
    const db = await testDb();
    expect(await names("/agent/clients")).toEqual(["Chitra Client"]);
    await db.updateTable("applications").set({ status: "closed" }).where("client_id", "=", users.client.id).execute();

    expect(await names("/agent/clients")).toEqual([]);
    expect(await names("/agent/clients?show=past")).toEqual(["Chitra Client"]);
    // A search from elsewhere looks through every client; one limited to current ones offers the rest.
    expect(await names("/agent/clients?q=Chitra")).toEqual(["Chitra Client"]);
    const current = await (await request("/agent/clients?show=current&q=Chitra", { cookie })).text();
    expect(current).toContain("Search past clients too for “Chitra”");
    const dashboard = await (await request("/agent/dashboard", { cookie })).text();
    expect(dashboard).toContain(">0 current clients<");
    expect(dashboard).toContain(">1 past<");

    // A file waiting for review makes them current again, and it waits on the dashboard.
    await uploadTo(users.client.id, appId, "funds", { ...PDF, originalName: "late.pdf" });
    expect(await names("/agent/clients")).toEqual(["Chitra Client"]);
    expect((await waitingRows()).map(([kind]) => kind)).toContain("document");
    await db.updateTable("documents").set({ status: "approved" }).where("client_id", "=", users.client.id).execute();
    expect(await names("/agent/clients?show=past")).toEqual(["Chitra Client"]);
  });

  it("shows another agent none of them, current, past or searched", async () => {
    const other = await signIn("agent", "waiting-agent2@example.com", PASSWORDS.agent);
    for (const path of ["/agent/clients", "/agent/clients?show=past", "/agent/clients?show=", "/agent/clients?q=Chitra"])
      expect(await names(path, other), path).toEqual([]);
  });
});
