import { z } from "zod";
import { emailField as emailFieldOf } from "../accounts/email";
import { phoneField as phoneFieldOf } from "../accounts/phone";
import { isIsoDate } from "../ui/iso-date";
import { COUNTRY_NAMES } from "../website/navigation";
import { isUuid } from "../http/uuid";

// The admin's forms for clients and agents (shared by the actions and their tests).
// The service list lives in server-only content, so schemas that check a visa
// interest are built from the list of slugs the action passes in.

export const COUNTRY_SLUGS = Object.keys(COUNTRY_NAMES);

export const EDUCATION_LEVELS = ["High school", "Diploma", "Bachelor's degree", "Master's degree", "Doctorate", "Other"];
export const ENGLISH_TESTS = ["IELTS Academic", "IELTS General Training", "PTE Academic", "TOEFL iBT", "CELPIP", "Duolingo", "None yet"];

/** Optional text: trimmed, "" when left empty. */
const text = (max: number, label = "this field") => z.string().trim().max(max, `Shorten ${label} to at most ${max} characters`).default("");

const requiredText = (max: number, message: string) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

export const emailField = emailFieldOf();

/** A phone as the public forms take it: an Indian number's 10 digits, or + and the country code; stored normalised. */
export const phoneField = phoneFieldOf();

const countryField = (keep: string[] = []) =>
  text(60).refine((v) => v === "" || COUNTRY_SLUGS.includes(v) || keep.includes(v), "Choose a country from the list");

const serviceField = (services: readonly string[]) =>
  text(80).refine((v) => v === "" || services.includes(v), "Choose a visa from the list");

const agentField = text(36).refine((v) => v === "" || isUuid(v), "Choose an agent from the list");

/** "YYYY-MM-DD" that is a real day, or "". */
const dateField = (check?: { test: (d: Date) => boolean; message: string }) =>
  text(10).superRefine((v, ctx) => {
    if (v === "") return;
    if (!isIsoDate(v)) {
      ctx.addIssue({ code: "custom", message: "Enter a date as YYYY-MM-DD" });
    } else if (check && !check.test(new Date(`${v}T00:00:00Z`))) {
      ctx.addIssue({ code: "custom", message: check.message });
    }
  });

export function newClientSchema(services: readonly string[]) {
  return z.object({
    firstName: requiredText(100, "Enter the first name"),
    lastName: requiredText(100, "Enter the last name"),
    email: emailField,
    phone: phoneField,
    nationality: text(100, "the nationality"),
    destinationCountry: countryField(),
    visaInterest: serviceField(services),
    assignedAgentId: agentField,
    enquiryId: text(36).refine((v) => v === "" || isUuid(v), "That enquiry does not exist"),
  });
}

/** `saved`: the stored destination and visa, accepted even if no longer in the lists, so a save keeps them. */
export function clientProfileSchema(
  services: readonly string[],
  saved: { destinationCountry?: string | null; visaInterest?: string | null } = {},
) {
  const keep = (value?: string | null) => (value ? [value] : []);
  return z.object({
    firstName: requiredText(100, "Enter the first name"),
    lastName: requiredText(100, "Enter the last name"),
    phone: phoneField,
    dateOfBirth: dateField({
      test: (d) => d.getTime() < Date.now() && d.getUTCFullYear() >= 1900,
      message: "Enter a date of birth in the past",
    }),
    nationality: text(100, "the nationality"),
    countryOfResidence: text(100, "the country of residence"),
    city: text(100, "the city"),
    address: text(500, "the address"),
    passportNumber: text(20, "the passport number").refine(
      (v) => v === "" || /^[A-Za-z0-9]{5,20}$/.test(v),
      "Enter the passport number with letters and digits only",
    ),
    passportExpiry: dateField(),
    destinationCountry: countryField(keep(saved.destinationCountry)),
    visaInterest: serviceField([...services, ...keep(saved.visaInterest)]),
    educationLevel: text(100, "the education level"),
    educationDetails: text(2000, "the education details"),
    workExperienceYears: text(3).refine(
      (v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) <= 70),
      "Enter a whole number of years from 0 to 70",
    ),
    workExperienceDetails: text(2000, "the work experience details"),
    englishTest: text(60, "the English test"),
    englishTestScore: text(30, "the score"),
  });
}
export type ClientProfileInput = z.infer<ReturnType<typeof clientProfileSchema>>;

export const assignAgentSchema = z.object({ agentId: agentField });

const agentDetails = {
  fullName: requiredText(200, "Enter the agent's full name"),
  phone: phoneField,
  jobTitle: text(120, "the job title"),
  languages: text(200, "the languages"),
};

export const newAgentSchema = z.object({ ...agentDetails, email: emailField });
export type NewAgentInput = z.infer<typeof newAgentSchema>;

export const agentProfileSchema = z.object({ ...agentDetails, bio: text(2000, "the bio") });
export type AgentProfileInput = z.infer<typeof agentProfileSchema>;
