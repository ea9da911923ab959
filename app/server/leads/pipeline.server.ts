import { sql } from "kysely";
import type { ManualEnquiryStatus } from "~/lib/leads/enquiry-statuses";
import {
  TIMELINE_LIMIT,
  type ActivityKind,
  type CallOutcome,
  type TimelineEntry,
  type WrittenActivityKind,
} from "~/lib/leads/lead-activities";
import { visitOriginColumns, type VisitOriginInput } from "~/lib/leads/visit-origin-schema";
import { db, type Db } from "../db/db.server";

// The lead pipeline (issue 43): an enquiry's owner, stage and follow-up day, each change
// written to its timeline (enquiry_activities) in the same transaction, with who did it.
// A won lead (converted into a client) no longer changes: its stage comes from conversion.

type Activity = {
  kind: ActivityKind;
  outcome?: CallOutcome | null;
  body?: string;
  from?: string | null;
  to?: string | null;
  happensAt?: Date | null;
};

export async function recordActivity(trx: Db, enquiryId: string, actorId: string | null, a: Activity) {
  await trx
    .insertInto("enquiry_activities")
    .values({
      enquiry_id: enquiryId,
      actor_id: actorId,
      kind: a.kind,
      outcome: a.outcome ?? null,
      body: (a.body ?? "").slice(0, 5000),
      from_value: a.from?.slice(0, 200) ?? null,
      to_value: a.to?.slice(0, 200) ?? null,
      happens_at: a.happensAt ?? null,
    })
    .execute();
}

/** The lead as its page shows it, with its owner's name; undefined when there is none. */
export function getLead(id: string) {
  return db
    .selectFrom("enquiries as e")
    .leftJoin("admin_users as o", "o.id", "e.owner_id")
    .selectAll("e")
    .select(["o.full_name as owner_name", "o.role as owner_role"])
    .where("e.id", "=", id)
    .executeTakeFirst();
}
export type Lead = NonNullable<Awaited<ReturnType<typeof getLead>>>;

/** The lead, only if this agent owns it: another agent's lead is as missing as one that never was. */
export async function getOwnedLead(agentId: string, id: string) {
  const lead = await getLead(id);
  return lead && lead.owner_id === agentId ? lead : undefined;
}

/** The row, locked for the change (two people changing a lead at once wait in turn). */
function lockLead(trx: Db, id: string) {
  return trx
    .selectFrom("enquiries as e")
    .leftJoin("admin_users as o", "o.id", "e.owner_id")
    .select(["e.id", "e.status", "e.owner_id", "e.follow_up_on", "o.full_name as owner_name"])
    .where("e.id", "=", id)
    .forUpdate("e")
    .executeTakeFirst();
}

/** Gives the lead to a member of staff (null: the front desk). False when the lead is won or missing. */
export async function setOwner(id: string, ownerId: string | null, actorId: string) {
  return db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, id);
    if (!lead || lead.status === "converted") return false;
    if (lead.owner_id === ownerId) return true;
    const owner = ownerId ? await trx.selectFrom("admin_users").select("full_name").where("id", "=", ownerId).executeTakeFirst() : null;
    await trx
      .updateTable("enquiries")
      .set({ owner_id: ownerId, updated_at: sql`now()` })
      .where("id", "=", id)
      .execute();
    await recordActivity(trx, id, actorId, { kind: "owner", from: lead.owner_name ?? "Front desk", to: owner?.full_name ?? "Front desk" });
    return true;
  });
}

/** Moves the lead to a stage; Lost keeps its reason, Consultation booked its time (in the timeline). */
export async function setStage(
  id: string,
  stage: ManualEnquiryStatus,
  actorId: string,
  details: { lostReason?: string; consultationAt?: Date | null } = {},
) {
  return db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, id);
    if (!lead || lead.status === "converted") return false;
    const lostReason = stage === "lost" ? (details.lostReason ?? "").trim() : null;
    if (lead.status === stage && stage !== "consultation_booked" && stage !== "lost") return true;
    await trx
      .updateTable("enquiries")
      .set({ status: stage, lost_reason: lostReason, updated_at: sql`now()` })
      .where("id", "=", id)
      .execute();
    await recordActivity(trx, id, actorId, {
      kind: "stage",
      from: lead.status,
      to: stage,
      body: lostReason ?? "",
      happensAt: stage === "consultation_booked" ? (details.consultationAt ?? null) : null,
    });
    return true;
  });
}

/** Sets (a day in the firm's zone) or clears the follow-up; a new day is reminded anew. */
export async function setFollowUp(id: string, day: string | null, actorId: string) {
  return db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, id);
    if (!lead || lead.status === "converted") return false;
    if ((lead.follow_up_on ?? null) === day) return true;
    await trx
      .updateTable("enquiries")
      .set({ follow_up_on: day, follow_up_reminded_on: null, updated_at: sql`now()` })
      .where("id", "=", id)
      .execute();
    await recordActivity(trx, id, actorId, { kind: "follow_up", from: lead.follow_up_on, to: day });
    return true;
  });
}

/** A note, call, e-mail or meeting written into the timeline (a won lead's too: its history goes on). */
export async function logActivity(id: string, actorId: string, kind: WrittenActivityKind, outcome: CallOutcome | null, body: string) {
  await db.transaction().execute(async (trx) => {
    await recordActivity(trx, id, actorId, { kind, outcome: kind === "call" ? outcome : null, body });
    await trx
      .updateTable("enquiries")
      .set({ updated_at: sql`now()` })
      .where("id", "=", id)
      .execute();
  });
}

/** The lead's timeline, newest first, the newest TIMELINE_LIMIT entries. */
export async function timelineOf(enquiryId: string): Promise<TimelineEntry[]> {
  return db
    .selectFrom("enquiry_activities as a")
    .leftJoin("admin_users as u", "u.id", "a.actor_id")
    .select([
      "a.id",
      "a.kind",
      "a.outcome",
      "a.body",
      "a.from_value",
      "a.to_value",
      "a.happens_at",
      "a.created_at",
      "u.full_name as actor_name",
    ])
    .where("a.enquiry_id", "=", enquiryId)
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(TIMELINE_LIMIT)
    .execute();
}

/**
 * A visitor's booking is a lead too (in the booking's transaction): its stage is Consultation
 * booked, its owner the host, and its timeline says when. A client's own booking is not.
 */
export async function leadFromBooking(
  trx: Db,
  b: {
    name: string;
    email: string;
    phone: string;
    topic: string;
    answers: Record<string, string>;
    hostId: string;
    startsAt: Date;
    origin?: VisitOriginInput;
  },
) {
  const destination = (b.answers.destination ?? "").slice(0, 60);
  const lead = await trx
    .insertInto("enquiries")
    .values({
      name: b.name,
      email: b.email,
      phone: b.phone,
      destination_country: destination,
      service_slug: b.topic,
      message: b.answers.goal || "Booked a consultation.",
      source_page: "/book",
      ...visitOriginColumns(b.origin ?? {}),
      consent: true,
      status: "consultation_booked",
      owner_id: b.hostId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordActivity(trx, lead.id, null, { kind: "stage", from: null, to: "consultation_booked", happensAt: b.startsAt });
}
