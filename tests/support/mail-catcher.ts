// A real SMTP server on loopback for the browser tests: the app sends its e-mails
// to it (SMTP_URL), and the tests read what arrived over HTTP, as a person reads
// their inbox. `npx tsx tests/support/mail-catcher.ts` (started by playwright.config.ts).
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = {
  to: string[];
  subject: string;
  text: string;
  /** What is attached (a receipt's PDF): its name and type, not its content. */
  attachments: { filename: string; contentType: string }[];
  receivedAt: string;
};

const SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 3219);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 3218);
const mails: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    // Parsed as a mail program would (encoded subjects, quoted-printable, multipart).
    simpleParser(stream)
      .then((mail) => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          attachments: mail.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, "127.0.0.1");

// GET /messages?to=address → the messages sent to that address, oldest first; GET /healthz → 200.
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/healthz") return void res.end("ok");
    const to = url.searchParams.get("to")?.toLowerCase();
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(mails.filter((m) => !to || m.to.includes(to))));
  })
  .listen(HTTP_PORT, "127.0.0.1", () =>
    console.log(`[mail-catcher] SMTP on ${SMTP_PORT}, inbox on http://127.0.0.1:${HTTP_PORT}/messages`),
  );
