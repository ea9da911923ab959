// Issue 44: the agents' workload report. Two agents with known open cases, files waiting
// for review and threads waiting for a reply, and client messages answered after known
// hours, counted by hand; the admin sees both agents and the work of no agent, an agent
// only their own row, and a client no report at all.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

const RANGE = "from=2026-03-01&to=2026-03-31";
let cookies: { admin: string; agent: string; client: string };
let thread = ""; // A's open case with no messages yet, for the messages posted through the app

function send(cookie: string, path: string, body: string) {
  const form = new FormData();
  form.set("intent", "send");
  form.set("body", body);
  return request(path, { cookie, form });
}

/** A section's table as rows of cell texts (header row first). */
function tableOf(html: string, section: string) {
  const part = html.match(new RegExp(`<section id="${section}"[\\s\\S]*?</section>`))?.[0] ?? "";
  return [...part.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => cell.replace(/<[^>]+>/g, "").trim()),
  );
}

async function csvOf(portal: "admin" | "agent", section: string, cookie: string) {
  const res = await request(`/${portal}/reports/workload/export.csv?section=${section}&${RANGE}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
}

beforeAll(async () => {
  const users = await createUsers("workload");
  const db = await testDb();
  // Agent B, an inactive agent with no work, and two more clients: B's and one with no agent (no sign-in needed).
  const people = await db
    .insertInto("admin_users")
    .values([
      { email: "workload-b@example.com", full_name: "Bina Bhatt", role: "agent" },
      { email: "workload-gone@example.com", full_name: "Ivan Idle", role: "agent", is_active: false },
      { email: "workload-y@example.com", full_name: "Yusuf Client", role: "client" },
      { email: "workload-z@example.com", full_name: "Zara Client", role: "client" },
    ])
    .returning("id")
    .execute();
  const [agentB, , clientY, clientZ] = people.map((p) => p.id);
  const clientX = users.client.id;
  await db
    .insertInto("client_profiles")
    .values([{ user_id: clientY, assigned_agent_id: agentB }, { user_id: clientZ }])
    .execute();
  await db.updateTable("client_profiles").set({ assigned_agent_id: users.agent.id }).where("user_id", "=", clientX).execute();

  // Open cases: A 2 (and one closed, one granted), B 3, no agent 1.
  const apps = await db
    .insertInto("applications")
    .values(
      (
        [
          [clientX, "enquiry"],
          [clientX, "lodged"],
          [clientX, "closed"],
          [clientX, "granted"],
          [clientY, "assessment"],
          [clientY, "documents_pending"],
          [clientY, "additional_info_requested"],
          [clientZ, "enquiry"],
        ] as const
      ).map(([client_id, status]) => ({ client_id, status, service_slug: "canada-visitor-visa", destination_country: "canada" })),
    )
    .returning("id")
    .execute();
  const [x1, x2, , , y1, y2, , z1] = apps.map((a) => a.id);
  thread = x2;
  // Threads waiting for a reply: A 1, B 2.
  await db.updateTable("applications").set({ awaiting_reply_since: new Date() }).where("id", "in", [x1, y1, y2]).execute();

  // Files waiting for review: A 2 (and one accepted), B 1.
  const file = await db
    .insertInto("files")
    .values({
      visibility: "private",
      content_type: "application/pdf",
      size_bytes: 4,
      sha256: "0".repeat(64),
      original_name: "a.pdf",
      data: Buffer.from("%PDF"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("documents")
    .values(
      (
        [
          [clientX, x1, "uploaded"],
          [clientX, x1, "uploaded"],
          [clientX, x1, "approved"],
          [clientY, y1, "uploaded"],
        ] as const
      ).map(([client_id, application_id, status]) => ({ client_id, application_id, status, document_type: "passport", file_id: file.id })),
    )
    .execute();

  // Messages (UTC; the firm's March holds them all but the first). A: answered after 3, 6 and 5 (two
  // messages, one reply), 1 (the second staff message not counted) hours, one never answered;
  // median (3+5)/2 = 4, 90th percentile 5 + 0.7 × (6 − 5) = 5.7. B: 2 and 12 hours: median 7,
  // 90th percentile 2 + 0.9 × 10 = 11. No agent: 2 hours, answered by the admin.
  // Each client message with its answer time as posting a staff reply keeps it (the last test posts through the app).
  const client = (application_id: string, at: string, answered?: string) => ({
    application_id,
    from_client: true,
    body: "Question",
    created_at: new Date(at),
    answered_at: answered ? new Date(answered) : null,
  });
  const staff = (application_id: string, at: string, author_id: string) => ({
    application_id,
    author_id,
    from_client: false,
    body: "Answer",
    created_at: new Date(at),
  });
  const [a, b, admin] = [users.agent.id, agentB, users.admin.id];
  await db
    .insertInto("messages")
    .values([
      client(x1, "2026-02-20T10:00:00Z", "2026-03-02T13:00:00Z"), // before the dates
      client(x1, "2026-03-02T10:00:00Z", "2026-03-02T13:00:00Z"),
      staff(x1, "2026-03-02T13:00:00Z", a),
      client(x1, "2026-03-03T09:00:00Z", "2026-03-03T15:00:00Z"),
      client(x1, "2026-03-03T10:00:00Z", "2026-03-03T15:00:00Z"),
      staff(x1, "2026-03-03T15:00:00Z", a),
      client(x1, "2026-03-05T08:00:00Z", "2026-03-05T09:00:00Z"),
      staff(x1, "2026-03-05T09:00:00Z", admin),
      staff(x1, "2026-03-05T20:00:00Z", a),
      client(x1, "2026-03-10T10:00:00Z"),
      client(y1, "2026-03-04T10:00:00Z", "2026-03-04T12:00:00Z"),
      staff(y1, "2026-03-04T12:00:00Z", b),
      client(y2, "2026-03-07T00:00:00Z", "2026-03-07T12:00:00Z"),
      staff(y2, "2026-03-07T12:00:00Z", b),
      client(z1, "2026-03-08T10:00:00Z", "2026-03-08T12:00:00Z"),
      staff(z1, "2026-03-08T12:00:00Z", admin),
    ])
    .execute();

  cookies = {
    admin: await signIn("admin", users.admin.email, PASSWORDS.admin),
    agent: await signIn("agent", users.agent.email, PASSWORDS.agent),
    client: await signIn("client", users.client.email, PASSWORDS.client),
  };
}, 60_000);

describe(`the agents' workload report on ${backendName()}`, () => {
  it("shows the admin every active agent's open work and replies, most first, and the work of no agent", async () => {
    const res = await request(`/admin/reports/workload?${RANGE}`, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(tableOf(html, "open-work")).toEqual([
      ["Agent", "Open cases", "Documents to review", "Messages waiting for a reply"],
      ["Bina Bhatt", "3", "1", "2"],
      ["Arjun Agent", "2", "2", "1"],
      ["Unassigned", "1", "0", "0"],
    ]);
    expect(tableOf(html, "replies")).toEqual([
      ["Agent", "Messages from clients", "Replied to", "Median hours to reply", "90th percentile hours to reply"],
      ["Arjun Agent", "5", "4", "4", "5.7"],
      ["Bina Bhatt", "2", "2", "7", "11"],
      ["Unassigned", "1", "1", "2", "2"],
    ]);
    expect(html).not.toContain("Ivan Idle");
    expect(html).toContain("<svg");

    expect(await csvOf("admin", "open-work", cookies.admin)).toEqual([
      "Agent,Open cases,Documents to review,Messages waiting for a reply",
      "Bina Bhatt,3,1,2",
      "Arjun Agent,2,2,1",
      "Unassigned,1,0,0",
    ]);
    expect(await csvOf("admin", "replies", cookies.admin)).toEqual([
      "Agent,Messages from clients,Replied to,Median hours to reply,90th percentile hours to reply",
      "Arjun Agent,5,4,4,5.7",
      "Bina Bhatt,2,2,7,11",
      "Unassigned,1,1,2,2",
    ]);
  });

  it("shows an agent their own row only, never another agent's name or figures", async () => {
    const res = await request(`/agent/reports/workload?${RANGE}`, { cookie: cookies.agent });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(tableOf(html, "open-work").slice(1)).toEqual([["Arjun Agent", "2", "2", "1"]]);
    expect(tableOf(html, "replies").slice(1)).toEqual([["Arjun Agent", "5", "4", "4", "5.7"]]);
    expect(html).not.toContain("Bina Bhatt");
    expect(html).not.toContain("Unassigned");
    expect((await csvOf("agent", "open-work", cookies.agent)).slice(1)).toEqual(["Arjun Agent,2,2,1"]);
    expect((await csvOf("agent", "replies", cookies.agent)).slice(1)).toEqual(["Arjun Agent,5,4,4,5.7"]);
  });

  it("keeps agents out of the admin's report and clients out of both", async () => {
    const asAgent = await request(`/admin/reports/workload?${RANGE}`, { cookie: cookies.agent });
    expect(asAgent.status).toBe(302);
    expect(location(asAgent)).toBe("/admin/login?wrongPortal=1");
    for (const path of ["/agent/reports/workload", "/agent/reports/workload/export.csv?section=open-work", "/admin/reports/workload"]) {
      const res = await request(path, { cookie: cookies.client });
      expect(res.status, path).toBe(302);
      expect(location(res), path).toMatch(/^\/(agent|admin)\/login\?wrongPortal=1$/);
    }
  });

  // Last: the replies posted here answer A's thread now, after the hand counts above were read.
  it("keeps each client message's answer time as staff reply through the app, and counts the hours from it", async () => {
    const db = await testDb();
    const clientMessages = () =>
      db
        .selectFrom("messages")
        .select(["id", "created_at", "answered_at"])
        .where("application_id", "=", thread)
        .where("from_client", "=", true)
        .orderBy("created_at")
        .execute();
    expect((await send(cookies.client, `/client/messages/${thread}`, "Any news?")).status).toBe(302);
    // Sent three hours ago, as if the client had waited that long.
    await db
      .updateTable("messages")
      .set({ created_at: sql`created_at - interval '3 hours'` })
      .where("application_id", "=", thread)
      .execute();
    expect((await send(cookies.agent, `/agent/messages/${thread}`, "Not yet, soon.")).status).toBe(302);
    const reply = await db
      .selectFrom("messages")
      .select("created_at")
      .where("application_id", "=", thread)
      .where("from_client", "=", false)
      .executeTakeFirstOrThrow();
    const [asked] = await clientMessages();
    expect(asked.answered_at && new Date(asked.answered_at).getTime()).toBe(new Date(reply.created_at).getTime());
    // A second staff reply keeps the first one's time; a client's message sets none, and waits.
    expect((await send(cookies.admin, `/admin/messages/${thread}`, "We will write when we hear.")).status).toBe(302);
    expect((await send(cookies.client, `/client/messages/${thread}`, "Thank you")).status).toBe(302);
    const [first, thanks] = await clientMessages();
    expect(new Date(first.answered_at!).getTime()).toBe(new Date(reply.created_at).getTime());
    expect(thanks.answered_at).toBeNull();

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await request(`/agent/reports/workload?from=${day(-1)}&to=${day(1)}`, { cookie: cookies.agent });
    expect(tableOf(await res.text(), "replies").slice(1)).toEqual([["Arjun Agent", "2", "1", "3", "3"]]);
  });
});
