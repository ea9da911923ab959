import { z } from "zod";
import { getEnv } from "../runtime/env.server";
import { formValues, parseFormData, type ParsedForm } from "../http/forms.server";
import { CheckerBusy, judgePassword, type Lane } from "./password-checker.server";

// New passwords (OWASP ASVS 2.1): at least 12 characters, up to 256, any characters,
// no rules about kinds of character; refused when they are common or guessable,
// judged offline by zxcvbn-ts with its dictionaries of common and breached
// passwords, names and words (they ship with the app; nothing is sent anywhere), in
// its own thread (password-checker.server.ts). A password that is the person's name,
// e-mail address or the firm's name with digits, a year or signs added is refused
// whatever zxcvbn says: "Priya Sharma2026!" scores well, and is the first guess.

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses or more. */
const MIN_SCORE = 3;
/** Letters left, once the person's words are taken out, below which a password only echoes them. */
const OWN_LETTERS_MIN = 4;

/** Whose password it is: what it must not echo. The firm's names are added to it. */
export type Person = { email?: string | null; name?: string | null };
export type Strength = { score: 0 | 1 | 2 | 3 | 4; problem: string | null };

type Echo = "name" | "email" | "firm";
const ECHO_MESSAGES: Record<Echo, string> = {
  name: "It contains your name, which is among the first things anyone would try, with or without digits or a year.",
  email: "It contains your e-mail address, which is among the first things anyone would try.",
  firm: "It contains the firm's name, which is among the first things anyone would try.",
};
const echoProblem = (echo: Echo) =>
  `Choose a password that is not about you. ${ECHO_MESSAGES[echo]} Add a few words that have nothing to do with you or us.`;

const letters = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, "");
const pieces = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/** The words a password must not be made of, by what they are: each as typed, in pieces, and run together. */
function personWords(person: Person) {
  const env = getEnv();
  const email = (person.email ?? "").trim().toLowerCase();
  const local = email.split("@")[0] ?? "";
  const name = person.name ?? "";
  const firms = [env.APP_NAME, env.PARENT_COMPANY];
  const words: Record<Echo, string[]> = {
    name: [letters(name), ...pieces(name).map(letters)],
    email: [letters(local), ...pieces(email).map(letters)],
    firm: firms.flatMap((f) => [letters(f), ...pieces(f).map(letters)]),
  };
  for (const k of Object.keys(words) as Echo[]) words[k] = [...new Set(words[k].filter((w) => w.length >= 3))];
  return { email, words, userInputs: [email, local, ...pieces(`${email} ${name}`), ...firms.flatMap(pieces)].filter(Boolean) };
}

/** Which of the person's words the password only echoes (with digits, a year or signs around them), if any. */
function echoOf(password: string, person: ReturnType<typeof personWords>): Echo | null {
  if (person.email.length >= 3 && password.toLowerCase().includes(person.email)) return "email";
  let left = letters(password);
  const found = new Set<Echo>();
  const all = (Object.entries(person.words) as [Echo, string[]][])
    .flatMap(([echo, ws]) => ws.map((w) => [echo, w] as const))
    .sort((a, b) => b[1].length - a[1].length);
  for (const [echo, word] of all) {
    if (!left.includes(word)) continue;
    left = left.replaceAll(word, "");
    found.add(echo);
  }
  if (found.size === 0 || left.length >= OWN_LETTERS_MIN) return null;
  return found.has("name") ? "name" : found.has("email") ? "email" : "firm";
}

/** The person's word a weak password contains, to say why it is weak. */
function containsOf(password: string, person: ReturnType<typeof personWords>): Echo | null {
  const typed = letters(password);
  for (const echo of ["name", "email", "firm"] as const)
    if (person.words[echo].some((w) => w.length >= 4 && typed.includes(w))) return echo;
  return null;
}

/**
 * Why a new password is refused, or null when it is fine. Judged off the main thread;
 * throws CheckerBusy when too many checks wait (the public check gets a smaller share).
 */
export async function checkPassword(password: string, person: Person = {}, lane: Lane = "form"): Promise<Strength> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      score: 0,
      problem: `Use at least ${MIN_PASSWORD_LENGTH} characters (you typed ${password.length}). A few words with spaces are easy to remember.`,
    };
  }
  if (password.length > MAX_PASSWORD_LENGTH) return { score: 4, problem: `Use at most ${MAX_PASSWORD_LENGTH} characters` };
  const words = personWords(person);
  const echo = echoOf(password, words);
  if (echo) return { score: 0, problem: echoProblem(echo) };
  // zxcvbn's cost grows with length; past 100 characters the first 100 decide.
  const result = await judgePassword(password.slice(0, 100), words.userInputs, lane);
  if (result.score >= MIN_SCORE) return { score: result.score, problem: null };
  const contains = containsOf(password, words);
  if (contains) return { score: result.score, problem: echoProblem(contains) };
  const why = result.warning ?? "This password would be easy to guess.";
  const fix = result.suggestions[0] ?? "Add another word or two that are not about you.";
  return { score: result.score, problem: `Choose a less common password. ${why} ${fix}` };
}

/** A form's new-password field: present and of a length to judge (the rest is checkNewPassword's, after parsing). */
export function newPasswordField() {
  return z.string({ required_error: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters` });
}

const BUSY_MESSAGE = "Many passwords are being checked just now, so yours was not. Send the form again in a few seconds.";

/**
 * Parses a form that sets a password: the schema's checks, then the policy's on the
 * new password (asynchronous: it runs in the checker's thread), each message beside its
 * field and what was typed kept.
 */
export async function parseWithNewPassword<S extends z.ZodTypeAny>(
  formData: FormData,
  schema: S,
  person: Person,
  field = "newPassword",
): Promise<ParsedForm<z.infer<S>>> {
  const parsed = parseFormData(formData, schema);
  if (!parsed.ok && parsed.failure.fieldErrors[field]?.length) return parsed;
  const value = formData.get(field);
  if (typeof value !== "string") return parsed;
  const problem = await checkPassword(value, person).then(
    (s) => s.problem,
    (error) => {
      if (!(error instanceof CheckerBusy)) console.error("password check failed", error);
      return BUSY_MESSAGE;
    },
  );
  if (!problem) return parsed;
  const failure = parsed.ok ? { fieldErrors: {}, values: formValues(formData) } : parsed.failure;
  return { ok: false, failure: { ...failure, fieldErrors: { ...failure.fieldErrors, [field]: [problem] } } };
}
