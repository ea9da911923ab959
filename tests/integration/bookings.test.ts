// Issue 21: consultation bookings. Slots come from a host's weekly hours; of twenty
// people asking for one slot at once exactly one gets it; the confirmation carries an
// RFC 5545 invitation at the right time in UTC; the reminder goes once a day before,
// with two workers, and never for a booking cancelled since.
import ICAL from "ical.js";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  book,
  cancelBooking,
  manageToken,
  moveBooking,
  openSlots,
  readManageToken,
  SlotTaken,
  type BookingInput,
} from "~/server/bookings/bookings.server";
import { deliverDue } from "~/jobs.server";
import { cookiesFrom, location, request } from "../support/app";
import { backendName, testDb } from "../support/db";
import { startSmtp } from "../support/smtp";
import { createUsers } from "../support/users";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let hostId: string;
const FROM = "no-reply@consultancy.example";
const visitor = (email: string, start: Date): BookingInput => ({
  start,
  name: "Meera Iyer",
  email,
  phone: "+91 98450 12345",
  topic: "canada-permanent-residency",
  answers: { goal: "Permanent residence in Canada" },
  timeZone: "Europe/London",
  consentText: "I agree.",
});

beforeAll(async () => {
  smtp = await startSmtp();
  const users = await createUsers("bookings");
  hostId = users.admin.id;
  const db = await testDb();
  await db.insertInto("booking_hosts").values({ host_id: hostId, meeting_minutes: 30, notice_hours: 0, horizon_days: 14 }).execute();
  // Every day, 09:00 to 17:00 in the firm's zone.
  await db
    .insertInto("booking_hours")
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ host_id: hostId, weekday, start_minute: 540, end_minute: 1020 })))
    .execute();
});
afterAll(() => smtp.close());

