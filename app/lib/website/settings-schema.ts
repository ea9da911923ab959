import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone, PROCESSING_TIMES_MIN_CASES } from "./settings";

// The admin settings form (SPEC.md §3's ten keys). Empty means "not shown".
const optionalUrl = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters")
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), "Enter a full web address starting with https://");
/** A social link is a page of the firm's, not a network's home page (a placeholder shows a broken promise). */
const socialUrl = optionalUrl.refine(
  (v) => v === "" || !URL.canParse(v) || new URL(v).pathname.replace(/\/+$/, "") !== "",
  "Enter the address of your own page, not the site's home page",
);
const shortText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const internationalPhone = z
  .string()
  .trim()
  .max(30, "That number is too long")
  .refine((v) => v === "" || /^\+[1-9][0-9 ()-]{6,24}$/.test(v), "Use international form with the country code, like +91 98765 43210");

export const settingsSchema = z.object({
  facebook_url: socialUrl,
  twitter_url: socialUrl,
  instagram_url: socialUrl,
  linkedin_url: socialUrl,
  youtube_url: socialUrl,
  whatsapp_number: internationalPhone,
  contact_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || z.string().email().safeParse(v).success, "Enter a valid e-mail address"),
  contact_phone: internationalPhone,
  office_address: z.string().trim().max(500, "Use at most 500 characters"),
  company_website: optionalUrl,
  cicc_licence: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || /^R\d{6}$/.test(v), "A CICC licence number is R and six digits, like R512345")
    .optional(),
  mara_number: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{7}$/.test(v), "A MARN is seven digits, like 1234567")
    .optional(),
  iaa_registration: shortText(120).optional(),
  india_ra_licence: shortText(120).optional(),
  grievance_officer_name: shortText(120).optional(),
  grievance_officer_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || z.string().email().safeParse(v).success, "Enter a valid e-mail address")
    .optional(),
  eu_representative: shortText(400).optional(),
  uk_representative: shortText(400).optional(),
  // Optional: a form without it (an old page) leaves the stored zone as it is.
  firm_time_zone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || DEFAULT_TIME_ZONE))
    .refine((v) => v === undefined || isTimeZone(v), "Choose a time zone from the list, like Asia/Kolkata"),
  // Optional likewise; empty means the default.
  processing_times_min_cases: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || String(PROCESSING_TIMES_MIN_CASES.default)))
    .refine(
      (v) =>
        v === undefined ||
        (/^\d{1,4}$/.test(v) && Number(v) >= PROCESSING_TIMES_MIN_CASES.min && Number(v) <= PROCESSING_TIMES_MIN_CASES.max),
      `Enter a whole number from ${PROCESSING_TIMES_MIN_CASES.min} to ${PROCESSING_TIMES_MIN_CASES.max.toLocaleString("en-IN")}`,
    ),
});
