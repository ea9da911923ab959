import type { EnquiryInput } from "~/lib/enquiry-schema";
import { db } from "./db.server";

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
