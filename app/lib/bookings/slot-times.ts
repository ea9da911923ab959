// Consultation times as people read them: each in the visitor's own time zone, with the
// firm's beside it when the two differ (issue 21); an old name of a zone is that zone.
import { formatDateTimeIn } from "../ui/format";
import { canonicalZone } from "../website/settings";

const format = (zone: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-IN", { ...options, timeZone: zone });

/** "10:00 am", as every time of day is written. */
export const timeIn = (iso: string, zone: string) => format(zone, { hour: "numeric", minute: "2-digit" }).format(new Date(iso));
export const dayIn = (iso: string, zone: string) => format(zone, { weekday: "long", day: "numeric", month: "long" }).format(new Date(iso));
const dayKey = (iso: string, zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(iso));

export type SlotDay = { key: string; label: string; slots: { iso: string; time: string; firmTime: string | null }[] };

/** The starts grouped by the visitor's calendar day, in order. */
export function slotDays(starts: readonly string[], zone: string, firmZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const iso of starts) {
    const key = dayKey(iso, zone);
    const day = days.get(key) ?? { key, label: dayIn(iso, zone), slots: [] };
    const firmDay = dayKey(iso, firmZone) === key ? "" : ` on ${dayIn(iso, firmZone)}`;
    day.slots.push({
      iso,
      time: timeIn(iso, zone),
      firmTime: canonicalZone(zone) === canonicalZone(firmZone) ? null : `${timeIn(iso, firmZone)}${firmDay} at our office`,
    });
    days.set(key, day);
  }
  return [...days.values()];
}

/** "Friday, 27 November 2026 at 10:00 am, London time". */
export const whenIn = (iso: string, zone: string) => formatDateTimeIn(iso, zone);
