import type { EnquiryInput } from "~/lib/leads/enquiry-schema";
import type { EnquiryStatus, MANUAL_ENQUIRY_STATUSES } from "~/lib/leads/enquiry-statuses";
import { db } from "../db/db.server";
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
        consent: true,
      })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    await enqueue(trx, "enquiry_notification", { enquiryId: row.id });
    return row;
  });
}

export const ENQUIRY_SORTS = ["received", "name", "status"] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

// Each order is an index's (20261202000000_list_indexes.sql), ties broken by id the same way.
const ORDERS = { received: ["created_at"], name: ["name"], status: ["status", "created_at"] } as const;

export async function listEnquiries(list: ListParams<EnquirySort>, status: EnquiryStatus | "") {
  let query = db
    .selectFrom("enquiries")
    .select(["id", "name", "email", "phone", "destination_country", "service_slug", "status", "created_at"]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) => eb.or([eb("name", "ilike", pattern), eb("email", "ilike", pattern), eb("message", "ilike", pattern)]));
  }
  if (status) query = query.where("status", "=", status);
  if (list.q) query = matchesFirst(query, "enquiries");
  for (const column of ORDERS[list.sort]) query = query.orderBy(column, list.dir);
  return paginate(query.orderBy("id", list.dir), list.page);
}

export function getEnquiry(id: string) {
  return db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function setEnquiryStatus(id: string, status: (typeof MANUAL_ENQUIRY_STATUSES)[number]) {
  await db.updateTable("enquiries").set({ status }).where("id", "=", id).where("status", "!=", "converted").execute();
}

/** The enquiry a client was made from, if any: its message, where it came from, and the conversion. */
export function enquiryOfClient(clientId: string) {
  return db
    .selectFrom("enquiries as e")
    .leftJoin("admin_users as u", "u.id", "e.converted_by")
    .select([
      "e.id",
      "e.message",
      "e.source_page",
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
}
