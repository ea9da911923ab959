import { createHash } from "node:crypto";
import { sql } from "kysely";
import { serviceTitle } from "~/content/catalogue.server";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { consentText, shownName, type ConsentAnswer, type NameForm } from "~/lib/website/story-consent";
import type { Db } from "../db/db.server";
import { db } from "../db/db.server";
import { claimSubmission } from "../http/submission-keys.server";
import { notify } from "../notifications/notify.server";

// A granted application's success story, with its client's consent (decision 028):
// the application's agent (or an admin) asks, the client writes their words and agrees
// or declines on the exact text shown (its SHA-256 comes back with the form), and may
// withdraw later, which takes the story off the gallery in the same statement. Every
// answer is kept in story_consents with the text shown. The admin's side: story-review.server.ts.

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** A request the rules refuse: the words say why (409 where the page was out of date). */
export class StoryRefused extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message);
  }
}

/** Nothing the person may see: the same 404 as no record at all. */
export class StoryNotFound extends Error {}

export type Actor = { id: string; role: "admin" | "agent" | "client" };

const STORY_COLUMNS = [
  "id",
  "application_id",
  "client_id",
  "display_name",
  "country",
  "visa_type",
  "granted_on",
  "months_taken",
  "story",
  "photo_url",
  "name_form",
  "consent_state",
  "consent_answered_at",
  "consent_sha256",
  "consent_text",
  "consent_to_publish",
  "is_published",
  "requested_at",
  "updated_at",
] as const;

/** Whole months from one moment to another (a grant the day after lodgement: 0). */
export function wholeMonths(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/** Lodged → granted, from the application's history (its date columns when the history lacks a step). */
async function timeline(trx: Db, applicationId: string) {
  const row = await trx
    .selectFrom("applications as a")
    .select((eb) => [
      "a.lodged_on",
      "a.decided_on",
      eb
        .selectFrom("application_events")
        .select((e) => e.fn.min("created_at").as("at"))
        .where("application_id", "=", applicationId)
        .where("to_status", "=", "lodged")
        .as("lodged_at"),
      eb
        .selectFrom("application_events")
        .select((e) => e.fn.max("created_at").as("at"))
        .where("application_id", "=", applicationId)
        .where("to_status", "=", "granted")
        .as("granted_at"),
    ])
    .where("a.id", "=", applicationId)
    .executeTakeFirstOrThrow();
  const lodged = row.lodged_at ? new Date(row.lodged_at) : row.lodged_on ? new Date(`${row.lodged_on}T00:00:00Z`) : null;
  const granted = row.granted_at ? new Date(row.granted_at) : row.decided_on ? new Date(`${row.decided_on}T00:00:00Z`) : null;
  return {
    grantedOn: row.decided_on ?? (granted ? granted.toISOString().slice(0, 10) : null),
    months: lodged && granted ? wholeMonths(lodged, granted) : null,
  };
}

/**
 * The agent of a granted application (only its own agent; admins too) asks its client
 * for consent. Asked again after a "no" or a withdrawal, the story waits for them again.
 */
export async function askForStory(applicationId: string, actor: Actor, once: string | null = null) {
  return db.transaction().execute(async (trx) => {
    const app = await trx
      .selectFrom("applications as a")
      .innerJoin("admin_users as c", "c.id", "a.client_id")
      .select([
        "a.id",
        "a.reference",
        "a.status",
        "a.assigned_agent_id",
        "a.client_id",
        "a.service_slug",
        "a.destination_country",
        "c.full_name",
      ])
      .where("a.id", "=", applicationId)
      .forUpdate("a")
      .executeTakeFirst();
    if (!app || actor.role === "client" || (actor.role === "agent" && app.assigned_agent_id !== actor.id)) throw new StoryNotFound();
    if (app.status !== "granted") throw new StoryRefused("Only a granted application can become a success story.", 400);
    await claimSubmission(trx, once);
    const existing = await trx
      .selectFrom("visa_successes")
      .select(["id", "consent_state"])
      .where("application_id", "=", app.id)
      .executeTakeFirst();
    if (existing?.consent_state === "agreed") throw new StoryRefused("The client has already agreed: the story waits for review.");
    const { grantedOn, months } = await timeline(trx, app.id);
    const facts = {
      country: COUNTRY_NAMES[app.destination_country] ?? app.destination_country,
      visa_type: serviceTitle(app.service_slug),
      granted_on: grantedOn,
      months_taken: months,
      requested_by: actor.id,
      requested_at: sql<Date>`now()`,
      consent_state: "asked" as const,
      consent_to_publish: false,
      is_published: false,
    };
    const story = existing
      ? await trx.updateTable("visa_successes").set(facts).where("id", "=", existing.id).returning("id").executeTakeFirstOrThrow()
      : await trx
          .insertInto("visa_successes")
          .values({ ...facts, application_id: app.id, client_id: app.client_id, display_name: shownName(app.full_name, "first_name") })
          .returning("id")
          .executeTakeFirstOrThrow();
    await notify(trx, {
      userId: app.client_id,
      kind: "status_changed",
      title: `Congratulations on your grant (${app.reference}): may we share your story?`,
      body: "See exactly what would be published, write a few words if you like, and agree or decline. Nothing is published without your consent.",
      link: `/client/success-stories/${story.id}`,
    });
    return story.id;
  });
}

/** The client's own story; another client's, or none, is not found. */
export async function storyOfClient(storyId: string, clientId: string) {
  return db
    .selectFrom("visa_successes")
    .select(STORY_COLUMNS)
    .where("id", "=", storyId)
    .where("client_id", "=", clientId)
    .executeTakeFirst();
}

/** The stories of these applications (a staff page's granted cases), by application. */
export async function storiesOfApplications(applicationIds: string[]) {
  if (!applicationIds.length) return {};
  const rows = await db
    .selectFrom("visa_successes")
    .select(["id", "application_id", "consent_state", "is_published", "requested_at", "consent_answered_at"])
    .where("application_id", "in", applicationIds)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.application_id!, r]));
}

