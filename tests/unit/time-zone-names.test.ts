// Issue 42: Chromium gives India's zone as "Asia/Calcutta"; the firm's is "Asia/Kolkata".
// They are one zone: a booking's times are printed once, not twice.
import { describe, expect, it } from "vitest";
import { bookingSchema } from "~/lib/bookings/booking-schema";
import { slotDays } from "~/lib/bookings/slot-times";
import { formatDateTimeIn, zoneName } from "~/lib/ui/format";
import { canonicalZone } from "~/lib/website/settings";

describe("time zones by their old names", () => {
  it("are the zone of their current name: no second time beside each slot, and stored by the current name", () => {
    expect(canonicalZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalZone("Europe/London")).toBe("Europe/London");
    const [day] = slotDays(["2026-12-01T04:30:00.000Z"], "Asia/Calcutta", "Asia/Kolkata");
    expect(day.slots[0]).toMatchObject({ time: "10:00 am", firmTime: null });
    expect(slotDays(["2026-12-01T04:30:00.000Z"], "Europe/London", "Asia/Kolkata")[0].slots[0].firmTime).toBe("10:00 am at our office");
    expect(bookingSchema.shape.tz.parse("Asia/Calcutta")).toBe("Asia/Kolkata");
  });

  it("are named in words wherever a person reads them, in one shape of date and time", () => {
    expect(zoneName("Asia/Calcutta")).toBe("India Standard Time");
    expect(zoneName("America/New_York")).toBe("New York time");
    expect(zoneName("Europe/London")).toBe("London time");
    expect(formatDateTimeIn("2026-12-01T04:30:00.000Z", "Europe/London")).toBe("Tuesday, 1 December 2026 at 4:30 am, London time");
  });
});
