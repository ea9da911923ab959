import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import { UUID_RE } from "~/lib/http/uuid";
import { db, type Db } from "../db/db.server";
import { isUniqueViolation } from "../db/db-errors.server";
import { getEnv } from "../runtime/env.server";
import { enqueue } from "../outbox/outbox.server";
import { firmTimeZoneSetting, firmToday } from "../website/settings.server";
import { billingSettings } from "../billing/billing-settings.server";
import { invoiceConsultation, voidConsultationInvoice } from "../billing/consultation-invoices.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { freeSlots, isFree, type Interval, type SlotRules, type WeeklyHours } from "./slots.server";
import { leadFromBooking } from "../leads/pipeline.server";
import { visitOriginColumns, type VisitOriginInput } from "~/lib/leads/visit-origin-schema";

// Consultation bookings (issue 21). A slot is free when some accepting host has it in
// their weekly hours, is not off, and holds no booking over it. Booking takes the host's
// row lock, checks again and inserts, so of any number of people asking for one slot at
// once exactly one gets each free host; a unique index backs the lock.

const DAY = 24 * 60 * 60_000;

export class SlotTaken extends Error {
  constructor() {
    super("that time was just taken");
  }
}

type Host = { id: string; videoLink: string | null; hours: WeeklyHours[]; busy: Interval[]; rules: SlotRules };

async function hostsOf(executor: Db, now: Date, only?: string): Promise<Host[]> {
  const zone = await firmTimeZoneSetting();
  // A host whose account was switched off takes no bookings.
  let query = executor
    .selectFrom("booking_hosts as h")
    .innerJoin("admin_users as u", "u.id", "h.host_id")
    .select(["h.host_id", "h.meeting_minutes", "h.notice_hours", "h.horizon_days", "h.video_link"])
    .where("h.accepting", "=", true)
    .where("u.is_active", "=", true);
  if (only) query = query.where("h.host_id", "=", only);
  const hosts = await query.orderBy("h.host_id").execute();
  if (!hosts.length) return [];
  const ids = hosts.map((h) => h.host_id);
  const until = new Date(now.getTime() + 91 * DAY);
  const [hours, off, booked] = await Promise.all([
    executor.selectFrom("booking_hours").select(["host_id", "weekday", "start_minute", "end_minute"]).where("host_id", "in", ids).execute(),
    executor
      .selectFrom("booking_time_off")
      .select(["host_id", "starts_at", "ends_at"])
      .where("host_id", "in", ids)
      .where("ends_at", ">", now)
      .where("starts_at", "<", until)
      .execute(),
    executor
      .selectFrom("bookings")
      .select(["host_id", "starts_at", "ends_at"])
      .where("host_id", "in", ids)
      .where("status", "=", "confirmed")
      .where("starts_at", ">", new Date(now.getTime() - DAY))
      .where("starts_at", "<", until)
      .execute(),
  ]);
  return hosts.map((h) => ({
    id: h.host_id,
    videoLink: h.video_link,
    hours: hours
      .filter((x) => x.host_id === h.host_id)
      .map((x) => ({ weekday: x.weekday, startMinute: x.start_minute, endMinute: x.end_minute })),
    busy: [...off, ...booked]
      .filter((x) => x.host_id === h.host_id)
      .map((x) => ({ start: new Date(x.starts_at), end: new Date(x.ends_at) })),
    rules: { zone, meetingMinutes: h.meeting_minutes, noticeMinutes: h.notice_hours * 60, horizonDays: h.horizon_days },
  }));
}

/** Every start some host (or the one host named) is free at, soonest first. */
export async function openSlots(now = new Date(), hostId?: string): Promise<Date[]> {
  const starts = new Set<number>();
  for (const host of await hostsOf(db, now, hostId))
    for (const s of freeSlots(host.hours, host.busy, host.rules, now)) starts.add(s.getTime());
  return [...starts].sort((a, b) => a - b).map((t) => new Date(t));
}

