import { db } from "../db/db.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { likePattern, paginate, type ListParams } from "../http/list-params.server";

// Blog posts as the admin portal sees them: drafts included.
export const POST_SORTS = ["title", "status", "published_at", "updated_at"] as const;
export type PostSort = (typeof POST_SORTS)[number];
export type PostStatus = "draft" | "published";

export async function listPosts(list: ListParams<PostSort>, status: PostStatus | null) {
  let query = db.selectFrom("blog_posts").select(["id", "title", "slug", "status", "published_at", "updated_at"]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("slug", "ilike", pattern)]));
  }
  if (status) query = query.where("status", "=", status);
  query = query.orderBy(list.sort, (ob) => (list.dir === "asc" ? ob.asc() : ob.desc()).nullsLast()).orderBy("id");
  return paginate(query, list.page);
}

export function getPost(id: string) {
  return db
    .selectFrom("blog_posts")
    .select([
      "id",
      "slug",
      "title",
      "excerpt",
      "body_markdown",
      "cover_image_url",
      "cover_image_credit",
      "cover_image_alt",
      "status",
      "published_at",
      "updated_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

export type PostInput = {
  title: string;
  slug: string;
  excerpt: string;
  body_markdown: string;
  cover_image_url: string | null;
  cover_image_credit: string;
  cover_image_alt: string;
  status: PostStatus;
  published_at: Date | null;
};

/** True when another post (not `exceptId`) already has this slug. */
export async function slugTaken(slug: string, exceptId?: string) {
  let query = db.selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "<>", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Once per submission: a copy of the form finds the first one's (see submission-keys.server.ts). */
export async function createPost(input: PostInput, authorId: string, once: string | null = null) {
  const row = await db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const made = await trx
      .insertInto("blog_posts")
      .values({ ...input, author_id: authorId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await rememberResult(trx, once, `/admin/blog/edit/${made.id}`);
    return made;
  });
  return row.id;
}

export async function updatePost(id: string, input: PostInput) {
  await db.updateTable("blog_posts").set(input).where("id", "=", id).execute();
}

export async function deletePost(id: string) {
  await db.deleteFrom("blog_posts").where("id", "=", id).execute();
}
