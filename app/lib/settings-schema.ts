import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "./settings";

// The admin settings form (SPEC.md §3's ten keys). Empty means "not shown".
const optionalUrl = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters")
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), "Enter a full web address starting with https://");
const internationalPhone = z
  .string()
  .trim()
  .max(30, "That number is too long")
  .refine((v) => v === "" || /^\+[1-9][0-9 ()-]{6,24}$/.test(v), "Use international form with the country code, like +91 98765 43210");

export const settingsSchema = z.object({
  facebook_url: optionalUrl,
  twitter_url: optionalUrl,
  instagram_url: optionalUrl,
  linkedin_url: optionalUrl,
  youtube_url: optionalUrl,
  whatsapp_number: internationalPhone,
  contact_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || z.string().email().safeParse(v).success, "Enter a valid e-mail address"),
  contact_phone: internationalPhone,
  office_address: z.string().trim().max(500, "Use at most 500 characters"),
  company_website: optionalUrl,
  // Optional: a form without it (an old page) leaves the stored zone as it is.
  firm_time_zone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || DEFAULT_TIME_ZONE))
    .refine((v) => v === undefined || isTimeZone(v), "Choose a time zone from the list, like Asia/Kolkata"),
});
