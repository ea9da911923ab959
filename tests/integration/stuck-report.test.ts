// Issue 15: admins hear each morning what is stuck (documents waiting for review and
// client messages unanswered for more than three days), on the dashboard and by one
// e-mail a day, however many instances run the job.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "~/server/cases/applications.server";
import { createUser } from "~/server/accounts/users.server";
import { uploadTo } from "../support/checklist";
import { deliverDue, scheduleDailyJobs } from "~/jobs.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
let secondAdmin: { id: string; email: string };
let appId: string;
let oldDoc: string;
let cookie: string;

const daysAgo = (n: number) => sql<Date>`now() - make_interval(days => ${n})`;
const reports = async () =>
  (await testDb()).selectFrom("outbox").select(["id", "payload", "next_attempt_at", "status"]).where("kind", "=", "stuck_report").execute();
/** Two instances' workers at once, with everything due now. */
async function twoWorkers() {
  const db = await testDb();
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: sql`now()` })
    .where("status", "=", "pending")
    .where("kind", "!=", "digest")
    .execute();
  await Promise.all([
    deliverDue(smtp.transport(), "no-reply@consultancy.example"),
    deliverDue(smtp.transport(), "no-reply@consultancy.example"),
  ]);
  await smtp.deliverAll(); // the notices the report wrote
}

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("stuck");
  secondAdmin = await createUser({ email: "stuck-admin2@example.com", password: PASSWORDS.admin, role: "admin", fullName: "Bea Admin" });
  const db = await testDb();
  appId = (
    await createApplication({
      clientId: users.client.id,
      serviceSlug: "canada-visitor-visa",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
      createdBy: users.admin.id,
    })
  ).id;
  const file = { bytes: PDF, contentType: "application/pdf", originalName: "scan.pdf" };
  const upload = (documentType: "passport" | "photo" | "funds") => uploadTo(users.client.id, appId, documentType, file);
  oldDoc = (await upload("passport")).id;
  const reviewed = (await upload("photo")).id;
  await upload("funds"); // today's: not stuck yet
  await sql`update documents set created_at = now() - interval '5 days' where id in (${oldDoc}, ${reviewed})`.execute(db);
  await db.updateTable("documents").set({ status: "approved" }).where("id", "=", reviewed).execute();
  await db
    .updateTable("applications")
    .set({ awaiting_reply_since: daysAgo(4) })
    .where("id", "=", appId)
    .execute();
  await db
    .insertInto("tasks")
    .values({ application_id: appId, title: "Call the embassy", due_on: "2026-11-20", assignee_id: users.agent.id })
    .execute();
  cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
  await smtp.deliverAll();
  smtp.received.length = 0;
});

afterAll(async () => smtp.close());

describe(`what is stuck on ${backendName()}`, () => {
  it("shows the admin dashboard the document waiting five days and the message unanswered for four, not today's", async () => {
    const html = await (await request("/admin/dashboard", { cookie })).text();
    expect(html).toContain("What is stuck (over 3 days)");
    expect(html).toContain("Documents waiting for review: 1");
    expect(html).toContain("Chitra Client: Passport (photo page and all stamped pages)");
    expect(html).not.toContain("Chitra Client: Bank statements");
    expect(html).toContain("Client messages unanswered: 1");
    expect(html).toContain(`/admin/messages/${appId}#latest`);
    expect(html).toContain("Tasks overdue: 1");
    expect(html).toContain("Call the embassy");
  });

  it("is scheduled once a day at 08:00 in the firm's zone, even when many instances ask at once", async () => {
    const now = new Date("2026-11-24T12:00:00Z");
    await Promise.all(Array.from({ length: 8 }, () => scheduleDailyJobs(now)));
    const rows = await reports();
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toEqual({ day: "2026-11-24" });
    expect(new Date(rows[0].next_attempt_at).toISOString()).toBe("2026-11-24T02:30:00.000Z"); // 08:00 IST
  });

  it("tells every active admin once, by e-mail and in What's new, never the agent or the client", async () => {
    await twoWorkers();
    for (const admin of [users.admin, secondAdmin]) {
      const mails = smtp.to(admin.email);
      expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("1 document waits for review; 1 client message is unanswered")]);
      expect(mails[0].text).toContain("Document: Chitra Client, Passport (photo page and all stamped pages), uploaded");
      expect(mails[0].text).toContain(`Message: Chitra Client, application`);
      expect(mails[0].subject).toContain("1 task is overdue");
      expect(mails[0].text).toContain("Task: Call the embassy (Arjun Agent), application");
      expect(mails[0].text).toContain("/admin/dashboard#stuck");
      expect(mails[0].header("List-Unsubscribe")).toBeTruthy();
    }
    expect(smtp.to(users.agent.email).filter((m) => /stuck|waits for review/.test(m.subject))).toHaveLength(0);
    expect(smtp.to(users.client.email)).toHaveLength(0);
    expect(await (await request("/admin/notifications", { cookie })).text()).toContain("1 document waits for review");
    expect((await reports())[0].status).toBe("sent");
    // A second pass the same day sends nothing more.
    await twoWorkers();
    expect(smtp.to(users.admin.email)).toHaveLength(1);
  });

  it("sends nothing on a day when nothing is stuck", async () => {
    const db = await testDb();
    await db.updateTable("documents").set({ status: "approved" }).where("id", "=", oldDoc).execute();
    await db.updateTable("applications").set({ awaiting_reply_since: null }).where("id", "=", appId).execute();
    await db.updateTable("tasks").set({ completed_at: new Date() }).execute();
    smtp.received.length = 0;
    await scheduleDailyJobs(new Date("2026-11-25T12:00:00Z"));
    await twoWorkers();
    expect(smtp.received).toHaveLength(0);
    expect((await reports()).map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(await (await request("/admin/dashboard", { cookie })).text()).toContain("Nothing: every document is reviewed");
  });
});
