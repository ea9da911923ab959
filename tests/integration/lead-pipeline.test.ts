// Issue 43, item 1: the lead pipeline. A contact-form enquiry is given to an agent with a
// follow-up today; the day's job reminds them once, however many instances run it; they log
// a call, book a consultation and convert it, and the client's record keeps the timeline;
// a lost lead keeps its reason; another agent neither opens the lead nor sees it listed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import type { Db } from "~/server/db/db.server";
import { book, openSlots } from "~/server/bookings/bookings.server";
import { runLeadFollowUps } from "~/server/leads/lead-follow-ups.server";
import { firmToday } from "~/server/website/settings.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { runDay } from "../support/jobs";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
let today: string;
let otherAgentId: string;
const cookies: Record<"admin" | "agent" | "otherAgent", string> = {} as never;
const ids: Record<"won" | "lost" | "open", string> = {} as never;

/** Sends the public contact form as a visitor would, and returns the enquiry it stored. */
async function enquire(name: string, email: string) {
  const res = await request("/contact", {
    form: { name, email, phone: "", destination_country: "canada", service_slug: "", message: "Can I study in Canada?", consent: "on" },
  });
  expect(res.status).toBe(302);
  return (await db.selectFrom("enquiries").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}
const post = (path: string, form: Record<string, string>, cookie: string) => request(path, { cookie, form });
const html = async (path: string, cookie: string) => (await request(path, { cookie })).text();

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("leads");
  db = await testDb();
  otherAgentId = (await createUser({ email: "leads-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Bela Agent" }))
    .id;
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.otherAgent = await signIn("agent", "leads-agent2@example.com", PASSWORDS.agent);
  today = await firmToday();
  ids.won = await enquire("Wanda Lead", "wanda-lead@example.com");
  ids.lost = await enquire("Lorne Lead", "lorne-lead@example.com");
  ids.open = await enquire("Olga Lead", "olga-lead@example.com");
  await smtp.deliverAll();
  smtp.received.length = 0;
});

afterAll(async () => smtp.close());

