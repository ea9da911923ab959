import { db } from "../db/db.server";
import { matchesFirst } from "../http/list-params.server";
import { personMatches } from "./client-search.server";

// Choosing a client for a new application. A firm keeps every client for years, so
// the picker is a search that returns one short page, never a list of them all (at
// 100,000 clients that list was 21.8 MB of HTML per page view).

export const PICKER_SIZE = 10;

export type PickerClient = { id: string; full_name: string; email: string };

/** Active clients whose name, e-mail or phone contains `q`, or the newest when nothing is typed; `more` says the page is not all. */
export async function pickClients(q: string): Promise<{ clients: PickerClient[]; more: boolean }> {
  const rows = await pickerQuery(q).execute();
  return { clients: rows.slice(0, PICKER_SIZE), more: rows.length > PICKER_SIZE };
}

/** The picker's query (one more row than a page); its orders are indexed (20261201000100_client_picker_indexes.sql). */
export function pickerQuery(q: string) {
  const term = q.trim().slice(0, 100);
  let query = db
    .selectFrom("admin_users as u")
    .select(["u.id", "u.full_name", "u.email"])
    .where("u.role", "=", "client")
    .where("u.is_active", "=", true);
  if (term) {
    query = matchesFirst(query.where(personMatches(term, "u")), "u")
      .orderBy("u.full_name")
      .orderBy("u.id");
  } else {
    query = query.orderBy("u.created_at", "desc").orderBy("u.id");
  }
  return query.limit(PICKER_SIZE + 1);
}

/** The active client with this id, for a picker that arrives with one chosen. */
export function pickedClient(id: string): Promise<PickerClient | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(undefined);
  return db
    .selectFrom("admin_users")
    .select(["id", "full_name", "email"])
    .where("id", "=", id)
    .where("role", "=", "client")
    .where("is_active", "=", true)
    .executeTakeFirst();
}
