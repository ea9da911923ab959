import { rulesFor } from "~/content/documents/validity";
import { PASSPORT_ON_LODGEMENT, validityDocumentOf, type ItemValidity } from "~/lib/documents/document-dates";
import { lastUsableDay, validityState } from "~/lib/documents/validity";
import type { Transaction } from "kysely";
import { personName } from "~/lib/cases/people";
import type { Database } from "../db/schema";
import type { CountrySlug } from "~/lib/website/sources";

// How long an uploaded document can be used for an application: the destination's sourced
// rule (app/content/documents/validity.ts), else the passport's own (valid on lodgement),
// else none (no confirmed rule: nothing is said rather than a guess).

export function validityRule(documentType: string | null, destination: string) {
  const kind = validityDocumentOf(documentType);
  if (!kind) return null;
  return rulesFor(kind, destination as CountrySlug)[0] ?? (kind === "passport" ? PASSPORT_ON_LODGEMENT : null);
}

/** Where a document dated `datedOn` stands today for this application, or null when no rule applies. */
export function itemValidity(
  documentType: string | null,
  datedOn: string | null,
  app: { destination: string; plannedLodgement: string | null },
  today: string,
): ItemValidity | null {
  const rule = datedOn ? validityRule(documentType, app.destination) : null;
  if (!rule || !datedOn) return null;
  return { ...validityState(rule, datedOn, { today, plannedLodgement: app.plannedLodgement }), datedOn };
}

/**
 * The key date that follows a dated upload by itself: one per checklist item, on the last
 * day the document can be used, moved when a newer copy comes (inside the upload's transaction).
 */
export async function followKeyDate(trx: Transaction<Database>, itemId: string, datedOn: string, uploadedBy: string) {
  const item = await trx
    .selectFrom("application_items as i")
    .innerJoin("applications as a", "a.id", "i.application_id")
    .innerJoin("application_people as p", "p.id", "i.person_id")
    .select([
      "i.name",
      "i.document_type",
      "a.id as application_id",
      "a.client_id",
      "a.destination_country",
      "p.role",
      "p.first_name",
      "p.last_name",
    ])
    .where("i.id", "=", itemId)
    .executeTakeFirstOrThrow();
  const rule = validityRule(item.document_type, item.destination_country);
  if (!rule) return;
  const dueOn = lastUsableDay(rule.rule, datedOn);
  const who = item.role === "main" ? "" : ` (${personName({ firstName: item.first_name, lastName: item.last_name, role: item.role })})`;
  const note = `${item.name}${who}: the last day it can be used`;
  await trx
    .insertInto("key_dates")
    .values({
      client_id: item.client_id,
      application_id: item.application_id,
      item_id: itemId,
      kind: "document_usable_until",
      due_on: dueOn,
      note,
      created_by: uploadedBy,
    })
    .onConflict((c) => c.column("item_id").where("item_id", "is not", null).doUpdateSet({ due_on: dueOn, note }))
    .execute();
}
