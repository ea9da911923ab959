import { createHash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/db.server";

// One record per submission. Each state-changing form carries a random `formKey`
// (its page's loader returns `formKey: newFormKey()`, and <OnceKey /> puts it in the
// form; loaders run again after each action, so the next form gets a new one). The hash of that key with what the form says is
// claimed in the transaction that stores the record: a double click or a retried
// POST of the same form finds it claimed and stores nothing more. The form's
// content is part of the hash because a cached public page gives every visitor
// the same key; two different enquiries are never one.

export const FORM_KEY_FIELD = "formKey";

/** A fresh key for the forms of one page view. */
export const newFormKey = () => randomUUID();

export class AlreadySubmitted extends Error {
  /** Where the first submission led (the record it created), when it said. */
  constructor(readonly result: string | null = null) {
    super("This form was already sent.");
  }
}

/** The claim for this form's submission, or null when the form carries no key (an old page). */
export function submissionKey(formData: FormData, scope: string, userId = ""): string | null {
  const formKey = formData.get(FORM_KEY_FIELD);
  if (typeof formKey !== "string" || !/^[0-9a-f-]{36}$/i.test(formKey)) return null;
  const hash = createHash("sha256").update(`${scope}\0${userId}\0${formKey}`);
  const fields = [...formData]
    .filter(([name, value]) => name !== FORM_KEY_FIELD && typeof value === "string")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of fields) hash.update(`\0${name}=${value as string}`);
  return hash.digest("base64url");
}

/** Claims the key inside the record's transaction; throws AlreadySubmitted when it was claimed before. */
export async function claimSubmission(trx: Db, key: string | null | undefined) {
  if (!key) return;
  const claimed = await sql`insert into submission_keys (key) values (${key}) on conflict do nothing returning key`.execute(trx);
  if (!claimed.rows.length) {
    // The first claim has committed (this insert waited for it): its record is there.
    const first = await sql<{ result: string | null }>`select result from submission_keys where key = ${key}`.execute(trx);
    throw new AlreadySubmitted(first.rows[0]?.result ?? null);
  }
}

/** Notes where the claimed submission led (the page of what it created), for its copies. */
export async function rememberResult(trx: Db, key: string | null | undefined, result: string) {
  if (key) await sql`update submission_keys set result = ${result} where key = ${key}`.execute(trx);
}

/** Where a copy of a create form goes: the record the first copy made (else `fallback`). */
export function firstResult(error: unknown, fallback: string): string {
  if (error instanceof AlreadySubmitted) return error.result ?? fallback;
  throw error;
}
