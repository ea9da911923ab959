// Issue 15, item 6: what clients and staff noticed. Times in the firm's time zone (a
// setting, its name shown); an application's "Opened" and "In this status since"
// agree with its history; people see labels, never slugs or ids, in every list and filter.
import { clearChecklist } from "../support/checklist";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVICES } from "~/content/catalogue.server";
import { APPLICATION_STATUSES } from "~/lib/cases/application-workflow";
import { DOCUMENT_TYPES } from "~/lib/documents/document-checklists";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { NOTIFICATION_KINDS } from "~/lib/notification-kinds";
import { DEMO_ACCOUNTS, seed } from "../../supabase/seed";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";

type Db = Awaited<ReturnType<typeof testDb>>;
let db: Db;
const cookies: Record<string, string> = {};
let clientId: string;
let appId: string;

const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const page = async (role: string, pathname: string) => {
  const res = await request(pathname, { cookie: cookies[role] });
  expect(res.status, pathname).toBe(200);
  return res.text();
};

beforeAll(async () => {
  db = await testDb();
  await seed(db);
  for (const role of ["admin", "agent", "client"] as const) cookies[role] = await signIn(role, demo(role).email, demo(role).password);
  clientId = (await db.selectFrom("admin_users").select("id").where("email", "=", demo("client").email).executeTakeFirstOrThrow()).id;
  appId = (await db.selectFrom("applications").select("id").where("client_id", "=", clientId).executeTakeFirstOrThrow()).id;
});

/** The words of a summary item: <dt>Opened</dt><dd>1 October 2026</dd>. */
function item(html: string, label: string) {
  const m = html.match(new RegExp(`${label}</dt><dd[^>]*>([^<]*)</dd>`));
  return m?.[1];
}

describe(`an application's dates on ${backendName()}`, () => {
  it("shows 'Opened' and 'In this status since' as the dates of its first and latest history entries", async () => {
    const html = await page("admin", `/admin/applications/${appId}`);
    // The demo history: opened 1 October, documents asked for on 10 October.
    expect(item(html, "Opened")).toBe("1 October 2026");
    expect(item(html, "In this status since")).toBe("10 October 2026");
    expect(html).toContain("1 October 2026 at 10:30 am IST"); // the history's first entry, in the firm's zone
    expect(html).toContain("10 October 2026 at 4:30 pm IST");
    // The client and the agent read the same date.
    expect(await page("client", "/client/dashboard")).toContain("Since 10 October 2026");
    expect(await page("agent", `/agent/clients/${clientId}`)).toContain("in this status since 10 October 2026");
  });

  it("repairs, on upgrade, an application whose row disagrees with its history", async () => {
    await db
      .updateTable("applications")
      .set({ created_at: sql`now()`, status_changed_at: sql`now()` })
      .where("id", "=", appId)
      .execute();
    const file = path.resolve("supabase/migrations/20261125000400_application_dates_agree.sql");
    await sql.raw(readFileSync(file, "utf8")).execute(db);
    const html = await page("admin", `/admin/applications/${appId}`);
    expect(item(html, "Opened")).toBe("1 October 2026");
    expect(item(html, "In this status since")).toBe("10 October 2026");
  });
});

describe(`the firm's time zone on ${backendName()}`, () => {
  const settingsForm = async () => {
    const rows = await db.selectFrom("website_settings").select(["setting_key", "setting_value"]).execute();
    return Object.fromEntries(rows.map((r) => [r.setting_key, r.setting_value ?? ""]));
  };

  it("refuses a zone that does not exist, beside the field, and keeps the rest of the form", async () => {
    const form = { ...(await settingsForm()), firm_time_zone: "Mars/Olympus_Mons", office_address: "Kept address" };
    const res = await request("/admin/settings", { cookie: cookies.admin, form });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Choose a time zone from the list");
    expect(html).toContain("Kept address");
  });

  it("shows every time in the zone chosen, with its name, once an admin changes it", async () => {
    const form = { ...(await settingsForm()), firm_time_zone: "Europe/London" };
    expect((await request("/admin/settings", { cookie: cookies.admin, form })).status).toBe(302);
    const html = await page("admin", `/admin/applications/${appId}`);
    expect(html).toContain("1 October 2026 at 6:00 am London time"); // 05:00 UTC, summer time in London, in words
    expect(html).not.toContain(" IST");
    expect(await page("admin", "/admin/settings")).toMatch(
      /<option value="Europe\/London" selected="">London, Europe \(GMT\+0?0?:?0?0?\)?/,
    );
    // The next digest waits for 08:00 in London.
    expect(await page("client", "/client/account/notifications")).toContain("8:00 am, London time");
    // Back to the default for the other tests.
    expect((await request("/admin/settings", { cookie: cookies.admin, form: { ...form, firm_time_zone: "Asia/Kolkata" } })).status).toBe(
      302,
    );
    expect(await page("admin", `/admin/applications/${appId}`)).toContain("1 October 2026 at 10:30 am IST");
  });
});

