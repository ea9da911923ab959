// The order of the agent's list: by the day each thing should be done; on one day a
// key date, then a task, a reply, a review; then the oldest; undated tasks last.
import { describe, expect, it } from "vitest";
import { dayAfter, mostUrgentFirst, urgency, type Waiting } from "~/lib/cases/waiting-on-agent";

const entry = (kind: Waiting["kind"], id: string, dueOn: string | null, since = ""): Waiting => ({
  kind,
  id,
  title: id,
  href: "/",
  dueOn,
  since,
});

describe("what waits on an agent", () => {
  it("puts the earliest due first and undated last", () => {
    const sorted = mostUrgentFirst([
      entry("task", "undated", null),
      entry("key-date", "passport", "2026-12-20"),
      entry("document", "statement", "2026-11-26", "2026-11-24T05:00:00.000Z"),
      entry("task", "overdue", "2026-11-01"),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(["overdue", "statement", "passport", "undated"]);
  });

  it("orders one day's entries by kind, then by how long they have waited", () => {
    const sorted = mostUrgentFirst([
      entry("document", "upload", "2026-11-26", "2026-11-24T01:00:00.000Z"),
      entry("message", "later message", "2026-11-26", "2026-11-25T09:00:00.000Z"),
      entry("message", "earlier message", "2026-11-26", "2026-11-25T08:00:00.000Z"),
      entry("task", "task", "2026-11-26"),
      entry("key-date", "biometrics", "2026-11-26"),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(["biometrics", "task", "earlier message", "later message", "upload"]);
  });

  it("counts days in the firm's time zone", () => {
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(dayAfter("2026-11-24T20:00:00.000Z", 1, "Asia/Kolkata")).toBe("2026-11-26");
    expect(dayAfter("2026-11-24T20:00:00.000Z", 1, "UTC")).toBe("2026-11-25");
  });

  it("says how an entry stands today", () => {
    expect(urgency("2026-11-24", "2026-11-25")).toBe("overdue");
    expect(urgency("2026-11-25", "2026-11-25")).toBe("today");
    expect(urgency("2026-11-26", "2026-11-25")).toBe("later");
    expect(urgency(null, "2026-11-25")).toBe("undated");
  });
});
