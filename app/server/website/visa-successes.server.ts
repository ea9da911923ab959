import { db } from "../db/db.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { likePattern, paginate, type ListParams } from "../http/list-params.server";

/** Stories shown in public: published, and only with the client's consent. */
export function publishedStoriesQuery(limit = 100) {
  return db
    .selectFrom("visa_successes")
    .select(["id", "display_name", "country", "visa_type", "granted_on", "months_taken", "photo_url", "story"])
    .where("is_published", "=", true)
    .where("consent_to_publish", "=", true)
    .orderBy("granted_on", "desc")
    .limit(limit);
}

// The admin portal's view: every story, with or without consent.
export const STORY_SORTS = ["display_name", "country", "visa_type", "granted_on", "is_published", "updated_at"] as const;
export type StorySort = (typeof STORY_SORTS)[number];

export async function listStories(list: ListParams<StorySort>, published: boolean | null) {
  let query = db
    .selectFrom("visa_successes")
    .select([
      "id",
      "display_name",
      "country",
      "visa_type",
      "granted_on",
      "consent_to_publish",
      "consent_state",
      "is_published",
      "updated_at",
    ]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) =>
      eb.or([eb("display_name", "ilike", pattern), eb("country", "ilike", pattern), eb("visa_type", "ilike", pattern)]),
    );
  }
  if (published !== null) query = query.where("is_published", "=", published);
  query = query.orderBy(list.sort, (ob) => (list.dir === "asc" ? ob.asc() : ob.desc()).nullsLast()).orderBy("id");
  return paginate(query, list.page);
}

export function getStory(id: string) {
  return db
    .selectFrom("visa_successes")
    .select([
      "id",
      "display_name",
      "country",
      "visa_type",
      "granted_on",
      "photo_url",
      "story",
      "consent_to_publish",
      "is_published",
      "updated_at",
      // A client's story (decision 028): its application and consent, shown read-only.
      "application_id",
      "months_taken",
      "consent_state",
      "consent_text",
      "consent_sha256",
      "consent_answered_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

export type StoryInput = {
  display_name: string;
  country: string;
  visa_type: string;
  granted_on: string | null;
  photo_url: string | null;
  story: string;
  consent_to_publish: boolean;
  is_published: boolean;
};

/** Once per submission: a copy of the form finds the first one's (see submission-keys.server.ts). */
export async function createStory(input: StoryInput, once: string | null = null) {
  const row = await db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const made = await trx.insertInto("visa_successes").values(input).returning("id").executeTakeFirstOrThrow();
    await rememberResult(trx, once, `/admin/visa-success/${made.id}`);
    return made;
  });
  return row.id;
}

export async function updateStory(id: string, input: StoryInput) {
  await db.updateTable("visa_successes").set(input).where("id", "=", id).execute();
}

export async function deleteStory(id: string) {
  await db.deleteFrom("visa_successes").where("id", "=", id).execute();
}