/** A client's stories (the dashboard's reminder and link). */
export function storiesOfClient(clientId: string) {
  return db
    .selectFrom("visa_successes as s")
    .innerJoin("applications as a", "a.id", "s.application_id")
    .select(["s.id", "s.consent_state", "a.reference"])
    .where("s.client_id", "=", clientId)
    .execute();
}

export const ANSWERABLE = ["asked", "declined", "withdrawn"] as const;

/** The client's name form, words and photo: only while they have not agreed (after, they withdraw first). */
export async function saveStoryDraft(
  storyId: string,
  clientId: string,
  draft: { nameForm: NameForm; story: string; photoUrl: string | null },
) {
  return db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, storyId, clientId);
    if (row.consent_state === "agreed") throw new StoryRefused("You have agreed to this story: withdraw your consent first to change it.");
    const name = await trx.selectFrom("admin_users").select("full_name").where("id", "=", clientId).executeTakeFirstOrThrow();
    await trx
      .updateTable("visa_successes")
      .set({
        name_form: draft.nameForm,
        display_name: shownName(name.full_name, draft.nameForm),
        story: draft.story,
        photo_url: draft.photoUrl,
      })
      .where("id", "=", row.id)
      .execute();
  });
}

async function lockOwn(trx: Db, storyId: string, clientId: string) {
  const row = await trx
    .selectFrom("visa_successes")
    .select(STORY_COLUMNS)
    .where("id", "=", storyId)
    .where("client_id", "=", clientId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new StoryNotFound();
  return row;
}

/**
 * The client's answer on the text they were shown: "agreed" only with that text's
 * SHA-256 (anything changed since, 409); a second "agreed" of the same text changes
 * nothing. "withdrawn" unpublishes at once. Each answer is kept with its text.
 */
export async function answerStory(storyId: string, clientId: string, answer: ConsentAnswer, shownSha256: string) {
  return db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, storyId, clientId);
    const text = answer === "withdrawn" ? (row.consent_text ?? consentText(row)) : consentText(row);
    if (answer === row.consent_state) return { changed: false };
    if (answer === "withdrawn" && row.consent_state !== "agreed") throw new StoryRefused("There is no consent to withdraw.");
    if (answer !== "withdrawn") {
      if (row.consent_state === "agreed") throw new StoryRefused("You have agreed to this story: withdraw your consent first.");
      if (sha256(text) !== shownSha256)
        throw new StoryRefused("Your story changed since this page was opened: please read it again before you answer.");
      if (answer === "agreed" && !row.story.trim()) throw new StoryRefused("Write a few words about your experience first.", 400);
    }
    const agreed = answer === "agreed";
    await trx
      .updateTable("visa_successes")
      .set({
        consent_state: answer,
        consent_answered_at: sql<Date>`now()`,
        consent_to_publish: agreed,
        ...(agreed ? { consent_text: text, consent_sha256: sha256(text) } : {}),
        ...(agreed ? {} : { is_published: false }),
      })
      .where("id", "=", row.id)
      .execute();
    await trx
      .insertInto("story_consents")
      .values({ story_id: row.id, client_id: clientId, answer, shown_text: text, shown_sha256: sha256(text) })
      .execute();
    return { changed: true };
  });
}

/** The client's answers, newest first (their page and the admin's). */
export function consentHistory(storyId: string) {
  return db
    .selectFrom("story_consents")
    .select(["id", "answer", "answered_at", "shown_sha256"])
    .where("story_id", "=", storyId)
    .orderBy("answered_at", "desc")
    .orderBy("id")
    .limit(50)
    .execute();
}
