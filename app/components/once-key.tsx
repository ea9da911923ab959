import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";

/** The hidden one-time key of a state-changing form: a double click stores one record (server/submission-keys.server.ts). */
export function OnceKey() {
  const key = (useRouteLoaderData("root") as RootData | undefined)?.formKey;
  return key ? <input type="hidden" name="formKey" value={key} /> : null;
}
