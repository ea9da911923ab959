import { z } from "zod";
import { onFirstUse } from "../on-first-use.server";
import { singleton } from "../singleton.server";

// New passwords (OWASP ASVS 2.1): at least 12 characters, up to 256, any characters,
// no rules about kinds of character; refused when they are common or guessable,
// judged offline by zxcvbn-ts with its dictionaries of common and breached
// passwords, names and words (they ship with the app; nothing is sent anywhere).

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses or more. */
const MIN_SCORE = 3;

// The dictionaries hold ~11 MB of heap (~30 MB of RSS): loaded when the first password is judged.
const zxcvbn = onFirstUse<typeof import("@zxcvbn-ts/core")>("@zxcvbn-ts/core");
const commonWords = onFirstUse<typeof import("@zxcvbn-ts/language-common")>("@zxcvbn-ts/language-common");
const englishWords = onFirstUse<typeof import("@zxcvbn-ts/language-en")>("@zxcvbn-ts/language-en");
const checker = () =>
  singleton("zxcvbn", () => {
    const [common, english] = [commonWords(), englishWords()];
    return new (zxcvbn().ZxcvbnFactory)({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  });

export type Strength = { score: 0 | 1 | 2 | 3 | 4; problem: string | null };

/**
 * Why a new password is refused, or null when it is fine. `context` (the person's
 * name and e-mail) counts as guessable too.
 */
export function checkPassword(password: string, context: string[] = []): Strength {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { score: 0, problem: `Use at least ${MIN_PASSWORD_LENGTH} characters (you typed ${password.length}). A few words with spaces are easy to remember.` };
  }
  if (password.length > MAX_PASSWORD_LENGTH) return { score: 4, problem: `Use at most ${MAX_PASSWORD_LENGTH} characters` };
  const words = context.flatMap((c) => c.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  // zxcvbn's cost grows with length; past 100 characters the first 100 decide.
  const result = checker().check(password.slice(0, 100), words);
  if (result.score >= MIN_SCORE) return { score: result.score, problem: null };
  const why = result.feedback.warning ?? "This password would be easy to guess.";
  const fix = result.feedback.suggestions[0] ?? "Add another word or two that are not about you.";
  return { score: result.score, problem: `Choose a less common password. ${why} ${fix}` };
}

/** A form's new-password field: the policy as a zod check, so its message shows beside the field. */
export function newPasswordField(context: string[] = []) {
  return z
    .string({ required_error: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters` })
    .superRefine((value, ctx) => {
      const { problem } = checkPassword(value, context);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}
