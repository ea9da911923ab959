import { z } from "zod";
import { phoneField } from "../accounts/phone";
import { isIsoDate } from "../ui/iso-date";

// The client's profile form. Every field may be left empty (progress is saved as
// it comes) or absent (left as it is); what is filled in must make sense.
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).default("");
const oneOf = (values: readonly string[], message: string) =>
  z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || values.includes(v), message);

const isoDate = (check: (d: Date) => boolean, message: string) =>
  z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || isIsoDate(v), "Enter a date like 1990-04-25")
    .refine((v) => v === "" || !isIsoDate(v) || check(new Date(v)), message);

export const MARITAL_STATUSES = ["Single", "Married", "De facto partner", "Separated", "Divorced", "Widowed"] as const;
export const EDUCATION_LEVELS = ["Secondary school", "Diploma", "Bachelor's degree", "Master's degree", "Doctorate"] as const;
export const ENGLISH_TESTS = [
  "IELTS Academic",
  "IELTS General Training",
  "PTE Academic",
  "TOEFL iBT",
  "CELPIP",
  "Duolingo English Test",
  "Not taken yet",
] as const;

export function profileSchema(options: { countries: readonly string[]; services: readonly string[] }) {
  const now = Date.now();
  // .partial(): a field the form did not send stays as it is.
  return z
    .object({
      first_name: text(100),
      last_name: text(100),
      date_of_birth: isoDate((d) => d.getTime() < now && d.getFullYear() > 1900, "Enter your real date of birth"),
      nationality: text(60),
      marital_status: oneOf(MARITAL_STATUSES, "Choose from the list"),
      phone: phoneField(),
      country_of_residence: text(100),
      city: text(100),
      address: text(500),
      passport_number: z
        .string()
        .trim()
        .toUpperCase()
        .default("")
        .refine((v) => v === "" || /^[A-Z0-9]{6,12}$/.test(v), "A passport number has 6 to 12 letters and digits"),
      passport_expiry: isoDate((d) => d.getFullYear() < 2100, "Check the expiry date"),
      education_level: oneOf(EDUCATION_LEVELS, "Choose from the list"),
      education_details: text(1000),
      work_experience_years: z
        .string()
        .trim()
        .default("")
        .refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) <= 60), "Enter whole years, from 0 to 60"),
      work_experience_details: text(2000),
      english_test: oneOf(ENGLISH_TESTS, "Choose from the list"),
      english_test_score: text(50),
      destination_country: oneOf(options.countries, "Choose from the list"),
      visa_interest: oneOf(options.services, "Choose from the list"),
    })
    .partial();
}
export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;
