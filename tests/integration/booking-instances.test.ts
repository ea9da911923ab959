// Issue 21 with two instances of the real server on one PostgreSQL, each with its own
// mail worker sending to a real SMTP server: twenty people asking for one time through
// both make one booking, and its confirmation and its reminder are each sent once.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { testDb } from "../support/db";
import { startServer, type RunningServer } from "../support/server";
import { startSmtp } from "../support/smtp";

const onPostgres = process.env.TEST_BACKEND === "postgres";

describe.skipIf(!onPostgres)("a booking with two instances on one PostgreSQL", () => {
  let a: RunningServer;
  let b: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    const db = await testDb();
    smtp = await startSmtp();
    const host = await createUser({ email: "two-host@example.com", password: "two-host-pass-1", role: "admin", fullName: "Hema Host" });
    await db.insertInto("booking_hosts").values({ host_id: host.id, meeting_minutes: 30, notice_hours: 0, horizon_days: 14 }).execute();
    await db
      .insertInto("booking_hours")
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ host_id: host.id, weekday, start_minute: 540, end_minute: 1020 })))
      .execute();
    const env = {
      DATABASE_URL: process.env.DATABASE_URL!,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: "200",
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
  });

  it("twenty POSTs for one time through both make one booking; its confirmation and its reminder go once", async () => {
    const page = await (await fetch(`${a.url}/book?tz=UTC`)).text();
    // A time more than a day ahead, so it has a reminder to send.
    const start = [...page.matchAll(/name="start"[^>]*value="([^"]+)"/g)]
      .map((m) => m[1])
      .find((iso) => Date.parse(iso) > Date.now() + 2 * 86_400_000)!;
    expect(start).toBeTruthy();
    const post = (i: number) =>
      fetch(`${(i % 2 ? a : b).url}/book`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: (i % 2 ? a : b).url,
          "X-Forwarded-For": `203.0.113.${i + 1}`,
        },
        body: new URLSearchParams({
          start,
          tz: "UTC",
          name: `Twin ${i}`,
          email: `twin-${i}@example.com`,
          phone: "",
          topic: "",
          destination: "",
          education: "",
          experience: "",
          english: "",
          goal: "",
          consent: "on",
        }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i)));
    expect(answers.map((r) => r.status).sort()).toEqual([302, ...Array<number>(19).fill(409)]);
    const winner = Array.from({ length: 20 }, (_, i) => `twin-${i}@example.com`)[answers.findIndex((r) => r.status === 302)];

    const db = await testDb();
    const waitFor = async (what: () => boolean) => {
      for (let i = 0; i < 100 && !what(); i++) await new Promise((r) => setTimeout(r, 100));
    };
    await waitFor(() => smtp.to(winner).length >= 1);
    // The day before: the reminder falls due while both workers poll every 200 ms.
    await db
      .updateTable("outbox")
      .set({ next_attempt_at: sql`now()` })
      .where("kind", "=", "booking_email")
      .where("status", "=", "pending")
      .execute();
    await waitFor(() => smtp.to(winner).length >= 2);
    await new Promise((r) => setTimeout(r, 1500)); // time for a second copy, were there one
    expect(smtp.to(winner).map((m) => m.subject)).toEqual([expect.stringMatching(/is booked/), expect.stringMatching(/^Reminder/)]);
    expect(smtp.to("two-host@example.com").map((m) => m.subject)).toEqual([expect.stringMatching(/^New consultation: Twin/)]);
  }, 60_000);
});
