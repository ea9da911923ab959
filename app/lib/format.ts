// Formatting shared by server and browser. Dates are shown in India's style
// (22 November 2026), in UTC so the server and browser agree.
// One formatter for the process: building an Intl.DateTimeFormat costs more than a
// page's worth of rendering (it was 5 % of the server's CPU under load).
const DATE_FORMAT = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return DATE_FORMAT.format(date);
}

/** "study-abroad" → "Study Abroad". */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => (w.length <= 3 && /^(uk|usa|pr|eu|us)$/i.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(" ");
}

/** The firm's time zone (its office is in Pune): times of day are shown in it. */
export const FIRM_TIME_ZONE = "Asia/Kolkata";
const DATE_TIME_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: FIRM_TIME_ZONE,
  timeZoneName: "short",
});

/** "24 November 2026 at 3:05 pm IST". */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return DATE_TIME_FORMAT.format(date);
}
