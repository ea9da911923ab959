import { sql } from "kysely";
import { titleFromSlug } from "~/lib/ui/format";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { getService } from "~/content/catalogue.server";
import { QUESTIONNAIRES } from "~/content/questionnaires";
import { checklistsOf } from "../documents/checklists.server";
import { whoseTurn } from "~/lib/cases/whose-turn";
import { db } from "../db/db.server";
import { mayActFor, peopleOf } from "./people.server";
import type { SessionUser } from "../accounts/session.server";

/**
 * Everything the client's dashboard shows, for the signed-in client only, in one
 * round trip: the client object of SPEC.md §3, their profile, and each application
 * with its history, document checklist and whose turn it is.
 */
export async function clientDashboard(user: SessionUser) {
  const row = await db
    .selectFrom("admin_users as u")
    .leftJoin("client_profiles as p", "p.user_id", "u.id")
    .select((eb) => [
      "u.id",
      "u.email",
      "u.created_at",
      "u.updated_at",
      "p.first_name",
      "p.profile_completion_percentage",
      "p.passport_expiry",
      jsonArrayFrom(
        eb
          .selectFrom("applications as a")
          .leftJoin("admin_users as g", "g.id", "a.assigned_agent_id")
          .select((e2) => [
            "a.id",
            "a.reference",
            "a.service_slug",
            "a.destination_country",
            "a.status",
            "a.status_changed_at",
            "a.client_id",
            "g.full_name as agent_name",
            jsonArrayFrom(
              e2
                .selectFrom("application_events as e")
                // Only the note shared with the client: the staff note never leaves the server.
                .select(["e.id", "e.from_status", "e.to_status", "e.client_note", "e.summary", "e.created_at"])
                .whereRef("e.application_id", "=", "a.id")
                // A task done is theirs to see only when it was theirs (then it carries a client note).
                .where((w) => w.or([w("e.summary", "is", null), w("e.client_note", "is not", null)]))
                .orderBy("e.created_at", "desc"),
            ).as("events"),
            // Their own open tasks: a staff member's task never reaches the client.
            jsonArrayFrom(
              e2
                .selectFrom("tasks as t")
                .select(["t.id", "t.title", "t.due_on"])
                .whereRef("t.application_id", "=", "a.id")
                .whereRef("t.assignee_id", "=", "u.id")
                .where("t.completed_at", "is", null)
                .orderBy(sql`t.due_on nulls last`)
                .limit(20),
            ).as("tasks"),
          ])
          // Those they are on with their own sign-in: as main applicant (whose row carries the
          // client's id) or as a spouse or adult child. One index (application_people_user_idx).
          .where("a.id", "in", (w) => w.selectFrom("application_people").select("application_id").where("user_id", "=", user.id))
          .orderBy("a.created_at", "desc"),
      ).as("applications"),
      // Notes staff chose to share; staff-only notes never leave the server.
      jsonArrayFrom(
        eb
          .selectFrom("client_notes as n")
          .select(["n.id", "n.body", "n.created_at"])
          .whereRef("n.client_id", "=", "u.id")
          .where("n.shared_with_client", "=", true)
          .orderBy("n.created_at", "desc")
          .limit(20),
      ).as("shared_notes"),
    ])
    .where("u.id", "=", user.id)
    .executeTakeFirstOrThrow();

  const ids = row.applications.map((a) => a.id);
  const [checklists, people] = await Promise.all([checklistsOf(ids), peopleOf(ids)]);
  const applications = row.applications.map((a) => {
    const service = getService(a.service_slug);
    // Each person's part is theirs: only the people this client acts for, and their items.
    const mine = people.filter((p) => p.applicationId === a.id && mayActFor(user.id, p, a.client_id));
    const checklist = checklists[a.id]
      .filter((item) => mine.some((p) => p.id === item.personId))
      // Why staff found an item not applicable stays with staff.
      .map((item) => ({ ...item, notApplicableReason: null }));
    return {
      ...a,
      people: mine.map((p) => ({ id: p.id, role: p.role, firstName: p.firstName, lastName: p.lastName })),
      hasQuestionnaire: Boolean(QUESTIONNAIRES[a.service_slug]),
      /** The main applicant's: messages and agreements are theirs. */
      isMain: a.client_id === user.id,
      serviceTitle: service?.title ?? titleFromSlug(a.service_slug),
      checklist,
      turn: whoseTurn(a.status, checklist, a.tasks),
      // Actor names stay with staff: the client sees what happened and when.
      events: a.events.map((e) => ({ ...e, note: null, actor_name: null })),
    };
  });

  return {
    client: {
      id: row.id,
      email: row.email,
      is_verified: true as const,
      verified_at: user.authenticatedAt,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    profile: {
      firstName: row.first_name || user.fullName.split(" ")[0],
      completion: row.profile_completion_percentage ?? 0,
      passportExpiry: row.passport_expiry,
    },
    applications,
    sharedNotes: row.shared_notes,
  };
}

/** True when the passport expires within six months of today (or has expired). */
export function passportExpiresSoon(expiry: string | null, today = new Date()): boolean {
  if (!expiry) return false;
  const limit = new Date(today);
  limit.setUTCMonth(limit.getUTCMonth() + 6);
  return new Date(`${expiry}T00:00:00Z`) <= limit;
}
