import { serviceTitle } from "~/content/catalogue.server";
import { answersInWords } from "~/lib/bookings/booking-questionnaire";
import { formatDateTimeIn, zoneName } from "~/lib/ui/format";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { db } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import type { Mail, MailHandlers } from "../outbox/mailer.server";
import { onFirstUse } from "../runtime/on-first-use.server";
import { getSettings } from "../website/settings.server";
import { manageToken } from "./bookings.server";

const ics = onFirstUse<typeof import("ics")>("ics"); // the calendar invitations

// The e-mails of a booking (issue 21): the confirmation and the reminder carry a
// calendar invitation (.ics, RFC 5545, times in UTC), the cancellation cancels it. A
// reminder whose booking was cancelled or moved since it was queued is not sent. The
// host hears of each booking, move and cancellation, with what the visitor told us.

export type BookingEmail = {
  bookingId: string;
  kind: "confirmation" | "moved" | "reminder" | "cancelled" | "link";
  startsAt?: string;
  to?: "host";
};

const when = (at: Date, zone: string) => formatDateTimeIn(at, zone);

export async function composeBookingEmail(payload: BookingEmail): Promise<Mail | null> {
  const b = await db
    .selectFrom("bookings as b")
    .innerJoin("admin_users as h", "h.id", "b.host_id")
    .select([
      "b.id",
      "b.starts_at",
      "b.ends_at",
      "b.status",
      "b.sequence",
      "b.name",
      "b.email",
      "b.phone",
      "b.time_zone",
      "b.video_link",
      "b.cancel_reason",
      "b.topic",
      "b.answers",
      "h.full_name as host",
      "h.email as host_email",
      "h.role as host_role",
      "h.is_active as host_active",
    ])
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
  if (payload.to === "host")
    return b.host_active
      ? hostEmail(
          b,
          payload.kind,
          when(start, firmZone),
          `${APP_URL.replace(/\/$/, "")}/${b.host_role === "agent" ? "agent" : "admin"}/bookings`,
        )
      : null;
  const manage = `${APP_URL.replace(/\/$/, "")}/bookings/${manageToken(b.id)}`;
  const how = b.video_link
    ? `Join the video call: ${b.video_link}`
    : `We will call you${b.phone ? ` on ${b.phone}` : ""}, or send you a video link before the meeting.`;
  const subject = {
    confirmation: `Your consultation with ${APP_NAME} is booked`,
    moved: `Your consultation with ${APP_NAME} has a new time`,
    reminder: `Reminder: your consultation with ${APP_NAME} tomorrow`,
    cancelled: `Your consultation with ${APP_NAME} is cancelled`,
    link: `Your consultation with ${APP_NAME}: how to join`,
  }[payload.kind];
  const lines =
    payload.kind === "cancelled"
      ? [
          `Dear ${b.name},`,
          "",
          `Your consultation on ${times} is cancelled.`,
          "",
          `To book another time: ${APP_URL.replace(/\/$/, "")}/book`,
        ]
      : [
          `Dear ${b.name},`,
          "",
          `${payload.kind === "reminder" ? "This is a reminder of" : payload.kind === "link" ? "Here is how to join" : "We look forward to"} your consultation with ${b.host} on ${times}.`,
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
    ...(invitation
      ? { icalEvent: { method: payload.kind === "cancelled" ? "CANCEL" : "REQUEST", filename: "consultation.ics", content: invitation } }
      : {}),
  };
}

export const bookingMail = { booking_email: composeBookingEmail } satisfies MailHandlers<"booking_email">;

const HOST_SUBJECT = { confirmation: "New consultation", moved: "Consultation moved", cancelled: "Consultation cancelled" } as const;

/** The host's note of a booking, a move or a cancellation: who, when, and what they told us. */
function hostEmail(
  b: {
    name: string;
    email: string;
    phone: string;
    time_zone: string;
    topic: string;
    answers: unknown;
    host_email: string;
    cancel_reason: string;
  },
  kind: BookingEmail["kind"],
  at: string,
  page: string,
): Mail | null {
  if (!(kind in HOST_SUBJECT)) return null;
  return {
    to: b.host_email,
    replyTo: b.email,
    subject: `${HOST_SUBJECT[kind as keyof typeof HOST_SUBJECT]}: ${b.name}, ${at}`,
    text: [
      `${HOST_SUBJECT[kind as keyof typeof HOST_SUBJECT]} with ${b.name} on ${at}.`,
      ...(kind === "cancelled" ? [`Their reason: ${b.cancel_reason || "none given"}`] : []),
      "",
      `E-mail: ${b.email}`,
      ...(b.phone ? [`Phone: ${b.phone}`] : []),
      `Their time zone: ${zoneName(b.time_zone)}`,
      ...(b.topic ? [`Topic: ${serviceTitle(b.topic)}`] : []),
      ...answersInWords((b.answers ?? {}) as Record<string, string>, (slug) => COUNTRY_NAMES[slug] ?? slug).map(([q, a]) => `${q}: ${a}`),
      "",
      `Your consultations: ${page}`,
    ].join("\n"),
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
  const { error, value } = ics().createEvent({
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
