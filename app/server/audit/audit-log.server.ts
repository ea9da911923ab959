import type { AuditKind } from "~/lib/audit/audit-kinds";
import type { AuditRecordType } from "~/lib/audit/audit-records";
import type { SessionUser } from "../accounts/session.server";
import type { Db } from "../db/db.server";
import { clientIp } from "../http/request.server";

// The firm's audit log: one row per change that matters, written in the same
// transaction as the change, and never changed afterwards (the table's triggers refuse
// an UPDATE, and a DELETE before the retention period ends: only the retention job
// deletes). Who: the signed-in person (their role is read with the row's insert);
// from where: the request's client address, as the front door recorded it.

/** Who did it and from where: a person's request (`auditBy`), or the system (a job: no actor). */
export type AuditBy = { actorId: string | null; ip: string | null };

/** A signed-in member of staff's request. */
export type StaffBy = AuditBy & { actorId: string };

export const SYSTEM: AuditBy = { actorId: null, ip: null };

/** A caller that gives only the actor's id (a script, a test): no address. */
export function byOf(actor: string | StaffBy): StaffBy {
  return typeof actor === "string" ? { actorId: actor, ip: null } : actor;
}

/** An actor given as an id alone (a script, a test) or none (the system), or a request's. */
export function byOrSystem(actor: string | StaffBy | null): AuditBy {
  return actor === null ? SYSTEM : byOf(actor);
}

/** The signed-in user of a request, and its client address. */
export function auditBy(request: Request, user: Pick<SessionUser, "id">): StaffBy {
  return { actorId: user.id, ip: clientIp(request) };
}

export type NewAuditEvent = {
  kind: AuditKind;
  /** The record the change was made to (shown with its label, linked). */
  record?: { type: AuditRecordType; id: string } | null;
  /** A few words beside the kind's label: "Submitted → In review", "reason: typo". */
  summary?: string;
  /** Anything more worth keeping (kept as JSON, shown in the CSV). */
  details?: Record<string, unknown>;
};

/**
 * Adds one entry to the audit log. Call it with the change's transaction (`trx`), so
 * the entry is there exactly when the change is.
 */
export async function recordAudit(executor: Db, by: AuditBy, event: NewAuditEvent): Promise<void> {
  await executor
    .insertInto("audit_events")
    .values((eb) => ({
      actor_id: by.actorId,
      actor_role: by.actorId ? eb.selectFrom("admin_users").select("role").where("id", "=", by.actorId) : null,
      kind: event.kind,
      record_type: event.record?.type ?? null,
      record_id: event.record?.id ?? null,
      summary: (event.summary ?? "").slice(0, 500),
      details: JSON.stringify(event.details ?? {}),
      ip: by.ip?.slice(0, 64) ?? null,
    }))
    .execute();
}
