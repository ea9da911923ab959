import type { Transaction } from "kysely";
import { blockingItems, buildItem, type ChecklistItem, type ItemFile } from "~/lib/documents/document-checklists";
import { UUID_RE } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import { actsFor } from "../cases/people.server";
import { firmToday } from "../website/settings.server";
import { itemValidity } from "./validity.server";
import type { Database } from "../db/schema";

// Each application's checklist: its items (copied from its visa type's checklist when
// it was opened, plus what staff added), each with its files and derived state.

/** The checklists of these applications, keyed by application id. */
export async function checklistsOf(
  applicationIds: string[],
  executor: Transaction<Database> | typeof db = db,
): Promise<Record<string, ChecklistItem[]>> {
  if (!applicationIds.length) return {};
  const items = await executor
    .selectFrom("application_items")
    .select(["id", "application_id", "person_id", "document_type", "name", "help_text", "required", "provided_by", "not_applicable_reason"])
    .where("application_id", "in", applicationIds)
    .orderBy("application_id")
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  const itemIds = items.map((i) => i.id);
  const [files, requests] = itemIds.length
    ? await Promise.all([
        executor
          .selectFrom("documents as d")
          .leftJoin("files as f", "f.id", "d.file_id")
          .select(["d.id", "d.item_id", "d.status", "d.review_reason", "d.created_at", "d.dated_on", "f.original_name", "f.size_bytes"])
          .where("d.item_id", "in", itemIds)
          .execute(),
        executor
          .selectFrom("document_requests")
          .distinctOn("item_id")
          .select(["item_id", "note", "created_at"])
          .where("item_id", "in", itemIds)
          .orderBy("item_id")
          .orderBy("created_at", "desc")
          .execute(),
      ])
    : [[], []];
  const [apps, today] = await Promise.all([
    executor
      .selectFrom("applications")
      .select(["id", "destination_country", "planned_lodgement_on"])
      .where("id", "in", applicationIds)
      .execute(),
    firmToday(),
  ]);
  const out: Record<string, ChecklistItem[]> = Object.fromEntries(applicationIds.map((id) => [id, []]));
  for (const item of items) {
    const mine: ItemFile[] = files.filter((f) => f.item_id === item.id);
    const built = buildItem(item, mine, requests.find((r) => r.item_id === item.id) ?? null);
    // The newest file that carries its date and was not refused says how long the item lasts.
    const dated = built.files.find((f) => f.dated_on && f.status !== "needs_revision");
    const app = apps.find((a) => a.id === item.application_id);
    if (dated && app)
      built.validity = itemValidity(
        item.document_type,
        dated.dated_on!,
        { destination: app.destination_country, plannedLodgement: app.planned_lodgement_on },
        today,
      );
    out[item.application_id].push(built);
  }
  return out;
}

/** The names of the required items that stop this application being lodged. */
export async function gateBlockers(trx: Transaction<Database>, applicationId: string): Promise<string[]> {
  const items = (await checklistsOf([applicationId], trx))[applicationId] ?? [];
  return blockingItems(items).map((i) => i.name);
}

/** A checklist item of a person this signed-in client acts for (actsFor), with what an upload needs to know. */
export function itemOfClient(itemId: string, clientId: string) {
  if (!UUID_RE.test(itemId)) return Promise.resolve(undefined);
  return db
    .selectFrom("application_items as i")
    .innerJoin("application_people as p", "p.id", "i.person_id")
    .innerJoin("applications as a", "a.id", "i.application_id")
    .select([
      "i.id",
      "i.application_id",
      "i.document_type",
      "i.provided_by",
      "i.not_applicable_at",
      "a.status",
      "a.reference",
      "a.client_id",
    ])
    .where("i.id", "=", itemId)
    .where(actsFor(clientId))
    .executeTakeFirst();
}
