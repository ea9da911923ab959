import { data } from "@remix-run/node";
import { DOCUMENT_TYPES, isDocumentType } from "~/lib/document-checklists";
import { documentRequestSchema } from "~/lib/document-request-schema";
import { db } from "../db.server";
import { formFailure, parseFormData } from "../forms.server";
import { tellDocumentRequested } from "../notifications/events.server";
import { AlreadySubmitted, claimSubmission, submissionKey } from "../submission-keys.server";
import { redirectWithToast } from "../toast.server";

// A document staff asked a client for. It is open (in the client's checklist and
// "your turn") until a file of that kind is uploaded to the application after it.

export async function requestDocument(
  input: { applicationId: string; documentType: string; note: string; requestedBy: string },
  once: string | null = null,
) {
  await db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const request = await trx
      .insertInto("document_requests")
      .values({ application_id: input.applicationId, document_type: input.documentType, note: input.note || null, requested_by: input.requestedBy })
      .returning("id")
      .executeTakeFirstOrThrow();
    await tellDocumentRequested(trx, request.id);
  });
}

/**
 * The "request" intent of a staff page: checks the form and that the application is
 * one this person may act on (else a 404), stores the request once, and says so.
 */
export async function documentRequestAction(formData: FormData, staffId: string, applicationIds: string[], back: string) {
  const parsed = parseFormData(formData, documentRequestSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  if (!applicationIds.includes(parsed.data.applicationId)) throw data(null, { status: 404 });
  try {
    await requestDocument({ ...parsed.data, requestedBy: staffId }, submissionKey(formData, "request", staffId));
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error; // sent twice: asked once
  }
  return redirectWithToast(back, { type: "success", title: "Document asked for", description: "The client sees it in their checklist and gets an e-mail." });
}

/** What staff asked for on these applications and the client has not uploaded since, newest first. */
export async function openRequests(applicationIds: string[]) {
  if (!applicationIds.length) return [];
  const rows = await db
    .selectFrom("document_requests as r")
    .leftJoin("admin_users as u", "u.id", "r.requested_by")
    .select(["r.id", "r.application_id", "r.document_type", "r.note", "r.created_at", "u.full_name as asked_by"])
    .where("r.application_id", "in", applicationIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("documents as d")
            .select("d.id")
            .whereRef("d.application_id", "=", "r.application_id")
            .whereRef("d.document_type", "=", "r.document_type")
            .whereRef("d.created_at", ">", "r.created_at"),
        ),
      ),
    )
    .orderBy("r.created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({ ...r, label: isDocumentType(r.document_type) ? DOCUMENT_TYPES[r.document_type] : "A document" }));
}
