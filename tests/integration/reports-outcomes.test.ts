// Issue 44: the applications report's time in each status, the outcomes report, and the
// firm's own processing times on a client's dashboard, on a data set counted by hand.
// The outcomes' percentiles are PostgreSQL's percentile_cont: linear interpolation between the two
// nearest values (p90 of [30, 40, 50, 70]: position 0.9 × 3 = 2.7, so 50 + 0.7 × 20 = 64).
// Time in status is discrete over whole days (percentile_disc): the fewest days whose running
// count of periods reaches half, or nine in ten, of them.
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { createApplication } from "~/server/cases/applications.server";
import type { Db } from "~/server/db/db.server";
import { addDays } from "~/lib/reports/date-range";
import { firmToday } from "~/server/website/settings.server";
import { location, request, signIn } from "../support/app";
import { testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let db: Db;
let users: Awaited<ReturnType<typeof createUsers>>;
let today: string;
let range: string;
const cookies: Record<"admin" | "agent" | "client" | "ukClient", string> = {} as never;
const PR = { service_slug: "canada-permanent-residency", destination_country: "canada" };
const UK = { service_slug: "uk-skilled-worker-visa", destination_country: "united-kingdom" };

/** Days before today, in the firm's calendar. */
const ago = (n: number) => addDays(today, -n);
const at = (n: number) => new Date(`${ago(n)}T06:00:00Z`);

beforeAll(async () => {
  users = await createUsers("outcomes");
  db = await testDb();
  today = await firmToday();
  // The report's dates: 100 to 10 days ago, both counted in.
  range = new URLSearchParams({ from: ago(100), to: ago(10) }).toString();
  const other = await createUser({
    email: "outcomes-agent2@example.com",
    password: PASSWORDS.agent,
    role: "agent",
    fullName: "Bela Agent",
  });
  const past = await createUser({ email: "outcomes-past@example.com", password: PASSWORDS.client, role: "client", fullName: "Pia Past" });
  const ukClient = await createUser({ email: "outcomes-uk@example.com", password: PASSWORDS.client, role: "client", fullName: "Uma Uk" });
  const agent = users.agent.id;
  // Decided cases: [status, agent, lodged, decided (days ago)]. 1–5 in the range, 6 after it.
  const decided: [string, string, number, number, typeof PR][] = [
    ["granted", agent, 90, 60, PR], // 30 days
    ["granted", agent, 80, 40, PR], // 40
    ["granted", other.id, 70, 20, PR], // 50, closed below: its decision is kept
    ["refused", other.id, 100, 30, PR], // 70
    ["withdrawn", agent, 50, 15, PR], // left out of the rate and the days
    ["granted", agent, 105, 5, PR], // 100: after the range, within the last 12 months
    ["granted", agent, 45, 5, UK], // the only decided UK case, after the range
  ];
  const ids: string[] = [];
  for (const [i, [status, agentId, lodged, decidedOn, kind]] of decided.entries()) {
    const row = await db
      .insertInto("applications")
      .values({
        reference: `OUT-${i + 1}`,
        client_id: past.id,
        ...kind,
        status: status as "granted",
        assigned_agent_id: agentId,
        lodged_on: ago(lodged),
        decided_on: ago(decidedOn),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  await db.updateTable("applications").set({ status: "closed" }).where("id", "=", ids[2]).execute();
  // Status moves (no summary) and one task done (a summary: not a move).
  const move = (i: number, from: string | null, to: string, days: number, summary: string | null = null) => ({
    application_id: ids[i],
    from_status: from as "lodged" | null,
    to_status: to as "lodged",
    created_at: at(days),
    summary,
  });
  await db
    .insertInto("application_events")
    .values([
      move(0, null, "enquiry", 95),
      move(0, "enquiry", "lodged", 90), // enquiry 5 days
      move(0, "lodged", "granted", 60), // lodged 30 days
      move(1, null, "enquiry", 110),
      move(1, "enquiry", "lodged", 80), // enquiry 30 days (began before the range, ended in it)
      move(1, "lodged", "lodged", 70, "Task done: Send the medical"),
      move(1, "lodged", "granted", 40), // lodged 40 days, the task notwithstanding
      move(3, null, "enquiry", 120),
      move(3, "enquiry", "lodged", 100), // enquiry 20 days, ended on the range's first day
      move(3, "lodged", "refused", 30), // lodged 70 days
      move(5, null, "enquiry", 106),
      move(5, "enquiry", "lodged", 105), // ended before the range
      move(5, "lodged", "granted", 5), // ended after it
    ])
    .execute();
  // The clients waiting: a Canada PR case (five decided of its kind) and a UK one (one).
  const open = (clientId: string, kind: typeof PR) =>
    createApplication({
      clientId,
      serviceSlug: kind.service_slug,
      destinationCountry: kind.destination_country,
      assignedAgentId: agent,
      createdBy: users.admin.id,
    });
  await open(users.client.id, PR);
  await open(ukClient.id, UK);
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.ukClient = await signIn("client", "outcomes-uk@example.com", PASSWORDS.client);
});

/** A section's table as the page shows it: each row's cells as text. */
function table(html: string, section: string): string[][] {
  const start = html.indexOf(`<section id="${section}"`);
  expect(start, `section ${section}`).toBeGreaterThan(-1);
  const body = html.slice(start, html.indexOf("</section>", start)).split("<tbody")[1] ?? "";
  return body
    .split("<tr")
    .slice(1)
    .map((tr) => [...tr.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => m[1].replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'")));
}

async function page(who: "admin" | "agent", slug: string) {
  const response = await request(`/${who}/reports/${slug}?${range}`, { cookie: cookies[who] });
  expect(response.status).toBe(200);
  return response.text();
}

async function csv(who: "admin" | "agent", slug: string, section: string) {
  const response = await request(`/${who}/reports/${slug}/export.csv?section=${section}&${range}`, { cookie: cookies[who] });
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
}

async function settings(minCases: string) {
  const blank = [
    "facebook_url",
    "twitter_url",
    "instagram_url",
    "linkedin_url",
    "youtube_url",
    "whatsapp_number",
    "contact_email",
    "contact_phone",
  ];
  const form = {
    ...Object.fromEntries(blank.map((k) => [k, ""])),
    office_address: "",
    company_website: "",
    processing_times_min_cases: minCases,
  };
  return request("/admin/settings", { cookie: cookies.admin, form });
}

describe("reports: applications and outcomes", () => {
  it("counts the time in each status from the moves that ended in the range", async () => {
    const rows = table(await page("admin", "applications"), "time-in-status");
    // Enquiry [5, 20, 30]: running counts 1, 2, 3; half of 3 is 1.5, reached at 20; nine in ten
    // is 2.7, reached at 30. Lodged [30, 40, 70]: 1.5 reached at 40, 2.7 at 70.
    expect(rows).toEqual([
      ["Enquiry", "3", "20 days", "30 days"],
      ["Lodged", "3", "40 days", "70 days"],
    ]);
    expect(await csv("admin", "applications", "time-in-status")).toEqual([
      "Status,Periods ended,Median,90th percentile",
      "Enquiry,3,20,30",
      "Lodged,3,40,70",
    ]);
  });

  it("counts outcomes decided in the range by visa, destination and agent", async () => {
    const html = await page("admin", "outcomes");
    // 3 granted, 1 refused, 1 withdrawn: 3 ÷ 4 = 75.0 %; days [30, 40, 50, 70]: median 45, p90 64. The case decided after the range is not counted.
    expect(table(html, "by-visa")).toEqual([["Canada Permanent Residency", "3", "1", "1", "75.0 %", "45 days", "64 days"]]);
    expect(table(html, "by-destination")).toEqual([["Canada", "3", "1", "1", "75.0 %", "45 days", "64 days"]]);
    expect(table(html, "by-agent")).toEqual([
      ["Arjun Agent", "2", "0", "1", "100.0 %", "35 days", "39 days"],
      ["Bela Agent", "1", "1", "0", "50.0 %", "60 days", "68 days"],
    ]);
    const lines = await csv("admin", "outcomes", "by-visa");
    expect(lines[0]).toBe('Visa,Granted,Refused,Withdrawn,Grant rate,"Median days, lodgement to decision",90th percentile days');
    expect(lines.slice(1)).toEqual(["Canada Permanent Residency,3,1,1,75.0,45,64"]);
    expect((await csv("admin", "outcomes", "by-agent")).slice(1)).toEqual(["Arjun Agent,2,0,1,100.0,35,39", "Bela Agent,1,1,0,50.0,60,68"]);
  });

  it("shows an agent only the applications assigned to them", async () => {
    const outcomes = await page("agent", "outcomes");
    expect(table(outcomes, "by-visa")).toEqual([["Canada Permanent Residency", "2", "0", "1", "100.0 %", "35 days", "39 days"]]);
    expect(table(outcomes, "by-agent")).toEqual([["Arjun Agent", "2", "0", "1", "100.0 %", "35 days", "39 days"]]);
    expect((await csv("agent", "outcomes", "by-visa")).slice(1)).toEqual(["Canada Permanent Residency,2,0,1,100.0,35,39"]);
    // Their cases only (not OUT-4's 20 and 70 days): Enquiry [5, 30]: half of 2 is 1, reached at 5;
    // nine in ten is 1.8, reached at 30. Lodged [30, 40]: 30 and 40.
    expect(table(await page("agent", "applications"), "time-in-status")).toEqual([
      ["Enquiry", "2", "5 days", "30 days"],
      ["Lodged", "2", "30 days", "40 days"],
    ]);
    expect((await csv("agent", "applications", "time-in-status")).slice(1)).toEqual(["Enquiry,2,5,30", "Lodged,2,30,40"]);
  });
});

describe("the firm's processing times on a client's dashboard", () => {
  const SENTENCE = "How long our cases like yours took";

  it("shows them from the admin's threshold up, and none below it", async () => {
    const refused = await settings("4"); // below the least allowed: refused beside the field
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter a whole number from 5 to 1,000");
    expect(location(await settings("5"))).toBe("/admin/settings");
    const html = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    // Five granted or refused Canada PR cases in 12 months: [30, 40, 50, 70, 100] days; median 50, p90 70 + 0.6 × 30 = 88.
    expect(html).toContain(SENTENCE);
    expect(html).toContain(
      "Of our 5 cases of this kind decided in the last 12 months, half were decided within 50 days of lodgement, nine in ten within 88 days.",
    );
    expect(html).toContain("not a promise");
    expect(html).toContain(
      'href="https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html"',
    );
    // One decided UK case: nothing for its client.
    expect(await (await request("/client/dashboard", { cookie: cookies.ukClient })).text()).not.toContain(SENTENCE);
    // Raised above five: nothing for anyone.
    expect(location(await settings("6"))).toBe("/admin/settings");
    expect(await (await request("/client/dashboard", { cookie: cookies.client })).text()).not.toContain(SENTENCE);
  });
});
