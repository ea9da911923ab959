import { sql, type Transaction } from "kysely";
import { isUuid } from "~/lib/http/uuid";
import type { SessionUser } from "../accounts/session.server";
import { db } from "../db/db.server";
import type { Database } from "../db/schema";
import { getFileStore, type StoredFile } from "../files/file-store.server";
import { claimSubmission } from "../http/submission-keys.server";
import { notify } from "../notifications/notify.server";
import { markUnreadForStaff } from "./inbox.server";
import { findThread, markThreadRead, type Thread } from "./threads.server";

// Writing to a thread: a message with its attachment, and reading an attachment back
// (only for someone who may read the thread: see findThread).

export type Attachment = { bytes: Uint8Array; contentType: string; originalName: string };

/**
 * Adds a message (and its attachment, stored privately first and removed again if
 * the message cannot be written), keeps "waiting for a reply" right, and tells the
 * other side in the same transaction.
 */
export async function postMessage(
  thread: Thread,
  author: SessionUser,
  body: string,
  attachment: Attachment | null,
  once: string | null = null,
) {
  const store = getFileStore();
  const file = attachment
    ? await store.put(attachment.bytes, {
        contentType: attachment.contentType,
        visibility: "private",
        originalName: attachment.originalName,
        createdBy: author.id,
      })
    : null;
  const fromClient = author.role === "client";
  try {
    await db.transaction().execute(async (trx) => {
      await claimSubmission(trx, once);
      const posted = await trx
        .insertInto("messages")
        .values({
          application_id: thread.id,
          author_id: author.id,
          from_client: fromClient,
          body,
          file_id: file?.id ?? null,
          file_name: attachment ? attachment.originalName.slice(0, 200) || "attachment" : null,
        })
        .returning("created_at")
        .executeTakeFirstOrThrow();
      if (!fromClient) await markAnswered(trx, thread.id, posted.created_at);
      await trx
        .updateTable("applications")
        .set({ awaiting_reply_since: fromClient ? sql`coalesce(awaiting_reply_since, now())` : null, last_message_at: sql`now()` })
        .where("id", "=", thread.id)
        .execute();
      await markUnreadForStaff(trx, thread, author.id);
      const preview = body.length > 600 ? `${body.slice(0, 600)}…` : body;
      if (fromClient && thread.agent_id) {
        await notify(trx, {
          userId: thread.agent_id,
          kind: "message_received",
          title: `${thread.client_name} wrote about ${thread.reference}`,
          body: preview,
          link: `/agent/messages/${thread.id}`,
        });
      } else if (!fromClient) {
        await notify(trx, {
          userId: thread.client_id,
          kind: "message_received",
          title: `A new message about your application ${thread.reference}`,
          body: preview,
          link: `/client/messages/${thread.id}`,
        });
      }
    });
  } catch (error) {
    if (file) await store.delete(file.id).catch(() => {});
    throw error;
  }
  await markThreadRead(thread.id, author.id);
}

/**
 * A staff message answers the thread's client messages before it: each keeps the time of
 * the first such reply (the workload report's hours to reply). Two replies at once leave
 * the earlier time, whichever commits first: a later one only lowers a time, never raises it.
 */
async function markAnswered(trx: Transaction<Database>, applicationId: string, at: Date) {
  await trx
    .updateTable("messages")
    .set({ answered_at: at })
    .where("application_id", "=", applicationId)
    .where("from_client", "=", true)
    .where("created_at", "<=", at)
    .where((eb) => eb.or([eb("answered_at", "is", null), eb("answered_at", ">", at)]))
    .execute();
}

/** The attachment of a message, for someone who may read its thread; null otherwise. */
export async function readAttachment(user: SessionUser, messageId: string): Promise<(StoredFile & { name: string }) | null> {
  if (!isUuid(messageId)) return null;
  const message = await db
    .selectFrom("messages")
    .select(["application_id", "file_id", "file_name"])
    .where("id", "=", messageId.toLowerCase())
    .executeTakeFirst();
  if (!message?.file_id || !(await findThread(user, message.application_id))) return null;
  const file = await getFileStore().get(message.file_id);
  return file ? { ...file, name: message.file_name ?? "attachment" } : null;
}