describe(`labels, never slugs, on ${backendName()}`, () => {
  // Every machine name a person could be shown by mistake.
  const slugs = [
    ...APPLICATION_STATUSES.filter((s) => s.includes("_")),
    ...Object.keys(DOCUMENT_TYPES).filter((s) => s.includes("_")),
    ...Object.keys(NOTIFICATION_KINDS),
    ...SERVICES.map((s) => s.slug),
    ...Object.keys(COUNTRY_NAMES), // lower case: "canada", not "Canada"
    "contacted", // an enquiry's status
    "converted",
  ];
  const SLUG = new RegExp(`(?<![\\w@./-])(${slugs.join("|")})(?![\\w@-])`);
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

  /** What a person reads on a page or hears from a screen reader: text, option labels, aria-labels and titles. */
  function seen(html: string) {
    const body = html.slice(html.indexOf("<body"));
    const labels = [...body.matchAll(/\s(?:aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
    const text = body
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    return [text, ...labels]
      .join(" ")
      .replace(/https?:\/\/\S+|\S+@\S+/g, " ")
      .replace(/\s+/g, " ");
  }

  const PAGES: [string, string][] = [
    ["admin", "/admin/dashboard"],
    ["admin", "/admin/clients"],
    ["admin", "/admin/clients?status=active&sort=name"],
    ["admin", "/admin/clients/:client"],
    ["admin", "/admin/applications"],
    ["admin", "/admin/applications?status=documents_pending&country=canada"],
    ["admin", "/admin/applications/:app"],
    ["admin", "/admin/applications/new?client=:client"],
    ["admin", "/admin/enquiries"],
    ["admin", "/admin/enquiries?status=contacted"],
    ["admin", "/admin/enquiries/:enquiry"],
    ["admin", "/admin/agents"],
    ["admin", "/admin/agents/:agent"],
    ["admin", "/admin/blog"],
    ["admin", "/admin/testimonials"],
    ["admin", "/admin/visa-success"],
    ["admin", "/admin/messages/:app"],
    ["admin", "/admin/notifications"],
    ["admin", "/admin/account/notifications"],
    ["agent", "/agent/dashboard"],
    ["agent", "/agent/clients"],
    ["agent", "/agent/clients?status=documents_pending"],
    ["agent", "/agent/clients/:client"],
    ["agent", "/agent/messages/:app"],
    ["agent", "/agent/notifications"],
    ["client", "/client/dashboard"],
    ["client", "/client/messages/:app"],
    ["client", "/client/notifications"],
    ["client", "/client/account/notifications"],
  ];

  it("shows labels in every list, filter, record and notice of the three portals", async () => {
    const agentId = (await db.selectFrom("admin_users").select("id").where("email", "=", demo("agent").email).executeTakeFirstOrThrow()).id;
    const enquiry = await db
      .insertInto("enquiries")
      .values({
        name: "Lena Slug",
        email: "lena@example.com",
        phone: "+91 98765 12121",
        destination_country: "australia",
        service_slug: "australia-work-visa",
        message: "Which visa suits a nurse?",
        status: "contacted",
        consent: true,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Something in each person's What's new: a status change with a note for the client.
    await clearChecklist(appId);
    const moved = await request(`/admin/applications/${appId}`, {
      cookie: cookies.admin,
      form: { intent: "status", to: "ready_to_lodge", note: "", clientNote: "All documents are in." },
    });
    expect(moved.status).toBe(302);
    const ids: Record<string, string> = { client: clientId, app: appId, enquiry: enquiry.id, agent: agentId };
    const failures: string[] = [];
    for (const [role, pattern] of PAGES) {
      const pathname = pattern.replace(/:(\w+)/g, (_, k: string) => ids[k]);
      const text = seen(await page(role, pathname));
      const slug = text.match(SLUG);
      const uuid = text.match(UUID);
      if (slug) failures.push(`${pathname}: "${slug[0]}" in «…${text.slice(Math.max(0, slug.index! - 60), slug.index! + 60)}…»`);
      if (uuid) failures.push(`${pathname}: an id in «…${text.slice(Math.max(0, uuid.index! - 60), uuid.index! + 60)}…»`);
    }
    expect(failures).toEqual([]);
  });
});
