import { AUDIT_RETENTION_YEARS } from "~/lib/retention";
import type { AuditKind } from "~/lib/audit/audit-kinds";
import { recordAudit } from "../audit/audit-log.server";
import { sql } from "kysely";
import { db, type Db } from "../db/db.server";
import { fileIdFromUrl, getFileStore } from "../files/file-store.server";
import { revokeUserSessions } from "../accounts/session.server";
import type { DataRequestKind, RecordsAction } from "../db/schema";

// A client's request to see or erase their personal data, as an admin handles it: the
// request is recorded with the day it came in; "see" is answered with the export ZIP;
// "erase" removes what the firm has no duty to keep and keeps what the law requires.
// Every step is written to data_request_events, which the erasure itself never touches.

/**
 * What an erasure keeps, and why (the firm's duty to keep records outlives the request):
 * - invoices and payments, with the client's name and e-mail on them: tax records, kept
 *   72 months under India's CGST Act (section 36);
 * - the service agreements and each application's reference, service, statuses, dates,
 *   history notes and tasks: the record of the service given, which the regulators' codes
 *   of conduct ask a registered adviser to keep;
 * - security logs (sign-ins with their IP addresses) until their 180 days run out;
 * - this log.
 * Everything else about the person goes: their profile, documents and the files in
 * them, the text and attachments of their messages, notes about them, key dates,
 * notifications, their enquiry's message and booking and calculator answers, their
 * sessions and sign-in secrets; the account is switched off.
 */
export const ERASURE_KEEPS = [
  "Invoices and payments, with the client's name and e-mail (tax records: 72 months under section 36 of India's CGST Act)",
  "Service agreements and each application's reference, service, statuses, dates, history notes and tasks (the record of the service given)",
  "Security logs of sign-ins, with their IP addresses, until their 180 days run out (CERT-In directions)",
  "This log of requests, exports and erasures",
  `The firm's audit log of changes (who changed what, when, from where) for ${AUDIT_RETENTION_YEARS} years, never edited`,
];

const AUDIT_KINDS = {
  opened: "data_request_opened",
  exported: "client_exported",
  erased: "client_erased",
  done: "data_request_closed",
  refused: "data_request_closed",
} as const satisfies Record<RecordsAction, AuditKind>;

/** Logs it on the client's records page and, the same, in the firm's audit log. */
export async function logDataRequestEvent(
  e: { clientId: string; actorId: string; action: RecordsAction; note: string; requestId?: string | null; ip?: string | null },
  executor: Db = db,
) {
  await executor
    .insertInto("data_request_events")
    .values({ client_id: e.clientId, actor_id: e.actorId, action: e.action, note: e.note.slice(0, 2000), request_id: e.requestId ?? null })
    .execute();
  const summary = e.action === "done" ? `Done: ${e.note}` : e.action === "refused" ? `Refused: ${e.note}` : e.note;
  await recordAudit(
    executor,
    { actorId: e.actorId, ip: e.ip ?? null },
    { kind: AUDIT_KINDS[e.action], record: { type: "client", id: e.clientId }, summary, details: { requestId: e.requestId ?? null } },
  );
}

export async function openDataRequest(r: {
  clientId: string;
  kind: DataRequestKind;
  receivedOn: string;
  note: string;
  actorId: string;
  ip?: string | null;
}) {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .insertInto("data_requests")
      .values({ client_id: r.clientId, kind: r.kind, received_on: r.receivedOn, note: r.note, created_by: r.actorId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await logDataRequestEvent(
      {
        clientId: r.clientId,
        actorId: r.actorId,
        action: "opened",
        note: `${r.kind === "access" ? "To see their data" : "To erase their data"}${r.note ? `: ${r.note}` : ""}`,
        requestId: request.id,
        ip: r.ip,
      },
      trx,
    );
    return request;
  });
}

/** Closes an open request as done or refused, with what was done and why; false when it was not open. */
export async function closeDataRequest(c: {
  requestId: string;
  clientId: string;
  status: "done" | "refused";
  outcome: string;
  actorId: string;
  ip?: string | null;
}) {
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable("data_requests")
      .set({ status: c.status, outcome: c.outcome, closed_at: sql`now()` })
      .where("id", "=", c.requestId)
      .where("client_id", "=", c.clientId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) return false;
    await logDataRequestEvent(
      { clientId: c.clientId, actorId: c.actorId, action: c.status, note: c.outcome, requestId: c.requestId, ip: c.ip },
      trx,
    );
    return true;
  });
}

export async function recordsOf(clientId: string) {
  const [requests, events] = await Promise.all([
    db.selectFrom("data_requests").selectAll().where("client_id", "=", clientId).orderBy("created_at", "desc").limit(50).execute(),
    db
      .selectFrom("data_request_events as e")
      .leftJoin("admin_users as u", "u.id", "e.actor_id")
      .select(["e.id", "e.action", "e.note", "e.created_at", "u.full_name as actor_name"])
      .where("e.client_id", "=", clientId)
      .orderBy("e.created_at", "desc")
      .limit(100)
      .execute(),
  ]);
  return { requests, events };
}

