import { byOrSystem, recordAudit, type StaffBy } from "../audit/audit-log.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";
import { profileCompletion } from "~/lib/cases/profile-completion";
import { sql } from "kysely";
import { data } from "@remix-run/node";
import { isUuid } from "~/lib/http/uuid";
import type { ClientProfileInput } from "~/lib/cases/people-schema";
import { tellClientAssigned } from "../notifications/events.server";
import { db } from "../db/db.server";
import { normaliseEmail } from "~/lib/accounts/email";
import { invite } from "../accounts/invitations.server";
import { EmailTakenError, takenMeanwhile } from "../accounts/users.server";
import { linkToClient } from "../leads/assessments.server";
import { recordActivity } from "../leads/pipeline.server";

export type NewClient = {
  email: string;
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

export class EnquiryNotConvertibleError extends Error {
  constructor(id: string) {
    super(`The enquiry ${id} does not exist or was already converted`);
  }
}

/**
 * Creates a client: the portal user (no password yet), their profile and their
 * invitation e-mail in one transaction, so a failure leaves none of them. Throws
 * EmailTakenError when the e-mail is in use.
 */
export async function createClient(input: NewClient, admin: string | StaffBy | null, once: string | null = null) {
  const by = byOrSystem(admin);
  const adminId = by.actorId;
  const email = normaliseEmail(input.email);
  const made = db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once); // a copy of this form waits here, then goes to the client the first made
    const taken = await trx.selectFrom("admin_users").select("id").where("email", "=", email).executeTakeFirst();
    if (taken) throw new EmailTakenError(email);
    const user = await trx
      .insertInto("admin_users")
      .values({
        email,
        password_hash: null,
        // Two names of up to 100 characters and a space: the column holds 200 (as updateClientProfile cuts it).
        full_name: `${input.firstName} ${input.lastName}`.trim().slice(0, 200),
        role: "client",
      })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    const profile = {
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone || null,
      nationality: input.nationality || null,
      destination_country: input.destinationCountry || null,
      visa_interest: input.visaInterest || null,
    };
    await trx
      .insertInto("client_profiles")
      // What staff entered counts toward the profile's completion from the start.
      .values({
        user_id: user.id,
        ...profile,
        profile_completion_percentage: profileCompletion(profile),
        assigned_agent_id: input.assignedAgentId || null,
      })
      .execute();
    if (input.enquiryId) {
      // Only an enquiry not yet converted: a missing one, or two admins converting
      // the same one at once, rolls the whole client back.
      const converted = await trx
        .updateTable("enquiries")
        .set({ status: "converted", converted_client_id: user.id, converted_at: sql`now()`, converted_by: adminId, updated_at: sql`now()` })
        .where("id", "=", input.enquiryId)
        .where("status", "!=", "converted")
        .executeTakeFirst();
      if (Number(converted.numUpdatedRows) !== 1) throw new EnquiryNotConvertibleError(input.enquiryId);
      // Won: the timeline says so, and stays with the client's record.
      await recordActivity(trx, input.enquiryId, adminId, { kind: "stage", to: "converted", body: "" });
      await linkToClient(trx, input.enquiryId, user.id); // what they told a calculator comes with them
    }
    if (input.assignedAgentId) await tellClientAssigned(trx, user.id, input.assignedAgentId);
    await recordAudit(trx, by, {
      kind: "client_created",
      record: { type: "client", id: user.id },
      summary: input.enquiryId ? "From an enquiry" : "",
    });
    await invite(trx, user.id, adminId);
    await rememberResult(trx, once, `/admin/clients/${user.id}`);
    return user;
  });
  return made.catch(takenMeanwhile(email));
}

// ---- The admin's screens: list, profile, agent, applications ----

