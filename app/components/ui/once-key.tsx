import { useLoaderData } from "@remix-run/react";

/**
 * The hidden one-time key of a state-changing form, from its page's loader
 * (`formKey: newFormKey()`): a double click stores one record (server/http/submission-keys.server.ts).
 */
export function OnceKey() {
  const key = (useLoaderData() as { formKey?: string } | undefined)?.formKey;
  return key ? <input type="hidden" name="formKey" value={key} /> : null;
}
