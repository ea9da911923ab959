import { db } from "./db.server";

export function publishedTestimonialsQuery(limit = 100) {
  return db
    .selectFrom("testimonials")
    .select(["id", "name", "country", "visa_type", "quote", "video_url", "rating"])
    .where("is_published", "=", true)
    .orderBy("created_at", "desc")
    .limit(limit);
}
