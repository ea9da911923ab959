import { data } from "@remix-run/node";
import { sql, type Transaction } from "kysely";
import { SERVICES } from "~/content/catalogue.server";
import { templateItemSchema } from "~/lib/documents/checklist-schema";
import { UUID_RE } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import type { Database } from "../db/schema";
import { formFailure, parseFormData } from "../http/forms.server";
import { redirectWithToast } from "../http/toast.server";

// Admins keep each visa type's checklist. A change applies to applications opened
// from then on; an open application keeps the checklist it was given (staff change
// that one on the application itself).

/** Every visa type of the catalogue with how many items its checklist has. */
export async function checklistOverview() {
  const counts = await db
    .selectFrom("checklist_items")
    .select(["service_slug", sql<number>`count(*)::int`.as("items"), sql<number>`count(*) filter (where required)::int`.as("required")])
    .groupBy("service_slug")
    .execute();
  return SERVICES.map((s) => {
    const c = counts.find((r) => r.service_slug === s.slug);
    return { slug: s.slug, title: s.title, items: c?.items ?? 0, required: c?.required ?? 0 };
  }).sort((a, b) => a.title.localeCompare(b.title));
}

export function templateOf(slug: string) {
  return db
    .selectFrom("checklist_items")
    .select(["id", "name", "help_text", "required", "provided_by", "applies_to", "position"])
    .where("service_slug", "=", slug)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
}

/** The intents of a visa type's checklist page: add, save, delete, up, down. */
export async function templateAction(formData: FormData, slug: string) {
  const back = `/admin/checklists/${slug}`;
  const intent = String(formData.get("intent") ?? "");
  const itemId = String(formData.get("itemId") ?? "");
  if (intent === "add" || intent === "save") {
    const parsed = parseFormData(formData, templateItemSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    const { name, help, required, providedBy, appliesTo } = parsed.data;
    if (intent === "add") {
      await db.transaction().execute(async (trx) => {
        await lockChecklist(trx, slug);
        const last = await trx
          .selectFrom("checklist_items")
          .select((eb) => eb.fn.max("position").as("max"))
          .where("service_slug", "=", slug)
          .executeTakeFirst();
        await trx
          .insertInto("checklist_items")
          .values({
            service_slug: slug,
            position: (last?.max ?? 0) + 1,
            name,
            help_text: help,
            required,
            provided_by: providedBy,
            applies_to: appliesTo,
          })
          .execute();
      });
      return redirectWithToast(back, { type: "success", title: "Item added", description: "Applications opened from now on get it." });
    }
    if (!UUID_RE.test(itemId)) throw data(null, { status: 404 });
    const saved = await db
      .updateTable("checklist_items")
      .set({ name, help_text: help, required, provided_by: providedBy, applies_to: appliesTo, updated_at: sql`now()` })
      .where("id", "=", itemId)
      .where("service_slug", "=", slug)
      .executeTakeFirst();
    if (!saved.numUpdatedRows) throw data(null, { status: 404 });
    return redirectWithToast(back, { type: "success", title: "Item saved" });
  }
  if (!["delete", "up", "down"].includes(intent)) throw data(null, { status: 400 });
  if (!UUID_RE.test(itemId)) throw data(null, { status: 404 });
  if (intent === "delete") {
    const gone = await db.deleteFrom("checklist_items").where("id", "=", itemId).where("service_slug", "=", slug).executeTakeFirst();
    if (!gone.numDeletedRows) throw data(null, { status: 404 });
    return redirectWithToast(back, { type: "success", title: "Item removed", description: "Open applications keep theirs." });
  }
  // Up or down: swap with the neighbour, numbering the list afresh.
  await db.transaction().execute(async (trx) => {
    await lockChecklist(trx, slug);
    const items = await trx
      .selectFrom("checklist_items")
      .select(["id"])
      .where("service_slug", "=", slug)
      .orderBy("position")
      .orderBy("created_at")
      .execute();
    const at = items.findIndex((i) => i.id === itemId);
    const to = intent === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= items.length) return;
    [items[at], items[to]] = [items[to], items[at]];
    for (const [i, item] of items.entries())
      await trx
        .updateTable("checklist_items")
        .set({ position: i + 1 })
        .where("id", "=", item.id)
        .execute();
  });
  return redirectWithToast(back, { type: "success", title: "Order changed" });
}

/** One change of a visa type's order at a time: two admins adding at once get two positions. */
function lockChecklist(trx: Transaction<Database>, slug: string) {
  return sql`select pg_advisory_xact_lock(hashtext(${`checklist:${slug}`}))`.execute(trx);
}
