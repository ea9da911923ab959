import { addDays, daysFrom } from "~/lib/ui/iso-date";
import { db } from "../db/db.server";
import { takeJob, type JobHandlers } from "../outbox/daily-jobs.server";
import { enqueue, type OutboxMessage } from "../outbox/outbox.server";
import { billingSettings } from "./billing-settings.server";

// The day's reminders of unpaid invoices (issue 41): an open invoice that is `step` days
// past its due date (the steps of the billing settings, 3, 7 and 14 by default) reminds
// its client once per step. invoice_reminders' key (invoice, step) is the claim, taken
// in the job's transaction with the e-mail's row: two instances, or a run again, send one.
// A day missed while the server was down sends the highest step reached, not all of them.

/** The highest step reached `daysLate` days after the due date, or null. */
export function stepReached(steps: number[], daysLate: number): number | null {
  const reached = steps.filter((s) => s <= daysLate);
  return reached.length ? reached[reached.length - 1] : null;
}

export async function runInvoiceReminders(message: OutboxMessage) {
  const today = String(message.payload.day);
  const { reminderDays } = await billingSettings();
  await db.transaction().execute(async (trx) => {
    if (!(await takeJob(trx, message.id))) return;
    // The open invoices past their first step (invoices_open_idx on due_on).
    const late = await trx
      .selectFrom("invoices")
      .select(["id", "due_on"])
      .where("status", "in", ["sent", "part_paid"])
      .where("due_on", "<=", addDays(today, -reminderDays[0]))
      .execute();
    const steps = late.flatMap((i) => {
      const step = stepReached(reminderDays, daysFrom(i.due_on, today));
      return step ? [{ invoice_id: i.id, step, sent_on: today }] : [];
    });
    for (let at = 0; at < steps.length; at += 500) {
      const claimed = await trx
        .insertInto("invoice_reminders")
        .values(steps.slice(at, at + 500))
        .onConflict((oc) => oc.columns(["invoice_id", "step"]).doNothing())
        .returning(["invoice_id", "step"])
        .execute();
      for (const c of claimed) await enqueue(trx, "billing_email", { kind: "reminder", invoiceId: c.invoice_id, step: c.step });
    }
  });
}

/** How many reminders an invoice has had (its admin page). */
export async function remindersOf(invoiceId: string) {
  return db.selectFrom("invoice_reminders").select(["step", "sent_on"]).where("invoice_id", "=", invoiceId).orderBy("step").execute();
}

export const invoiceReminderJob = { invoice_reminders: { run: runInvoiceReminders } } satisfies JobHandlers<"invoice_reminders">;
