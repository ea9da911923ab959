// Issue 44: campaign tracking without trackers, and the Enquiries report. A visitor arrives on a
// service page from a link tagged utm_source=instagram, goes to /contact and sends it: the
// enquiry keeps the first page and the tags (read from the page's hidden fields, filled from
// its Referer), and no public page sets a cookie. A booking keeps them too. The report's
// weeks, forms and campaigns equal a count made by hand, on the page and in the CSV, over
// enquiries dated around the range and the firm's midnight; an agent sees only their own.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/db.server";
import { enquiriesReport } from "~/server/reports/enquiries-report.server";
import { runReport, type ReportDefinition } from "~/server/reports/report-kit.server";
import { NoPlace } from "~/server/runtime/places.server";
import { ORIGIN, location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let db: Db;
const cookies: Record<"admin" | "agent", string> = {} as never;
let agentId: string;

const SERVICE = "/services/study-in-canada?utm_source=instagram&utm_campaign=diwali";
const RANGE = "from=2026-03-04&to=2026-03-24"; // a Wednesday to a Tuesday: weeks of 2, 9, 16 and 23 March
const CALCULATOR = "Canada Express Entry CRS calculator";

/** The value of a hidden field on a page, or undefined. */
function hidden(html: string, name: string) {
  const input = new RegExp(`<input type="hidden" name="${name}"[^>]*>`).exec(html)?.[0];
  const m = input ? /value="([^"]*)"/.exec(input) : null;
  return m
    ? m[1]
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
    : undefined;
}
const ORIGIN_FIELDS = ["source_page", "formKey", "landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"];
const fieldsOf = (html: string) =>
  Object.fromEntries(ORIGIN_FIELDS.map((n) => [n, hidden(html, n)]).filter((e): e is [string, string] => e[1] !== undefined));

/** A report table's rows as their cells' text. */
function tableRows(html: string, sectionId: string) {
  const start = html.indexOf(`id="${sectionId}"`);
  expect(start).toBeGreaterThan(-1);
  const table = html.slice(start, html.indexOf("</table>", start));
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((tr) => [...tr[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1].replace(/<!-- -->|<[^>]+>/g, "").trim()))
    .slice(1);
}
const csvRows = async (path: string, cookie: string) => {
  const res = await request(path, { cookie });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/)
    .slice(1);
};

async function seed(at: string, values: Record<string, string | null>) {
  await db
    .insertInto("enquiries")
    .values({
      name: "Seeded",
      email: "seeded@example.com",
      phone: "",
      message: "Seeded enquiry",
      consent: true,
      created_at: new Date(at),
      ...values,
    })
    .execute();
}

beforeAll(async () => {
  db = await testDb();
  const users = await createUsers("enqrep");
  agentId = users.agent.id;
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  // A host for /book: every day, 09:00 to 17:00.
  await db
    .insertInto("booking_hosts")
    .values({ host_id: users.admin.id, meeting_minutes: 30, notice_hours: 0, horizon_days: 14 })
    .execute();
  await db
    .insertInto("booking_hours")
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ host_id: users.admin.id, weekday, start_minute: 540, end_minute: 1020 })))
    .execute();
});

