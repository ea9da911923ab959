// The consultations page of the admin and agent portals, as its loader sends it
// (app/server/bookings/host-page.server.ts) and app/components/bookings/host-page.tsx shows it.
// Dates are Date on the server and ISO strings once sent.

export type HostSettings = {
  accepting: boolean;
  meetingMinutes: number;
  noticeHours: number;
  horizonDays: number;
  videoLink: string;
  /** Per ISO weekday (1 Monday … 7 Sunday): minutes after midnight, or null for a day off. */
  hours: Record<number, { start: number; end: number } | null>;
};

type When = Date | string;

export type UpcomingBooking = {
  id: string;
  starts_at: When;
  ends_at: When;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  answers: Record<string, string>;
  time_zone: string;
  video_link: string | null;
  host: string;
};

/** A consultation that is over: held (confirmed), not attended (no_show) or cancelled. */
export type PastBooking = {
  id: string;
  starts_at: When;
  ends_at: When;
  status: "confirmed" | "cancelled" | "no_show";
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  host: string;
};

export type HostPageData = {
  /** Which consultations the list shows (`?when=past`): upcoming ones, soonest first, or past ones, newest first. */
  when: "upcoming" | "past";
  rows: UpcomingBooking[];
  past: PastBooking[];
  total: number;
  capped: boolean;
  pages: number;
  page: number;
  showHost: boolean;
  settings: HostSettings;
  timeOff: { id: string; starts_at: When; ends_at: When; note: string | null }[];
  topics: Record<string, string>;
};
