// Issue 8: nothing lost. Enquiries are written with an outbox row; the worker sends
// each notification through a real SMTP server on loopback exactly once, retrying
// when the server refuses, even with two workers running at the same time.
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDue } from "~/jobs.server";
import { createTransport } from "~/server/outbox/mailer.server";
import { saveSettings } from "~/server/website/settings.server";
import { request } from "../support/app";
import { backendName, testDb } from "../support/db";
import { freePort } from "../support/server";

type Received = { to: string[]; replyTo: string; subject: string; body: string };
const received: Received[] = [];
let refuseNext = 0;
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(_address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1] ?? "";
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          replyTo: header("Reply-To"),
          subject: header("Subject"),
          body: raw,
        });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await testDb();
  await saveSettings({
    facebook_url: "",
    twitter_url: "",
    instagram_url: "",
    linkedin_url: "",
    youtube_url: "",
    whatsapp_number: "",
    contact_email: "desk@consultancy.example",
    contact_phone: "",
    office_address: "",
    company_website: "",
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const transport = () => createTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
const from = "no-reply@consultancy.example";

async function makeDueNow() {
  const db = await testDb();
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: sql`now()` })
    .where("status", "=", "pending")
    .execute();
}

describe(`the enquiry outbox on ${backendName()}`, () => {
  it("writes the enquiry and its notification together, before the thank-you", async () => {
    const db = await testDb();
    const res = await request("/contact", {
      form: { name: "Outbox One", email: "one@example.com", message: "Please call me about Canada.", consent: "on" },
    });
    expect(res.status).toBe(302);
    const enquiry = await db.selectFrom("enquiries").select("id").where("email", "=", "one@example.com").executeTakeFirstOrThrow();
    const row = await db
      .selectFrom("outbox")
      .selectAll()
      .where(sql`payload->>'enquiryId'`, "=", enquiry.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "enquiry_notification", status: "pending", attempts: 0 });
  });

  it("retries when the SMTP server refuses, and sends each enquiry exactly once with two workers", async () => {
    for (let i = 2; i <= 6; i++) {
      await request("/contact", {
        form: { name: `Outbox ${i}`, email: `n${i}@example.com`, message: "A question about my visa.", consent: "on" },
      });
    }
    refuseNext = 3; // the first attempts fail with 451
    const a = transport();
    const b = transport();
    for (let pass = 0; pass < 6; pass++) {
      await Promise.all([deliverDue(a, from), deliverDue(b, from)]);
      await makeDueNow(); // skip the back-off wait
    }
    const db = await testDb();
    const rows = await db.selectFrom("outbox").select(["status", "attempts", "last_error"]).execute();
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    // The three refusals were counted as failed attempts, then those messages went through.
    expect(rows.reduce((n, r) => n + r.attempts, 0)).toBe(3);
    const subjects = received.map((m) => m.subject).sort();
    expect(subjects).toEqual(
      ["Outbox 2", "Outbox 3", "Outbox 4", "Outbox 5", "Outbox 6", "Outbox One"].map((n) => `New enquiry from ${n}`).sort(),
    );
    expect(received.every((m) => m.to.join() === "desk@consultancy.example")).toBe(true);
    expect(received.find((m) => m.subject.endsWith("Outbox One"))!.replyTo).toContain("one@example.com");
    expect(received.find((m) => m.subject.endsWith("Outbox One"))!.body).toContain("Please call me about Canada.");
    // When it came, on the firm's clock in words (not "2026-11-28T09:30:00.000Z").
    expect(received.find((m) => m.subject.endsWith("Outbox One"))!.body).toMatch(
      /sent an enquiry on \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m IST\./,
    );
  });

  it("backs off after a failure instead of retrying at once", async () => {
    const db = await testDb();
    await request("/contact", { form: { name: "Later", email: "later@example.com", message: "Another question here.", consent: "on" } });
    refuseNext = 1;
    expect(await deliverDue(transport(), from)).toBe(0);
    const row = await db
      .selectFrom("outbox")
      .select(["attempts", "status", sql<boolean>`next_attempt_at > now() + interval '5 seconds'`.as("later")])
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, status: "pending", later: true });
    expect(await deliverDue(transport(), from)).toBe(0); // not due yet
    await makeDueNow();
    expect(await deliverDue(transport(), from)).toBe(1);
  });

  it("without a mail server runs the day's jobs and leaves the e-mails waiting, unclaimed", async () => {
    const db = await testDb();
    await request("/contact", {
      form: { name: "No Mail", email: "no-mail@example.com", message: "Waiting for a mail server.", consent: "on" },
    });
    const day = `2099-01-${String(Math.floor(Math.random() * 28) + 1).padStart(2, "0")}`;
    await db
      .insertInto("outbox")
      .values({ kind: "retention", payload: JSON.stringify({ day }) })
      .execute();
    await deliverDue(null, from);
    const rows = await db
      .selectFrom("outbox")
      .select(["kind", "status", "locked_until"])
      .where("status", "in", ["pending", "sent"])
      .where("created_at", ">", sql<Date>`now() - interval '1 minute'`)
      .execute();
    expect(rows.find((r) => r.kind === "retention")?.status).toBe("sent");
    const waiting = rows.filter((r) => r.kind === "enquiry_notification" && r.status === "pending");
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.filter((r) => r.locked_until !== null)).toEqual([]);
  });
});
