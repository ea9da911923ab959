import { data } from "@remix-run/node";
import { PERSON_ROLE_LABELS, personName } from "~/lib/cases/people";
import { personSchema } from "~/lib/cases/person-schema";
import { UUID_RE } from "~/lib/http/uuid";
import { db } from "../db/db.server";
import { formError, formFailure, parseFormData } from "../http/forms.server";
import { AlreadySubmitted, claimSubmission, submissionKey } from "../http/submission-keys.server";
import { redirectWithToast } from "../http/toast.server";
import { record } from "../documents/requests.server";
import { firmToday } from "../website/settings.server";
import { addPerson, removePerson, updatePerson } from "./people.server";
import { createClient } from "./clients.server";
import { EmailTakenError } from "../accounts/users.server";
import { isAdult } from "~/lib/cases/people";

// Staff's forms for the people on one application: add (with the checklist items asked
// of them), change their details, take them off. Each is a line of the history.

export const PEOPLE_INTENTS = ["person-add", "person-save", "person-remove", "person-invite"] as const;

export async function peopleAction(formData: FormData, staffId: string, applicationId: string, back: string) {
  const intent = formData.get("intent");
  const today = await firmToday();
  if (intent === "person-invite") {
    const problem = await invitePerson(String(formData.get("personId") ?? ""), applicationId, staffId, today);
    if (problem) return formError(formData, problem, 409);
    return redirectWithToast(`${back}#people`, {
      type: "success",
      title: "Invited",
      description: "They choose a password from the e-mail, then see their own part.",
    });
  }
  if (intent === "person-remove") {
    const personId = String(formData.get("personId") ?? "");
    if (!UUID_RE.test(personId)) throw data(null, { status: 404 });
    const removed = await db.transaction().execute(async (trx) => {
      const who = await trx
        .selectFrom("application_people")
        .select(["first_name", "last_name", "role"])
        .where("id", "=", personId)
        .where("application_id", "=", applicationId)
        .where("role", "!=", "main")
        .executeTakeFirst();
      if (!who) throw data(null, { status: 404 });
      if (!(await removePerson(trx, personId, applicationId))) return null;
      await record(
        trx,
        applicationId,
        staffId,
        `${personName({ firstName: who.first_name, lastName: who.last_name, role: who.role })} taken off the application`,
      );
      return who;
    });
    if (!removed)
      return formError(
        formData,
        "Their files are part of the record: they stay on the application. Mark their items not applicable instead.",
        409,
      );
    return redirectWithToast(`${back}#people`, { type: "success", title: "Taken off the application" });
  }
  const parsed = parseFormData(formData, personSchema(today));
  if (!parsed.ok) return formFailure(parsed.failure);
  const input = parsed.data;
  const label = `${personName({ ...input })} (${PERSON_ROLE_LABELS[input.role].toLowerCase()})`;
  if (intent === "person-save") {
    const personId = String(formData.get("personId") ?? "");
    const saved =
      UUID_RE.test(personId) &&
      (await db.transaction().execute(async (trx) => {
        if (!(await updatePerson(trx, personId, applicationId, input))) return false;
        await record(trx, applicationId, staffId, `${label}: details changed`);
        return true;
      }));
    if (!saved) throw data(null, { status: 404 });
    return redirectWithToast(`${back}#people`, { type: "success", title: "Details saved" });
  }
  try {
    await db.transaction().execute(async (trx) => {
      await claimSubmission(trx, submissionKey(formData, "person-add", staffId));
      await addPerson(trx, applicationId, input, today);
      await record(trx, applicationId, staffId, `${label} added to the application`);
    });
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error; // sent twice: added once
  }
  return redirectWithToast(`${back}#people`, {
    type: "success",
    title: "Added to the application",
    description: "Their checklist items follow the visa type's.",
  });
}

/**
 * Gives an adult family member a sign-in of their own: a client account invited by
 * e-mail as clients are (or the client account that e-mail already has), linked to
 * their row. From then on they act for themselves and the main applicant no longer
 * sees their part. Returns what stands in the way, or null.
 */
async function invitePerson(personId: string, applicationId: string, staffId: string, today: string): Promise<string | null> {
  if (!UUID_RE.test(personId)) throw data(null, { status: 404 });
  const person = await db
    .selectFrom("application_people as p")
    .innerJoin("applications as a", "a.id", "p.application_id")
    .select(["p.role", "p.first_name", "p.last_name", "p.date_of_birth", "p.email", "p.user_id", "a.client_id"])
    .where("p.id", "=", personId)
    .where("p.application_id", "=", applicationId)
    .executeTakeFirst();
  if (!person || person.role === "main") throw data(null, { status: 404 });
  if (person.user_id) return "They already sign in themselves.";
  if (!isAdult({ role: person.role, dateOfBirth: person.date_of_birth }, today))
    return "A child's part is looked after by the main applicant.";
  if (!person.email) return "Add their e-mail address first.";
  const existing = await db.selectFrom("admin_users").select(["id", "role"]).where("email", "=", person.email).executeTakeFirst();
  if (existing && (existing.role !== "client" || existing.id === person.client_id))
    return "That e-mail address belongs to another account here: use their own.";
  const email = person.email;
  const userId =
    existing?.id ??
    (await createClient({ email, firstName: person.first_name, lastName: person.last_name }, staffId).then(
      (user) => user.id,
      // Invited twice at once: the other made the account; link it.
      async (error) => {
        if (!(error instanceof EmailTakenError)) throw error;
        return (
          await db.selectFrom("admin_users").select("id").where("email", "=", email).where("role", "=", "client").executeTakeFirstOrThrow()
        ).id;
      },
    ));
  await db.transaction().execute(async (trx) => {
    // Invited twice at once: linked, and kept in the history, once.
    const linked = await trx
      .updateTable("application_people")
      .set({ user_id: userId, updated_at: new Date() })
      .where("id", "=", personId)
      .where("user_id", "is", null)
      .executeTakeFirst();
    if (!linked.numUpdatedRows) return;
    await record(
      trx,
      applicationId,
      staffId,
      `${personName({ firstName: person.first_name, lastName: person.last_name, role: person.role })} invited to sign in themselves`,
    );
  });
  return null;
}
