import type { EnquiryInput } from "~/lib/leads/enquiry-schema";
import { visitOriginColumns } from "~/lib/leads/visit-origin-schema";
import { OPEN_ENQUIRY_STATUSES, type EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { db } from "../db/db.server";
import { timelineOf } from "./pipeline.server";
import { enqueue } from "../outbox/outbox.server";
import { claimSubmission } from "../http/submission-keys.server";
import { likePattern, matchesFirst, paginate, type ListParams } from "../http/list-params.server";

/**
 * Stores an enquiry and the e-mail that tells staff about it, in one transaction:
 * both are committed before the visitor is thanked, or neither is.
 */
export async function createEnquiry(input: EnquiryInput, once: string | null = null) {
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const row = await trx
      .insertInto("enquiries")
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        destination_country: input.destination_country,
        service_slug: input.service_slug,
        message: input.message,
        source_page: input.source_page || null,
        ...visitOriginColumns(input),
        consent: true,
      })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    await enqueue(trx, "enquiry_notification", { enquiryId: row.id });
    return row;
  });
}

export const ENQUIRY_SORTS = ["received", "name", "status", "follow_up"] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

// Each order is an index's (20261202000000_list_indexes.sql, 20261210000300_lead_pipeline.sql), ties broken by id the same way.
const ORDERS = { received: ["created_at"], name: ["name"], status: ["status", "created_at"], follow_up: ["follow_up_on"] } as const;

/** The admin's filters: a stage, an owner (an id, or "none" for the front desk), follow-ups due by `today`. */
export type EnquiryFilters = { status: EnquiryStatus | ""; owner: string; due: boolean; today: string };

export async function listEnquiries(list: ListParams<EnquirySort>, filters: EnquiryFilters) {
  let query = db
    .selectFrom("enquiries")
    .select(["id", "name", "email", "phone", "destination_country", "service_slug", "status", "created_at", "owner_id", "follow_up_on"]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) => eb.or([eb("name", "ilike", pattern), eb("email", "ilike", pattern), eb("message", "ilike", pattern)]));
  }
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.owner === "none") query = query.where("owner_id", "is", null);
  else if (filters.owner) query = query.where("owner_id", "=", filters.owner);
  if (filters.due) {
    // The partial index of open leads with a follow-up (enquiries_follow_up_due_idx).
    query = query
      .where("follow_up_on", "is not", null)
      .where("follow_up_on", "<=", filters.today)
      .where("status", "in", [...OPEN_ENQUIRY_STATUSES]);
  }
  if (list.q) query = matchesFirst(query, "enquiries");
  for (const column of ORDERS[list.sort]) query = query.orderBy(column, list.dir);
  const page = await paginate(query.orderBy("id", list.dir), list.page);
  const names = await staffNames(page.rows.map((r) => r.owner_id));
  return { ...page, rows: page.rows.map((r) => ({ ...r, owner_name: r.owner_id ? (names.get(r.owner_id) ?? null) : null })) };
}

/** The names of a page's owners (at most a page's worth of ids). */
export async function staffNames(ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db.selectFrom("admin_users").select(["id", "full_name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((r) => [r.id, r.full_name]));
}

export function getEnquiry(id: string) {
  return db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The enquiry a client was made from, if any: its message, where it came from, the conversion and its whole timeline. */
export async function enquiryOfClient(clientId: string) {
  const enquiry = await db
    .selectFrom("enquiries as e")
    .leftJoin("admin_users as u", "u.id", "e.converted_by")
    .select([
      "e.id",
      "e.message",
      "e.source_page",
      "e.landing_page",
      "e.referrer_host",
      "e.utm_source",
      "e.utm_medium",
      "e.utm_campaign",
      "e.service_slug",
      "e.destination_country",
      "e.created_at",
      "e.converted_at",
      "u.full_name as converted_by_name",
    ])
    .where("e.converted_client_id", "=", clientId)
    .orderBy("e.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return enquiry ? { ...enquiry, timeline: await timelineOf(enquiry.id) } : undefined;
}
