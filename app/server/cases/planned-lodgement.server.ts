import { sql } from "kysely";
import { personName } from "~/lib/cases/people";
import { db } from "../db/db.server";
import { caseloadIds } from "./agent-portal.server";

// The day an application is planned to be lodged on, and what would stop it: a person on
// an open application whose passport expires before that day. Read from the applications that have a
// planned lodgement (a partial index), the agent's clients' only for an agent.

export type LodgementRisk = {
  applicationId: string;
  reference: string;
  clientId: string;
  person: string;
  expires: string;
  plannedOn: string;
};

export async function passportsBeforeLodgement(agentId: string | null, limit = 20): Promise<LodgementRisk[]> {
  let query = db
    .selectFrom("applications as a")
    .innerJoin("application_people as p", "p.application_id", "a.id")
    .innerJoin("client_profiles as c", "c.user_id", "a.client_id")
    .innerJoin("admin_users as u", "u.id", "a.client_id")
    .select([
      "a.id",
      "a.reference",
      "a.client_id",
      "a.planned_lodgement_on",
      "p.role",
      sql<string>`case when p.role = 'main' then coalesce(nullif(c.first_name, ''), u.full_name) else p.first_name end`.as("first_name"),
      sql<string>`case when p.role = 'main' then c.last_name else p.last_name end`.as("last_name"),
      sql<string>`case when p.role = 'main' then c.passport_expiry else p.passport_expiry end::text`.as("expires"),
    ])
    .where("a.planned_lodgement_on", "is not", null)
    .where("a.status", "not in", ["lodged", "granted", "refused", "withdrawn", "closed"])
    .where(sql<boolean>`(case when p.role = 'main' then c.passport_expiry else p.passport_expiry end) < a.planned_lodgement_on`);
  if (agentId) query = query.where("a.client_id", "=", caseloadIds(agentId, "current")).where("c.assigned_agent_id", "=", agentId);
  const rows = await query.orderBy("a.planned_lodgement_on").orderBy("a.id").limit(limit).execute();
  return rows.map((r) => ({
    applicationId: r.id,
    reference: r.reference,
    clientId: r.client_id,
    person: personName({ firstName: r.first_name ?? "", lastName: r.last_name ?? "", role: r.role }),
    expires: r.expires,
    plannedOn: String(r.planned_lodgement_on),
  }));
}

/** The day the application is planned to be lodged on (documents' checks count to it), or none. */
export async function setPlannedLodgement(id: string, day: string | null) {
  await db.updateTable("applications").set({ planned_lodgement_on: day }).where("id", "=", id).execute();
}
