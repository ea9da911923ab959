import { sql } from "kysely";
import { db } from "../db/db.server";
import { likePattern } from "../http/list-params.server";
import { PICKER_SIZE } from "./client-picker.server";

// Choosing the agent to assign: a search like the client picker's, one short page of
// active agents by name (their order is indexed: admin_users (role, lower(full_name), id)).

export type PickerAgent = { id: string; full_name: string; email: string; is_active: boolean };

/** Active agents whose name or e-mail contains `q` (as text), by name; `more` says the page is not all. */
export async function pickAgents(q: string): Promise<{ agents: PickerAgent[]; more: boolean }> {
  const term = q.trim().slice(0, 100);
  let query = db
    .selectFrom("admin_users")
    .select(["id", "full_name", "email", "is_active"])
    .where("role", "=", "agent")
    .where("is_active", "=", true);
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) => eb.or([eb("full_name", "ilike", pattern), eb("email", "ilike", pattern)]));
  }
  const rows = await query
    .orderBy(sql`lower(full_name)`)
    .orderBy("id")
    .limit(PICKER_SIZE + 1)
    .execute();
  return { agents: rows.slice(0, PICKER_SIZE), more: rows.length > PICKER_SIZE };
}

/** The agent with this id, active or not (a deactivated agent may still be the one assigned). */
export function pickedAgent(id: string): Promise<PickerAgent | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(undefined);
  return db
    .selectFrom("admin_users")
    .select(["id", "full_name", "email", "is_active"])
    .where("id", "=", id)
    .where("role", "=", "agent")
    .executeTakeFirst();
}

/** Whether this id is an active agent's: the only agents a case can be newly given to. */
export async function isActiveAgent(id: string) {
  const agent = await pickedAgent(id);
  return Boolean(agent?.is_active);
}
