import { createEvent } from "ics";
import { db } from "../db.server";
import { getEnv } from "../env.server";
import type { Mail } from "../mailer.server";
import { getSettings } from "../settings.server";
import { manageToken } from "./bookings.server";

// The e-mails of a booking (issue 21): the confirmation and the reminder carry a
// calendar invitation (.ics, RFC 5545, times in UTC), the cancellation cancels it. A
// reminder whose booking was cancelled or moved since it was queued is not sent.

export type BookingEmail = { bookingId: string; kind: "confirmation" | "moved" | "reminder" | "cancelled"; startsAt?: string };

const when = (at: Date, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: zone, timeZoneName: "short" }).format(at);

export async function composeBookingEmail(payload: BookingEmail): Promise<Mail | null> {
  const b = await db
    .selectFrom("bookings as b")
    .innerJoin("admin_users as h", "h.id", "b.host_id")
    .select(["b.id", "b.starts_at", "b.ends_at", "b.status", "b.sequence", "b.name", "b.email", "b.phone", "b.time_zone", "b.video_link", "h.full_name as host"])
    .where("b.id", "=", payload.bookingId)
    .executeTakeFirst();
  if (!b) return null;
  const start = new Date(b.starts_at);
  if (payload.kind !== "cancelled" && b.status !== "confirmed") return null;
  if (payload.kind === "reminder" && start.toISOString() !== payload.startsAt) return null; // moved since
  const { APP_NAME, APP_URL } = getEnv();
  const settings = await getSettings();
  const firmZone = settings.firm.time_zone;
  const times = b.time_zone === firmZone ? when(start, firmZone) : `${when(start, b.time_zone)} (${when(start, firmZone)} at our office)`;
  const manage = `${APP_URL.replace(/\/$/, "")}/bookings/${manageToken(b.id)}`;
  const how = b.video_link ? `Join the video call: ${b.video_link}` : `We will call you${b.phone ? ` on ${b.phone}` : ""}, or send you a video link before the meeting.`;
  const subject = {
    confirmation: `Your consultation with ${APP_NAME} is booked`,
    moved: `Your consultation with ${APP_NAME} has a new time`,
    reminder: `Reminder: your consultation with ${APP_NAME} tomorrow`,
    cancelled: `Your consultation with ${APP_NAME} is cancelled`,
  }[payload.kind];
  const lines =
    payload.kind === "cancelled"
      ? [`Dear ${b.name},`, "", `Your consultation on ${times} is cancelled.`, "", `To book another time: ${APP_URL.replace(/\/$/, "")}/book`]
      : [
          `Dear ${b.name},`,
          "",
          `${payload.kind === "reminder" ? "This is a reminder of" : "We look forward to"} your consultation with ${b.host} on ${times}.`,
          "",
          how,
          "",
          `To move or cancel it: ${manage}`,
        ];
  const invitation = calendar(b, payload.kind === "cancelled" ? "CANCEL" : "REQUEST", APP_NAME, settings.contact_info.email, how);
  return {
    to: b.email,
    replyTo: settings.contact_info.email || undefined,
    subject,
    text: [...lines, "", `— ${APP_NAME}`].join("\n"),
    ...(invitation ? { icalEvent: { method: payload.kind === "cancelled" ? "CANCEL" : "REQUEST", filename: "consultation.ics", content: invitation } } : {}),
  };
}

/** The calendar entry: one UID per booking, so a cancellation removes the same entry. */
export function calendar(
  b: { id: string; starts_at: Date; ends_at: Date; sequence: number; name: string; email: string; host: string },
  method: "REQUEST" | "CANCEL",
  firm: string,
  firmEmail: string,
  how: string,
): string | null {
  const start = new Date(b.starts_at).getTime();
  const { error, value } = createEvent({
    productId: "immigration-portal/bookings",
    uid: `${b.id}@bookings`,
    method,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    // Each move adds one; a cancellation outranks every version before it.
    sequence: b.sequence + (method === "CANCEL" ? 1 : 0),
    start,
    startInputType: "utc",
    startOutputType: "utc",
    end: new Date(b.ends_at).getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `Consultation with ${firm}`,
    description: `With ${b.host}. ${how}`,
    ...(firmEmail ? { organizer: { name: firm, email: firmEmail } } : {}),
    attendees: [{ name: b.name, email: b.email, rsvp: false, role: "REQ-PARTICIPANT" }],
  });
  if (error) {
    console.error("[bookings] calendar entry:", error.message);
    return null;
  }
  return value ?? null;
}
