import { TZDate } from "@date-fns/tz";

// The free consultation slots of one host, from their weekly hours (wall-clock time in
// the firm's time zone, so a clock change moves nothing a person set), their time off
// and the bookings they hold. Pure: the database is read and locked by bookings.server.ts.

/** A host's weekly hours: ISO weekday (1 Monday … 7 Sunday), minutes after midnight. */
export type WeeklyHours = { weekday: number; startMinute: number; endMinute: number };
export type Interval = { start: Date; end: Date };
export type SlotRules = {
  zone: string;
  meetingMinutes: number;
  /** How long before a slot it can still be booked. */
  noticeMinutes: number;
  /** How many days ahead slots are offered. */
  horizonDays: number;
};

const MINUTE = 60_000;
const isoWeekday = (day: TZDate) => ((day.getDay() + 6) % 7) + 1;
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Every start in the hours, a meeting apart, that is far enough ahead and clashes with nothing busy. */
export function freeSlots(hours: readonly WeeklyHours[], busy: readonly Interval[], rules: SlotRules, now: Date): Date[] {
  const today = new TZDate(now.getTime(), rules.zone);
  const earliest = now.getTime() + rules.noticeMinutes * MINUTE;
  const out: Date[] = [];
  for (let offset = 0; offset <= rules.horizonDays; offset++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, rules.zone);
    const starts = hours
      .filter((h) => h.weekday === isoWeekday(day))
      .flatMap((h) => {
        const minutes: number[] = [];
        for (let m = h.startMinute; m + rules.meetingMinutes <= h.endMinute; m += rules.meetingMinutes) minutes.push(m);
        return minutes;
      })
      .sort((a, b) => a - b);
    for (const minute of new Set(starts)) {
      const start = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, minute, rules.zone).getTime());
      const slot = { start, end: new Date(start.getTime() + rules.meetingMinutes * MINUTE) };
      if (start.getTime() < earliest) continue;
      if (busy.some((b) => overlaps(b, slot))) continue;
      out.push(start);
    }
  }
  return out;
}

/** Whether a start is one of the host's free slots (a booking's check, inside its lock). */
export function isFree(start: Date, hours: readonly WeeklyHours[], busy: readonly Interval[], rules: SlotRules, now: Date): boolean {
  return freeSlots(hours, busy, rules, now).some((s) => s.getTime() === start.getTime());
}
