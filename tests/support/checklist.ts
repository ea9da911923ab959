import { uploadDocuments } from "~/server/documents/documents.server";
import { db } from "~/server/db/db.server";

// Checklist items are found by the kind of document their visa type's checklist
// was seeded with (passport, funds, …), as tests name them.

export async function itemOf(applicationId: string, documentType: string) {
  return db
    .selectFrom("application_items")
    .select(["id", "application_id", "document_type", "name"])
    .where("application_id", "=", applicationId)
    .where("document_type", "=", documentType)
    .executeTakeFirstOrThrow();
}

type File = { bytes: Uint8Array; contentType: string; originalName: string };

/** Uploads one file (as the client) to the item of that kind; returns the document. */
export async function uploadTo(clientId: string, applicationId: string, documentType: string, file: File) {
  const item = await itemOf(applicationId, documentType);
  const [doc] = await uploadDocuments({ clientId, item, files: [file], uploadedBy: clientId });
  return doc;
}

/** Marks every item of the application not applicable, so it may be lodged (tests about other things). */
export async function clearChecklist(applicationId: string) {
  await db
    .updateTable("application_items")
    .set({ not_applicable_reason: "Not part of this test", not_applicable_at: new Date() })
    .where("application_id", "=", applicationId)
    .execute();
}
