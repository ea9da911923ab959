import { sql, type Transaction } from "kysely";
import type { Database } from "./db-schema";
import { canMove, GATED_STATUSES, STATUS_LABELS, type ApplicationStatus } from "~/lib/application-workflow";
import { copyChecklist, gateBlockers } from "./documents/checklists.server";
import { firmTimeZoneSetting } from "./settings.server";
import { db } from "./db.server";
import { tellStatusChanged } from "./notifications/events.server";
import { claimSubmission, rememberResult } from "./submission-keys.server";
import { likePattern, paginate, type ListParams } from "./list-params.server";

export const APPLICATION_SORTS = ["reference", "client", "service", "country", "status", "updated"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export type ApplicationFilters = { status?: string; country?: string; agent?: string; client?: string };

const SORT_COLUMNS = {
  reference: "a.reference",
  client: "c.full_name",
  service: "a.service_slug",
  country: "a.destination_country",
  status: "a.status",
  updated: "a.updated_at",
} as const;

export async function listApplications(list: ListParams<ApplicationSort>, filters: ApplicationFilters) {
  let query = db
    .selectFrom("applications as a")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .leftJoin("admin_users as g", "g.id", "a.assigned_agent_id")
    .select([
      "a.id",
      "a.reference",
      "a.service_slug",
      "a.destination_country",
      "a.status",
      "a.updated_at",
      "c.id as client_id",
      "c.full_name as client_name",
      "g.full_name as agent_name",
    ]);
  if (list.q) {
    const pattern = likePattern(list.q);
    query = query.where((eb) =>
      eb.or([eb("a.reference", "ilike", pattern), eb("c.full_name", "ilike", pattern), eb("c.email", "ilike", pattern)]),
    );
  }
  if (filters.status) query = query.where("a.status", "=", filters.status as ApplicationStatus);
  if (filters.country) query = query.where("a.destination_country", "=", filters.country);
  if (filters.agent) query = query.where("a.assigned_agent_id", "=", filters.agent);
  if (filters.client) query = query.where("a.client_id", "=", filters.client);
  query = query.orderBy(SORT_COLUMNS[list.sort], list.dir).orderBy("a.id");
  return paginate(query, list.page);
}

export type NewApplication = {
  clientId: string;
  serviceSlug: string;
  destinationCountry: string;
  assignedAgentId: string | null;
  createdBy: string;
};

/** Opens an application at "enquiry", with the first entry of its history (once per submission). */
export async function createApplication(input: NewApplication, once: string | null = null) {
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const app = await trx
      .insertInto("applications")
      .values({
        client_id: input.clientId,
        service_slug: input.serviceSlug,
        destination_country: input.destinationCountry,
        assigned_agent_id: input.assignedAgentId,
        created_by: input.createdBy,
      })
      .returning(["id", "reference"])
      .executeTakeFirstOrThrow();
    await copyChecklist(trx, app.id, input.serviceSlug);
    await trx
      .insertInto("application_events")
      .values({ application_id: app.id, actor_id: input.createdBy, from_status: null, to_status: "enquiry", note: "Application opened" })
      .execute();
    await rememberResult(trx, once, `/admin/applications/${app.id}`);
    return app;
  });
}

export async function getApplication(id: string) {
  const app = await db
    .selectFrom("applications as a")
    .innerJoin("admin_users as c", "c.id", "a.client_id")
    .leftJoin("admin_users as g", "g.id", "a.assigned_agent_id")
    .select([
      "a.id",
      "a.reference",
      "a.service_slug",
      "a.destination_country",
      "a.status",
      "a.government_reference",
      "a.lodged_on",
      "a.decided_on",
      "a.status_changed_at",
      "a.created_at",
      "a.assigned_agent_id",
      "c.id as client_id",
      "c.full_name as client_name",
      "c.email as client_email",
      "g.full_name as agent_name",
    ])
    .where("a.id", "=", id)
    .executeTakeFirst();
  if (!app) return null;
  const events = await applicationHistory(id);
  return { ...app, events };
}

