import { sql } from "kysely";
import { db } from "../db/db.server";
import { paginate } from "../http/list-params.server";
import { recordAudit, type StaffBy } from "../audit/audit-log.server";

// Whether a consultation was held (issue 44): staff mark a confirmed consultation that is
// over as not attended (status no_show), or undo the mark (back to confirmed: held). The
// Consultations report counts the two apart. An admin may mark any; a host their own.

/** Consultations that are over (cancelled ones too), newest first, a page at a time (bookings_starts_idx, bookings_host_starts_idx). */
export function pastBookings(page: number, hostId?: string, now = new Date()) {
  let query = db
    .selectFrom("bookings as b")
    .innerJoin("admin_users as h", "h.id", "b.host_id")
    .select(["b.id", "b.starts_at", "b.ends_at", "b.status", "b.name", "b.email", "b.phone", "b.topic", "h.full_name as host"])
    .where("b.starts_at", "<", now)
    .where("b.ends_at", "<=", now);
  if (hostId) query = query.where("b.host_id", "=", hostId);
  return paginate(query.orderBy("b.starts_at", "desc").orderBy("b.id", "desc"), page);
}

export type AttendanceResult = "done" | "not-found" | "not-over";

/**
 * Marks one consultation as not attended (`attended` false) or undoes the mark (true), with
 * its audit entry in the same transaction. "not-found": no such consultation (of this host's,
 * when `hostId` is given), or it is cancelled; "not-over": it has not ended yet.
 */
export async function setAttendance(
  id: string,
  attended: boolean,
  by: StaffBy,
  hostId: string | null,
  now = new Date(),
): Promise<AttendanceResult> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("bookings").select(["status", "ends_at", "name", "starts_at"]).where("id", "=", id).forUpdate();
    if (hostId) query = query.where("host_id", "=", hostId);
    const b = await query.executeTakeFirst();
    if (!b || b.status === "cancelled") return "not-found";
    if (new Date(b.ends_at) > now) return "not-over";
    const to = attended ? "confirmed" : "no_show";
    if (b.status === to) return "done";
    await trx
      .updateTable("bookings")
      .set(
        attended
          ? { status: "confirmed", no_show_marked_at: null, no_show_marked_by: null }
          : { status: "no_show", no_show_marked_at: sql<Date>`now()`, no_show_marked_by: by.actorId },
      )
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, by, {
      kind: attended ? "booking_no_show_undone" : "booking_no_show",
      record: { type: "booking", id },
      summary: `${b.name}, ${new Date(b.starts_at).toISOString().slice(0, 16).replace("T", " ")} UTC`,
    });
    return "done";
  });
}
