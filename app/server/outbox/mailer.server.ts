import type { Transporter } from "nodemailer";
import { onFirstUse } from "../runtime/on-first-use.server";
import type { MailKind } from "./outbox.server";

// The sender: the outbox's e-mail goes out through SMTP_URL (nodemailer; it replaces
// the old app's e-mail service with empty keys). It knows no feature: what an e-mail
// says is composed, when it is sent, by the handler its capability declared for its
// kind (MailHandlers; all of them in app/jobs.server.ts), and the worker
// (worker.server.ts) hands the result here.

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** A calendar invitation (nodemailer's icalEvent: an inline text/calendar part). */
  icalEvent?: { method: string; filename: string; content: string };
  /** Files attached (a receipt's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Runs once the message is marked sent (a digest clears what it listed). */
  afterSent?: () => Promise<void>;
};

/**
 * A capability's e-mails: for each kind of outbox row it writes, the composer that
 * turns the row's payload (as its writer wrote it) into the e-mail, from the records
 * as they are when it is sent; null when there is nothing left to tell (the row is
 * then marked sent). `satisfies MailHandlers<"its_kind">` checks the kinds' names.
 */
export type MailHandlers<K extends MailKind = MailKind> = Record<K, (payload: never) => Promise<Mail | null>>;

const nodemailer = onFirstUse<typeof import("nodemailer")>("nodemailer");

export function createTransport(smtpUrl: string) {
  return nodemailer().createTransport(smtpUrl);
}

/**
 * Without SMTP_URL, the demo and development servers print each e-mail to the log
 * instead (so an invitation's link can be followed); production sends nothing.
 */
export function logTransport() {
  const sendMail = async (mail: Mail) => console.log(`[mail] not sent (no SMTP_URL), to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
  return { sendMail } as unknown as Transporter;
}
