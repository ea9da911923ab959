import { sql } from "kysely";
import { likePattern } from "../http/list-params.server";

// Finding people by what staff type: a name, an e-mail, or part of a phone number.
// "Contains" searches (ILIKE '%…%') go through trigram indexes
// (20261202000000_list_indexes.sql), so a search costs what it finds, not what the
// firm holds.

/** Three digits or more, and nothing but digits, spaces, +, -, ( and ): part of a phone number. */
export const PHONE_LIKE = /^(?=(?:\D*\d){3})[\d\s+()-]+$/;

/**
 * A condition on a user row (its alias: "u", "c"…) that their name or e-mail contains
 * `q` (as text: % and _ are literal) or, when `q` could be part of a phone number,
 * their client profile's phone does. Text is one bitmap scan of the user's two
 * trigram indexes; a phone search is a union with the profiles' phone index.
 */
export function personMatches(q: string, user: string) {
  const pattern = likePattern(q);
  const column = (name: string) => sql.ref(`${user}.${name}`);
  if (!PHONE_LIKE.test(q)) return sql<boolean>`(${column("full_name")} ilike ${pattern} or ${column("email")} ilike ${pattern})`;
  return sql<boolean>`${column("id")} in (
    select id from admin_users where full_name ilike ${pattern} or email ilike ${pattern}
    union select user_id from client_profiles where phone ilike ${pattern})`;
}