const ERASED = "Erased at the client's request.";

/**
 * Erases the client's personal data that the firm need not keep (ERASURE_KEEPS says what
 * stays), in one transaction, then the files' bytes. Returns how many files went.
 */
export async function eraseClient(clientId: string, actorId: string, requestId: string | null, ip: string | null = null) {
  const fileIds = await db.transaction().execute(async (trx) => {
    const appIds = (await trx.selectFrom("applications").select("id").where("client_id", "=", clientId).execute()).map((a) => a.id);
    const docs = await trx.selectFrom("documents").select("file_id").where("client_id", "=", clientId).execute();
    const attachments = appIds.length
      ? await trx.selectFrom("messages").select("file_id").where("application_id", "in", appIds).where("file_id", "is not", null).execute()
      : [];
    await trx.deleteFrom("documents").where("client_id", "=", clientId).execute();
    if (appIds.length)
      await trx
        .updateTable("messages")
        .set({ body: ERASED, file_id: null, file_name: null })
        .where("application_id", "in", appIds)
        .execute();
    await trx
      .updateTable("client_profiles")
      .set({
        phone: null,
        date_of_birth: null,
        nationality: null,
        country_of_residence: null,
        city: null,
        address: null,
        marital_status: null,
        passport_number: null,
        passport_expiry: null,
        education_level: null,
        education_details: null,
        work_experience_years: null,
        work_experience_details: null,
        english_test: null,
        english_test_score: null,
        profile_completion_percentage: 0,
      })
      .where("user_id", "=", clientId)
      .execute();
    await trx.deleteFrom("client_notes").where("client_id", "=", clientId).execute();
    await trx.deleteFrom("key_dates").where("client_id", "=", clientId).execute();
    await trx.deleteFrom("notifications").where("user_id", "=", clientId).execute();
    // Staff's notices of this client's messages quote them: the quote goes too.
    for (const id of appIds) await trx.updateTable("notifications").set({ body: "" }).where("link", "like", `%/messages/${id}%`).execute();
    if (appIds.length) await trx.updateTable("document_requests").set({ note: "" }).where("application_id", "in", appIds).execute();
    // The family's details came with this client's applications, and so did every answer.
    if (appIds.length) {
      await trx
        .updateTable("application_people")
        .set({
          first_name: "",
          last_name: "",
          date_of_birth: null,
          nationality: null,
          passport_number: null,
          passport_country: null,
          passport_expiry: null,
          email: null,
        })
        .where("application_id", "in", appIds)
        .execute();
      await trx.deleteFrom("questionnaire_answers").where("application_id", "in", appIds).execute();
    }
    await trx.updateTable("enquiries").set({ message: "", phone: "" }).where("converted_client_id", "=", clientId).execute();
    await trx
      .updateTable("enquiry_activities")
      .set({ body: "" })
      .where("enquiry_id", "in", trx.selectFrom("enquiries").select("id").where("converted_client_id", "=", clientId))
      .execute();
    await trx.updateTable("bookings").set({ answers: "{}", phone: "" }).where("client_id", "=", clientId).execute();
    await trx.updateTable("assessments").set({ answers: "{}" }).where("client_id", "=", clientId).execute();
    await trx.deleteFrom("verifications").where("user_id", "=", clientId).execute();
    // Their success story (their words, their photo, their answers) leaves the gallery and the database.
    const stories = await trx.deleteFrom("visa_successes").where("client_id", "=", clientId).returning("photo_url").execute();
    await trx
      .updateTable("admin_users")
      .set({ is_active: false, password_hash: null, erased_at: sql`now()` })
      .where("id", "=", clientId)
      .execute();
    await revokeUserSessions(clientId, trx);
    const ids = [...docs, ...attachments, ...stories.map((s) => ({ file_id: fileIdFromUrl(s.photo_url) }))]
      .map((d) => d.file_id)
      .filter((id): id is string => Boolean(id));
    await logDataRequestEvent(
      {
        clientId,
        actorId,
        action: "erased",
        note: `Profile, ${docs.length} document${docs.length === 1 ? "" : "s"}, messages' text and attachments, notes, key dates, notifications, answers and sign-in secrets erased; the account is switched off.`,
        requestId,
        ip,
      },
      trx,
    );
    return ids;
  });
  // After the commit (a failed erasure keeps its files); one that cannot go now is logged, not lost.
  const store = getFileStore();
  let deleted = 0;
  for (const id of fileIds) {
    try {
      await store.delete(id);
      deleted += 1;
    } catch (error) {
      console.error(`[records] file ${id} of an erased client could not be deleted:`, (error as Error).message);
    }
  }
  return deleted;
}
