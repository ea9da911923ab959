import { sql } from "kysely";
import { z } from "zod";
import { hiddenTextMessages } from "~/lib/billing/agreement-hidden-text";
import { unknownFields } from "~/lib/billing/agreement-render";
import { db } from "../db/db.server";

// The admin's agreement templates: Markdown with {{fields}}. Editing one changes only
// agreements drawn up after; a signed agreement keeps its own text.

export const templateSchema = z
  .object({
    title: z.string().trim().min(1, "Give the template a title").max(200, "Use at most 200 characters"),
    body: z.string().trim().min(50, "Write the agreement (at least a few sentences)").max(100_000, "Use at most 100,000 characters"),
    isActive: z.literal("on").optional(),
  })
  .superRefine((t, ctx) => {
    // What the client reads must be what is signed and hashed: nothing the page would not show as written.
    for (const message of hiddenTextMessages(t.body)) ctx.addIssue({ code: "custom", path: ["body"], message });
    const unknown = unknownFields(t.body);
    if (unknown.length)
      ctx.addIssue({
        code: "custom",
        path: ["body"],
        message: `Not a field: ${unknown.map((f) => `{{${f}}}`).join(", ")}. Use only the fields listed.`,
      });
  });

export function listTemplates() {
  return db
    .selectFrom("agreement_templates")
    .select(["id", "title", "is_active", "updated_at"])
    .orderBy("is_active", "desc")
    .orderBy("title")
    .limit(100)
    .execute();
}

export function getTemplate(id: string) {
  return db.selectFrom("agreement_templates").select(["id", "title", "body", "is_active"]).where("id", "=", id).executeTakeFirst();
}

export async function saveTemplate(id: string | null, t: z.infer<typeof templateSchema>, adminId: string) {
  const values = { title: t.title, body: t.body, is_active: t.isActive === "on", updated_by: adminId, updated_at: sql<Date>`now()` };
  if (id) {
    await db.updateTable("agreement_templates").set(values).where("id", "=", id).execute();
    return id;
  }
  return (await db.insertInto("agreement_templates").values(values).returning("id").executeTakeFirstOrThrow()).id;
}