describe(`campaign tracking and the Enquiries report on ${backendName()}`, () => {
  it("keeps the first page and utm tags of a visit with its enquiry, and sets no cookie on a visitor who only reads", async () => {
    const service = await request(SERVICE);
    expect(service.status).toBe(200);
    expect(service.headers.get("set-cookie")).toBeNull();
    const contact = await request("/contact?service=study-in-canada", { headers: { Referer: ORIGIN + SERVICE } });
    expect(contact.status).toBe(200);
    expect(contact.headers.get("set-cookie")).toBeNull();
    const fields = fieldsOf(await contact.text());
    expect(fields).toMatchObject({ landing_page: SERVICE, utm_source: "instagram", utm_campaign: "diwali" });
    expect(fields.referrer_host).toBe(""); // all five fields are there for the script to fill
    const visitor = {
      name: "Insta Visitor",
      email: "insta@example.com",
      phone: "",
      destination_country: "canada",
      message: "I saw your post.",
    };
    const sent = await request("/contact", {
      form: { ...fields, ...visitor, service_slug: "study-in-canada", consent: "on", company_website: "" },
    });
    expect(sent.status).toBe(302);
    const stored = await db.selectFrom("enquiries").selectAll().where("email", "=", "insta@example.com").executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      landing_page: SERVICE,
      utm_source: "instagram",
      utm_medium: null,
      utm_campaign: "diwali",
      referrer_host: null,
    });

    // From another site: its host only. Tampered hidden fields are dropped or cleaned, never an error.
    const fromGoogle = fieldsOf(await (await request("/contact", { headers: { Referer: "https://www.google.com/search?q=visa" } })).text());
    expect(fromGoogle).toMatchObject({ referrer_host: "www.google.com", landing_page: "/contact" });
    const tampered = { ...fromGoogle, landing_page: "//evil.example/x", utm_medium: " Paid Social<script> ", utm_campaign: "   " };
    const second = await request("/contact", { form: { ...tampered, ...visitor, email: "google@example.com", consent: "on" } });
    expect(second.status).toBe(302);
    expect(
      await db
        .selectFrom("enquiries")
        .select(["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"])
        .where("email", "=", "google@example.com")
        .executeTakeFirstOrThrow(),
    ).toEqual({
      landing_page: null,
      referrer_host: "www.google.com",
      utm_source: null,
      utm_medium: "paid-socialscript",
      utm_campaign: null,
    });

    // Dated for the report: both in the week of 2 March (in India, UTC+5:30).
    await sql`update enquiries set created_at = ${new Date("2026-03-05T10:00:00Z")} where email = 'insta@example.com'`.execute(db);
    await sql`update enquiries set created_at = ${new Date("2026-03-05T11:00:00Z")} where email = 'google@example.com'`.execute(db);
  });

  it("keeps a booking's campaign tags with the booking and its lead", async () => {
    const page = await request("/book", { headers: { Referer: ORIGIN + SERVICE } });
    const html = await page.text();
    const fields = fieldsOf(html);
    expect(fields.utm_source).toBe("instagram");
    const start = /name="start"[^>]*value="([^"]+)"/.exec(html)![1];
    const form = { ...fields, start, tz: "Asia/Kolkata", name: "Booker", email: "booker@example.com", phone: "", consent: "on" };
    const blanks = { topic: "", destination: "", education: "", experience: "", english: "", goal: "" };
    const booked = await request("/book", { form: { ...form, ...blanks } });
    expect(booked.status).toBe(302);
    expect(location(booked)).toMatch(/^\/bookings\//);
    const row = await db
      .selectFrom("bookings")
      .select(["utm_source", "utm_campaign", "landing_page"])
      .where("email", "=", "booker@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ utm_source: "instagram", utm_campaign: "diwali", landing_page: SERVICE });
    const lead = await db
      .selectFrom("enquiries")
      .select(["utm_source", "source_page"])
      .where("email", "=", "booker@example.com")
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ utm_source: "instagram", source_page: "/book" });
  });

  it("counts enquiries by week, form and page, and campaign, as counted by hand, on the page and in the CSV", async () => {
    // 16 March 00:30 in India: the week of the 16th, not the 9th.
    await seed("2026-03-15T19:00:00Z", {
      source_page: "/calculators/canada-express-entry-crs",
      utm_source: "newsletter",
      utm_medium: "email",
      owner_id: agentId,
    });
    // 15 March 23:30 in India: a Sunday, the week of the 9th.
    await seed("2026-03-15T18:00:00Z", { source_page: "/book", owner_id: agentId });
    await seed("2026-03-04T00:00:00Z", { referrer_host: "www.facebook.com" });
    // Outside the range by half an hour each side (in India): never counted, for the firm or the agent.
    await seed("2026-03-03T18:00:00Z", { utm_source: "instagram", owner_id: agentId });
    await seed("2026-03-24T18:30:00Z", { utm_source: "instagram", owner_id: agentId });

    const page = await (await request(`/admin/reports/enquiries?${RANGE}`, { cookie: cookies.admin })).text();
    const weeks = [
      ["Week of 2 March 2026", "3"],
      ["Week of 9 March 2026", "1"],
      ["Week of 16 March 2026", "1"],
      ["Week of 23 March 2026", "0"],
    ];
    expect(tableRows(page, "by-week")).toEqual(weeks);
    const sources = tableRows(page, "by-source");
    expect(sources).toEqual(
      expect.arrayContaining([
        ["Contact form", "Not known", "2", "40.0 %"],
        ["Contact form", "Study in Canada", "1", "20.0 %"],
        [CALCULATOR, CALCULATOR, "1", "20.0 %"],
        ["Consultation booking", "Book a consultation", "1", "20.0 %"],
      ]),
    );
    expect(sources).toHaveLength(4);
    const campaigns = tableRows(page, "by-campaign");
    expect(campaigns).toEqual(
      expect.arrayContaining([
        ["instagram", "—", "diwali", "1", "20.0 %"],
        ["newsletter", "email", "—", "1", "20.0 %"],
        ["www.google.com", "paid-socialscript", "—", "1", "20.0 %"],
        ["www.facebook.com", "—", "—", "1", "20.0 %"],
        ["Direct or unknown", "—", "—", "1", "20.0 %"],
      ]),
    );
    expect(campaigns).toHaveLength(5);

    const csv = (section: string) => csvRows(`/admin/reports/enquiries/export.csv?section=${section}&${RANGE}`, cookies.admin);
    expect(await csv("by-week")).toEqual(weeks.map(([w, n]) => `${w},${n}`));
    expect(await csv("by-source")).toContain("Contact form,Study in Canada,1,20.0");
    expect(await csv("by-campaign")).toContain("instagram,,diwali,1,20.0");
  });

  it("shows an agent only the enquiries they own", async () => {
    const page = await (await request(`/agent/reports/enquiries?${RANGE}`, { cookie: cookies.agent })).text();
    expect(tableRows(page, "by-week").map((r) => r[1])).toEqual(["0", "1", "1", "0"]);
    const campaigns = tableRows(page, "by-campaign");
    expect(campaigns).toEqual(
      expect.arrayContaining([
        ["newsletter", "email", "—", "1", "50.0 %"],
        ["Direct or unknown", "—", "—", "1", "50.0 %"],
      ]),
    );
    expect(campaigns).toHaveLength(2);
    const csv = await csvRows(`/agent/reports/enquiries/export.csv?section=by-campaign&${RANGE}`, cookies.agent);
    expect(csv.join("\n")).not.toContain("instagram");
  });

  it("shows staff where the enquiry's visit began", async () => {
    const { id } = await db.selectFrom("enquiries").select("id").where("email", "=", "insta@example.com").executeTakeFirstOrThrow();
    const html = await (await request(`/admin/enquiries/${id}`, { cookie: cookies.admin })).text();
    expect(html.replace(/<!-- -->/g, "").replace(/&amp;/g, "&")).toContain(
      `Came from instagram (campaign: diwali), first page ${SERVICE}.`,
    );
  });

  it("runs two reports at once and lets sixteen wait; the next is refused at once, and each place is given back", async () => {
    let inside = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held: ReportDefinition = {
      ...enquiriesReport,
      sections: async () => {
        most = Math.max(most, ++inside);
        await gate;
        inside--;
        return [];
      },
    };
    const ctx = {
      scope: { role: "admin" as const },
      range: { from: "2026-11-01", to: "2026-11-30" },
      zone: "Asia/Kolkata",
      today: "2026-11-29",
    };
    const running = Array.from({ length: 18 }, () => runReport(held, ctx));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(runReport(held, ctx)).rejects.toBeInstanceOf(NoPlace);
    open();
    expect(await Promise.all(running)).toHaveLength(18);
    expect(most).toBe(2);
    expect(await runReport(held, ctx)).toEqual([]);
  });
});
