// Issue 21: the people around a booking. An agent sets their own hours and sees their
// own consultations (never another host's); the host is e-mailed what the visitor told
// us; staff set a booking's video link (an agent only on their own); the move page
// offers the booking's own host's times; a signed-in client's booking is filled in and
// joins their record.
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { book, manageToken, openSlots, type BookingInput } from "~/server/bookings/bookings.server";
import { deliverDue } from "~/jobs.server";
import { firmTimeZoneSetting } from "~/server/website/settings.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers, PASSWORDS } from "../support/users";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookie: Record<"admin" | "agent" | "client", string> = { admin: "", agent: "", client: "" };
const FROM = "no-reply@consultancy.example";
const ids: { agentBooking: string; adminBooking: string } = { agentBooking: "", adminBooking: "" };
const visitor = (name: string, email: string, start: Date): BookingInput => ({
  start,
  name,
  email,
  phone: "+91 98450 12345",
  topic: "canada-permanent-residency",
  answers: { destination: "canada", english: "booked", goal: "Permanent residence in Canada" },
  timeZone: "Europe/London",
  consentText: "I agree.",
});
const hourIn = (at: Date, zone: string) =>
  Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: zone }).format(at));
const startsOn = (html: string) => [...html.matchAll(/name="start"[^>]*value="([^"]+)"/g)].map((m) => new Date(m[1]).getTime());
const hoursForm = (from: string, until: string) => ({
  accepting: "on",
  meetingMinutes: "30",
  noticeHours: "0",
  horizonDays: "14",
  videoLink: "",
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [
      [`start_${d}`, from],
      [`end_${d}`, until],
    ]),
  ),
});

beforeAll(async () => {
  smtp = await startSmtp();
  users = await createUsers("bstaff");
  for (const role of ["admin", "agent", "client"] as const) cookie[role] = await signIn(role, users[role].email, PASSWORDS[role]);
  // The admin hosts every morning, 09:00 to 12:00 in the firm's zone.
  expect(location(await request("/admin/bookings", { cookie: cookie.admin, form: hoursForm("09:00", "12:00") }))).toBe("/admin/bookings");
});

