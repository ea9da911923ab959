import { sql } from "kysely";
import { OPEN_ENQUIRY_STATUSES } from "~/lib/leads/enquiry-statuses";
import { db } from "../db/db.server";
import { notify } from "../notifications/notify.server";
import type { OutboxMessage } from "../outbox/outbox.server";
import { takeJob, type JobHandlers } from "../outbox/daily-jobs.server";

// The day's follow-ups: each owner is told once, in one notice, of their open leads whose
// follow-up is today (or was in the last week, caught up after a day the server was down).
// The claim is a conditional update (follow_up_reminded_on still empty), in the job's
// transaction: two instances running the job at once remind once. A changed follow-up
// day clears the claim, so the new day is reminded in its turn.

const CATCH_UP_DAYS = 7;

export async function runLeadFollowUps(message: OutboxMessage) {
  const today = String(message.payload.day);
  await db.transaction().execute(async (trx) => {
    if (!(await takeJob(trx, message.id))) return;
    const claimed = await trx
      .updateTable("enquiries")
      .set({ follow_up_reminded_on: sql`follow_up_on` })
      .where("follow_up_reminded_on", "is", null)
      .where("owner_id", "is not", null)
      .where("follow_up_on", "<=", today)
      .where("follow_up_on", ">=", sql<string>`${today}::date - ${CATCH_UP_DAYS}::int`)
      .where("status", "in", [...OPEN_ENQUIRY_STATUSES])
      .returning(["id", "name", "owner_id"])
      .execute();
    if (!claimed.length) return;
    const owners = await trx
      .selectFrom("admin_users")
      .select(["id", "role"])
      .where(
        "id",
        "in",
        claimed.map((c) => c.owner_id!),
      )
      .where("is_active", "=", true)
      .execute();
    for (const owner of owners) {
      const leads = claimed.filter((c) => c.owner_id === owner.id);
      const names = leads.map((l) => l.name);
      const shown = names.length > 5 ? `${names.slice(0, 5).join(", ")} and ${names.length - 5} more` : names.join(", ");
      await notify(trx, {
        userId: owner.id,
        kind: "lead_follow_up",
        title: leads.length === 1 ? `Follow up today: ${leads[0].name}` : `${leads.length} follow-ups today: ${shown}`,
        body: "Call or write back, then log it on the lead and set its next follow-up.",
        link:
          owner.role === "agent"
            ? leads.length === 1
              ? `/agent/leads/${leads[0].id}`
              : "/agent/leads"
            : "/admin/enquiries?due=1&sort=follow_up&dir=asc",
      });
    }
  });
}

export const leadFollowUpJob = { lead_follow_ups: { run: runLeadFollowUps } } satisfies JobHandlers<"lead_follow_ups">;
