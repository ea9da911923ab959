import { DEFAULT_TIME_ZONE } from "../website/settings";

// Formatting shared by server and browser. Dates are shown in India's style
// (22 November 2026). Formatters are built once per zone: building an
// Intl.DateTimeFormat costs more than a page's worth of rendering (it was 5 % of
// the server's CPU under load).
const CALENDAR_DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A calendar date ("2026-11-24", a date of birth, a lodgement date) as it is; a
 * moment (a timestamp) as the date it was in the firm's zone, so a page's dates
 * agree with the times beside them.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  if (typeof value === "string" && value.length === 10) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? "" : CALENDAR_DATE.format(day);
  }
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return formatsOf(firmZone).date.format(date);
}

/** "study-abroad" → "Study Abroad". */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => (w.length <= 3 && /^(uk|usa|pr|eu|us)$/i.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(" ");
}

// The firm's time zone is a setting (default Asia/Kolkata). It is one for the whole
// firm, so it lives here rather than in every call: the server sets it whenever it
// reads the settings, the browser from the root loader before anything renders.
let firmZone = DEFAULT_TIME_ZONE;
const formats = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

export function setFirmTimeZone(zone: string) {
  if (zone) firmZone = zone;
}

export function firmTimeZone() {
  return firmZone;
}

function formatsOf(zone: string) {
  let f = formats.get(zone);
  if (!f) {
    f = {
      dateTime: new Intl.DateTimeFormat("en-IN", {
        day: "numeric",
        month: "long",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: zone,
        timeZoneName: "short",
      }),
      date: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: zone }),
    };
    formats.set(zone, f);
  }
  return f;
}

/** "24 November 2026 at 3:05 pm IST", in the firm's zone: its short name where people say one ("IST"), else the zone in words, never an offset. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return formatsOf(firmZone)
    .dateTime.formatToParts(date)
    .map((p) => (p.type === "timeZoneName" && !/^[A-Z]{2,5}$/.test(p.value) ? zoneName(firmZone) : p.value))
    .join("")
    .replace(/\u202f/g, " "); // formatToParts spaces "1:30 am" with a narrow no-break space, format() with a plain one
}

const inZone = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * A moment on another zone's clock, in the one shape every page and e-mail uses, the zone in
 * words: "Friday, 27 November 2026 at 10:00 am, London time".
 */
export function formatDateTimeIn(value: string | Date, zone: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  let f = inZone.get(zone);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: zone }),
      time: new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: zone }),
    };
    inZone.set(zone, f);
  }
  return `${f.day.format(date)} at ${f.time.format(date)}, ${zoneName(zone)}`;
}

/**
 * A zone in words, as people say it: "India Standard Time", "London time", "New York time",
 * never "Europe/London". Made from the zone's name alone, not from Intl: the server's and the
 * browser's time-zone data name zones differently, and a page must read the same in both.
 */
export function zoneName(zone: string): string {
  if (zone === "Asia/Kolkata" || zone === "Asia/Calcutta") return "India Standard Time";
  if (zone === "UTC" || zone === "Etc/UTC") return "UTC";
  return `${zone.split("/").pop()!.replaceAll("_", " ")} time`;
}

/** A name at the end of a sentence: "Horizon Pathways Consulting Pvt. Ltd." keeps its one full stop. */
export function withFullStop(name: string): string {
  return name.endsWith(".") ? name : `${name}.`;
}
