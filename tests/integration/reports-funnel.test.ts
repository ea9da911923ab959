// Issue 44: the reports "From enquiry to visa" (a cohort funnel, and conversion by source)
// and "Consultations" (by month, and what became of them), on a small data set counted by
// hand: the page's table and the CSV hold the same figures; an agent sees only the leads
// they own and the consultations they host. The firm's zone is Asia/Kolkata (+05:30), and
// a row just inside or outside the dates there (but not in UTC) shows the days are the firm's.
// Also the way a consultation comes to count as not attended: its host (or an admin) marks a
// past one "Did not attend" on the Past view of their consultations page, or undoes it.
import { beforeAll, describe, expect, it } from "vitest";
import type { ApplicationStatus } from "~/lib/cases/application-workflow";
import type { EnquiryStatus } from "~/lib/leads/enquiry-statuses";
import { addDays } from "~/lib/reports/date-range";
import type { Db } from "~/server/db/db.server";
import { firmToday } from "~/server/website/settings.server";
import { createUser } from "~/server/accounts/users.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let db: Db;
let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<"admin" | "agent" | "otherAgent", string> = {} as never;
const FUNNEL = "from=2026-04-01&to=2026-06-30";
const CONSULTATIONS = "from=2026-05-01&to=2026-06-30";

