import { documentLabel } from "~/lib/documents/document-checklists";
import { byOf, recordAudit, type StaffBy } from "../audit/audit-log.server";
import { sql } from "kysely";
import { UUID_RE } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import { getFileStore, type StoredFile } from "../files/file-store.server";
import { tellDocumentReviewed, tellDocumentUploaded } from "../notifications/events.server";
import type { SessionUser } from "../accounts/session.server";
import { itemOfClient } from "./checklists.server";
import { followKeyDate } from "./validity.server";

// Client documents: private files in the file store, readable only by the person whose
// item they answer (or the main applicant who looks after that person), the client's
// assigned agent and admins. Every read is recorded.

export type NewDocuments = {
  clientId: string;
  /** The checklist item (of one of this client's applications) the files belong to. */
  item: { id: string; application_id: string; document_type: string | null };
  files: { bytes: Uint8Array; contentType: string; originalName: string }[];
  uploadedBy: string;
  /** The date that matters for a document whose use runs out (document-dates.ts). */
  datedOn?: string | null;
};

/**
 * Stores the files, then their rows in one transaction, and tells the agent once; if
 * the rows cannot be written the files are removed again, so nothing is half-saved.
 */
export async function uploadDocuments(input: NewDocuments) {
  const store = getFileStore();
  const fileIds: string[] = [];
  try {
    for (const file of input.files) {
      const { id } = await store.put(file.bytes, {
        contentType: file.contentType,
        visibility: "private",
        originalName: file.originalName,
        createdBy: input.uploadedBy,
      });
      fileIds.push(id);
    }
    return await db.transaction().execute(async (trx) => {
      const docs = await trx
        .insertInto("documents")
        .values(
          fileIds.map((fileId) => ({
            client_id: input.clientId,
            application_id: input.item.application_id,
            item_id: input.item.id,
            document_type: input.item.document_type ?? "item",
            file_id: fileId,
            dated_on: input.datedOn ?? null,
          })),
        )
        .returning("id")
        .execute();
      await tellDocumentUploaded(trx, docs[0].id, docs.length);
      if (input.datedOn) await followKeyDate(trx, input.item.id, input.datedOn, input.uploadedBy);
      return docs;
    });
  } catch (error) {
    await Promise.all(fileIds.map((id) => store.delete(id).catch(() => {})));
    throw error;
  }
}

/**
 * The client takes back a file they uploaded, while it waits for review; a reviewed
 * file stays (it is part of the case's record). True when it was removed.
 */
export async function removeOwnDocument(documentId: string, clientId: string): Promise<boolean> {
  if (!UUID_RE.test(documentId)) return false;
  const doc = await db.selectFrom("documents").select(["client_id", "item_id"]).where("id", "=", documentId).executeTakeFirst();
  if (!doc || !(await clientActsFor(doc, clientId))) return false;
  const removed = await db
    .deleteFrom("documents")
    .where("id", "=", documentId)
    .where("status", "=", "uploaded")
    .returning("file_id")
    .executeTakeFirst();
  if (removed)
    await getFileStore()
      .delete(removed.file_id)
      .catch((error) => console.error("[documents] file left behind:", (error as Error).message));
  return Boolean(removed);
}

/** Accepts a document, or asks for a new copy with the reason; the client is told either way. False when it is gone (taken back by the client). */
export async function reviewDocument(
  documentId: string,
  reviewer: string | StaffBy,
  decision: "approve" | "revise",
  reason: string,
): Promise<boolean> {
  const by = byOf(reviewer);
  const reviewerId = by.actorId;
  return db.transaction().execute(async (trx) => {
    const reviewed = await trx
      .updateTable("documents")
      .set({
        status: decision === "approve" ? "approved" : "needs_revision",
        review_reason: decision === "approve" ? null : reason,
        reviewed_by: reviewerId,
        reviewed_at: sql`now()`,
      })
      .where("id", "=", documentId)
      .returning(["id", "client_id", "document_type", "application_id"])
      .executeTakeFirst();
    if (reviewed) {
      await recordAudit(trx, by, {
        kind: decision === "approve" ? "document_accepted" : "document_revision_requested",
        record: { type: "client", id: reviewed.client_id },
        summary: decision === "approve" ? documentLabel(reviewed.document_type) : `${documentLabel(reviewed.document_type)}: ${reason}`,
        details: { documentId, applicationId: reviewed.application_id },
      });
      await tellDocumentReviewed(trx, documentId);
    }
    return Boolean(reviewed);
  });
}

