import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, setFirmTimeZone, titleFromSlug } from "~/lib/ui/format";

describe("formatDate", () => {
  it.each([
    ["2026-11-22", "22 November 2026"],
    // A moment is shown on its day in the firm's zone (Asia/Kolkata, 5 h 30 ahead of UTC),
    // so it agrees with the time shown beside it.
    ["2026-01-31T23:30:00.000Z", "1 February 2026"],
    [new Date(Date.UTC(2025, 1, 28, 12)), "28 February 2025"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it("gives an empty string for nothing and for a date that does not exist", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("titleFromSlug", () => {
  it("capitalises words and spells country codes in capitals", () => {
    expect(titleFromSlug("study-abroad")).toBe("Study Abroad");
    expect(titleFromSlug("uk-skilled_worker-visa")).toBe("UK Skilled Worker Visa");
  });
});

describe("the firm's time zone", () => {
  afterEach(() => setFirmTimeZone("Asia/Kolkata"));

  it("shows a moment in the zone set, with its name, and a calendar date as it is", () => {
    const moment = "2026-11-23T20:00:00.000Z";
    expect(formatDateTime(moment)).toBe("24 November 2026 at 1:30 am IST");
    expect(formatDate(moment)).toBe("24 November 2026");
    setFirmTimeZone("America/New_York");
    expect(formatDateTime(moment)).toBe("23 November 2026 at 3:00 pm New York time"); // in words, not "GMT-5"
    expect(formatDate(moment)).toBe("23 November 2026");
    expect(formatDate("2026-11-24")).toBe("24 November 2026"); // a date has no zone
  });
});