describe(`the lead pipeline on ${backendName()}`, () => {
  it("gives a contact-form enquiry to an agent with a follow-up today, and reminds them once with two instances running the job", async () => {
    const page = `/admin/enquiries/${ids.won}`;
    expect(await html("/admin/enquiries", cookies.admin)).toContain("Wanda Lead");
    expect((await post(page, { intent: "owner", ownerId: users.agent.id }, cookies.admin)).status).toBe(302);
    expect((await post(page, { intent: "follow-up", followUpOn: today }, cookies.admin)).status).toBe(302);
    expect((await post(`/admin/enquiries/${ids.open}`, { intent: "owner", ownerId: users.agent.id }, cookies.admin)).status).toBe(302);
    // The admin's list: filtered by owner and by follow-ups due, the owner and the day shown.
    const due = await html(`/admin/enquiries?owner=${users.agent.id}&due=1`, cookies.admin);
    expect(due).toContain("Wanda Lead");
    expect(due).toContain("Arjun Agent");
    expect(due).not.toContain("Olga Lead");

    // Two instances' job runs at once, each with a claimed row of its own: the lead's claim is what keeps it to one.
    const rows = await db
      .insertInto("outbox")
      .values(
        [1, 2].map((n) => ({
          kind: "lead_follow_ups" as const,
          payload: JSON.stringify({ day: `test-${n}` }),
          next_attempt_at: new Date(Date.now() + 864e5),
        })),
      )
      .returning("id")
      .execute();
    await Promise.all(
      rows.map((r) => runLeadFollowUps({ id: String(r.id), kind: "lead_follow_ups", payload: { day: today }, attempts: 0 })),
    );
    await runDay(smtp, today); // and the day's job itself, by two workers at once
    await runDay(smtp, today);
    const notices = await db.selectFrom("notifications").select(["title", "link"]).where("kind", "=", "lead_follow_up").execute();
    expect(notices).toEqual([{ title: "Follow up today: Wanda Lead", link: `/agent/leads/${ids.won}` }]);
    expect(smtp.to(users.agent.email).filter((m) => m.subject.includes("Follow up today"))).toHaveLength(1);

    const dashboard = await html("/agent/dashboard", cookies.agent);
    expect(dashboard).toContain("Follow-ups due today");
    expect(dashboard).toContain("Wanda Lead");
    expect(dashboard).toContain("2 open leads");
  });

  it("lets the agent log a call, book a consultation and convert the lead; the client's record shows the timeline", async () => {
    const page = `/agent/leads/${ids.won}`;
    const list = await html("/agent/leads", cookies.agent);
    expect(list.indexOf("Wanda Lead")).toBeLessThan(list.indexOf("Olga Lead")); // the follow-up due first
    expect((await post(page, { intent: "activity", kind: "call", outcome: "", body: "" }, cookies.agent)).status).toBe(400);
    const call = { intent: "activity", kind: "call", outcome: "reached", body: "Talked through the study permit." };
    expect((await post(page, call, cookies.agent)).status).toBe(302);
    const booked = { intent: "stage", stage: "consultation_booked", consultationAt: "2026-12-24T15:30", lostReason: "" };
    expect((await post(page, booked, cookies.agent)).status).toBe(302);
    const convert = { intent: "convert", firstName: "Wanda", lastName: "Lead", email: "wanda-lead@example.com", phone: "" };
    const converted = await post(page, convert, cookies.agent);
    expect(converted.status).toBe(302);
    const clientPath = location(converted)!;
    const clientId = clientPath.split("/").pop()!;
    expect(clientPath).toBe(`/agent/clients/${clientId}`);
    const row = await db
      .selectFrom("enquiries")
      .select(["status", "converted_client_id"])
      .where("id", "=", ids.won)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "converted", converted_client_id: clientId });
    const profile = await db
      .selectFrom("client_profiles")
      .select("assigned_agent_id")
      .where("user_id", "=", clientId)
      .executeTakeFirstOrThrow();
    expect(profile.assigned_agent_id).toBe(users.agent.id);

    for (const [path, cookie] of [
      [clientPath, cookies.agent],
      [`/admin/clients/${clientId}`, cookies.admin],
    ] as const) {
      const record = await html(path, cookie);
      expect(record).toContain("How this client came to us");
      expect(record).toContain("Talked through the study permit.");
      expect(record).toContain("Reached them");
      expect(record).toContain("Consultation booked");
      expect(record).toContain("Won (a client)");
      expect(record).toContain("Owner changed");
    }
    // Won, the stage no longer changes.
    expect((await post(page, { intent: "stage", stage: "new" }, cookies.agent)).status).toBe(409);
  });

  it("keeps the reason a lead was lost, which is required beside the field", async () => {
    const page = `/admin/enquiries/${ids.lost}`;
    const refused = await post(page, { intent: "stage", stage: "lost", lostReason: " " }, cookies.admin);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Say why the lead was lost");
    expect((await post(page, { intent: "stage", stage: "lost", lostReason: "Chose a cheaper firm" }, cookies.admin)).status).toBe(302);
    const row = await db.selectFrom("enquiries").select(["status", "lost_reason"]).where("id", "=", ids.lost).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "lost", lost_reason: "Chose a cheaper firm" });
    const shown = await html(page, cookies.admin);
    expect(shown).toContain("Lost because: </span>Chose a cheaper firm");
    expect(shown).toContain("Reason: Chose a cheaper firm");
    expect(await html("/admin/enquiries?status=lost", cookies.admin)).toContain("Lorne Lead");
  });

  it("shows another agent neither the lead nor its place in their list", async () => {
    const page = `/agent/leads/${ids.open}`;
    expect((await request(page, { cookie: cookies.agent })).status).toBe(200);
    expect((await request(page, { cookie: cookies.otherAgent })).status).toBe(404);
    expect((await post(page, { intent: "activity", kind: "note", body: "Not mine" }, cookies.otherAgent)).status).toBe(404);
    expect((await request(`/agent/leads/00000000-0000-4000-8000-000000000000`, { cookie: cookies.agent })).status).toBe(404);
    expect(await html("/agent/leads?show=all", cookies.otherAgent)).not.toContain("Olga Lead");
    expect(await html("/agent/leads", cookies.agent)).toContain("Olga Lead");
    const notes = await db.selectFrom("enquiry_activities").select("id").where("body", "=", "Not mine").execute();
    expect(notes).toEqual([]);
    // An agent does not give their lead to another agent (an admin does); they may hand it back to the front desk.
    expect((await post(page, { intent: "owner", ownerId: otherAgentId }, cookies.agent)).status).toBe(400);
    const handedBack = await post(page, { intent: "owner", ownerId: "" }, cookies.agent);
    expect(location(handedBack)).toBe("/agent/leads");
    const owner = await db.selectFrom("enquiries").select("owner_id").where("id", "=", ids.open).executeTakeFirstOrThrow();
    expect(owner.owner_id).toBeNull();
    expect((await request(page, { cookie: cookies.agent })).status).toBe(404);
  });

  it("makes a visitor's booking a lead of its host's, at Consultation booked, its time in the timeline", async () => {
    const hostId = users.agent.id;
    await db.insertInto("booking_hosts").values({ host_id: hostId, meeting_minutes: 30, notice_hours: 0, horizon_days: 14 }).execute();
    await db
      .insertInto("booking_hours")
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ host_id: hostId, weekday, start_minute: 540, end_minute: 1020 })))
      .execute();
    const start = (await openSlots())[2];
    await book({
      start,
      name: "Bina Booker",
      email: "bina-booker@example.com",
      phone: "",
      topic: "study-in-canada",
      answers: { goal: "Study in Toronto" },
      timeZone: "Asia/Kolkata",
      consentText: "I agree.",
    });
    const lead = await db
      .selectFrom("enquiries")
      .select(["id", "status", "owner_id", "message"])
      .where("email", "=", "bina-booker@example.com")
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: "consultation_booked", owner_id: hostId, message: "Study in Toronto" });
    const entry = await db
      .selectFrom("enquiry_activities")
      .select(["kind", "happens_at"])
      .where("enquiry_id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(entry.kind).toBe("stage");
    expect(new Date(entry.happens_at!).getTime()).toBe(start.getTime());
    expect(await html("/agent/leads", cookies.agent)).toContain("Bina Booker");
  });
});
