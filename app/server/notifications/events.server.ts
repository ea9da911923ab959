import { STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { documentLabel } from "~/lib/documents/document-checklists";
import type { Db } from "../db/db.server";
import { notify } from "./notify.server";

// Each event of a case, told to the people it concerns in words written for them.
// Called inside the event's own transaction.

/** The client hears that their application moved, with the note meant for them (never the staff note). */
export async function tellStatusChanged(trx: Db, applicationId: string, to: ApplicationStatus, clientNote: string | null) {
  const app = await trx
    .selectFrom("applications")
    .select(["client_id", "reference"])
    .where("id", "=", applicationId)
    .executeTakeFirstOrThrow();
  await notify(trx, {
    userId: app.client_id,
    kind: "status_changed",
    title: `Your application ${app.reference} is now: ${STATUS_LABELS[to]}`,
    body: clientNote ?? "",
    link: `/client/dashboard#app-${applicationId}`,
  });
}

/** The client hears that a document was accepted, or why a new copy is needed. */
export async function tellDocumentReviewed(trx: Db, documentId: string) {
  const doc = await trx
    .selectFrom("documents as d")
    .leftJoin("application_items as i", "i.id", "d.item_id")
    .leftJoin("files as f", "f.id", "d.file_id")
    .select(["d.client_id", "d.application_id", "d.document_type", "d.status", "d.review_reason", "i.name as item_name", "f.original_name"])
    .where("d.id", "=", documentId)
    .executeTakeFirstOrThrow();
  const label = `${documentLabel(doc.document_type, doc.item_name)}${doc.original_name ? ` (${doc.original_name})` : ""}`;
  await notify(trx, {
    userId: doc.client_id,
    kind: "document_reviewed",
    title: doc.status === "approved" ? `Accepted: ${label}` : `A new copy is needed: ${label}`,
    body: doc.status === "approved" ? "" : (doc.review_reason ?? ""),
    link: doc.application_id ? `/client/dashboard#docs-${doc.application_id}` : "/client/dashboard",
  });
}

/** The client hears what document is asked for, with the note written for them. */
export async function tellDocumentRequested(trx: Db, requestId: string) {
  const request = await trx
    .selectFrom("document_requests as r")
    .innerJoin("applications as a", "a.id", "r.application_id")
    .leftJoin("application_items as i", "i.id", "r.item_id")
    .select(["a.client_id", "a.reference", "r.application_id", "r.document_type", "r.note", "i.name as item_name"])
    .where("r.id", "=", requestId)
    .executeTakeFirstOrThrow();
  await notify(trx, {
    userId: request.client_id,
    kind: "document_requested",
    title: `Please upload: ${documentLabel(request.document_type, request.item_name)} (application ${request.reference})`,
    body: request.note ?? "",
    link: `/client/dashboard#docs-${request.application_id}`,
  });
}

/** The client's agent hears that documents wait for review (one notice for the files sent together). */
export async function tellDocumentUploaded(trx: Db, documentId: string, count = 1) {
  const doc = await trx
    .selectFrom("documents as d")
    .innerJoin("client_profiles as p", "p.user_id", "d.client_id")
    .innerJoin("admin_users as c", "c.id", "d.client_id")
    .leftJoin("application_items as i", "i.id", "d.item_id")
    .select(["d.client_id", "d.document_type", "p.assigned_agent_id", "c.full_name", "i.name as item_name"])
    .where("d.id", "=", documentId)
    .executeTakeFirstOrThrow();
  if (!doc.assigned_agent_id) return;
  await notify(trx, {
    userId: doc.assigned_agent_id,
    kind: "document_uploaded",
    title: `${doc.full_name} uploaded${count > 1 ? ` ${count} files` : ""}: ${documentLabel(doc.document_type, doc.item_name)}`,
    body: count > 1 ? "They wait for your review." : "It waits for your review.",
    link: `/agent/clients/${doc.client_id}#documents`,
  });
}

/** An agent hears that a client is now theirs. */
export async function tellClientAssigned(trx: Db, clientId: string, agentId: string) {
  const client = await trx.selectFrom("admin_users").select("full_name").where("id", "=", clientId).executeTakeFirstOrThrow();
  await notify(trx, {
    userId: agentId,
    kind: "client_assigned",
    title: `${client.full_name} is now your client`,
    link: `/agent/clients/${clientId}`,
  });
}

/** The agent hears that a person sent a section of their questionnaire. */
export async function tellAnswersSent(trx: Db, answerId: string, sectionTitle: string) {
  const row = await trx
    .selectFrom("questionnaire_answers as q")
    .innerJoin("applications as a", "a.id", "q.application_id")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .select(["a.id", "a.reference", "a.assigned_agent_id", "c.full_name", "a.client_id"])
    .where("q.id", "=", answerId)
    .executeTakeFirstOrThrow();
  if (!row.assigned_agent_id) return;
  await notify(trx, {
    userId: row.assigned_agent_id,
    kind: "answers_sent",
    title: `${row.full_name} (${row.reference}) sent answers: ${sectionTitle}`,
    body: "They wait for your review.",
    link: `/agent/applications/${row.id}/answers`,
  });
}

/** The person who answers (or the main applicant who looks after them) hears that a section was accepted, or what to change. */
export async function tellAnswersReviewed(trx: Db, answerId: string, sectionTitle: string) {
  const row = await trx
    .selectFrom("questionnaire_answers as q")
    .innerJoin("application_people as p", "p.id", "q.person_id")
    .innerJoin("applications as a", "a.id", "q.application_id")
    .select(["q.state", "q.review_note", "q.section_key", "p.id as person_id", "p.user_id", "a.client_id"])
    .where("q.id", "=", answerId)
    .executeTakeFirstOrThrow();
  await notify(trx, {
    userId: row.user_id ?? row.client_id,
    kind: "answers_reviewed",
    title: row.state === "accepted" ? `Accepted: ${sectionTitle}` : `Please change: ${sectionTitle}`,
    body: row.state === "accepted" ? "" : (row.review_note ?? ""),
    link: `/client/questionnaire/${row.person_id}?section=${row.section_key}`,
  });
}
