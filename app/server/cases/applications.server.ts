import { byOf, recordAudit, type StaffBy } from "../audit/audit-log.server";
import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { canMove, GATED_STATUSES, STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import { gateBlockers } from "../documents/checklists.server";
import { copyItemsFor } from "./people.server";
import { AGREEMENT_GATE_MESSAGE, agreementBlocksMove, waiveAgreement } from "../billing/agreement-gate.server";
import { firmTimeZoneSetting, firmToday } from "../website/settings.server";
import { db } from "../db/db.server";
import { tellStatusChanged } from "../notifications/events.server";
import { claimSubmission, rememberResult } from "../http/submission-keys.server";

export type NewApplication = {
  clientId: string;
  serviceSlug: string;
  destinationCountry: string;
  assignedAgentId: string | null;
  createdBy: string;
  /** Work waits for a signed service agreement (the admin's form says yes unless unticked; imports and older callers, no). */
  agreementRequired?: boolean;
};

/** Opens an application at "enquiry", with the first entry of its history (once per submission). */
export async function createApplication(input: NewApplication, once: string | null = null) {
  const today = await firmToday();
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
        agreement_required: input.agreementRequired ?? false,
      })
      .returning(["id", "reference"])
      .executeTakeFirstOrThrow();
    // The main applicant's row comes with the application (a trigger); their items, from the visa type's checklist.
    const main = await trx
      .selectFrom("application_people as p")
      .leftJoin("client_profiles as c", "c.user_id", "p.user_id")
      .select(["p.id", "c.date_of_birth"])
      .where("p.application_id", "=", app.id)
      .where("p.role", "=", "main")
      .executeTakeFirstOrThrow();
    await copyItemsFor(
      trx,
      { id: main.id, applicationId: app.id, role: "main", dateOfBirth: main.date_of_birth },
      input.serviceSlug,
      today,
    );
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
      "a.planned_lodgement_on",
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
    .select([
      "e.id",
      "e.from_status",
      "e.to_status",
      "e.note",
      "e.client_note",
      "e.summary",
      "e.override_reason",
      "e.created_at",
      "u.full_name as actor_name",
      "u.role as actor_role",
    ])
    .where("e.application_id", "=", applicationId)
    .orderBy("e.created_at", "desc")
    .orderBy("e.id")
    .execute();
}

export class WorkflowError extends Error {}

/** A move into "ready to lodge" or "lodged" while required checklist items are not done. */
export class ChecklistGateError extends WorkflowError {
  constructor(public missing: string[]) {
    super(
      `Not yet: ${missing.length} required checklist item${missing.length === 1 ? " is" : "s are"} neither accepted nor marked not applicable: ${missing.join("; ")}.`,
    );
  }
}

export type StatusNotes = { note: string; clientNote: string; /** An admin's reason to move past the checklist gate. */ override?: string };

/**
 * Moves an application along the workflow, recording who, when and why, and tells
 * the client (with `clientNote` only; `note` stays among staff). The row is locked
 * so two people moving it at once cannot skip a step.
 */
export async function changeStatus(
  id: string,
  to: ApplicationStatus,
  actor: string | StaffBy,
  notes: StatusNotes,
  once: string | null = null,
) {
  const by = byOf(actor);
  const actorId = by.actorId;
  const zone = await firmTimeZoneSetting();
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const current = await trx.selectFrom("applications").select("status").where("id", "=", id).forUpdate().executeTakeFirst();
    if (!current) throw new WorkflowError("That application no longer exists.");
    if (!canMove(current.status, to)) {
      throw new WorkflowError(`An application that is "${STATUS_LABELS[current.status]}" cannot move to "${STATUS_LABELS[to]}".`);
    }
    const override = await gate(trx, id, to, actorId, notes.override?.trim() ?? "");
    const today = sql<string>`(now() at time zone ${zone})::date`; // the firm's today, not the server's
    await trx
      .updateTable("applications")
      .set({
        status: to,
        status_changed_at: sql`now()`,
        ...(to === "lodged" ? { lodged_on: sql`coalesce(lodged_on, ${today})` } : {}),
        ...(to === "ready_to_lodge" ? { answers_unlocked: false } : {}), // answers opened by an admin lock again
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
    await recordAudit(trx, by, {
      kind: "application_status_changed",
      record: { type: "application", id },
      summary: `${STATUS_LABELS[current.status]} → ${STATUS_LABELS[to]}${override ? ` (past a gate: ${override})` : ""}`,
      details: { from: current.status, to },
    });
    await tellStatusChanged(trx, id, to, notes.clientNote || null);
  });
}

/** A move past the first statuses while the service agreement is not signed. */
export class AgreementGateError extends WorkflowError {
  constructor() {
    super(AGREEMENT_GATE_MESSAGE);
  }
}

/**
 * The gates: a move past the first statuses waits for the signed service agreement,
 * and a move into a ready or lodged status until every required checklist item is
 * accepted or not applicable. Only an admin, giving a reason, may move past them; the
 * reason (and what was missing) is returned for the history, and a waived agreement
 * stays waived.
 */
async function gate(
  trx: Transaction<Database>,
  id: string,
  to: ApplicationStatus,
  actorId: string,
  reason: string,
): Promise<string | null> {
  const noAgreement = await agreementBlocksMove(trx, id, to);
  const missing = GATED_STATUSES.includes(to) ? await gateBlockers(trx, id) : [];
  if (!noAgreement && !missing.length) return null;
  const actor = await trx.selectFrom("admin_users").select("role").where("id", "=", actorId).executeTakeFirst();
  if (actor?.role !== "admin" || !reason) throw noAgreement ? new AgreementGateError() : new ChecklistGateError(missing);
  if (noAgreement) await waiveAgreement(trx, id);
  const what = [noAgreement ? "no signed service agreement" : "", missing.length ? `not ready: ${missing.join("; ")}` : ""].filter(Boolean);
  return `${reason} (${what.join("; ")})`;
}

export async function updateApplicationDetails(
  id: string,
  details: { governmentReference: string; assignedAgentId: string | null; plannedLodgementOn: string },
) {
  await db
    .updateTable("applications")
    .set({
      government_reference: details.governmentReference || null,
      assigned_agent_id: details.assignedAgentId,
      planned_lodgement_on: details.plannedLodgementOn || null,
    })
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