export function applicationHistory(applicationId: string) {
  return db
    .selectFrom("application_events as e")
    .leftJoin("admin_users as u", "u.id", "e.actor_id")
    .select(["e.id", "e.from_status", "e.to_status", "e.note", "e.client_note", "e.summary", "e.override_reason", "e.created_at", "u.full_name as actor_name", "u.role as actor_role"])
    .where("e.application_id", "=", applicationId)
    .orderBy("e.created_at", "desc")
    .orderBy("e.id")
    .execute();
}

export class WorkflowError extends Error {}

/** A move into "ready to lodge" or "lodged" while required checklist items are not done. */
export class ChecklistGateError extends WorkflowError {
  constructor(public missing: string[]) {
    super(`Not yet: ${missing.length} required checklist item${missing.length === 1 ? " is" : "s are"} neither accepted nor marked not applicable: ${missing.join("; ")}.`);
  }
}

export type StatusNotes = { note: string; clientNote: string; /** An admin's reason to move past the checklist gate. */ override?: string };

/**
 * Moves an application along the workflow, recording who, when and why, and tells
 * the client (with `clientNote` only; `note` stays among staff). The row is locked
 * so two people moving it at once cannot skip a step.
 */
export async function changeStatus(id: string, to: ApplicationStatus, actorId: string, notes: StatusNotes, once: string | null = null) {
  const zone = await firmTimeZoneSetting();
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const current = await trx.selectFrom("applications").select("status").where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) throw new WorkflowError("That application no longer exists.");
    if (!canMove(current.status, to)) {
      throw new WorkflowError(
        `An application that is "${STATUS_LABELS[current.status]}" cannot move to "${STATUS_LABELS[to]}".`,
      );
    }
    const override = await gate(trx, id, to, actorId, notes.override?.trim() ?? "");
    const today = sql<string>`(now() at time zone ${zone})::date`; // the firm's today, not the server's
    await trx
      .updateTable("applications")
      .set({
        status: to,
        status_changed_at: sql`now()`,
        ...(to === "lodged" ? { lodged_on: sql`coalesce(lodged_on, ${today})` } : {}),
        ...(["granted", "refused", "withdrawn"].includes(to) ? { decided_on: today } : {}),
      })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("application_events")
      .values({
        application_id: id,
        actor_id: actorId,
        from_status: current.status,
        to_status: to,
        note: notes.note || null,
        client_note: notes.clientNote || null,
        override_reason: override,
      })
      .execute();
    await tellStatusChanged(trx, id, to, notes.clientNote || null);
  });
}

/**
 * The checklist gate: a move into a ready or lodged status waits until every required
 * item is accepted or not applicable. Only an admin, giving a reason, may move past it;
 * the reason (and what was missing) is returned for the history.
 */
async function gate(trx: Transaction<Database>, id: string, to: ApplicationStatus, actorId: string, reason: string): Promise<string | null> {
  if (!GATED_STATUSES.includes(to)) return null;
  const missing = await gateBlockers(trx, id);
  if (!missing.length) return null;
  const actor = await trx.selectFrom("admin_users").select("role").where("id", "=", actorId).executeTakeFirst();
  if (actor?.role !== "admin" || !reason) throw new ChecklistGateError(missing);
  return `${reason} (not ready: ${missing.join("; ")})`;
}

export async function updateApplicationDetails(id: string, details: { governmentReference: string; assignedAgentId: string | null }) {
  await db
    .updateTable("applications")
    .set({ government_reference: details.governmentReference || null, assigned_agent_id: details.assignedAgentId })
    .where("id", "=", id)
    .execute();
}

/** The agents an application can be assigned to (tens in a firm, so a plain list). */
export function activeAgents() {
  return db
    .selectFrom("admin_users")
    .select(["id", "full_name"])
    .where("role", "=", "agent")
    .where("is_active", "=", true)
    .orderBy("full_name")
    .execute();
}
