import { z } from "zod";

/**
 * An e-mail address as every form takes it: surrounding spaces and case do not
 * matter, so "Ada@Example.com " signs in, is counted and is stored as ada@example.com.
 */
export function normaliseEmail(value: string) {
  return value.trim().toLowerCase();
}

export const emailField = (requiredMessage = "Enter an e-mail address") =>
  z
    .string({ required_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, "That e-mail address is too long")
    .email("Enter a valid e-mail address, like name@example.com")
    .transform(normaliseEmail);
