// What a rejected form sends back to its page (the one form pattern: app/server/http/forms.server.ts):
// a message per field, one for the form, and what was typed, so nothing is lost.

export type FieldErrors = Record<string, string[] | undefined>;
export type FormFailure = { fieldErrors: FieldErrors; formError?: string; values: Record<string, string> };
