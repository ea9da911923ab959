import { db } from "./db.server";

/** Stories shown in public: published, and only with the client's consent. */
export function publishedStoriesQuery(limit = 100) {
  return db
    .selectFrom("visa_successes")
    .select(["id", "display_name", "country", "visa_type", "granted_on", "photo_url", "story"])
    .where("is_published", "=", true)
    .where("consent_to_publish", "=", true)
    .orderBy("granted_on", "desc")
    .limit(limit);
}