async function client(n: number) {
  return (
    await db
      .insertInto("admin_users")
      .values({ email: `funnel-c${n}@example.com`, full_name: `Client ${n}`, role: "client" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}
async function application(clientId: string, status: ApplicationStatus, lodgedOn: string | null, grantedFirst = false) {
  const app = await db
    .insertInto("applications")
    .values({ client_id: clientId, service_slug: "canada-visitor-visa", destination_country: "canada", status, lodged_on: lodgedOn })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (grantedFirst)
    await db
      .insertInto("application_events")
      .values([
        { application_id: app.id, from_status: "lodged", to_status: "granted" },
        { application_id: app.id, from_status: "granted", to_status: "closed" },
      ])
      .execute();
  return app.id;
}
async function agreement(clientId: string, applicationId: string, signed: boolean) {
  await db
    .insertInto("agreements")
    .values({
      application_id: applicationId,
      client_id: clientId,
      version: 1,
      title: "Service agreement",
      body: "We act for you.",
      body_sha256: "a".repeat(64),
      currency: "INR",
      status: signed ? "signed" : "awaiting_signature",
      signed_name: signed ? "Client" : null,
      signed_at: signed ? new Date("2026-05-15T10:00:00Z") : null,
    })
    .execute();
}
type Lead = {
  n: number;
  at: string;
  source: string | null;
  status: EnquiryStatus;
  owner?: string;
  clientId?: string;
  consultation?: boolean;
};
async function enquiry(l: Lead) {
  const e = await db
    .insertInto("enquiries")
    .values({
      name: `Lead ${l.n}`,
      email: `funnel-e${l.n}@example.com`,
      consent: true,
      source_page: l.source,
      status: l.status,
      lost_reason: l.status === "lost" ? "Went elsewhere" : null,
      owner_id: l.owner ?? null,
      converted_client_id: l.clientId ?? null,
      created_at: new Date(l.at),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (l.consultation)
    await db
      .insertInto("enquiry_activities")
      .values({ enquiry_id: e.id, kind: "stage", from_value: "new", to_value: "consultation_booked" })
      .execute();
}
async function booking(
  hostId: string,
  at: string,
  status: "confirmed" | "cancelled" | "no_show",
  email: string,
  clientId: string | null = null,
) {
  const starts = new Date(at);
  await db
    .insertInto("bookings")
    .values({
      host_id: hostId,
      starts_at: starts,
      ends_at: new Date(starts.getTime() + 30 * 60_000),
      status,
      cancelled_at: status === "cancelled" ? starts : null,
      name: "Visitor",
      email,
      time_zone: "Asia/Kolkata",
      client_id: clientId,
      consent_text: "I agree.",
    })
    .execute();
}

/** The cells of a section's table on the page, row by row, as people read them. */
function tableOf(html: string, sectionId: string): string[][] {
  const section = html.split(`<section id="${sectionId}"`)[1]?.split("</section>")[0] ?? "";
  const body = section.split("<tbody")[1]?.split("</tbody>")[0] ?? "";
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) =>
      cell[1]
        .replace(/<!--.*?-->/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&nbsp;/g, " ")
        .trim(),
    ),
  );
}
async function page(path: string, cookie: string) {
  const res = await request(path, { cookie });
  expect(res.status).toBe(200);
  return res.text();
}
/** The CSV's lines (header first), each its cells (none of these figures holds a comma or quote). */
async function csv(path: string, cookie: string) {
  const res = await request(path, { cookie });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(","));
}

beforeAll(async () => {
  db = await testDb();
  users = await createUsers("funnel");
  const agent = users.agent.id;
  const [c1, c2, c3, c4, c5] = [await client(1), await client(2), await client(3), await client(4), await client(5)];
  // C1: signed, lodged, granted and since closed (the grant is in its history). C2: signed and lodged.
  // C3: signed, not lodged. C4: an agreement awaiting signature. C5: granted, but its enquiry is outside the dates.
  const a1 = await application(c1, "closed", "2026-06-01", true);
  const a2 = await application(c2, "lodged", "2026-06-10");
  const a3 = await application(c3, "documents_pending", null);
  const a4 = await application(c4, "assessment", null);
  const a5 = await application(c5, "granted", "2026-05-01");
  await agreement(c1, a1, true);
  await agreement(c2, a2, true);
  await agreement(c3, a3, true);
  await agreement(c4, a4, false);
  await agreement(c5, a5, true);
  const leads: Lead[] = [
    // 01:30 on 1 April in the firm's zone (still 31 March in UTC): inside.
    { n: 1, at: "2026-03-31T20:00:00Z", source: "/book", status: "converted", owner: agent, clientId: c1, consultation: true },
    { n: 2, at: "2026-04-10T09:00:00Z", source: "/contact", status: "converted", owner: agent, clientId: c2 },
    { n: 3, at: "2026-04-12T09:00:00Z", source: "/calculators/crs", status: "lost", owner: agent, consultation: true },
    { n: 4, at: "2026-05-01T09:00:00Z", source: null, status: "converted", clientId: c3 },
    { n: 5, at: "2026-05-02T09:00:00Z", source: "/services/canada-visitor-visa", status: "converted", clientId: c4 },
    { n: 6, at: "2026-05-03T09:00:00Z", source: "/book", status: "consultation_booked", owner: users.admin.id, consultation: true },
    { n: 7, at: "2026-05-04T09:00:00Z", source: "/contact", status: "new" },
    { n: 8, at: "2026-05-05T09:00:00Z", source: "/contact", status: "contacted" },
    { n: 9, at: "2026-06-06T09:00:00Z", source: "/calculators/pr-points", status: "new" },
    { n: 10, at: "2026-06-30T18:00:00Z", source: null, status: "contacted" }, // 23:30 on 30 June there
    // Outside: 31 March there; and 00:30 on 1 July there (still 30 June in UTC).
    { n: 11, at: "2026-03-31T06:30:00Z", source: "/book", status: "converted", owner: agent, clientId: c5, consultation: true },
    { n: 12, at: "2026-06-30T19:00:00Z", source: "/contact", status: "new", owner: agent },
  ];
  for (const l of leads) await enquiry(l);

  await db
    .insertInto("booking_hosts")
    .values([{ host_id: agent }, { host_id: users.admin.id }])
    .execute();
  await booking(agent, "2026-05-10T04:30:00Z", "confirmed", "FUNNEL-E1@example.com"); // held; its lead was won (e-mail in another case)
  await booking(users.admin.id, "2026-05-20T04:30:00Z", "confirmed", "funnel-c2@example.com", c2); // held; booked by a client
  await booking(agent, "2026-06-05T04:30:00Z", "no_show", "funnel-e6@example.com"); // not attended (marked by staff); not a client
  await booking(users.admin.id, "2026-06-10T04:30:00Z", "cancelled", "funnel-e4@example.com"); // cancelled (its lead was won: not counted)
  await booking(agent, "2026-04-30T17:30:00Z", "confirmed", "funnel-e1@example.com"); // 23:00 on 30 April there: outside
  await booking(agent, "2026-06-30T20:00:00Z", "confirmed", "funnel-e1@example.com"); // 01:30 on 1 July there: outside
  // Still ahead: a week from now.
  await booking(agent, new Date(Date.now() + 7 * 86_400_000).toISOString(), "confirmed", "funnel-e7@example.com");

  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  await createUser({ email: "funnel-agent2@example.com", password: PASSWORDS.agent, role: "agent", fullName: "Other Agent" });
  cookies.otherAgent = await signIn("agent", "funnel-agent2@example.com", PASSWORDS.agent);
});

describe(`the funnel and consultation reports on ${backendName()}`, () => {
  it("counts the enquiries received in the dates, and how many of them reached each step, on the page and in the CSV", async () => {
    const html = await page(`/admin/reports/funnel?${FUNNEL}`, cookies.admin);
    const funnel = [
      ["Enquiry", "10", "—", "100.0 %"],
      ["Consultation", "6", "60.0 %", "60.0 %"],
      ["Client", "4", "66.7 %", "40.0 %"],
      ["Agreement signed", "3", "75.0 %", "30.0 %"],
      ["Lodged", "2", "66.7 %", "20.0 %"],
      ["Granted", "1", "50.0 %", "10.0 %"],
    ];
    expect(tableOf(html, "funnel")).toEqual(funnel);
    expect(html.split('<section id="funnel"')[1].split("</section>")[0]).toContain("<svg"); // its chart, drawn on the server
    expect(await csv(`/admin/reports/funnel/export.csv?section=funnel&${FUNNEL}`, cookies.admin)).toEqual([
      ["Step", "Enquiries", "Of the step before", "Of all enquiries"],
      ...funnel.map((r) => r.map((c) => c.replace(" %", "").replace("—", ""))),
    ]);
    const bySource = [
      ["Consultation booking", "2", "1", "1", "50.0 %"],
      ["Calculator", "2", "0", "0", "0.0 %"],
      ["Contact form", "4", "2", "0", "50.0 %"],
      ["Added by staff", "2", "1", "0", "50.0 %"],
    ];
    expect(tableOf(html, "by-source")).toEqual(bySource);
    expect(await csv(`/admin/reports/funnel/export.csv?section=by-source&${FUNNEL}`, cookies.admin)).toEqual([
      ["Source", "Enquiries", "Clients", "Granted", "Conversion"],
      ...bySource.map((r) => r.map((c) => c.replace(" %", ""))),
    ]);
  });

  it("counts consultations by month in the firm's zone, and how many held became clients", async () => {
    const html = await page(`/admin/reports/consultations?${CONSULTATIONS}`, cookies.admin);
    const months = [
      ["May 2026", "2", "2", "0", "0", "0"],
      ["Jun 2026", "2", "0", "1", "0", "1"],
    ];
    expect(tableOf(html, "by-month")).toEqual(months);
    expect(await csv(`/admin/reports/consultations/export.csv?section=by-month&${CONSULTATIONS}`, cookies.admin)).toEqual([
      ["Month", "Booked", "Held", "Not attended", "Upcoming", "Cancelled"],
      ...months,
    ]);
    // The one not attended is counted there, not as held (nor as a client).
    expect(tableOf(html, "outcomes")).toEqual([["In these dates", "4", "2", "1", "0", "1", "2", "100.0 %"]]);
    expect(await csv(`/admin/reports/consultations/export.csv?section=outcomes&${CONSULTATIONS}`, cookies.admin)).toEqual([
      ["Consultations", "Booked", "Held", "Not attended", "Upcoming", "Cancelled", "Clients", "Held that became clients"],
      ["In these dates", "4", "2", "1", "0", "1", "2", "100.0"],
    ]);
    const none = await page("/admin/reports/consultations?from=2025-01-01&to=2025-01-31", cookies.admin);
    expect(tableOf(none, "outcomes")).toEqual([]);
    expect(none).toContain("No consultations in these dates.");
    // Dates reaching past today: 1 July's counts now, and the one a week ahead is upcoming, not held.
    const ahead = `from=2026-05-01&to=${addDays(await firmToday(), 30)}`;
    expect(tableOf(await page(`/admin/reports/consultations?${ahead}`, cookies.admin), "outcomes")).toEqual([
      ["In these dates", "6", "3", "1", "1", "1", "3", "100.0 %"],
    ]);
  });

  it("shows an agent only the leads they own and the consultations they host", async () => {
    const funnel = await page(`/agent/reports/funnel?${FUNNEL}`, cookies.agent);
    expect(tableOf(funnel, "funnel")).toEqual([
      ["Enquiry", "3", "—", "100.0 %"],
      ["Consultation", "3", "100.0 %", "100.0 %"],
      ["Client", "2", "66.7 %", "66.7 %"],
      ["Agreement signed", "2", "100.0 %", "66.7 %"],
      ["Lodged", "2", "100.0 %", "66.7 %"],
      ["Granted", "1", "50.0 %", "33.3 %"],
    ]);
    expect(await csv(`/agent/reports/funnel/export.csv?section=by-source&${FUNNEL}`, cookies.agent)).toEqual([
      ["Source", "Enquiries", "Clients", "Granted", "Conversion"],
      ["Consultation booking", "1", "1", "1", "100.0"],
      ["Calculator", "1", "0", "0", "0.0"],
      ["Contact form", "1", "1", "0", "100.0"],
    ]);
    const consultations = await page(`/agent/reports/consultations?${CONSULTATIONS}`, cookies.agent);
    expect(tableOf(consultations, "by-month")).toEqual([
      ["May 2026", "1", "1", "0", "0", "0"],
      ["Jun 2026", "1", "0", "1", "0", "0"],
    ]);
    expect(await csv(`/agent/reports/consultations/export.csv?section=outcomes&${CONSULTATIONS}`, cookies.agent)).toEqual([
      ["Consultations", "Booked", "Held", "Not attended", "Upcoming", "Cancelled", "Clients", "Held that became clients"],
      ["In these dates", "2", "1", "1", "0", "0", "1", "100.0"],
    ]);
  });

  it("lets a host mark their own past consultation as not attended and undo it, audited; never another's, nor one still ahead", async () => {
    const idOf = async (email: string, hostId: string) =>
      (
        await db
          .selectFrom("bookings")
          .select("id")
          .where("email", "=", email)
          .where("host_id", "=", hostId)
          .orderBy("starts_at")
          .executeTakeFirstOrThrow()
      ).id;
    const statusOf = async (id: string) =>
      (await db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
    const held = await idOf("FUNNEL-E1@example.com", users.agent.id); // 10 May, held
    const ahead = await idOf("funnel-e7@example.com", users.agent.id);
    const mark = (cookie: string, id: string, attended: "yes" | "no") =>
      request("/agent/bookings", { cookie, form: { intent: "attendance", id, attended } });
    const mayRow = async () => tableOf(await page(`/agent/reports/consultations?${CONSULTATIONS}`, cookies.agent), "by-month")[0];

    // The Past view: newest first, each with its state, and a form on each one not cancelled.
    const past = await page("/agent/bookings?when=past", cookies.agent);
    expect(past).toContain("Past consultations, newest first");
    expect(past.indexOf("funnel-e6@example.com")).toBeLessThan(past.indexOf("FUNNEL-E1@example.com"));
    expect(past).toContain("Undo: mark as held"); // on the one not attended (5 June), whose state reads Did not attend
    expect(past).toContain('href="/agent/bookings?when=past"'); // the Past tab, a plain link
    expect(past).not.toContain("funnel-e7@example.com"); // still ahead

    // Another agent may not mark it: refused as not found, and nothing changes.
    const refused = await mark(cookies.otherAgent, held, "no");
    expect(refused.status).toBe(404);
    expect(await statusOf(held)).toBe("confirmed");

    // Its host marks it: stored, audited, and the report counts it as not attended.
    const done = await mark(cookies.agent, held, "no");
    expect(done.status).toBe(302);
    expect(location(done)).toBe("/agent/bookings?when=past");
    const row = await db.selectFrom("bookings").select(["status", "no_show_marked_by"]).where("id", "=", held).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "no_show", no_show_marked_by: users.agent.id });
    const audit = await db.selectFrom("audit_events").select(["kind", "actor_id"]).where("record_id", "=", held).execute();
    expect(audit).toEqual([{ kind: "booking_no_show", actor_id: users.agent.id }]);
    expect(await mayRow()).toEqual(["May 2026", "1", "0", "1", "0", "0"]);
    const log = await page(`/admin/audit-log?record=${held}`, cookies.admin);
    expect(log).toContain("Consultation marked: did not attend");
    expect(log).toContain("Consultation with Visitor");

    // Another agent may not undo it either.
    expect((await mark(cookies.otherAgent, held, "yes")).status).toBe(404);
    expect(await statusOf(held)).toBe("no_show");

    // One still ahead cannot be marked, by its host or by an admin.
    const early = await mark(cookies.agent, ahead, "no");
    expect(early.status).toBe(400);
    expect(await early.text()).toContain("has not ended yet");
    const byAdmin = await request("/admin/bookings", { cookie: cookies.admin, form: { intent: "attendance", id: ahead, attended: "no" } });
    expect(byAdmin.status).toBe(400);
    expect(await statusOf(ahead)).toBe("confirmed");

    // Undone: held again.
    expect((await mark(cookies.agent, held, "yes")).status).toBe(302);
    expect(await statusOf(held)).toBe("confirmed");
    expect(await mayRow()).toEqual(["May 2026", "1", "1", "0", "0", "0"]);
  });
});
