import { existsSync } from "node:fs";
import { accountMail } from "~/server/accounts/account-emails.server";
import { billingMail } from "~/server/billing/billing-emails.server";
import { invoiceReminderJob } from "~/server/billing/invoice-reminders.server";
import { bookingMail } from "~/server/bookings/booking-emails.server";
import { keyDateAlertJob } from "~/server/cases/key-date-alerts.server";
import { taskReminderJob } from "~/server/cases/task-reminders.server";
import { getDbHandle } from "~/server/db/db.server";
import { enquiryMail } from "~/server/leads/enquiry-emails.server";
import { leadFollowUpJob } from "~/server/leads/lead-follow-ups.server";
import { notificationMail } from "~/server/notifications/emails.server";
import { DIGEST_HOUR } from "~/server/notifications/notify.server";
import { backupJob } from "~/server/operations/backup-job.server";
import { secureBackupDir } from "~/server/operations/backups.server";
import { serveOps } from "~/server/operations/ops-socket.server";
import { stuckReportJob } from "~/server/operations/stuck-report.server";
import type { JobHandlers } from "~/server/outbox/daily-jobs.server";
import type { MailHandlers } from "~/server/outbox/mailer.server";
import { outboxWorker } from "~/server/outbox/worker.server";
import { retentionJob } from "~/server/records/retention.server";
import { getEnv } from "~/server/runtime/env.server";
import type { Background } from "~/server/runtime/startup.server";
import { startChangeSync } from "~/server/website/change-sync.server";
import { firmTimeZoneSetting, firmToday } from "~/server/website/settings.server";

// Every e-mail kind and job of the product, in one table: the outbox (app/server/outbox)
// claims the rows and calls the handler of each row's kind, and knows no feature itself;
// each capability declares its own handlers beside the code that writes their rows
// (docs/decisions/003 and 004). A kind left out here, or one the outbox does not know,
// is a type error.

/** The e-mails, each composed from the records as they are when it is sent. */
const mail = { ...enquiryMail, ...accountMail, ...notificationMail, ...bookingMail, ...billingMail } satisfies MailHandlers;

/** The day's jobs, scheduled in this order at DIGEST_HOUR of the firm's day. */
const jobs = {
  ...stuckReportJob,
  ...keyDateAlertJob,
  ...taskReminderJob,
  ...leadFollowUpJob,
  ...invoiceReminderJob,
  ...retentionJob,
  ...backupJob,
} satisfies JobHandlers;

export const { deliverDue, scheduleDailyJobs, startMailWorker, stopMailWorker } = outboxWorker({
  mail,
  jobs,
  calendar: { zone: firmTimeZoneSetting, today: firmToday, hour: DIGEST_HOUR },
});

/** What runs beside the requests, started once the migrations are applied (startServer, entry.server.tsx). */
export const background: Background = {
  async start() {
    const env = getEnv();
    const handle = getDbHandle();
    // `npm run db:backup` asks the server that holds the embedded database (ops-socket.server.ts).
    if (handle.kind === "pglite" && !env.DATA_DIR.startsWith("memory://")) serveOps(env.DATA_DIR, handle);
    // A backup folder made before backups were private (0755, files 0644) is tightened now.
    if (existsSync(env.BACKUP_DIR))
      await secureBackupDir(env.BACKUP_DIR).catch((error: Error) => console.warn(`[backup] ${env.BACKUP_DIR}: ${error.message}`));
    startMailWorker();
    // Every instance drops its cached settings and pages when any of them changes the site's content.
    startChangeSync();
  },
  stop: stopMailWorker,
};
