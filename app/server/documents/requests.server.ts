import { data } from "@remix-run/node";
import type { Transaction } from "kysely";
import { addItemSchema, askAgainSchema, notApplicableSchema } from "~/lib/documents/checklist-schema";
import { UUID_RE } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import type { Database } from "../db/schema";
import { formError, formFailure, formValues, parseFormData } from "../http/forms.server";
import { AGREEMENT_GATE_MESSAGE, awaitsAgreement } from "../billing/agreement-gate.server";
import { tellDocumentRequested } from "../notifications/events.server";
import { AlreadySubmitted, claimSubmission, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";

// Staff's changes to one application's checklist: ask the client for an item (again),
// add an item, mark one not applicable (with a reason) or applicable again. Each is an
// entry of the application's history, among staff.

type Trx = Transaction<Database>;

/** A line of the application's history among staff (the client sees status changes and notes meant for them). */
export async function record(trx: Trx, applicationId: string, actorId: string, summary: string) {
  const app = await trx.selectFrom("applications").select("status").where("id", "=", applicationId).executeTakeFirstOrThrow();
  await trx
    .insertInto("application_events")
    .values({ application_id: applicationId, actor_id: actorId, from_status: app.status, to_status: app.status, summary })
    .execute();
}

async function ask(trx: Trx, item: { id: string; application_id: string; document_type: string | null }, note: string, staffId: string) {
  const request = await trx
    .insertInto("document_requests")
    .values({
      application_id: item.application_id,
      item_id: item.id,
      document_type: item.document_type ?? "item",
      note: note || null,
      requested_by: staffId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await tellDocumentRequested(trx, request.id);
}

/** The item if it belongs to one of these applications. */
function itemOf(trx: Trx | typeof db, itemId: string, applicationIds: string[]) {
  if (!UUID_RE.test(itemId) || !applicationIds.length) return Promise.resolve(undefined);
  return trx
    .selectFrom("application_items")
    .select(["id", "application_id", "name", "document_type", "provided_by", "not_applicable_at"])
    .where("id", "=", itemId)
    .where("application_id", "in", applicationIds)
    .executeTakeFirst();
}

const done = (back: string, title: string, description?: string) =>
  redirectWithToast(`${back}#checklist`, { type: "success", title, description });

/**
 * The checklist intents of a staff page ("request", "item-add", "item-na",
 * "item-restore"), on the applications this person may act on (else a 404).
 */
export async function checklistAction(formData: FormData, staffId: string, applicationIds: string[], back: string) {
  const intent = String(formData.get("intent") ?? "");
  if (intent === "item-restore") {
    const restored = await db.transaction().execute(async (trx) => {
      const item = await itemOf(trx, String(formData.get("itemId") ?? ""), applicationIds);
      if (!item?.not_applicable_at) return null;
      await trx
        .updateTable("application_items")
        .set({ not_applicable_reason: null, not_applicable_at: null, not_applicable_by: null })
        .where("id", "=", item.id)
        .execute();
      await record(trx, item.application_id, staffId, `Checklist: "${item.name}" is needed after all`);
      return item;
    });
    if (!restored) throw data(null, { status: 404 });
    return done(back, "Needed again", `"${restored.name}" is back on the checklist.`);
  }
  if (intent === "item-na") {
    const parsed = parseFormData(formData, notApplicableSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    const marked = await db.transaction().execute(async (trx) => {
      const item = await itemOf(trx, parsed.data.itemId, applicationIds);
      if (!item) return null;
      await trx
        .updateTable("application_items")
        .set({ not_applicable_reason: parsed.data.reason, not_applicable_at: new Date(), not_applicable_by: staffId })
        .where("id", "=", item.id)
        .execute();
      await record(trx, item.application_id, staffId, `Checklist: "${item.name}" marked not applicable: ${parsed.data.reason}`);
      return item;
    });
    if (!marked) throw data(null, { status: 404 });
    return done(back, "Marked not applicable", `"${marked.name}" no longer holds the application back.`);
  }
  if (intent === "item-add") {
    const parsed = parseFormData(formData, addItemSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    const { applicationId, personId, name, help, required, providedBy } = parsed.data;
    if (!applicationIds.includes(applicationId)) throw data(null, { status: 404 });
    // A person of this application, or none (then the main applicant's, by the trigger).
    const person = personId
      ? await db
          .selectFrom("application_people")
          .select("id")
          .where("id", "=", personId)
          .where("application_id", "=", applicationId)
          .executeTakeFirst()
      : undefined;
    if (personId && !person) throw data(null, { status: 404 });
    if (providedBy !== "firm" && (await awaitsAgreement(db, applicationId))) return formError(formData, AGREEMENT_GATE_MESSAGE, 409);
    await once(formData, staffId, "item-add", async (trx) => {
      const last = await trx
        .selectFrom("application_items")
        .select((eb) => eb.fn.max("position").as("max"))
        .where("application_id", "=", applicationId)
        .executeTakeFirst();
      const item = await trx
        .insertInto("application_items")
        .values({
          application_id: applicationId,
          person_id: person?.id,
          position: (last?.max ?? 0) + 1,
          name,
          help_text: help,
          required,
          provided_by: providedBy,
          added_by: staffId,
        })
        .returning(["id", "application_id", "document_type"])
        .executeTakeFirstOrThrow();
      await record(trx, applicationId, staffId, `Checklist: "${name}" added`);
      if (providedBy !== "firm") await ask(trx, item, help, staffId);
    });
    return done(back, "Item added", providedBy === "firm" ? undefined : "The client sees it in their checklist and gets an e-mail.");
  }
  const parsed = parseFormData(formData, askAgainSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const item = await itemOf(db, parsed.data.itemId, applicationIds);
  if (!item) throw data(null, { status: 404 });
  if (await awaitsAgreement(db, item.application_id))
    return formFailure({ fieldErrors: { note: [AGREEMENT_GATE_MESSAGE] }, values: formValues(formData) }, 409);
  await once(formData, staffId, "request", (trx) => ask(trx, item, parsed.data.note, staffId));
  return done(back, "Document asked for", "The client sees it in their checklist and gets an e-mail.");
}

/** Runs a change once per submitted form (a double click, a retried POST do it once). */
async function once(formData: FormData, staffId: string, intent: string, change: (trx: Trx) => Promise<void>) {
  try {
    await db.transaction().execute(async (trx) => {
      await claimSubmission(trx, submissionKey(formData, intent, staffId));
      await change(trx);
    });
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error;
  }
}