describe(`bookings and staff on ${backendName()}`, () => {
  it("an agent sets their own hours in their portal, refused beside the field when wrong, and is offered to visitors", async () => {
    const wrong = await request("/agent/bookings", { cookie: cookie.agent, form: { ...hoursForm("14:00", "17:00"), start_3: "25:00" } });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain("Enter a time like 09:30");
    expect(html).toContain('value="25:00"');
    const saved = await request("/agent/bookings", { cookie: cookie.agent, form: hoursForm("14:00", "17:00") });
    expect(location(saved)).toBe("/agent/bookings");
    const zone = await firmTimeZoneSetting();
    const theirs = await openSlots(new Date(), users.agent.id);
    expect(theirs.length).toBeGreaterThan(20);
    for (const s of theirs) expect(hourIn(s, zone)).toBeGreaterThanOrEqual(14);
    const agentBooking = await book(visitor("Agnes Visitor", "agnes@example.com", theirs[2]));
    const adminBooking = await book(visitor("Adam Visitor", "adam@example.com", (await openSlots(new Date(), users.admin.id))[2]));
    expect([agentBooking.host_id, adminBooking.host_id]).toEqual([users.agent.id, users.admin.id]);
    Object.assign(ids, { agentBooking: agentBooking.id, adminBooking: adminBooking.id });
  });

  it("an agent's consultations page and dashboard show their own consultations, not another host's; the admin sees all", async () => {
    for (const path of ["/agent/bookings", "/agent/dashboard"]) {
      const html = await (await request(path, { cookie: cookie.agent })).text();
      expect(html).toContain("Agnes Visitor");
      expect(html).not.toContain("Adam Visitor");
    }
    const admin = await (await request("/admin/bookings", { cookie: cookie.admin })).text();
    expect(admin).toContain("Agnes Visitor");
    // What the visitor answered, in words.
    expect(admin).toMatch(/Where they would like to go: <\/dt><dd[^>]*>Canada<\/dd>/);
    expect(admin).toContain("Adam Visitor");
  });

  it("e-mails the host each new booking with what the visitor told us, in words", async () => {
    await deliverDue(smtp.transport(), FROM);
    const [mail] = smtp.to(users.agent.email);
    expect(mail.subject).toMatch(/^New consultation: Agnes Visitor, /);
    expect(mail.text).toContain("E-mail: agnes@example.com");
    expect(mail.text).toContain("Topic: Canada Permanent Residency");
    expect(mail.text).toContain("Where they would like to go: Canada");
    expect(mail.text).toContain("An English test (IELTS, PTE, CELPIP…): Booked");
    expect(mail.text).toContain("To read before the call: Permanent residence in Canada");
    expect(mail.text).toContain("/agent/bookings");
    expect(smtp.to(users.admin.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^New consultation: Adam Visitor/)]);
  });

  it("an agent sets the video link of their own consultation, never another host's; the visitor gets it with an updated invitation", async () => {
    const db = await testDb();
    const linkOf = async (id: string) =>
      await db.selectFrom("bookings").select(["video_link", "sequence"]).where("id", "=", id).executeTakeFirstOrThrow();
    const theirs = await request("/agent/bookings", {
      cookie: cookie.agent,
      form: { intent: "video-link", id: ids.adminBooking, bookingLink: "https://meet.example.com/taken-over" },
    });
    expect(theirs.status).toBe(404);
    expect(await linkOf(ids.adminBooking)).toEqual({ video_link: null, sequence: 0 });
    const insecure = await request("/agent/bookings", {
      cookie: cookie.agent,
      form: { intent: "video-link", id: ids.agentBooking, bookingLink: "http://meet.example.com/room" },
    });
    expect(insecure.status).toBe(400);
    expect(await insecure.text()).toContain("Enter a full address starting with https://");
    const own = await request("/agent/bookings", {
      cookie: cookie.agent,
      form: { intent: "video-link", id: ids.agentBooking, bookingLink: "https://meet.example.com/agnes" },
    });
    expect(location(own)).toBe("/agent/bookings");
    expect(await linkOf(ids.agentBooking)).toEqual({ video_link: "https://meet.example.com/agnes", sequence: 1 });
    await deliverDue(smtp.transport(), FROM);
    const mail = smtp.to("agnes@example.com").find((m) => /how to join/.test(m.subject))!;
    expect(mail.text).toContain("https://meet.example.com/agnes");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(mail.calendar!)).getFirstSubcomponent("vevent")!);
    expect([event.uid, event.sequence]).toEqual([`${ids.agentBooking}@bookings`, 1]);
    // An admin may set anyone's.
    expect(
      location(
        await request("/admin/bookings", {
          cookie: cookie.admin,
          form: { intent: "video-link", id: ids.adminBooking, bookingLink: "https://meet.example.com/adam" },
        }),
      ),
    ).toBe("/admin/bookings");
  });

  it("the same link again sends nothing; time off needs no hours first; a host switched off is offered to no one", async () => {
    const db = await testDb();
    const again = await request("/agent/bookings", {
      cookie: cookie.agent,
      form: { intent: "video-link", id: ids.agentBooking, bookingLink: "https://meet.example.com/agnes" },
    });
    expect(location(again)).toBe("/agent/bookings");
    expect((await db.selectFrom("bookings").select("sequence").where("id", "=", ids.agentBooking).executeTakeFirstOrThrow()).sequence).toBe(
      1,
    );
    // A colleague who never set hours plans time off.
    const helper = await createUsers("bstaff-new");
    const newcomer = await signIn("agent", helper.agent.email, PASSWORDS.agent);
    const off = await request("/agent/bookings", {
      cookie: newcomer,
      form: { intent: "time-off", from: "2030-01-06T09:00", until: "2030-01-10T18:00", note: "Holiday" },
    });
    expect(location(off)).toBe("/agent/bookings");
    expect(await openSlots(new Date(), helper.agent.id)).toEqual([]); // a host who takes no bookings yet
    expect(await (await request("/agent/bookings", { cookie: newcomer })).text()).toContain("Holiday");
    await db.updateTable("admin_users").set({ is_active: false }).where("id", "=", helper.admin.id).execute();
    await db.insertInto("booking_hosts").values({ host_id: helper.admin.id, notice_hours: 0 }).execute();
    await db.insertInto("booking_hours").values({ host_id: helper.admin.id, weekday: 1, start_minute: 0, end_minute: 1440 }).execute();
    expect(await openSlots(new Date(), helper.admin.id)).toEqual([]);
  });

  it("the move page offers only the times of the booking's own host", async () => {
    const html = await (await request(`/bookings/${manageToken(ids.agentBooking)}`)).text();
    const offered = startsOn(html);
    expect(offered.length).toBeGreaterThan(10);
    const agentTimes = new Set((await openSlots(new Date(), users.agent.id)).map(Number));
    for (const t of offered) expect(agentTimes.has(t)).toBe(true);
  });

  it("a signed-in client's booking is filled in with their details, joins their record and is on their dashboard", async () => {
    const page = await request("/book?tz=Europe%2FLondon", { cookie: cookie.client });
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(`value="${users.client.email}"`);
    expect(html).toContain('value="Chitra Client"');
    const [first, second, third] = startsOn(html).map((t) => new Date(t).toISOString());
    const form = (start: string, extra: Record<string, string> = {}) => ({
      start,
      tz: "Europe/London",
      name: "Chitra Client",
      email: users.client.email,
      phone: "",
      topic: "",
      destination: "",
      education: "",
      experience: "",
      english: "",
      goal: "",
      consent: "on",
      ...extra,
    });
    // The record comes from the session: a client_id in the form is ignored.
    const mine = await request("/book", {
      cookie: cookie.client,
      form: form(first, { client_id: users.agent.id, clientId: users.agent.id }),
      headers: { "X-Client-IP": "198.51.100.7" },
    });
    expect(mine.status).toBe(302);
    const asStaff = await request("/book", { cookie: cookie.admin, form: form(second), headers: { "X-Client-IP": "198.51.100.8" } });
    const anonymous = await request("/book", { form: form(third), headers: { "X-Client-IP": "198.51.100.9" } });
    expect([asStaff.status, anonymous.status]).toEqual([302, 302]);
    const db = await testDb();
    const linked = await db
      .selectFrom("bookings")
      .select(["starts_at", "client_id"])
      .where("email", "=", users.client.email)
      .orderBy("starts_at")
      .execute();
    expect(linked.map((b) => b.client_id)).toEqual([users.client.id, null, null]);
    const dashboard = await (await request("/client/dashboard", { cookie: cookie.client })).text();
    expect(dashboard).toContain("Your consultations");
    expect(dashboard).toContain(`href="${location(mine)}"`);
    expect(dashboard.match(/Move or cancel/g)).toHaveLength(1);
  });
});
