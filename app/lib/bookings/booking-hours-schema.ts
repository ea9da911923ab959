import { z } from "zod";

// A host's booking settings form (issue 21): meeting length, notice, horizon, a video
// link, and for each weekday an opening and closing time ("09:00"), both empty for a day off.

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const MEETING_MINUTES = [15, 20, 30, 45, 60, 90] as const;
export const NOTICE_HOURS = [0, 2, 4, 12, 24, 48] as const;
export const HORIZON_DAYS = [7, 14, 21, 30, 60, 90] as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z.coerce.number().refine((v) => (values as readonly number[]).includes(v), message);
const time = z
  .string()
  .trim()
  .default("")
  .refine((v) => v === "" || HHMM.test(v), "Enter a time like 09:30");

/** A video call's address: the host's room, or one booking's. */
const videoLink = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters")
  .refine((v) => v === "" || /^https:\/\/[^\s]+$/.test(v), "Enter a full address starting with https://")
  .default("");

/** One booking's video link, set by staff. */
export const bookingLinkSchema = z.object({ id: z.string().uuid("Choose a consultation"), bookingLink: videoLink });

const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap((_, i) => [
    [`start_${i + 1}`, time],
    [`end_${i + 1}`, time],
  ]),
) as Record<string, typeof time>;

export const hostSettingsSchema = z
  .object({
    accepting: z.literal("on").optional(),
    meetingMinutes: oneOf(MEETING_MINUTES, "Choose a length from the list"),
    noticeHours: oneOf(NOTICE_HOURS, "Choose from the list"),
    horizonDays: oneOf(HORIZON_DAYS, "Choose from the list"),
    videoLink,
    ...dayFields,
  })
  .superRefine((form, ctx) => {
    const f = form as unknown as Record<string, string>;
    WEEKDAYS.forEach((name, i) => {
      const start = f[`start_${i + 1}`];
      const end = f[`end_${i + 1}`];
      if (!start !== !end)
        ctx.addIssue({
          code: "custom",
          path: [start ? `end_${i + 1}` : `start_${i + 1}`],
          message: `Enter both times for ${name}, or neither for a day off`,
        });
      else if (start && end && minutesOf(end) <= minutesOf(start))
        ctx.addIssue({ code: "custom", path: [`end_${i + 1}`], message: "End after it starts" });
    });
  });

export const timeOffSchema = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter a date and time"),
    until: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter a date and time"),
    note: z.string().trim().max(200, "Use at most 200 characters").default(""),
  })
  .refine((v) => v.until > v.from, { path: ["until"], message: "End after it starts" });
