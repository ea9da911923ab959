import { z } from "zod";
import { parseVideoUrl, VIDEO_URL_MESSAGE } from "./video";

export const testimonialSchema = z.object({
  name: z
    .string({ required_error: "Enter the client's name" })
    .trim()
    .min(1, "Enter the client's name")
    .max(120, "Keep the name under 120 characters"),
  country: z.string().trim().max(100, "Keep the country under 100 characters").default(""),
  visa_type: z.string().trim().max(120, "Keep the visa type under 120 characters").default(""),
  quote: z
    .string({ required_error: "Enter the quote" })
    .trim()
    .min(1, "Enter the quote")
    .max(2000, "Keep the quote to 2,000 characters or fewer"),
  video_url: z
    .string()
    .trim()
    .max(500, VIDEO_URL_MESSAGE)
    .default("")
    .refine((v) => v === "" || parseVideoUrl(v) !== null, VIDEO_URL_MESSAGE)
    .transform((v) => v || null),
  rating: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^[1-5]$/.test(v), "Choose a rating from 1 to 5, or none")
    .transform((v) => (v ? Number(v) : null)),
  is_published: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});

export type TestimonialForm = z.infer<typeof testimonialSchema>;
