import { db } from "../db/db.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { likePattern, paginate, type ListParams } from "../http/list-params.server";

export function publishedTestimonialsQuery(limit = 100) {
  return db
    .selectFrom("testimonials")
    .select(["id", "name", "country", "visa_type", "quote", "video_url", "rating"])
    .where("is_published", "=", true)
    .orderBy("created_at", "desc")
    .limit(limit);
}

// The admin portal's view: every testimonial, published or not.
export const TESTIMONIAL_SORTS = ["name", "country", "rating", "is_published", "updated_at"] as const;
export type TestimonialSort = (typeof TESTIMONIAL_SORTS)[number];

export async function listTestimonials(list: ListParams<TestimonialSort>, published: boolean | null) {
  let query = db
    .selectFrom("testimonials")
    .select(["id", "name", "country", "visa_type", "rating", "video_url", "is_published", "updated_at"]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) =>
      eb.or([
        eb("name", "ilike", pattern),
        eb("country", "ilike", pattern),
        eb("visa_type", "ilike", pattern),
        eb("quote", "ilike", pattern),
      ]),
    );
  }
  if (published !== null) query = query.where("is_published", "=", published);
  query = query.orderBy(list.sort, (ob) => (list.dir === "asc" ? ob.asc() : ob.desc()).nullsLast()).orderBy("id");
  return paginate(query, list.page);
}

export function getTestimonial(id: string) {
  return db
    .selectFrom("testimonials")
    .select(["id", "name", "country", "visa_type", "quote", "video_url", "rating", "is_published", "created_at", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export type TestimonialInput = {
  name: string;
  country: string;
  visa_type: string;
  quote: string;
  video_url: string | null;
  rating: number | null;
  is_published: boolean;
};

/** Once per submission: a copy of the form finds the first one's (see submission-keys.server.ts). */
export async function createTestimonial(input: TestimonialInput, once: string | null = null) {
  const row = await db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const made = await trx.insertInto("testimonials").values(input).returning("id").executeTakeFirstOrThrow();
    await rememberResult(trx, once, `/admin/testimonials/view/${made.id}`);
    return made;
  });
  return row.id;
}

export async function updateTestimonial(id: string, input: TestimonialInput) {
  await db.updateTable("testimonials").set(input).where("id", "=", id).execute();
}

export async function deleteTestimonial(id: string) {
  await db.deleteFrom("testimonials").where("id", "=", id).execute();
}
