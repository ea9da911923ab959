import { jsonArrayFrom } from "kysely/helpers/postgres";
import { latestPostsQuery } from "./blog.server";
import { db } from "../db/db.server";
import { publishedStoriesQuery } from "./visa-successes.server";
import { publishedTestimonialsQuery } from "./testimonials.server";

/**
 * Everything the home page shows from the database, in one round trip. If the
 * database cannot be reached the page still renders, without these sections.
 */
export async function homeContent() {
  return readHomeContent().catch((error) => {
    console.error("[home] database read failed:", (error as Error).message);
    return { posts: [], testimonials: [], stories: [] };
  });
}

async function readHomeContent() {
  const row = await db
    .selectNoFrom([
      jsonArrayFrom(latestPostsQuery(3)).as("posts"),
      jsonArrayFrom(publishedTestimonialsQuery(3)).as("testimonials"),
      jsonArrayFrom(publishedStoriesQuery(3)).as("stories"),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
