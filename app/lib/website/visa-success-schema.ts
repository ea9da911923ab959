import { z } from "zod";
import { isIsoDate } from "../ui/iso-date";

export const STORY_MAX = 1000;
export const CONSENT_REQUIRED = "A story can be published only with the client's consent: tick the consent box first";

const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

export const visaSuccessSchema = z
  .object({
    display_name: z
      .string({ required_error: "Enter a display name (initials are fine)" })
      .trim()
      .min(1, "Enter a display name (initials are fine)")
      .max(120, "Keep the name under 120 characters"),
    country: z
      .string({ required_error: "Enter the country" })
      .trim()
      .min(1, "Enter the country")
      .max(100, "Keep the country under 100 characters"),
    visa_type: z
      .string({ required_error: "Enter the visa type" })
      .trim()
      .min(1, "Enter the visa type")
      .max(120, "Keep the visa type under 120 characters"),
    granted_on: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || isIsoDate(v), "Enter the date of grant, or leave it empty")
      .refine((v) => v === "" || !isIsoDate(v) || v <= tomorrow(), "The date of grant cannot be in the future")
      .transform((v) => v || null),
    story: z.string().trim().max(STORY_MAX, `Keep the story to ${STORY_MAX} characters or fewer`).default(""),
    consent_to_publish: checkbox,
    is_published: checkbox,
    remove_photo: checkbox,
  })
  .superRefine((v, ctx) => {
    if (v.is_published && !v.consent_to_publish) ctx.addIssue({ code: "custom", path: ["is_published"], message: CONSENT_REQUIRED });
  });

export type VisaSuccessForm = z.infer<typeof visaSuccessSchema>;

/** Tomorrow in UTC: a grant dated "today" in India is still in the past. */
function tomorrow() {
  return new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}
