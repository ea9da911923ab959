import { data } from "@remix-run/node";
import type { z } from "zod";

// The one form pattern: an action parses FormData with a zod schema; on failure it
// answers 400 with the errors per field and what the user typed, so the page
// re-renders with the input kept and each message beside its field.

export type FieldErrors = Record<string, string[] | undefined>;
export type FormFailure = { fieldErrors: FieldErrors; formError?: string; values: Record<string, string> };

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

export async function parseForm<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
): Promise<ParsedForm<z.infer<S>>> {
  const formData = await request.formData().catch(() => new FormData());
  return parseFormData(formData, schema);
}

export function parseFormData<S extends z.ZodTypeAny>(formData: FormData, schema: S): ParsedForm<z.infer<S>> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of formData) {
    if (key in raw) continue; // a repeated field counts once
    raw[key] = value;
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data, formData };
  const flat = result.error.flatten();
  return {
    ok: false,
    failure: {
      fieldErrors: flat.fieldErrors as FieldErrors,
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