describe(`consultation bookings on ${backendName()}`, () => {
  it("offers the host's free slots, and of twenty people asking for one slot at once exactly one gets it", async () => {
    const slots = await openSlots();
    expect(slots.length).toBeGreaterThan(100);
    const slot = slots[3];
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => book(visitor(`race-${i}@example.com`, slot))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.reason).toBeInstanceOf(SlotTaken);
    const db = await testDb();
    const held = await db.selectFrom("bookings").select("id").where("starts_at", "=", slot).where("status", "=", "confirmed").execute();
    expect(held).toHaveLength(1);
    expect((await openSlots()).map(Number)).not.toContain(slot.getTime());
  });

  it("e-mails a confirmation whose invitation starts at the booked time in UTC", async () => {
    const start = (await openSlots())[10];
    const booking = await book(visitor("ics@example.com", start));
    await deliverDue(smtp.transport(), FROM);
    const [mail] = smtp.to("ics@example.com");
    expect(mail.subject).toMatch(/is booked/);
    expect(mail.text).toContain(`/bookings/${manageToken(booking.id)}`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(mail.calendar!)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.uid).toBe(`${booking.id}@bookings`);
    expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(30 * 60_000);
  });

  it("sends the reminder once with two workers, and none for a booking cancelled since", async () => {
    const db = await testDb();
    const [kept, dropped] = (await openSlots()).filter((s) => s.getTime() > Date.now() + 2 * 86_400_000).slice(0, 2);
    await book(visitor("remind-me@example.com", kept));
    const cancelled = await book(visitor("cancelled@example.com", dropped));
    await deliverDue(smtp.transport(), FROM); // the confirmations; the reminders wait for their day
    expect(smtp.to("remind-me@example.com")).toHaveLength(1);
    expect(await cancelBooking(cancelled.id)).toBe(true);
    expect(await cancelBooking(cancelled.id)).toBe(false);
    // The day before: both reminders fall due, and two workers run at once.
    await db
      .updateTable("outbox")
      .set({ next_attempt_at: sql`now()` })
      .where("kind", "=", "booking_email")
      .where("status", "=", "pending")
      .execute();
    await Promise.all([deliverDue(smtp.transport(), FROM), deliverDue(smtp.transport(), FROM)]);
    expect(smtp.to("remind-me@example.com").map((m) => m.subject)).toEqual([
      expect.stringMatching(/is booked/),
      expect.stringMatching(/^Reminder/),
    ]);
    expect(smtp.to("cancelled@example.com").map((m) => m.subject)).toEqual([
      expect.stringMatching(/is booked/),
      expect.stringMatching(/is cancelled/),
    ]);
    const cancelMail = smtp.to("cancelled@example.com")[1];
    expect(cancelMail.calendar).toContain("METHOD:CANCEL");
  });

  it("moves a booking in place: the same calendar entry at the new time, the old reminder left unsent", async () => {
    const db = await testDb();
    const later = (await openSlots()).filter((s) => s.getTime() > Date.now() + 3 * 86_400_000);
    const booking = await book(visitor("mover@example.com", later[0]));
    expect(await moveBooking(booking.id, later[5])).toBe(true);
    expect(await moveBooking(booking.id, later[6])).toBe(true);
    const taken = await book(visitor("other@example.com", later[1]));
    await expect(moveBooking(booking.id, new Date(taken.starts_at))).rejects.toBeInstanceOf(SlotTaken);
    await db
      .updateTable("outbox")
      .set({ next_attempt_at: sql`now()` })
      .where("kind", "=", "booking_email")
      .where("status", "=", "pending")
      .execute();
    await smtp.deliverAll(1);
    const mails = smtp.to("mover@example.com");
    const count = (pattern: RegExp) => mails.filter((m) => pattern.test(m.subject)).length;
    // The confirmation, one e-mail per move, and one reminder: for the time it has now.
    expect([count(/is booked/), count(/new time/), count(/^Reminder/), mails.length]).toEqual([1, 2, 1, 4]);
    const latest = mails.find((m) => /new time/.test(m.subject) && m.calendar?.includes("SEQUENCE:2"))!;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(latest.calendar!)).getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(`${booking.id}@bookings`);
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe(later[6].toISOString());
  });

  it("signs the manage link: another id, or a changed signature, is not read", () => {
    const id = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
    expect(readManageToken(manageToken(id))).toBe(id);
    expect(readManageToken(manageToken(id).replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
    expect(readManageToken(`00000000-0000-4000-8000-000000000000.${manageToken(id).split(".")[1]}`)).toBeNull();
  });

  it("stops the manage link working once the meeting has ended: a page says so and how to book again", async () => {
    const booking = await book(visitor("passed@example.com", (await openSlots())[12]));
    const manage = `/bookings/${manageToken(booking.id)}`;
    expect(await (await request(manage)).text()).toContain("Move my consultation");
    const db = await testDb();
    await db
      .updateTable("bookings")
      .set({ starts_at: sql`now() - interval '2 hours'`, ends_at: sql`now() - interval '90 minutes'` })
      .where("id", "=", booking.id)
      .execute();
    const page = await request(manage);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain("This consultation has passed");
    expect(html).toContain('href="/book"');
    expect(html).not.toContain("Meera Iyer");
    expect(html).not.toContain("Cancel my consultation");
    // Nor does it act any more.
    expect((await request(manage, { form: { intent: "cancel" } })).status).toBe(410);
    expect((await db.selectFrom("bookings").select("status").where("id", "=", booking.id).executeTakeFirstOrThrow()).status).toBe(
      "confirmed",
    );
  });

  it("through the page: twenty parallel POSTs for one slot make one booking; the others are told and shown the next free times", async () => {
    const page = await (await request("/book?tz=Europe%2FLondon")).text();
    const start = page.match(/name="start"[^>]*value="([^"]+)"/)![1];
    const form = (i: number) => ({
      start,
      tz: "Europe/London",
      name: `Racer ${i}`,
      email: `page-race-${i}@example.com`,
      phone: "",
      topic: "",
      destination: "",
      education: "",
      experience: "",
      english: "",
      goal: "",
      consent: "on",
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => request("/book", { form: form(i), headers: { "X-Client-IP": `203.0.113.${i + 1}` } })),
    );
    const booked = answers.filter((r) => r.status === 302);
    expect(booked).toHaveLength(1);
    expect(location(booked[0])).toMatch(/^\/bookings\/[0-9a-f-]{36}\.[\w-]+$/);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    const html = await refused[0].text();
    expect(html).toContain("That time was just taken by someone else");
    expect(html).toContain("The next free times");
    expect(html).not.toContain(`value="${start}"`); // the taken time is not offered again
    expect(html).toContain('value="page-race-');
    const db = await testDb();
    expect(
      await db.selectFrom("bookings").select("id").where("starts_at", "=", new Date(start)).where("status", "=", "confirmed").execute(),
    ).toHaveLength(1);

    // The manage link shows the booking in the visitor's zone, and cancels it.
    const manage = location(booked[0])!;
    const shown = await (await request(manage, { cookie: cookiesFrom(booked[0]) })).text();
    expect(shown).toContain("Your consultation is booked");
    expect(shown).toContain("London time"); // the zone in words, not its id
    expect(shown).toMatch(/With<\/dt><dd>[^<]+<\/dd><dt[^>]*>Length<\/dt><dd>\d+ minutes/); // the adviser and the length
    // Cancelling asks for a tick first: without it nothing is cancelled, the reason typed is kept, and a notice says so at the top.
    const unconfirmed = await request(manage, { form: { intent: "cancel", reason: "I found a closer date" } });
    expect(unconfirmed.status).toBe(400);
    const refusedHtml = await unconfirmed.text();
    expect(refusedHtml).toContain("Your consultation was not cancelled");
    expect(refusedHtml).toContain("I found a closer date</textarea>");
    const cancelled = await request(manage, { form: { intent: "cancel", confirm: "on", reason: "  I found a closer date  " } });
    expect(cancelled.status).toBe(302);
    expect(await (await request(manage)).text()).toContain("Cancelled:");
    const row = await db
      .selectFrom("bookings")
      .select(["status", "cancel_reason"])
      .where("starts_at", "=", new Date(start))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "cancelled", cancel_reason: "I found a closer date" });
    expect((await request(`${manage.slice(0, -2)}xx`)).status).toBe(404);
  });
});
