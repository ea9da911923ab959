import { sql } from "kysely";
import { ALERT_DAYS, alertDue, KEY_DATE_KINDS } from "~/lib/cases/key-dates";
import { formatDate } from "~/lib/ui/format";
import { db } from "../db/db.server";
import { notify } from "../notifications/notify.server";
import type { OutboxMessage } from "../outbox/outbox.server";
import { takeJob, type JobHandlers } from "../outbox/daily-jobs.server";

// The day's key-date alerts: for each date 90, 30 or 7 days away or due today, the
// nearest of those thresholds it has reached, once (key_date_alerts' primary key).
// A threshold passed while the server was down is sent at the next run; an earlier,
// wider one that was missed is not sent after a narrower one.

const when = (daysLeft: number) => (daysLeft === 0 ? "today" : daysLeft === 1 ? "tomorrow" : `in ${daysLeft} days`);

export async function runKeyDateAlerts(message: OutboxMessage) {
  const today = String(message.payload.day);
  await db.transaction().execute(async (trx) => {
    if (!(await takeJob(trx, message.id))) return;
    const dates = await trx
      .selectFrom("key_dates as k")
      .innerJoin("admin_users as c", "c.id", "k.client_id")
      .leftJoin("client_profiles as p", "p.user_id", "k.client_id")
      .leftJoin("applications as a", "a.id", "k.application_id")
      .select([
        "k.id",
        "k.kind",
        "k.due_on",
        "k.client_id",
        "c.full_name as client_name",
        sql<number>`k.due_on - ${today}::date`.as("days_left"),
        sql<string | null>`coalesce(a.assigned_agent_id, p.assigned_agent_id)`.as("agent_id"),
      ])
      .where("k.due_on", ">=", today)
      .where("k.due_on", "<=", sql<string>`${today}::date + ${Math.max(...ALERT_DAYS)}::int`)
      .where(({ not, exists, selectFrom }) =>
        // Not alerted yet at the threshold it has reached.
        not(
          exists(
            selectFrom("key_date_alerts as s")
              .select("s.key_date_id")
              .whereRef("s.key_date_id", "=", "k.id")
              .where(
                "s.days_before",
                "<=",
                sql<
                  0 | 7 | 30 | 90
                >`(case when k.due_on - ${today}::date <= 0 then 0 when k.due_on - ${today}::date <= 7 then 7 when k.due_on - ${today}::date <= 30 then 30 else 90 end)`,
              ),
          ),
        ),
      )
      .orderBy("k.due_on")
      .execute();
    for (const date of dates) {
      const threshold = alertDue(Number(date.days_left));
      if (threshold === null) continue;
      const claimed = await trx
        .insertInto("key_date_alerts")
        .values({ key_date_id: date.id, days_before: threshold })
        .onConflict((oc) => oc.doNothing())
        .returning("key_date_id")
        .executeTakeFirst();
      if (!claimed) continue;
      const kind = KEY_DATE_KINDS[date.kind];
      const on = formatDate(date.due_on);
      if (date.agent_id) {
        await notify(trx, {
          userId: date.agent_id,
          kind: "key_date",
          title: `${kind.label} ${when(Number(date.days_left))}: ${date.client_name} (${on})`,
          link: `/agent/clients/${date.client_id}#key-dates`,
        });
      }
      if (kind.clientSees) {
        await notify(trx, {
          userId: date.client_id,
          kind: "key_date",
          title: `${kind.label} ${when(Number(date.days_left))} (${on})`,
          body: "Your case team has it in hand; tell them if anything has changed.",
          link: "/client/dashboard#key-dates",
        });
      }
    }
  });
}

export const keyDateAlertJob = { key_date_alerts: { run: runKeyDateAlerts } } satisfies JobHandlers<"key_date_alerts">;
