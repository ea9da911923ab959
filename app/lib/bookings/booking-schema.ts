import { z } from "zod";
import { contactFields } from "../leads/enquiry-schema";
import { visitOriginFields } from "../leads/visit-origin-schema";
import { QUESTIONNAIRE } from "./booking-questionnaire";
import { canonicalZone, isTimeZone } from "../website/settings";

// The consultation booking form (issue 21): who, when, and a short questionnaire the
// consultant reads before the call. Every answer is a choice or short text.

const choice = (key: keyof typeof QUESTIONNAIRE) =>
  z
    .string()
    .default("")
    .refine((v) => QUESTIONNAIRE[key].choices.some(([value]) => value === v), "Choose one of the answers in the list");

export const bookingSchema = z.object({
  ...contactFields,
  start: z
    .string({ required_error: "Choose a time" })
    .min(1, "Choose a time")
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(v) && !Number.isNaN(Date.parse(v)),
      "Choose a time from the list",
    )
    .transform((v) => new Date(v)),
  tz: z.string().refine(isTimeZone, "Choose your time zone from the list").transform(canonicalZone),
  topic: z
    .string()
    .trim()
    .max(80)
    .refine((v) => v === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), "Choose a service from the list")
    .default(""),
  destination: z.string().trim().max(60).default(""),
  education: choice("education"),
  experience: choice("experience"),
  english: choice("english"),
  goal: z.string().trim().max(1000, "Use at most 1,000 characters").default(""),
  ...visitOriginFields,
});
export type BookingForm = z.infer<typeof bookingSchema>;
