// Issue 21: consultation slots come from weekly hours in the firm's time zone, a meeting
// apart, far enough ahead, never over time off or another booking, and keep their wall
// clock across a change to summer time.
import { describe, expect, it } from "vitest";
import { freeSlots, type SlotRules } from "~/server/bookings/slots.server";

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const KOLKATA: SlotRules = { zone: "Asia/Kolkata", meetingMinutes: 30, noticeMinutes: 12 * 60, horizonDays: 7 };
// Thursday 26 November 2026, 09:00 in Pune (03:30 UTC).
const NOW = new Date("2026-11-26T03:30:00Z");
const FRIDAY_10_TO_12 = [{ weekday: 5, startMinute: 600, endMinute: 720 }];

describe("free consultation slots", () => {
  it("offers each meeting-length start within the hours, in the firm's zone", () => {
    expect(iso(freeSlots(FRIDAY_10_TO_12, [], KOLKATA, NOW))).toEqual([
      "2026-11-27T04:30:00.000Z", // Friday 10:00 in Pune
      "2026-11-27T05:00:00.000Z",
      "2026-11-27T05:30:00.000Z",
      "2026-11-27T06:00:00.000Z",
    ]);
  });

  it("leaves out what is too soon, what is past the horizon, and what clashes with a booking or time off", () => {
    const soon = { ...KOLKATA, noticeMinutes: 25 * 60 + 30 }; // from Friday 10:30
    expect(iso(freeSlots(FRIDAY_10_TO_12, [], soon, NOW))[0]).toBe("2026-11-27T05:00:00.000Z");
    expect(freeSlots(FRIDAY_10_TO_12, [], { ...KOLKATA, horizonDays: 0 }, NOW)).toEqual([]);
    const busy = [
      { start: new Date("2026-11-27T05:00:00Z"), end: new Date("2026-11-27T05:30:00Z") }, // a booking at 10:30
      { start: new Date("2026-11-27T05:45:00Z"), end: new Date("2026-11-27T06:10:00Z") }, // time off 11:15 to 11:40
    ];
    expect(iso(freeSlots(FRIDAY_10_TO_12, busy, KOLKATA, NOW))).toEqual(["2026-11-27T04:30:00.000Z"]);
  });

  it("keeps the wall clock across a change to summer time", () => {
    const london: SlotRules = { zone: "Europe/London", meetingMinutes: 60, noticeMinutes: 0, horizonDays: 14 };
    const mondays9 = [{ weekday: 1, startMinute: 540, endMinute: 600 }];
    // Clocks go forward on Sunday 29 March 2026: 09:00 is 09:00 UTC before, 08:00 UTC after.
    expect(iso(freeSlots(mondays9, [], london, new Date("2026-03-20T12:00:00Z")))).toEqual([
      "2026-03-23T09:00:00.000Z",
      "2026-03-30T08:00:00.000Z",
    ]);
  });
});
