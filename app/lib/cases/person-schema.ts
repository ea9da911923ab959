import { z } from "zod";
import { emailField, normaliseEmail } from "../accounts/email";
import { isIsoDate } from "../ui/iso-date";
import { PERSON_ROLES } from "./people";

// A family member's form (staff add them; the main applicant's details are their profile's).

const text = (max: number, label: string) => z.string().trim().max(max, `Shorten ${label} to at most ${max} characters`).default("");
const name = (message: string) => z.string({ required_error: message }).trim().min(1, message).max(100, "Use at most 100 characters");
const day = (check: (v: string) => string | null, required?: string) =>
  z
    .string()
    .trim()
    .default("")
    .superRefine((v, ctx) => {
      if (v === "") {
        if (required) ctx.addIssue({ code: "custom", message: required });
        return;
      }
      const problem = isIsoDate(v) ? check(v) : "Enter a date as YYYY-MM-DD";
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** `today` is the firm's day, "YYYY-MM-DD". */
export function personSchema(today: string) {
  return z.object({
    role: z.enum(PERSON_ROLES.filter((r) => r !== "main") as ["partner", "child", "parent", "other"], {
      errorMap: () => ({ message: "Choose who they are to the main applicant" }),
    }),
    firstName: name("Enter the first name"),
    lastName: name("Enter the last name"),
    dateOfBirth: day((v) => (v > today || v < "1900-01-01" ? "Enter a date of birth in the past" : null), "Enter the date of birth"),
    nationality: text(100, "the nationality"),
    passportNumber: text(30, "the passport number").refine(
      (v) => v === "" || /^[A-Za-z0-9]{5,20}$/.test(v),
      "Letters and digits only, as printed",
    ),
    passportCountry: text(100, "the issuing country"),
    passportExpiry: day((v) => (v < "1990-01-01" ? "Enter the expiry printed in the passport" : null)),
    // Optional: asked for when they are to sign in themselves.
    email: text(254, "the e-mail address")
      .refine((v) => v === "" || emailField().safeParse(v).success, "Enter a valid e-mail address, like name@example.com")
      .transform(normaliseEmail),
  });
}
export type PersonInput = z.infer<ReturnType<typeof personSchema>>;
