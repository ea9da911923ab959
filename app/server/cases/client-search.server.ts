import { sql } from "kysely";
import { likePattern } from "../http/list-params.server";

// Finding people by what staff type: a name, an e-mail, or part of a phone number.
// "Contains" searches (ILIKE '%…%') go through trigram indexes
// (20261202000000_list_indexes.sql), so a search costs what it finds, not what the
// firm holds.

/** Three digits or more, and nothing but digits, spaces, +, -, ( and ): part of a phone number. */
export const PHONE_LIKE = /^(?=(?:\D*\d){3})[\d\s+()-]+$/;

/** What could be a whole file reference (A2026-00123, a2026-00123): one word with a digit in it. */
const REFERENCE_LIKE = /^(?=\S*\d)\S{2,40}$/;

/**
 * A condition on a user row (its alias: "u", "c"…) that their name or e-mail contains
 * `q` (as text: % and _ are literal) or, when `q` could be part of a phone number,
 * their client profile's phone does, or, when it could be a file reference, one of
 * their applications has exactly that reference. Text is one bitmap scan of the user's
 * two trigram indexes; a phone or reference search is a union with the profiles' phone
 * index and the applications' unique reference.
 */
export function personMatches(q: string, user: string) {
  const pattern = likePattern(q);
  const column = (name: string) => sql.ref(`${user}.${name}`);
  const phone = PHONE_LIKE.test(q);
  const reference = REFERENCE_LIKE.test(q);
  if (!phone && !reference) return sql<boolean>`(${column("full_name")} ilike ${pattern} or ${column("email")} ilike ${pattern})`;
  const byPhone = phone ? sql`union select user_id from client_profiles where phone ilike ${pattern}` : sql``;
  const byReference = reference ? sql`union select client_id from applications where reference in (${q}, ${q.toUpperCase()})` : sql``;
  return sql<boolean>`${column("id")} in (
    select id from admin_users where full_name ilike ${pattern} or email ilike ${pattern}
    ${byPhone} ${byReference})`;
}
