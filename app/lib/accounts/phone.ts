import { z } from "zod";

// One reading of a phone number for every form, public and staff: an Indian number may be
// typed as its 10 digits (or with 0 or 91 before them) and is stored with +91; any other
// number needs + (or 00) and its country code.

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** The number as stored ("+91 98765 43210", or what was typed after a +, its spaces tidied), or null. */
export function normalisePhone(typed: string): string | null {
  // 00 and a country code is the international prefix dialled from India: the same as +.
  const v = typed
    .trim()
    .replace(/\s+/g, " ")
    .replace(/^00\s*(?=[1-9])/, "+");
  if (v.startsWith("+")) return /^\+[1-9][0-9 ()-]{6,24}$/.test(v) ? v : null;
  if (!/^[0-9 ()-]{7,25}$/.test(v)) return null;
  const digits = v.replace(/\D/g, "");
  const national =
    digits.length === 11 && digits.startsWith("0")
      ? digits.slice(1)
      : digits.length === 12 && digits.startsWith("91")
        ? digits.slice(2)
        : digits;
  if (INDIAN_MOBILE.test(national)) return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  // A landline with its leading 0 (020 4567 8900): the area code and number as typed, after +91.
  if (digits.length === 11 && digits.startsWith("0")) return `+91 ${v.replace(/^0\s*/, "")}`;
  return null;
}

export const PHONE_MESSAGE = "Enter a mobile number like 98765 43210, or any number with + and its country code, like +44 20 7946 0000";

/** An optional phone field: "" when left empty, else the normalised number. */
export const phoneField = (max = 30) =>
  z
    .string()
    .trim()
    .max(max, "That phone number is too long")
    .default("")
    .superRefine((v, ctx) => {
      if (v !== "" && normalisePhone(v) === null) ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
    })
    .transform((v) => (v === "" ? "" : normalisePhone(v)!));
