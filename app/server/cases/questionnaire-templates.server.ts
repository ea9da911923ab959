import { sql } from "kysely";
import { SERVICES } from "~/content/catalogue.server";
import { QUESTIONNAIRES } from "~/content/questionnaires";
import { templateSchema, type Template } from "~/lib/cases/questionnaire";
import { db } from "../db/db.server";
import { latestTemplate } from "./questionnaires.server";

// Admins write questionnaires: a visa type's template is saved as a new version, and a
// person who started answering stays on the version they started (questionnaire_answers.template_id).

/** Every visa type with its newest version (the seeded one counts as version 1 before first use). */
export async function questionnaireOverview() {
  const latest = await db
    .selectFrom("questionnaire_templates")
    .select(["service_slug", sql<number>`max(version)::int`.as("version")])
    .groupBy("service_slug")
    .execute();
  return SERVICES.map((s) => {
    const version = latest.find((l) => l.service_slug === s.slug)?.version ?? (QUESTIONNAIRES[s.slug] ? 1 : null);
    return { slug: s.slug, title: s.title, version };
  }).sort((a, b) => a.title.localeCompare(b.title));
}

/** A visa type's versions, newest first, with how many people answer on each. */
export async function templateVersions(serviceSlug: string) {
  await latestTemplate(serviceSlug); // the seeded one becomes version 1
  return db
    .selectFrom("questionnaire_templates as t")
    .leftJoin("admin_users as u", "u.id", "t.created_by")
    .select((eb) => [
      "t.id",
      "t.version",
      "t.body",
      "t.created_at",
      "u.full_name as created_by_name",
      eb
        .selectFrom("questionnaire_answers as a")
        .select(sql<number>`count(distinct a.person_id)::int`.as("n"))
        .whereRef("a.template_id", "=", "t.id")
        .as("people"),
    ])
    .where("t.service_slug", "=", serviceSlug)
    .orderBy("t.version", "desc")
    .limit(50)
    .execute();
}

export type TemplateCheck = { ok: true; template: Template } | { ok: false; errors: string[] };

/** A template as an admin typed it (JSON): checked by templateSchema, each problem with where it is. */
export function checkTemplateText(text: string): TemplateCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`This is not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = templateSchema.safeParse(json);
  if (parsed.success) return { ok: true, template: parsed.data };
  return { ok: false, errors: parsed.error.issues.slice(0, 20).map((i) => `${i.path.join(".") || "The template"}: ${i.message}`) };
}

/** Saves a new version; answered questionnaires keep theirs. False when another admin saved one at the same moment. */
export async function saveTemplateVersion(serviceSlug: string, template: Template, adminId: string) {
  try {
    await db
      .insertInto("questionnaire_templates")
      .values((eb) => ({
        service_slug: serviceSlug,
        version: eb
          .selectFrom("questionnaire_templates")
          .select(sql<number>`coalesce(max(version), 0) + 1`.as("v"))
          .where("service_slug", "=", serviceSlug),
        body: JSON.stringify(template),
        created_by: adminId,
      }))
      .execute();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return false; // unique (service_slug, version)
    throw error;
  }
}
