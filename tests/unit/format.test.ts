import { describe, expect, it } from "vitest";
import { formatDate, titleFromSlug } from "~/lib/format";

describe("formatDate", () => {
  it.each([
    ["2026-11-22", "22 November 2026"],
    // A timestamp is shown on its UTC day, the same on the server and in the browser.
    ["2026-01-31T23:30:00.000Z", "31 January 2026"],
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
