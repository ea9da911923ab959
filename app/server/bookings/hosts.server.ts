import { sql } from "kysely";
import { db } from "../db/db.server";
import { paginate } from "../http/list-params.server";
import type { HostSettings } from "~/lib/bookings/host-page";

// Staff's side of bookings (issue 21): a host's hours, meeting length and time off, and
// the consultations booked, soonest first.

export async function hostSettings(hostId: string): Promise<HostSettings> {
  const [host, hours] = await Promise.all([
    db.selectFrom("booking_hosts").selectAll().where("host_id", "=", hostId).executeTakeFirst(),
    db
      .selectFrom("booking_hours")
      .select(["weekday", "start_minute", "end_minute"])
      .where("host_id", "=", hostId)
      .orderBy("weekday")
      .execute(),
  ]);
  const byDay: HostSettings["hours"] = {};
  for (let day = 1; day <= 7; day++) {
    const row = hours.find((h) => h.weekday === day);
    byDay[day] = row ? { start: row.start_minute, end: row.end_minute } : null;
  }
  return {
    accepting: host?.accepting ?? false,
    meetingMinutes: host?.meeting_minutes ?? 30,
    noticeHours: host?.notice_hours ?? 12,
    horizonDays: host?.horizon_days ?? 21,
    videoLink: host?.video_link ?? "",
    hours: byDay,
  };
}

/** Saves a host's settings and replaces their weekly hours, in one transaction. */
export async function saveHostSettings(hostId: string, s: HostSettings) {
  await db.transaction().execute(async (trx) => {
    const values = {
      accepting: s.accepting,
      meeting_minutes: s.meetingMinutes,
      notice_hours: s.noticeHours,
      horizon_days: s.horizonDays,
      video_link: s.videoLink || null,
      updated_at: sql<Date>`now()`,
    };
    await trx
      .insertInto("booking_hosts")
      .values({ host_id: hostId, ...values })
      .onConflict((oc) => oc.column("host_id").doUpdateSet(values))
      .execute();
    await trx.deleteFrom("booking_hours").where("host_id", "=", hostId).execute();
    const rows = Object.entries(s.hours)
      .filter((entry): entry is [string, { start: number; end: number }] => entry[1] !== null)
      .map(([day, h]) => ({ host_id: hostId, weekday: Number(day), start_minute: h.start, end_minute: h.end }));
    if (rows.length) await trx.insertInto("booking_hours").values(rows).execute();
  });
}

export function timeOffOf(hostId: string) {
  return db
    .selectFrom("booking_time_off")
    .select(["id", "starts_at", "ends_at", "note"])
    .where("host_id", "=", hostId)
    .where("ends_at", ">", new Date())
    .orderBy("starts_at")
    .limit(50)
    .execute();
}

export async function addTimeOff(hostId: string, start: Date, end: Date, note: string) {
  await db.transaction().execute(async (trx) => {
    // Someone who has not set hours yet may still plan time off: they become a host who takes no bookings.
    await trx
      .insertInto("booking_hosts")
      .values({ host_id: hostId, accepting: false })
      .onConflict((oc) => oc.column("host_id").doNothing())
      .execute();
    await trx.insertInto("booking_time_off").values({ host_id: hostId, starts_at: start, ends_at: end, note }).execute();
  });
}

export async function removeTimeOff(hostId: string, id: string) {
  await db.deleteFrom("booking_time_off").where("id", "=", id).where("host_id", "=", hostId).execute();
}

const upcoming = (hostId?: string) => {
  let query = db
    .selectFrom("bookings as b")
    .innerJoin("admin_users as h", "h.id", "b.host_id")
    .select([
      "b.id",
      "b.starts_at",
      "b.ends_at",
      "b.name",
      "b.email",
      "b.phone",
      "b.topic",
      "b.answers",
      "b.time_zone",
      "b.video_link",
      "h.full_name as host",
    ])
    .where("b.status", "=", "confirmed")
    .where("b.ends_at", ">", new Date());
  if (hostId) query = query.where("b.host_id", "=", hostId);
  return query.orderBy("b.starts_at").orderBy("b.id");
};

/** Confirmed consultations not yet over, soonest first, a page at a time (bookings_upcoming_idx). */
export function upcomingBookings(page: number, hostId?: string) {
  return paginate(upcoming(hostId), page);
}

/** The next few, for a dashboard. */
export function nextBookings(limit = 5, hostId?: string) {
  return upcoming(hostId).limit(limit).execute();
}
