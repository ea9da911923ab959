import { expect } from "@playwright/test";

// The inbox of the browser tests: the real SMTP server on loopback that the app sends
// its e-mails to (tests/support/mail-catcher.ts, started by playwright.config.ts).

const INBOX = process.env.MAIL_INBOX_URL!;
export type Mail = { to: string[]; subject: string; text: string };

/** Every e-mail to `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  return (await (await fetch(`${INBOX}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

/** The newest e-mail to `to` whose subject matches, waiting for the app's mail worker. */
export async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).filter((m) => subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `an e-mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: Mail) {
  const link = /https?:\/\/\S+\/(invitation|password-reset)\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return new URL(link!).pathname;
}
