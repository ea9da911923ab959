import { sql } from "kysely";
import { db } from "./db.server";
import { hashPassword } from "./password.server";
import { EmailTakenError } from "./users.server";

export type NewClient = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  nationality?: string;
  destinationCountry?: string;
  visaInterest?: string;
  assignedAgentId?: string | null;
  /** The enquiry this client was converted from: marked converted in the same transaction. */
  enquiryId?: string | null;
};

/**
 * Creates a client: the portal user and their profile in one transaction, so a
 * failure leaves neither. Throws EmailTakenError when the e-mail is in use.
 */
export async function createClient(input: NewClient) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom("admin_users").select("id").where("email", "=", email).executeTakeFirst();
    if (taken) throw new EmailTakenError(email);
    const user = await trx
      .insertInto("admin_users")
      .values({
        email,
        password_hash: passwordHash,
        full_name: `${input.firstName} ${input.lastName}`.trim(),
        role: "client",
      })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("client_profiles")
      .values({
        user_id: user.id,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone || null,
        nationality: input.nationality || null,
        destination_country: input.destinationCountry || null,
        visa_interest: input.visaInterest || null,
        assigned_agent_id: input.assignedAgentId || null,
      })
      .execute();
    if (input.enquiryId) {
      await trx
        .updateTable("enquiries")
        .set({ status: "converted", converted_client_id: user.id, updated_at: sql`now()` })
        .where("id", "=", input.enquiryId)
        .execute();
    }
    return user;
  });
}
