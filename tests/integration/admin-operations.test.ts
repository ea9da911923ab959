// Admin screens for the consultancy's operations: settings, applications, enquiries, dashboard.
import { clearChecklist } from "../support/checklist";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let cookie: string;
let users: Awaited<ReturnType<typeof createUsers>>;

beforeAll(async () => {
  users = await createUsers("ops");
  cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
});

const post = (path: string, form: Record<string, string>) => request(path, { cookie, form });
const page = async (path: string) => (await request(path, { cookie })).text();

describe(`settings on ${backendName()}`, () => {
  const good = {
    facebook_url: "https://facebook.com/firm",
    twitter_url: "",
    instagram_url: "",
    linkedin_url: "https://www.linkedin.com/company/firm",
    youtube_url: "https://youtube.com/@firm",
    whatsapp_number: "+91 98765 11111",
    contact_email: "office@firm.example",
    contact_phone: "+91 20 2222 3333",
    office_address: "5 MG Road, Pune 411001",
    company_website: "https://firm.example",
    firm_time_zone: "Asia/Kolkata",
  };

  it("puts each error beside its field and keeps what was typed", async () => {
    const res = await post("/admin/settings", {
      ...good,
      facebook_url: "facebook.com/firm",
      contact_email: "office@",
      whatsapp_number: "98765",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a full web address starting with https://");
    expect(html).toContain("Enter a valid e-mail address");
    expect(html).toContain("Use international form with the country code");
    expect(html).toContain('value="facebook.com/firm"');
    expect(html).toContain('value="office@"');
    expect(html).toContain("5 MG Road, Pune 411001");
  });

  it("saves every key in one upsert and the footer shows them on the next page view", async () => {
    const db = await testDb();
    await request("/about"); // the settings cache is warm
    const res = await post("/admin/settings", good);
    expect(res.status).toBe(302);
    const rows = await db.selectFrom("website_settings").selectAll().orderBy("setting_key").execute();
    expect(rows).toHaveLength(Object.keys(good).length);
    expect(Object.fromEntries(rows.map((r) => [r.setting_key, r.setting_value]))).toEqual(good);
    expect(rows.every((r) => r.setting_type === "text")).toBe(true);
    const about = await (await request("/about")).text();
    expect(about).toContain('href="mailto:office@firm.example"');
    expect(about).toContain('data-social="youtube"');
    expect(about).toContain('href="https://wa.me/919876511111"');
    expect(about).not.toContain('data-social="instagram"');
    // The form shows what is stored.
    expect(await page("/admin/settings")).toContain('value="https://youtube.com/@firm"');
  });
});

describe(`applications on ${backendName()}`, () => {
  let appId: string;

  it("opens an application with a reference and the first history entry", async () => {
    const res = await post("/admin/applications/new", {
      clientId: users.client.id,
      serviceSlug: "study-in-canada",
      destinationCountry: "canada",
      assignedAgentId: users.agent.id,
    });
    expect(res.status).toBe(302);
    appId = location(res)!.split("/").pop()!;
    const db = await testDb();
    const app = await db.selectFrom("applications").selectAll().where("id", "=", appId).executeTakeFirstOrThrow();
    expect(app.reference).toMatch(/^A\d{4}-\d{5}$/);
    expect(app).toMatchObject({
      status: "enquiry",
      client_id: users.client.id,
      assigned_agent_id: users.agent.id,
      created_by: users.admin.id,
    });
    const html = await page(`/admin/applications/${appId}`);
    expect(html).toContain(app.reference);
    expect(html).toContain("Application opened");
  });

  it("refuses a form without a client, service or destination, keeping the choices", async () => {
    const res = await post("/admin/applications/new", {
      clientId: "",
      serviceSlug: "nope",
      destinationCountry: "canada",
      assignedAgentId: "",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Choose the client");
    expect(html).toContain("Choose the service");
    expect(html).toMatch(/<option value="canada" selected="">/);
  });

  it("moves along the workflow two steps, recording who, when and the note", async () => {
    for (const [to, note] of [
      ["assessment", "Eligibility call done"],
      ["documents_pending", "Checklist sent"],
    ]) {
      const res = await post(`/admin/applications/${appId}`, { intent: "status", to, note });
      expect(res.status).toBe(302);
    }
    const db = await testDb();
    const events = await db
      .selectFrom("application_events")
      .select(["from_status", "to_status", "note", "actor_id"])
      .where("application_id", "=", appId)
      .orderBy("created_at")
      .execute();
    expect(events.map((e) => [e.from_status, e.to_status, e.note])).toEqual([
      [null, "enquiry", "Application opened"],
      ["enquiry", "assessment", "Eligibility call done"],
      ["assessment", "documents_pending", "Checklist sent"],
    ]);
    expect(events.every((e) => e.actor_id === users.admin.id)).toBe(true);
    const html = await page(`/admin/applications/${appId}`);
    expect(html.indexOf("Checklist sent")).toBeLessThan(html.indexOf("Eligibility call done"));
    expect(html).toContain("Ada Admin");
  });

  it("refuses a transition the workflow does not allow, with a clear message", async () => {
    const res = await post(`/admin/applications/${appId}`, { intent: "status", to: "granted", note: "skip ahead" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("An application that is &quot;Documents pending&quot; cannot move to &quot;Granted&quot;.");
    const db = await testDb();
    const app = await db.selectFrom("applications").select("status").where("id", "=", appId).executeTakeFirstOrThrow();
    expect(app.status).toBe("documents_pending");
  });

  it("records the lodging and decision dates", async () => {
    await clearChecklist(appId);
    for (const to of ["ready_to_lodge", "lodged", "granted"]) {
      expect((await post(`/admin/applications/${appId}`, { intent: "status", to, note: "" })).status).toBe(302);
    }
    const db = await testDb();
    const app = await db
      .selectFrom("applications")
      .select(["lodged_on", "decided_on", "status"])
      .where("id", "=", appId)
      .executeTakeFirstOrThrow();
    expect(app.status).toBe("granted");
    expect(app.lodged_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(app.decided_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("lists 20 a page, filters by status, country, agent and client, and searches", async () => {
    const db = await testDb();
    const other = await createUser({ email: "other-client@example.com", password: "other-pass-12", role: "client", fullName: "Zed Other" });
    await db
      .insertInto("applications")
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          client_id: i % 2 ? users.client.id : other.id,
          service_slug: i % 3 ? "uk-skilled-worker-visa" : "schengen-visa",
          destination_country: i % 3 ? "united-kingdom" : "europe",
          status: i % 4 ? ("assessment" as const) : ("lodged" as const),
        })),
      )
      .execute();
    const all = await page("/admin/applications");
    expect(all).toContain("25 results · page 1 of 2");
    expect((all.match(/href="\/admin\/applications\/[0-9a-f-]{36}"/g) ?? []).length).toBe(20);
    expect(await page("/admin/applications?page=2")).toContain("page 2 of 2");
    expect(await page("/admin/applications?status=lodged")).toContain("6 results");
    expect(await page("/admin/applications?country=europe")).toContain("8 results");
    expect(await page(`/admin/applications?client=${other.id}`)).toContain("12 results");
    expect(await page(`/admin/applications?agent=${users.agent.id}`)).toContain("1 result ");
    expect(await page("/admin/applications?q=Zed")).toContain("12 results");
    expect(await page("/admin/applications?q=nobody-matches-this")).toContain("No applications match");
    const sorted = await page("/admin/applications?sort=client&dir=asc");
    expect(sorted.indexOf("Chitra Client")).toBeLessThan(sorted.indexOf("Zed Other"));
  });
});

describe(`enquiries on ${backendName()}`, () => {
  it("lists enquiries newest first and changes their status; a converted one stays converted", async () => {
    const db = await testDb();
    const [older, newer] = await db
      .insertInto("enquiries")
      .values([
        {
          name: "Older Person",
          email: "older@example.com",
          message: "Hello there, older",
          consent: true,
          created_at: "2026-01-01T00:00:00Z",
        },
        { name: "Newer Person", email: "newer@example.com", message: "Hello there, newer", consent: true },
      ])
      .returning("id")
      .execute();
    const list = await page("/admin/enquiries");
    expect(list.indexOf("Newer Person")).toBeLessThan(list.indexOf("Older Person"));
    const res = await post(`/admin/enquiries/${older.id}`, { intent: "stage", stage: "contacted" });
    expect(res.status).toBe(302);
    expect((await db.selectFrom("enquiries").select("status").where("id", "=", older.id).executeTakeFirstOrThrow()).status).toBe(
      "contacted",
    );
    expect(await page("/admin/enquiries?status=contacted")).toContain("Older Person");
    const detail = await page(`/admin/enquiries/${newer.id}`);
    expect(detail).toContain(`href="/admin/clients/new?enquiry=${newer.id}"`);
    await db.updateTable("enquiries").set({ status: "converted" }).where("id", "=", newer.id).execute();
    const refused = await post(`/admin/enquiries/${newer.id}`, { intent: "stage", stage: "new" });
    expect(refused.status).toBe(409);
    expect((await db.selectFrom("enquiries").select("status").where("id", "=", newer.id).executeTakeFirstOrThrow()).status).toBe(
      "converted",
    );
  });
});

describe(`dashboard on ${backendName()}`, () => {
  it("counts clients, agents, applications by status, this week's enquiries and published posts, with links", async () => {
    const db = await testDb();
    const html = await page("/admin/dashboard");
    const clients = await db
      .selectFrom("admin_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "=", "client")
      .where("is_active", "=", true)
      .executeTakeFirstOrThrow();
    expect(html).toMatch(new RegExp(`data-stat="Active clients">${Number(clients.n)}<`));
    const lodged = await db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "lodged")
      .executeTakeFirstOrThrow();
    expect(html).toMatch(new RegExp(`data-status-count="lodged">${Number(lodged.n)}<`));
    expect(html).toContain('href="/admin/enquiries/');
    expect(html).toContain('href="/admin/applications/');
    expect(html).toMatch(/data-stat="Enquiries this week">[1-9]/);
  });
});
