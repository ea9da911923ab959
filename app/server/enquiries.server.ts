import type { EnquiryInput, EnquiryStatus, MANUAL_ENQUIRY_STATUSES } from "~/lib/enquiry-schema";
import { db } from "./db.server";
import { likePattern, paginate, type ListParams } from "./list-params.server";

/** Stores an enquiry; it is committed before the visitor is thanked. */
export async function createEnquiry(input: EnquiryInput) {
  return db
    .insertInto("enquiries")
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      destination_country: input.destination_country,
      service_slug: input.service_slug,
      message: input.message,
      consent: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export const ENQUIRY_SORTS = ["received", "name", "status"] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

const SORTS = { received: "created_at", name: "name", status: "status" } as const;

export async function listEnquiries(list: ListParams<EnquirySort>, status: EnquiryStatus | "") {
  let query = db
    .selectFrom("enquiries")
    .select(["id", "name", "email", "phone", "destination_country", "service_slug", "status", "created_at"]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) => eb.or([eb("name", "ilike", pattern), eb("email", "ilike", pattern), eb("message", "ilike", pattern)]));
  }
  if (status) query = query.where("status", "=", status);
  return paginate(query.orderBy(SORTS[list.sort], list.dir).orderBy("id"), list.page);
}

export function getEnquiry(id: string) {
  return db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function setEnquiryStatus(id: string, status: (typeof MANUAL_ENQUIRY_STATUSES)[number]) {
  await db.updateTable("enquiries").set({ status }).where("id", "=", id).where("status", "!=", "converted").execute();
}
