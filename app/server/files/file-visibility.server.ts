import { sql } from "kysely";
import { db } from "../db/db.server";
import { fileUrl } from "./file-store.server";

// A "public" image is public only once what shows it is: the cover of a draft or
// scheduled post, the photo of a success story or of a team member not (yet) published,
// is for admins only (a client's photo must not leak before their consent is used).
export async function withheldFromPublic(fileId: string): Promise<boolean> {
  const url = fileUrl(fileId);
  const row = await db
    .selectFrom("blog_posts")
    .select(sql<number>`1`.as("hit"))
    .where("cover_image_url", "=", url)
    .where((eb) => eb.or([eb("status", "=", "draft"), eb("published_at", "is", null), eb("published_at", ">", sql<Date>`now()`)]))
    .unionAll(
      db
        .selectFrom("visa_successes")
        .select(sql<number>`1`.as("hit"))
        .where("photo_url", "=", url)
        .where("is_published", "=", false),
    )
    .unionAll(
      db
        .selectFrom("team_members")
        .select(sql<number>`1`.as("hit"))
        .where("photo_url", "=", url)
        .where("is_published", "=", false),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A client sees the photo of their own success story before it is published (their preview). */
export async function isOwnStoryPhoto(fileId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("visa_successes")
    .select("id")
    .where("photo_url", "=", fileUrl(fileId))
    .where("client_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
