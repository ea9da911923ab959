import { sql } from "kysely";
import { isUuid } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import { paginate } from "../http/list-params.server";

// Saved replies: texts the office sends often, kept by admins and chosen in the reply
// form of the inbox, with the client's name filled in.

export type SavedReplyInput = { title: string; body: string };

export function listSavedReplies(page: number) {
  const query = db
    .selectFrom("saved_replies")
    .select(["id", "title", "body", "updated_at"])
    .orderBy(sql`lower(title)`)
    .orderBy("id");
  return paginate(query, page);
}

/** The replies to choose from in a reply form (the first hundred by title). */
export function savedReplyChoices() {
  return db
    .selectFrom("saved_replies")
    .select(["id", "title"])
    .orderBy(sql`lower(title)`)
    .orderBy("id")
    .limit(100)
    .execute();
}

export async function findSavedReply(id: string | null | undefined) {
  if (!isUuid(id)) return null;
  return (
    (await db.selectFrom("saved_replies").select(["id", "title", "body"]).where("id", "=", id.toLowerCase()).executeTakeFirst()) ?? null
  );
}

export async function createSavedReply(input: SavedReplyInput) {
  await db.insertInto("saved_replies").values(input).execute();
}

/** False when there is no such reply (deleted meanwhile). */
export async function updateSavedReply(id: string, input: SavedReplyInput) {
  const result = await db
    .updateTable("saved_replies")
    .set({ ...input, updated_at: sql`now()` })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when there is no such reply. */
export async function deleteSavedReply(id: string) {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom("saved_replies").where("id", "=", id.toLowerCase()).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The reply's text with {client_first_name} and {client_name} filled in. */
export function fillSavedReply(body: string, clientName: string) {
  const fullName = clientName.trim();
  const firstName = fullName.split(/\s+/)[0] ?? fullName;
  return body.replaceAll("{client_first_name}", firstName).replaceAll("{client_name}", fullName);
}
