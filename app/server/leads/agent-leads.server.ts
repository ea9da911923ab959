import { sql } from "kysely";
import { OPEN_ENQUIRY_STATUSES, type EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { db } from "../db/db.server";
import { COUNT_CAP, paginate } from "../http/list-params.server";

// An agent's leads: only those they own, follow-ups due first (the earliest day first,
// then those without one, newest first) — the order of enquiries_owner_follow_up_idx.

/** "" is the open leads; "all" every one; or one stage. */
export type LeadShow = "" | "all" | EnquiryStatus;

export async function listAgentLeads(agentId: string, show: LeadShow, page: number) {
  let query = db
    .selectFrom("enquiries")
    .select(["id", "name", "email", "phone", "destination_country", "service_slug", "status", "created_at", "follow_up_on"])
    .where("owner_id", "=", agentId);
  if (show === "") query = query.where("status", "in", [...OPEN_ENQUIRY_STATUSES]);
  else if (show !== "all") query = query.where("status", "=", show);
  return paginate(
    query
      .orderBy(sql`follow_up_on asc nulls last`)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc"),
    page,
  );
}

/** The agent's dashboard: the open leads whose follow-up is today or earlier (a short list), and how many open leads they own. */
export async function agentLeadSummary(agentId: string, today: string) {
  const open = [...OPEN_ENQUIRY_STATUSES];
  const [due, count] = await Promise.all([
    db
      .selectFrom("enquiries")
      .select(["id", "name", "status", "follow_up_on"])
      .where("owner_id", "=", agentId)
      .where("status", "in", open)
      .where("follow_up_on", "<=", today)
      .orderBy(sql`follow_up_on asc nulls last`)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(10)
      .execute(),
    db
      .selectFrom(
        db
          .selectFrom("enquiries")
          .select("id")
          .where("owner_id", "=", agentId)
          .where("status", "in", open)
          .limit(COUNT_CAP + 1)
          .as("open"),
      )
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { due, open: Number(count.n) };
}

/** Who a lead can be given to: active agents and admins, by name (the admin's filter and picker). */
export function staffOptions() {
  return db
    .selectFrom("admin_users")
    .select(["id", "full_name", "role"])
    .where("role", "in", ["agent", "admin"])
    .where("is_active", "=", true)
    .orderBy(sql`lower(full_name)`)
    .orderBy("id")
    .limit(200)
    .execute();
}
