import { z } from "zod";
import { formatDate } from "../ui/format";
import { STORY_MAX } from "./visa-success-schema";

// A success story of a granted application, published only with its client's consent
// (decision 028). What the client agrees to is a text built from the story's fields; its
// SHA-256 comes back with their answer, and the same text is what the gallery shows.

export type ConsentState = "asked" | "agreed" | "declined" | "withdrawn";
export type ConsentAnswer = Exclude<ConsentState, "asked">;
export type NameForm = "first_name" | "initials";

export const CONSENT_STATE_LABELS: Record<ConsentState, string> = {
  asked: "Waiting for the client",
  agreed: "The client agreed",
  declined: "The client declined",
  withdrawn: "The client withdrew consent",
};

export const NAME_FORM_LABELS: Record<NameForm, string> = { first_name: "My first name", initials: "My initials" };

/** "Priya Sharma" → "Priya" or "P. S." */
export function shownName(fullName: string, form: NameForm): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "A client";
  if (form === "first_name") return words[0].slice(0, 120);
  return words
    .map((w) => `${w[0].toUpperCase()}.`)
    .join(" ")
    .slice(0, 120);
}

/** What the gallery card shows, and so what the consent text describes. */
export type StoryFields = {
  display_name: string;
  visa_type: string;
  country: string;
  granted_on: string | null;
  months_taken: number | null;
  story: string;
  photo_url: string | null;
};

export function monthsWords(months: number | null): string | null {
  if (months === null) return null;
  return months < 1 ? "less than a month" : `${months} month${months === 1 ? "" : "s"}`;
}

/** The exact text the client agrees to: every field the gallery shows, in words. */
export function consentText(s: StoryFields): string {
  const taken = monthsWords(s.months_taken);
  return [
    "I agree that the firm may publish this success story, exactly as shown, in the success gallery of its public website.",
    `Name shown: ${s.display_name}`,
    `Visa: ${s.visa_type}`,
    `Destination: ${s.country}`,
    `Granted: ${s.granted_on ? formatDate(s.granted_on) : "date not shown"}`,
    `Time taken: ${taken ? `${taken} from lodgement to grant` : "not shown"}`,
    `In my words: ${s.story}`,
    `Photo: ${s.photo_url ? `the photo I added (${s.photo_url})` : "none"}`,
    "I can withdraw this consent at any time in the client portal; the story is then taken off the gallery at once.",
  ].join("\n");
}

export const WORDS_NEEDED = "Write a few words about your experience first";

export const storyDraftSchema = z.object({
  name_form: z.enum(["first_name", "initials"], { errorMap: () => ({ message: "Choose how you are named" }) }),
  story: z
    .string({ required_error: WORDS_NEEDED })
    .trim()
    .min(1, WORDS_NEEDED)
    .max(STORY_MAX, `Keep your words to ${STORY_MAX} characters or fewer`),
  remove_photo: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});
