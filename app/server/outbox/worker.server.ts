import type { Transporter } from "nodemailer";
import type { OutboxKind } from "../db/schema";
import { getEnv } from "../runtime/env.server";
import { singleton } from "../runtime/singleton.server";
import { scheduleDailyJobs, type Job, type JobCalendar, type JobHandlers } from "./daily-jobs.server";
import { createTransport, logTransport, type MailHandlers } from "./mailer.server";
import { claimDue, JOB_KINDS, markFailed, markSent, releaseClaims, type OutboxMessage } from "./outbox.server";

// The worker: each server instance runs one; it claims the outbox's due rows (the
// claims keep two instances from taking the same one) and calls the handler of the
// row's kind: a day's job runs, an e-mail is composed and sent (mailer.server.ts).
// It knows no feature: the handlers are given to it, every kind's, by the top layer
// (app/jobs.server.ts).

/** Every kind's handler: the e-mails' composers, the day's jobs, and the firm's day they are due on. */
export type Work = { mail: MailHandlers; jobs: JobHandlers; calendar: JobCalendar };

/** The worker for these handlers: its pass, its schedule of the day's jobs, its start and stop. */
export function outboxWorker(work: Work) {
  return {
    /** Sends every due message once; returns how many were sent. Without a transport it runs the jobs only: the e-mails wait. */
    deliverDue: (transport: Transporter | null, from: string) => deliverDue(work, transport, from),
    /** Writes the day's jobs for the firm's day of `now` (once a day per process; once per day and kind in all). */
    scheduleDailyJobs: (now = new Date()) => scheduleDailyJobs(work.jobs, work.calendar, now),
    startMailWorker: () => startMailWorker(work),
    stopMailWorker,
  };
}

async function deliverDue(work: Work, transport: Transporter | null, from: string): Promise<number> {
  const jobs: Partial<Record<OutboxKind, Job>> = work.jobs;
  const composers: Partial<Record<OutboxKind, MailHandlers[keyof MailHandlers]>> = work.mail;
  let sent = 0;
  const claimed = await claimDue(10, transport ? undefined : JOB_KINDS);
  for (const [index, message] of claimed.entries()) {
    if (worker.stopping) {
      // The server is stopping: what is not begun is handed back for the next worker, now.
      await releaseClaims(claimed.slice(index).map((m) => m.id));
      break;
    }
    try {
      const job = jobs[message.kind];
      if (job) {
        // A job, not an e-mail: it writes the notices, which are e-mailed in turn. A failure is retried like a send.
        await job.run(message).catch((error: Error) => {
          console.error(`[jobs] ${message.kind} failed:`, error.message);
          throw error;
        });
        sent++;
        continue;
      }
      if (!transport) continue; // not claimed: only jobs are
      const mail = await compose(composers, message);
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

/** The e-mail of a row, by its kind's composer; the payload is what the row's writer wrote for that kind. */
function compose(composers: Partial<Record<OutboxKind, MailHandlers[keyof MailHandlers]>>, message: OutboxMessage) {
  const composer = composers[message.kind];
  if (!composer) throw new Error(`no e-mail is declared for the outbox's kind ${message.kind}`);
  return composer(message.payload as never);
}

/** Starts the worker: every few seconds, one pass at a time (the day's jobs are scheduled first, then everything due runs). */
function startMailWorker(work: Work) {
  const env = getEnv();
  const intervalMs = env.MAIL_POLL_MS;
  const noMail = !env.SMTP_URL && env.NODE_ENV === "production" && !env.DEMO_MODE;
  if (noMail)
    console.warn(
      "[mail] SMTP_URL is not set: no e-mail is sent (invitations and password resets wait in the outbox); the daily jobs still run.",
    );
  if (!env.SMTP_URL && env.NODE_ENV === "test") return; // tests deliver through their own SMTP server
  singleton("mail-worker", () => {
    const transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : noMail ? null : logTransport();
    const from = `"${env.APP_NAME}" <no-reply@${new URL(env.APP_URL).hostname}>`;
    const timer = setInterval(() => {
      if (worker.pass || worker.stopping) return;
      worker.pass = scheduleDailyJobs(work.jobs, work.calendar)
        .catch((error) => console.error("[jobs] could not schedule the day's jobs:", (error as Error).message))
        .then(() => deliverDue(work, transport, from))
        .catch((error) => console.error("[mail] worker pass failed:", (error as Error).message))
        .then(() => void (worker.pass = null));
    }, intervalMs);
    timer.unref();
    worker.timer = timer;
    return timer;
  });
}

/** The worker of this process: its timer, the pass it is making, and whether it is stopping. */
const worker = singleton("mail-worker-state", () => ({
  timer: null as NodeJS.Timeout | null,
  pass: null as Promise<void> | null,
  stopping: false,
}));

/** Stops the worker for a shutdown: no new pass; the one running finishes what it began and hands back the rest. */
async function stopMailWorker() {
  worker.stopping = true;
  if (worker.timer) clearInterval(worker.timer);
  await worker.pass;
}
