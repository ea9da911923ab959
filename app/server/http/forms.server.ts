import { data } from "@remix-run/node";
import type { z } from "zod";
import type { FieldErrors, FormFailure } from "~/lib/http/form-failure";

// The one form pattern: an action parses FormData with a zod schema; on failure it
// answers 400 with the errors per field and what the user typed, so the page
// re-renders with the input kept and each message beside its field.

const MAX_FIELD_LENGTH = 100_000;
/** Fields never sent back to the browser. */
const SECRET_FIELDS = new Set(["password", "newPassword", "confirmPassword", "currentPassword"]);

export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value !== "string" || SECRET_FIELDS.has(key) || key in values) continue;
    values[key] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return values;
}

export type ParsedForm<T> = { ok: true; data: T; formData: FormData } | { ok: false; failure: FormFailure };

export async function parseForm<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<ParsedForm<z.infer<S>>> {
  const formData = await request.formData().catch(() => new FormData());
  return parseFormData(formData, schema);
}

/**
 * PostgreSQL cannot store U+0000 in text (the save would fail), and no keyboard types it:
 * a field that holds one is refused beside the field like any other invalid answer.
 */
export const NUL_MESSAGE = "Remove the invisible control character (NUL) from this text";

export function parseFormData<S extends z.ZodTypeAny>(formData: FormData, schema: S): ParsedForm<z.infer<S>> {
  const raw: Record<string, unknown> = {};
  const withNul: string[] = [];
  for (const [key, value] of formData) {
    if (key in raw) continue; // a repeated field counts once
    raw[key] = value;
    if (typeof value === "string" && value.includes("\u0000")) withNul.push(key);
  }
  const result = schema.safeParse(raw);
  if (result.success && withNul.length === 0) return { ok: true, data: result.data, formData };
  const flat = result.success ? { fieldErrors: {} as FieldErrors, formErrors: [] as string[] } : result.error.flatten();
  const fieldErrors: FieldErrors = { ...(flat.fieldErrors as FieldErrors) };
  for (const key of withNul) fieldErrors[key] = [NUL_MESSAGE, ...(fieldErrors[key] ?? [])];
  return {
    ok: false,
    failure: {
      fieldErrors,
      formError: flat.formErrors[0],
      values: formValues(formData),
    },
  };
}

/** The 400 (or other) answer that re-renders the form with errors and input kept. */
export function formFailure(failure: FormFailure, status = 400, headers?: HeadersInit) {
  return data(failure, { status, headers });
}

export function formError(formData: FormData | null, message: string, status = 400, headers?: HeadersInit) {
  return formFailure({ fieldErrors: {}, formError: message, values: formData ? formValues(formData) : {} }, status, headers);
}
