import { z } from "zod";

// A member of the team on the About page. The registration is what a visitor can check
// on a public register (e.g. "CICC licence R712345", "MARA 1234567"); it is shown as typed.

const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

const text = (max: number, message: string) => z.string().trim().max(max, message).default("");

export const teamMemberSchema = z.object({
  name: z.string({ required_error: "Enter the name" }).trim().min(1, "Enter the name").max(120, "Keep the name under 120 characters"),
  role: z
    .string({ required_error: "Enter the role" })
    .trim()
    .min(1, "Enter the role, e.g. Senior case manager")
    .max(120, "Keep the role under 120 characters"),
  registration: text(200, "Keep the registration under 200 characters"),
  bio: text(600, "Keep the introduction to 600 characters or fewer"),
  photo_credit: text(200, "Keep the credit under 200 characters"),
  position: z.coerce
    .number({ invalid_type_error: "Enter a whole number" })
    .int("Enter a whole number")
    .min(0, "Use 0 or more")
    .max(999, "Use a number up to 999")
    .default(0),
  is_published: checkbox,
  remove_photo: checkbox,
});

export type TeamMemberForm = z.infer<typeof teamMemberSchema>;
