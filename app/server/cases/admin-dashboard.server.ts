import { sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { ApplicationStatus } from "~/lib/cases/application-workflow";
import { db } from "../db/db.server";

/**
 * The admin dashboard's figures and latest activity, in one round trip. Totals that
 * grow with the firm come from record_counts (kept by triggers); the rest are index
 * range counts of recent or open rows, and the latest rows read from an index.
 */
export async function adminDashboard() {
  const count = (table: "blog_posts" | "enquiries") => db.selectFrom(table).select(sql<number>`count(*)::int`.as("n"));
  const kept = (key: string) =>
    db
      .selectFrom("record_counts")
      .select(sql<number>`coalesce(sum(n), 0)::int`.as("n"))
      .where("key", "=", key);
  const row = await db
    .selectNoFrom((eb) => [
      kept("users:client").as("clients"),
      kept("users:agent").as("agents"),
      count("enquiries")
        .where("created_at", ">", sql<Date>`now() - interval '7 days'`)
        .as("enquiries_this_week"),
      count("enquiries").where("status", "=", "new").as("enquiries_new"),
      count("blog_posts").where("status", "=", "published").as("published_posts"),
      jsonArrayFrom(
        eb
          .selectFrom("record_counts")
          .select([sql<ApplicationStatus>`substr(key, 14)`.as("status"), sql<number>`n::int`.as("n")])
          .where("key", "like", "applications:%")
          .where("n", ">", 0),
      ).as("by_status"),
      jsonArrayFrom(
        eb.selectFrom("enquiries").select(["id", "name", "email", "status", "created_at"]).orderBy("created_at", "desc").limit(5),
      ).as("latest_enquiries"),
      jsonArrayFrom(
        eb
          .selectFrom("application_events as e")
          .innerJoin("applications as a", "a.id", "e.application_id")
          .innerJoin("admin_users as c", "c.id", "a.client_id")
          .leftJoin("admin_users as u", "u.id", "e.actor_id")
          .select([
            "e.id",
            "e.to_status",
            "e.created_at",
            "a.id as application_id",
            "a.reference",
            "c.full_name as client_name",
            "u.full_name as actor_name",
          ])
          .where("e.summary", "is", null) // moves only
          .orderBy("e.created_at", "desc")
          .limit(8),
      ).as("latest_changes"),
    ])
    .executeTakeFirstOrThrow();
  return {
    ...row,
    by_status: row.by_status as { status: ApplicationStatus; n: number }[],
  };
}
