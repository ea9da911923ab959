import { z } from "zod";
import { phoneField } from "../accounts/phone";
import { visitOriginFields } from "./visit-origin-schema";

// The contact form and a calculator's "send this to an advisor" (shared by the actions and their tests).

/** Who is writing, their consent and the honeypot: every form that makes an enquiry asks these. */
export const contactFields = {
  name: z.string({ required_error: "Enter your name" }).trim().min(1, "Enter your name").max(200, "Use at most 200 characters"),
  email: z
    .string({ required_error: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(254, "That e-mail address is too long")
    .email("Enter a valid e-mail address, like name@example.com")
    .transform((v) => v.toLowerCase()),
  // An Indian number's 10 digits or + and a country code, stored normalised (as the staff's forms do).
  phone: phoneField(),
  consent: z.literal("on", { errorMap: () => ({ message: "Please agree so that we can contact you" }) }),
  // The honeypot: hidden from people, filled in by bots.
  company_website: z.string().max(0, "Your message could not be sent.").optional(),
};

export const enquirySchema = z.object({
  ...contactFields,
  destination_country: z.string().trim().max(60).default(""),
  service_slug: z
    .string()
    .trim()
    .max(80)
    .refine((v) => v === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), "Choose a service from the list")
    .default(""),
  message: z
    .string({ required_error: "Tell us a little about your plans" })
    .trim()
    .min(10, "Tell us a little about your plans (at least 10 characters)")
    .max(5000, "Use at most 5,000 characters"),
  // The page the visitor came from (a hidden field): kept when it is a path of this site, dropped otherwise.
  source_page: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^\s]*$/)
    .optional()
    .catch(undefined),
  // Where the visit came from (hidden fields, issue 44).
  ...visitOriginFields,
});
export type EnquiryInput = z.infer<typeof enquirySchema>;

/** A calculator's result sent to an advisor: the answers travel beside these fields. */
export const advisorRequestSchema = z.object({
  ...contactFields,
  note: z.string().trim().max(2000, "Use at most 2,000 characters").default(""),
  ...visitOriginFields,
});
export type AdvisorRequest = z.infer<typeof advisorRequestSchema>;
