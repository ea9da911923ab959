// A real SMTP server on loopback inside the test process: the worker sends to it,
// and each message is parsed (mailparser) as a mail program would read it.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { sql } from "kysely";
import { deliverDue } from "~/jobs.server";
import { createTransport } from "~/server/outbox/mailer.server";
import { testDb } from "./db";
import { freePort } from "./server";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  header: (name: string) => string | undefined;
  /** A calendar invitation's text (text/calendar), if the message has one. */
  calendar?: string;
  /** Files attached (a receipt's PDF). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { down: false };
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.down) return callback(Object.assign(new Error("Service not available"), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            // A header as written (unfolded), by its name in any case.
            header: (name) =>
              mail.headerLines
                .find((h) => h.key === name.toLowerCase())
                ?.line.replace(/^[^:]+:\s*/, "")
                .replace(/\r?\n\s+/g, " "),
            calendar: mail.attachments.find((a) => a.contentType.startsWith("text/calendar"))?.content.toString("utf8"),
            attachments: mail.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType, content: a.content })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const transport = () => createTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
  return {
    received,
    /** While down, every recipient is refused with 421 (the outbox retries). */
    setDown: (down: boolean) => (state.down = down),
    transport,
    /** For a server process of its own (SMTP_URL). */
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    /** What the mail worker would do, without waiting: every pending message but the digests (due at their hour), back-off skipped. */
    deliverAll: async (passes = 3) => {
      const db = await testDb();
      for (let pass = 0; pass < passes; pass++) {
        await db
          .updateTable("outbox")
          .set({ next_attempt_at: sql`now()` })
          .where("status", "=", "pending")
          .where("kind", "!=", "digest")
          .execute();
        await deliverDue(transport(), "no-reply@consultancy.example");
      }
    },
    to: (address: string) => received.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