export type BookingInput = {
  start: Date;
  name: string;
  email: string;
  phone: string;
  topic: string;
  answers: Record<string, string>;
  timeZone: string;
  consentText: string;
  clientId?: string | null;
  /** Where the visit came from (issue 44): kept with the booking and its lead. */
  origin?: VisitOriginInput;
};

/**
 * Books the slot with a free host (the one with the fewest bookings that day first) and
 * queues the confirmation and the reminder; SlotTaken when no host has it any more.
 */
export async function book(input: BookingInput, once: string | null = null, now = new Date()) {
  const [settings, today, zone] = await Promise.all([billingSettings(), firmToday(now), firmTimeZoneSetting()]);
  const hosts = (await hostsOf(db, now)).filter((h) => isFree(input.start, h.hours, h.busy, h.rules, now));
  const load = (h: Host) => h.busy.filter((b) => Math.abs(b.start.getTime() - input.start.getTime()) < DAY).length;
  for (const candidate of hosts.sort((a, b) => load(a) - load(b))) {
    try {
      const booked = await db.transaction().execute(async (trx) => {
        await claimSubmission(trx, once);
        // The host's row lock: whoever holds it checks and books; the others wait, then see the booking.
        await sql`select host_id from booking_hosts where host_id = ${candidate.id} for update`.execute(trx);
        const [host] = await hostsOf(trx, now, candidate.id);
        if (!host || !isFree(input.start, host.hours, host.busy, host.rules, now)) return null;
        const row = await trx
          .insertInto("bookings")
          .values({
            host_id: host.id,
            starts_at: input.start,
            ends_at: new Date(input.start.getTime() + host.rules.meetingMinutes * 60_000),
            name: input.name,
            email: input.email,
            phone: input.phone,
            topic: input.topic,
            answers: JSON.stringify(input.answers),
            time_zone: input.timeZone,
            consent_text: input.consentText,
            client_id: input.clientId ?? null,
            video_link: host.videoLink, // the host's room; staff can give this booking another
            ...visitOriginColumns(input.origin ?? {}),
          })
          .returning(["id", "host_id", "starts_at", "ends_at"])
          .executeTakeFirstOrThrow();
        // A visitor's booking is a lead of its host's, at the stage Consultation booked (issue 43).
        if (!input.clientId) await leadFromBooking(trx, { ...input, hostId: host.id, startsAt: row.starts_at });
        // A paid consultation's invoice is issued with it (the confirmation then says how to pay).
        const meetingDay = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(row.starts_at);
        const bill = { id: row.id, name: input.name, email: input.email, clientId: input.clientId ?? null, topic: input.topic, meetingDay };
        await invoiceConsultation(trx, bill, today, settings);
        await queueEmails(trx, row.id, row.starts_at, "confirmation", now);
        await rememberResult(trx, once, `/bookings/${manageToken(row.id)}`); // a copy of the form sent again lands here too
        return row;
      });
      if (booked) return booked;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new SlotTaken();
}

/** The e-mails now (the visitor's and the host's), and the reminder a day before the meeting (none when that is already past). */
async function queueEmails(trx: Db, bookingId: string, startsAt: Date, kind: "confirmation" | "moved", now: Date) {
  await enqueue(trx, "booking_email", { bookingId, kind });
  await enqueue(trx, "booking_email", { bookingId, kind, to: "host" });
  const remindAt = new Date(new Date(startsAt).getTime() - DAY);
  if (remindAt > now) {
    await trx
      .insertInto("outbox")
      .values({
        kind: "booking_email",
        payload: JSON.stringify({ bookingId, kind: "reminder", startsAt: new Date(startsAt).toISOString() }),
        next_attempt_at: remindAt,
      })
      .execute();
  }
}

/**
 * Moves a confirmed booking to another free start of its host, in place: the same
 * calendar entry with a higher SEQUENCE; the old reminder finds the time changed and
 * stays unsent. SlotTaken when the new start is not free; false when the booking is
 * no longer confirmed.
 */
export async function moveBooking(id: string, start: Date, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("bookings").select(["host_id", "status"]).where("id", "=", id).executeTakeFirst();
    if (!current || current.status !== "confirmed") return false;
    await sql`select host_id from booking_hosts where host_id = ${current.host_id} for update`.execute(trx);
    const [host] = await hostsOf(trx, now, current.host_id);
    const own = await trx.selectFrom("bookings").select(["starts_at", "ends_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    const others = host
      ? host.busy.filter(
          (b) => !(b.start.getTime() === new Date(own.starts_at).getTime() && b.end.getTime() === new Date(own.ends_at).getTime()),
        )
      : [];
    if (!host || !isFree(start, host.hours, others, host.rules, now)) throw new SlotTaken();
    const moved = await trx
      .updateTable("bookings")
      .set({ starts_at: start, ends_at: new Date(start.getTime() + host.rules.meetingMinutes * 60_000), sequence: sql`sequence + 1` })
      .where("id", "=", id)
      .where("status", "=", "confirmed")
      .returning("starts_at")
      .executeTakeFirst();
    if (!moved) return false;
    await queueEmails(trx, id, moved.starts_at, "moved", now);
    return true;
  });
}

/** A booking with its host's name (the adviser the visitor meets). */
export function getBooking(id: string) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("admin_users as h", "h.id", "b.host_id")
    .selectAll("b")
    .select("h.full_name as host_name")
    .where("b.id", "=", id)
    .executeTakeFirst();
}

/**
 * Cancels a confirmed booking (its reminder then finds it cancelled and is not sent), keeping
 * the reason the visitor gave (told to the host); false if it was not confirmed.
 */
export async function cancelBooking(id: string, reason = ""): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", cancelled_at: sql`now()`, cancel_reason: reason })
      .where("id", "=", id)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await voidConsultationInvoice(trx, id);
    await enqueue(trx, "booking_email", { bookingId: id, kind: "cancelled" });
    await enqueue(trx, "booking_email", { bookingId: id, kind: "cancelled", to: "host" });
    return true;
  });
}

