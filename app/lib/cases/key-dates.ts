import { z } from "zod";
import { isIsoDate } from "../ui/iso-date";
import { UUID_RE } from "../http/uuid";

// Key dates of a case: what they are called, whose they are, when we warn.

/** What a key date is (key_dates.kind). */
export type KeyDateKind =
  "passport_expiry" | "visa_expiry" | "biometrics" | "medicals" | "lodgement_deadline" | "other" | "document_usable_until";

export const KEY_DATE_KINDS: Record<KeyDateKind, { label: string; clientSees: boolean }> = {
  passport_expiry: { label: "Passport expires", clientSees: true },
  visa_expiry: { label: "Visa expires", clientSees: true },
  biometrics: { label: "Biometrics appointment", clientSees: true },
  medicals: { label: "Medical examination", clientSees: true },
  lodgement_deadline: { label: "Lodgement deadline", clientSees: false },
  other: { label: "Other date", clientSees: false },
  /** Set by an upload of a document whose use runs out (app/lib/documents/validity.ts). */
  document_usable_until: { label: "A document can be used until", clientSees: true },
};

/** Alerts go this many days before, and on the day. */
export const ALERT_DAYS = [90, 30, 7, 0] as const;

/** The alert a date is due for with `daysLeft` to go: the nearest threshold reached (a missed one is caught up). */
export function alertDue(daysLeft: number): (typeof ALERT_DAYS)[number] | null {
  if (daysLeft < 0 || daysLeft > 90) return null;
  return [...ALERT_DAYS].reverse().find((d) => daysLeft <= d) ?? null;
}

export const keyDateSchema = z.object({
  intent: z.literal("key-date"),
  kind: z.enum(Object.keys(KEY_DATE_KINDS) as [KeyDateKind, ...KeyDateKind[]], {
    errorMap: () => ({ message: "Choose what the date is" }),
  }),
  dueOn: z.string().trim().refine(isIsoDate, "Enter the date"),
  applicationId: z.string().regex(UUID_RE).or(z.literal("")).default(""),
  note: z.string().trim().max(1000, "Use at most 1,000 characters").default(""),
  atTime: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Enter a time like 10:30, or leave it empty"),
  place: z.string().trim().max(300, "Use at most 300 characters").default(""),
});

/**
 * A key date's time as people read it: "10:30 am, India Standard Time" (the firm's zone,
 * named in words as on that day). `time` is "HH:MM" or "HH:MM:SS" from the database.
 */
export function keyDateTimeInWords(time: string, day: string, zone: string): string {
  const [h, m] = time.split(":").map(Number);
  const clock = `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
  const name = new Intl.DateTimeFormat("en-IN", { timeZone: zone, timeZoneName: "long" })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === "timeZoneName")?.value;
  return name ? `${clock}, ${name}` : clock;
}
