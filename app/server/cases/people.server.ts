import { sql, type ExpressionBuilder, type Transaction } from "kysely";
import { isAdult, itemApplies, type ItemAudience, type Person, type PersonRole } from "~/lib/cases/people";
import type { PersonInput } from "~/lib/cases/person-schema";
import { db } from "../db/db.server";
import type { Database } from "../db/schema";

// The people on an application (decision 025). The main applicant's details are their
// client profile's; the others' are their own row. Each person's checklist items are
// theirs: copied from the visa type's checklist for who they are when they are added.

type Db = Transaction<Database> | typeof db;

/**
 * The one rule of who may act for a person (loaders, actions, files, exports): the
 * person themselves when they have a sign-in, else the application's client (the main
 * applicant), who looks after those without one. `p` is application_people, `a` its application.
 */
export function actsFor(userId: string) {
  return (eb: ExpressionBuilder<{ p: Database["application_people"]; a: Database["applications"] }, "p" | "a">) =>
    eb.or([eb("p.user_id", "=", userId), eb.and([eb("p.user_id", "is", null), eb("a.client_id", "=", userId)])]);
}

/** actsFor for a person already read (the same rule, in code). */
export function mayActFor(userId: string, person: { userId: string | null }, applicationClientId: string) {
  return person.userId === userId || (person.userId === null && applicationClientId === userId);
}

/** The people of these applications, the main applicant first, then in the order they were added. */
export async function peopleOf(applicationIds: string[], executor: Db = db): Promise<Person[]> {
  if (!applicationIds.length) return [];
  const rows = await executor
    .selectFrom("application_people as p")
    .innerJoin("applications as a", "a.id", "p.application_id")
    .leftJoin("client_profiles as c", (j) => j.onRef("c.user_id", "=", "a.client_id").on("p.role", "=", "main"))
    .leftJoin("admin_users as u", (j) => j.onRef("u.id", "=", "a.client_id").on("p.role", "=", "main"))
    .select([
      "p.id",
      "p.application_id",
      "p.role",
      "p.user_id",
      sql<string>`case when p.role = 'main' then coalesce(nullif(c.first_name, ''), split_part(u.full_name, ' ', 1)) else p.first_name end`.as(
        "first_name",
      ),
      sql<string>`case when p.role = 'main' then coalesce(nullif(c.last_name, ''), substr(u.full_name, length(split_part(u.full_name, ' ', 1)) + 2)) else p.last_name end`.as(
        "last_name",
      ),
      sql<string | null>`case when p.role = 'main' then c.date_of_birth::text else p.date_of_birth::text end`.as("date_of_birth"),
      sql<string | null>`case when p.role = 'main' then c.nationality else p.nationality end`.as("nationality"),
      sql<string | null>`case when p.role = 'main' then c.passport_number else p.passport_number end`.as("passport_number"),
      "p.passport_country",
      sql<string | null>`case when p.role = 'main' then c.passport_expiry::text else p.passport_expiry::text end`.as("passport_expiry"),
      sql<string | null>`case when p.role = 'main' then u.email else p.email end`.as("email"),
    ])
    .where("p.application_id", "in", applicationIds)
    .orderBy("p.application_id")
    .orderBy(sql`p.role = 'main'`, "desc")
    .orderBy("p.created_at")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.application_id,
    role: r.role,
    firstName: r.first_name ?? "",
    lastName: r.last_name ?? "",
    dateOfBirth: r.date_of_birth,
    nationality: r.nationality,
    passportNumber: r.passport_number,
    passportCountry: r.passport_country,
    passportExpiry: r.passport_expiry,
    email: r.email,
    userId: r.user_id,
  }));
}

/** Copies the visa type's items that are asked of this person (inside the transaction that adds them). */
export async function copyItemsFor(
  trx: Transaction<Database>,
  person: { id: string; applicationId: string; role: PersonRole; dateOfBirth: string | null },
  serviceSlug: string,
  today: string,
) {
  const template = await trx
    .selectFrom("checklist_items")
    .select(["position", "name", "help_text", "required", "provided_by", "document_type", "applies_to"])
    .where("service_slug", "=", serviceSlug)
    .orderBy("position")
    .execute();
  const who = { role: person.role, adult: isAdult(person, today) };
  const mine = template.filter((t) => itemApplies(t.applies_to as ItemAudience, who));
  if (mine.length)
    await trx
      .insertInto("application_items")
      .values(mine.map(({ applies_to: _, ...t }) => ({ ...t, application_id: person.applicationId, person_id: person.id })))
      .execute();
}

/** Adds a person with the checklist items asked of them; returns their id. */
export async function addPerson(trx: Transaction<Database>, applicationId: string, input: PersonInput, today: string) {
  const app = await trx.selectFrom("applications").select(["service_slug"]).where("id", "=", applicationId).executeTakeFirstOrThrow();
  const person = await trx
    .insertInto("application_people")
    .values({ application_id: applicationId, ...columns(input) })
    .returning(["id", "role"])
    .executeTakeFirstOrThrow();
  await copyItemsFor(
    trx,
    { id: person.id, applicationId, role: input.role, dateOfBirth: input.dateOfBirth || null },
    app.service_slug,
    today,
  );
  return person.id;
}

/** Changes a person's details (not the main applicant's: those are their profile's). False when there is no such person. */
export async function updatePerson(trx: Transaction<Database>, personId: string, applicationId: string, input: PersonInput) {
  const result = await trx
    .updateTable("application_people")
    .set({ ...columns(input), updated_at: new Date() })
    .where("id", "=", personId)
    .where("application_id", "=", applicationId)
    .where("role", "!=", "main")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes a person off an application with their checklist items. Refused (false) for the
 * main applicant and for a person with files: those are part of the record.
 */
export async function removePerson(trx: Transaction<Database>, personId: string, applicationId: string) {
  const withFiles = await trx
    .selectFrom("application_items as i")
    .innerJoin("documents as d", "d.item_id", "i.id")
    .select("d.id")
    .where("i.person_id", "=", personId)
    .limit(1)
    .executeTakeFirst();
  if (withFiles) return false;
  const result = await trx
    .deleteFrom("application_people")
    .where("id", "=", personId)
    .where("application_id", "=", applicationId)
    .where("role", "!=", "main")
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function columns(input: PersonInput) {
  return {
    role: input.role,
    first_name: input.firstName,
    last_name: input.lastName,
    date_of_birth: input.dateOfBirth || null,
    nationality: input.nationality || null,
    passport_number: input.passportNumber || null,
    passport_country: input.passportCountry || null,
    passport_expiry: input.passportExpiry || null,
    email: input.email || null,
  };
}

/** A person this signed-in client acts for, with their application's status and visa type; undefined otherwise. */
export function personForClient(personId: string, userId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(personId)) return Promise.resolve(undefined);
  return db
    .selectFrom("application_people as p")
    .innerJoin("applications as a", "a.id", "p.application_id")
    .leftJoin("client_profiles as c", (j) => j.onRef("c.user_id", "=", "a.client_id").on("p.role", "=", "main"))
    .select([
      "p.id",
      "p.role",
      "p.first_name",
      "p.last_name",
      sql<string | null>`case when p.role = 'main' then c.date_of_birth::text else p.date_of_birth::text end`.as("date_of_birth"),
      "a.id as application_id",
      "a.reference",
      "a.service_slug",
      "a.status",
      "a.answers_unlocked",
    ])
    .where("p.id", "=", personId)
    .where(actsFor(userId))
    .executeTakeFirst();
}