/**
 * Staff set the video call of one upcoming booking (an admin any, a host only their
 * own: `hostId`); the visitor gets the link with an updated invitation. False when
 * there is no such confirmed booking of theirs.
 */
export async function setVideoLink(id: string, link: string, hostId: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable("bookings")
      .set({ video_link: link || null, sequence: sql`sequence + 1` })
      .where("id", "=", id)
      .where("status", "=", "confirmed")
      .where("ends_at", ">", new Date());
    if (hostId) update = update.where("host_id", "=", hostId);
    const done = await update.where(sql<boolean>`video_link is distinct from ${link || null}`).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      // The same link again changes nothing and sends nothing; anything else is not theirs to change.
      let same = trx
        .selectFrom("bookings")
        .select("id")
        .where("id", "=", id)
        .where("status", "=", "confirmed")
        .where("ends_at", ">", new Date());
      if (hostId) same = same.where("host_id", "=", hostId);
      return Boolean(await same.executeTakeFirst());
    }
    await enqueue(trx, "booking_email", { bookingId: id, kind: "link" });
    return true;
  });
}

// ---- The link in the e-mails that lets the visitor cancel or move their booking, signed out ----

function signature(id: string) {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`booking:${id}`).digest("base64url");
}

export function manageToken(id: string) {
  return `${id}.${signature(id)}`;
}

/** The booking id a manage link's token names, or null when it is not one this site signed. */
export function readManageToken(token: string): string | null {
  const [id, sig, ...rest] = token.split(".");
  if (rest.length || !id || !sig || !UUID_RE.test(id)) return null;
  const expected = Buffer.from(signature(id));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
