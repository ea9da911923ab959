// Issue 42: Chromium gives India's zone as "Asia/Calcutta"; the firm's is "Asia/Kolkata".
// They are one zone: a booking's times are printed once, not twice.
import { describe, expect, it } from "vitest";
import { bookingSchema } from "~/lib/bookings/booking-schema";
import { slotDays } from "~/lib/bookings/slot-times";
import { canonicalZone } from "~/lib/website/settings";

describe("time zones by their old names", () => {
  it("are the zone of their current name: no second time beside each slot, and stored by the current name", () => {
    expect(canonicalZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalZone("Europe/London")).toBe("Europe/London");
    const [day] = slotDays(["2026-12-01T04:30:00.000Z"], "Asia/Calcutta", "Asia/Kolkata");
    expect(day.slots[0]).toMatchObject({ time: "10:00", firmTime: null });
    expect(slotDays(["2026-12-01T04:30:00.000Z"], "Europe/London", "Asia/Kolkata")[0].slots[0].firmTime).toBe("10:00 at our office");
    expect(bookingSchema.shape.tz.parse("Asia/Calcutta")).toBe("Asia/Kolkata");
  });
});