/** True when the document is this client's (what a staff page about the client may review). */
export async function isDocumentOf(documentId: string, clientId: string) {
  const row = await db
    .selectFrom("documents")
    .select("id")
    .where("id", "=", documentId)
    .where("client_id", "=", clientId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A client's documents, newest first, for the agent's and admin's pages. */
export function documentsOfClient(clientId: string) {
  return db
    .selectFrom("documents as d")
    .leftJoin("applications as a", "a.id", "d.application_id")
    .leftJoin("application_items as i", "i.id", "d.item_id")
    .leftJoin("files as f", "f.id", "d.file_id")
    .leftJoin("admin_users as r", "r.id", "d.reviewed_by")
    .select([
      "d.id",
      "d.document_type",
      "i.name as item_name",
      "d.status",
      "d.review_reason",
      "d.created_at",
      "d.reviewed_at",
      "a.reference",
      "f.original_name",
      "f.size_bytes",
      "r.full_name as reviewer_name",
    ])
    .where("d.client_id", "=", clientId)
    .orderBy("d.created_at", "desc")
    .execute();
}

/**
 * The document's file if this user may read it (the client who owns it, the agent
 * assigned to that client, or an admin), recording the read; otherwise null.
 */
export async function readDocument(documentId: string, user: SessionUser): Promise<(StoredFile & { name: string }) | null> {
  const doc = await db
    .selectFrom("documents as d")
    .innerJoin("client_profiles as p", "p.user_id", "d.client_id")
    .leftJoin("files as f", "f.id", "d.file_id")
    .select(["d.id", "d.client_id", "d.item_id", "d.file_id", "d.document_type", "p.assigned_agent_id", "f.original_name"])
    .where("d.id", "=", documentId)
    .executeTakeFirst();
  if (!doc) return null;
  const allowed =
    user.role === "admin" ||
    (user.role === "client" && (await clientActsFor(doc, user.id))) ||
    (user.role === "agent" && doc.assigned_agent_id === user.id);
  if (!allowed) return null;
  const file = await getFileStore().get(doc.file_id);
  if (!file) return null;
  await db.insertInto("document_reads").values({ document_id: doc.id, user_id: user.id }).execute();
  return { ...file, name: doc.original_name || `${doc.document_type}` };
}

/** Who read a client's documents, and when (for admins). */
export function documentReadLog(clientId: string, limit = 50) {
  return db
    .selectFrom("document_reads as r")
    .innerJoin("documents as d", "d.id", "r.document_id")
    .leftJoin("admin_users as u", "u.id", "r.user_id")
    .leftJoin("application_items as i", "i.id", "d.item_id")
    .select([
      "r.id",
      "r.read_at",
      "d.document_type",
      "i.name as item_name",
      "d.id as document_id",
      "u.full_name as reader_name",
      "u.role as reader_role",
    ])
    .where("d.client_id", "=", clientId)
    .orderBy("r.read_at", "desc")
    .limit(limit)
    .execute();
}

/** A client's right to a file: that of the person its item is for (actsFor); a file of no item, its client's. */
async function clientActsFor(doc: { client_id: string; item_id: string | null }, userId: string) {
  return doc.item_id ? Boolean(await itemOfClient(doc.item_id, userId)) : doc.client_id === userId;
}
