import { sql } from "kysely";
import { db } from "../db/db.server";

// Blog posts for the public site: only published ones, newest first.
export const POSTS_PER_PAGE = 9;

const cardColumns = ["slug", "title", "excerpt", "cover_image_url", "published_at"] as const;

/** A query of the newest published posts (for composing into one round trip). */
export function latestPostsQuery(limit: number) {
  return db
    .selectFrom("blog_posts")
    .select(cardColumns)
    .where("status", "=", "published")
    .where("published_at", "<=", sql<Date>`now()`)
    .orderBy("published_at", "desc")
    .limit(limit);
}

export async function listPublishedPosts(page: number) {
  const offset = (page - 1) * POSTS_PER_PAGE;
  const rows = await db
    .selectFrom("blog_posts")
    .select([...cardColumns, sql<number>`count(*) over ()`.as("total")])
    .where("status", "=", "published")
    .where("published_at", "<=", sql<Date>`now()`)
    .orderBy("published_at", "desc")
    .limit(POSTS_PER_PAGE)
    .offset(offset)
    .execute();
  const total = rows[0]?.total ?? (page > 1 ? await countPublished() : 0);
  return { posts: rows.map(({ total: _t, ...p }) => p), total, pages: Math.max(1, Math.ceil(total / POSTS_PER_PAGE)) };
}

async function countPublished() {
  const row = await db
    .selectFrom("blog_posts")
    .select(sql<number>`count(*)`.as("n"))
    .where("status", "=", "published")
    .where("published_at", "<=", sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function getPublishedPost(slug: string) {
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
      "published_at",
      "updated_at",
    ])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .where("published_at", "<=", sql<Date>`now()`)
    .executeTakeFirst();
}

export function publishedSlugs() {
  return db
    .selectFrom("blog_posts")
    .select(["slug", "updated_at"])
    .where("status", "=", "published")
    .where("published_at", "<=", sql<Date>`now()`)
    .orderBy("published_at", "desc")
    .execute();
}
