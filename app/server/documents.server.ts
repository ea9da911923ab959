import { sql } from "kysely";
import type { DocumentType } from "~/lib/document-checklists";
import { db } from "./db.server";
import { getFileStore, type StoredFile } from "./file-store.server";
import { tellDocumentReviewed, tellDocumentUploaded } from "./notifications/events.server";
import type { SessionUser } from "./accounts/session.server";

// Client documents: private files in the file store, readable only by the owning
// client, their assigned agent and admins. Every read is recorded.

export type NewDocument = {
  clientId: string;
  applicationId: string;
  documentType: DocumentType;
  file: { bytes: Uint8Array; contentType: string; originalName: string };
  uploadedBy: string;
};

/** Stores the file, then its row; if the row cannot be written the file is removed again. */
export async function uploadDocument(input: NewDocument) {
  const store = getFileStore();
  const { id: fileId } = await store.put(input.file.bytes, {
    contentType: input.file.contentType,
    visibility: "private",
    originalName: input.file.originalName,
    createdBy: input.uploadedBy,
  });
  try {
    return await db.transaction().execute(async (trx) => {
      const doc = await trx
        .insertInto("documents")
        .values({
          client_id: input.clientId,
          application_id: input.applicationId,
          document_type: input.documentType,
          file_id: fileId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await tellDocumentUploaded(trx, doc.id);
      return doc;
    });
  } catch (error) {
    await store.delete(fileId).catch(() => {});
    throw error;
  }
}

/** Accepts a document, or asks for a new copy with the reason; the client is told either way. */
export async function reviewDocument(documentId: string, reviewerId: string, decision: "approve" | "revise", reason: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("documents")
      .set({
        status: decision === "approve" ? "approved" : "needs_revision",
        review_reason: decision === "approve" ? null : reason,
        reviewed_by: reviewerId,
        reviewed_at: sql`now()`,
      })
      .where("id", "=", documentId)
      .execute();
    await tellDocumentReviewed(trx, documentId);
  });
}

/** A client's documents, newest first, for the agent's and admin's pages. */
export function documentsOfClient(clientId: string) {
  return db
    .selectFrom("documents as d")
    .leftJoin("applications as a", "a.id", "d.application_id")
    .leftJoin("files as f", "f.id", "d.file_id")
    .leftJoin("admin_users as r", "r.id", "d.reviewed_by")
    .select([
      "d.id",
      "d.document_type",
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
    .select(["d.id", "d.client_id", "d.file_id", "d.document_type", "p.assigned_agent_id", "f.original_name"])
    .where("d.id", "=", documentId)
    .executeTakeFirst();
  if (!doc) return null;
  const allowed =
    user.role === "admin" || (user.role === "client" && doc.client_id === user.id) || (user.role === "agent" && doc.assigned_agent_id === user.id);
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
    .select(["r.id", "r.read_at", "d.document_type", "d.id as document_id", "u.full_name as reader_name", "u.role as reader_role"])
    .where("d.client_id", "=", clientId)
    .orderBy("r.read_at", "desc")
    .limit(limit)
    .execute();
}
