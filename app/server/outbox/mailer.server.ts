import type { Transporter } from "nodemailer";
import { onFirstUse } from "../runtime/on-first-use.server";
import { serviceTitle } from "~/content/catalogue.server";
import { composeAccountEmail, type AccountEmailPayload } from "../accounts/account-emails.server";
import { db } from "../db/db.server";
import { composeDigest, composeNotification } from "../notifications/emails.server";
import { getEnv } from "../runtime/env.server";
import { claimDue, markFailed, markSent, releaseClaims, type OutboxMessage } from "./outbox.server";
import { getSettings } from "../website/settings.server";
import { singleton } from "../runtime/singleton.server";
import { runStuckReport } from "../operations/stuck-report.server";
import { runTaskReminders } from "../cases/task-reminders.server";
import { runRetention } from "../records/retention.server";
import { runBackupJob } from "../operations/backup-job.server";
import { runKeyDateAlerts } from "../cases/key-date-alerts.server";
import { scheduleDailyJobs } from "./daily-jobs.server";
import { composeBookingEmail, type BookingEmail } from "../bookings/booking-emails.server";

// Sends the outbox's e-mail through SMTP_URL (replaces the old app's e-mail
// service with empty keys). Each server instance runs the worker; the outbox's
// claims keep two instances from sending the same message.

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** A calendar invitation (nodemailer's icalEvent: an inline text/calendar part). */
  icalEvent?: { method: string; filename: string; content: string };
  /** Runs once the message is marked sent (a digest clears what it listed). */
  afterSent?: () => Promise<void>;
};

function compose(message: OutboxMessage): Promise<Mail | null> {
  switch (message.kind) {
    case "account_email":
      return composeAccountEmail(message.payload as AccountEmailPayload);
    case "notification":
      return composeNotification(message.payload as { notificationId: string });
    case "digest":
      return composeDigest(message.payload as { userId: string });
    case "booking_email":
      return composeBookingEmail(message.payload as BookingEmail);
    default:
      return composeEnquiryNotice(message);
  }
}

async function composeEnquiryNotice(message: OutboxMessage): Promise<Mail | null> {
  const enquiry = await db.selectFrom("enquiries").selectAll().where("id", "=", String(message.payload.enquiryId)).executeTakeFirst();
  if (!enquiry) return null; // deleted since: nothing to tell
  const to = (await getSettings()).contact_info.email;
  if (!to) throw new Error("no contact e-mail in the website settings");
  const env = getEnv();
  const service = enquiry.service_slug ? serviceTitle(enquiry.service_slug) : "not chosen";
  return {
    to,
    replyTo: enquiry.email,
    subject: `New enquiry from ${enquiry.name}`,
    text: [
      `${enquiry.name} sent an enquiry on ${new Date(enquiry.created_at).toISOString()}.`,
      "",
      `E-mail: ${enquiry.email}`,
      `Phone: ${enquiry.phone || "not given"}`,
      `Destination: ${enquiry.destination_country || "not chosen"}`,
      `Service: ${service}`,
      "",
      enquiry.message,
      "",
      `Open it: ${env.APP_URL.replace(/\/$/, "")}/admin/enquiries/${enquiry.id}`,
    ].join("\n"),
  };
}

/** The outbox's rows that are work to do rather than an e-mail (see daily-jobs.server.ts). */
const JOBS = { stuck_report: runStuckReport, key_date_alerts: runKeyDateAlerts, task_reminders: runTaskReminders, retention: runRetention, backup: runBackupJob };

const JOB_KINDS = Object.keys(JOBS) as (keyof typeof JOBS)[];

/** Sends every due message once; returns how many were sent. Without a transport it runs the jobs only: the e-mails wait. */
export async function deliverDue(transport: Transporter | null, from: string): Promise<number> {
  let sent = 0;
  const claimed = await claimDue(10, transport ? undefined : JOB_KINDS);
  for (const [index, message] of claimed.entries()) {
    if (worker.stopping) {
      // The server is stopping: what is not begun is handed back for the next worker, now.
      await releaseClaims(claimed.slice(index).map((m) => m.id));
      break;
    }
    try {
      const job = JOBS[message.kind as keyof typeof JOBS];
      if (job) {
        // A job, not an e-mail: it writes the notices, which are e-mailed in turn. A failure is retried like a send.
        await job(message).catch((error: Error) => {
          console.error(`[jobs] ${message.kind} failed:`, error.message);
          throw error;
        });
        sent++;
        continue;
      }
      if (!transport) continue; // not claimed: only jobs are
      const mail = await compose(message);
      if (mail) {
        const { afterSent, ...fields } = mail;
        await transport.sendMail({ from, ...fields });
        await markSent(message.id);
        await afterSent?.().catch((error) => console.error("[mail] after sending:", (error as Error).message));
      } else await markSent(message.id);
      sent++;
    } catch (error) {
      await markFailed(message, (error as Error).message).catch(() => {});
    }
  }
  return sent;
}

const nodemailer = onFirstUse<typeof import("nodemailer")>("nodemailer");

export function createTransport(smtpUrl: string) {
  return nodemailer().createTransport(smtpUrl);
}

/**
 * Without SMTP_URL, the demo and development servers print each e-mail to the log
 * instead (so an invitation's link can be followed); production sends nothing.
 */
function logTransport() {
  const sendMail = async (mail: Mail) => console.log(`[mail] not sent (no SMTP_URL), to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
  return { sendMail } as unknown as Transporter;
}

/** Starts the worker: every few seconds, one pass at a time (the day's jobs are scheduled first, then everything due runs). */
export function startMailWorker() {
  const env = getEnv();
  const intervalMs = env.MAIL_POLL_MS;
  const noMail = !env.SMTP_URL && env.NODE_ENV === "production" && !env.DEMO_MODE;
  if (noMail) console.warn("[mail] SMTP_URL is not set: no e-mail is sent (invitations and password resets wait in the outbox); the daily jobs still run.");
  if (!env.SMTP_URL && env.NODE_ENV === "test") return; // tests deliver through their own SMTP server
  singleton("mail-worker", () => {
    const transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : noMail ? null : logTransport();
    const from = `"${env.APP_NAME}" <no-reply@${new URL(env.APP_URL).hostname}>`;
    const timer = setInterval(() => {
      if (worker.pass || worker.stopping) return;
      worker.pass = scheduleDailyJobs()
        .catch((error) => console.error("[jobs] could not schedule the day's jobs:", (error as Error).message))
        .then(() => deliverDue(transport, from))
        .catch((error) => console.error("[mail] worker pass failed:", (error as Error).message))
        .then(() => void (worker.pass = null));
    }, intervalMs);
    timer.unref();
    worker.timer = timer;
    return timer;
  });
}

/** The worker of this process: its timer, the pass it is making, and whether it is stopping. */
const worker = singleton("mail-worker-state", () => ({ timer: null as NodeJS.Timeout | null, pass: null as Promise<void> | null, stopping: false }));

/** Stops the worker for a shutdown: no new pass; the one running finishes what it began and hands back the rest. */
export async function stopMailWorker() {
  worker.stopping = true;
  if (worker.timer) clearInterval(worker.timer);
  await worker.pass;
}