/** A client by their user id, or undefined (also for an id that is not a client's). */
export async function getClient(userId: string) {
  return db
    .selectFrom("admin_users as u")
    .leftJoin("client_profiles as p", "p.user_id", "u.id")
    .leftJoin("admin_users as agent", "agent.id", "p.assigned_agent_id")
    .where("u.id", "=", userId)
    .where("u.role", "=", "client")
    .select([
      "u.id",
      "u.email",
      "u.full_name",
      "u.is_active",
      "u.last_login_at",
      "u.created_at",
      "p.first_name",
      "p.last_name",
      "p.profile_completion_percentage",
      "p.phone",
      "p.date_of_birth",
      "p.nationality",
      "p.country_of_residence",
      "p.city",
      "p.address",
      "p.passport_number",
      "p.passport_expiry",
      "p.destination_country",
      "p.visa_interest",
      "p.education_level",
      "p.education_details",
      "p.work_experience_years",
      "p.work_experience_details",
      "p.english_test",
      "p.english_test_score",
      "p.assigned_agent_id",
      "agent.full_name as agent_name",
      "agent.is_active as agent_is_active",
    ])
    .executeTakeFirst();
}
export type AdminClient = NonNullable<Awaited<ReturnType<typeof getClient>>>;

/** The client of a URL's id, or a 404 thrown (a malformed id included): the admin's client pages. */
export async function clientOr404(id: string | undefined): Promise<AdminClient> {
  const client = id && isUuid(id) ? await getClient(id) : undefined;
  if (!client) throw data(null, { status: 404 });
  return client;
}

const orNull = (value: string) => (value === "" ? null : value);

/** Saves the profile (creating it if the client has none) and keeps the account's name in step. */
export async function updateClientProfile(userId: string, input: ClientProfileInput) {
  const profile = {
    first_name: input.firstName,
    last_name: input.lastName,
    phone: orNull(input.phone),
    date_of_birth: orNull(input.dateOfBirth),
    nationality: orNull(input.nationality),
    country_of_residence: orNull(input.countryOfResidence),
    city: orNull(input.city),
    address: orNull(input.address),
    passport_number: orNull(input.passportNumber.toUpperCase()),
    passport_expiry: orNull(input.passportExpiry),
    destination_country: orNull(input.destinationCountry),
    visa_interest: orNull(input.visaInterest),
    education_level: orNull(input.educationLevel),
    education_details: orNull(input.educationDetails),
    work_experience_years: input.workExperienceYears === "" ? null : Number(input.workExperienceYears),
    work_experience_details: orNull(input.workExperienceDetails),
    english_test: orNull(input.englishTest),
    english_test_score: orNull(input.englishTestScore),
  };
  const row = { ...profile, profile_completion_percentage: profileCompletion(profile) };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ full_name: `${input.firstName} ${input.lastName}`.trim().slice(0, 200) })
      .where("id", "=", userId)
      .execute();
    await trx
      .insertInto("client_profiles")
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
      .execute();
  });
}

/** Assigns an agent (or none). False when `agentId` is not an agent's id. */
export async function assignClientAgent(userId: string, agentId: string | null): Promise<boolean> {
  if (agentId) {
    const agent = await db.selectFrom("admin_users").select("id").where("id", "=", agentId).where("role", "=", "agent").executeTakeFirst();
    if (!agent) return false;
  }
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("client_profiles")
      .select("assigned_agent_id")
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto("client_profiles")
      .values({ user_id: userId, assigned_agent_id: agentId })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ assigned_agent_id: agentId }))
      .execute();
    if (agentId && agentId !== before?.assigned_agent_id) await tellClientAssigned(trx, userId, agentId);
  });
  return true;
}

export async function clientApplications(userId: string) {
  return db
    .selectFrom("applications")
    .select(["id", "reference", "service_slug", "destination_country", "status", "updated_at"])
    .where("client_id", "=", userId)
    .orderBy("updated_at", "desc")
    .execute();
}

/** The enquiry a new client is made from, for pre-filling the form. */
export async function enquiryForConversion(id: string) {
  return db
    .selectFrom("enquiries")
    .select(["id", "name", "email", "phone", "destination_country", "service_slug", "status", "converted_client_id"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** "Anna Maria Silva" → first "Anna Maria", last "Silva"; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}
