// Issue 43, part 3: one search in the staff portals' header. It finds a client by
// passport number (typed any way), an application by file reference, an invoice by
// number and an enquiry by e-mail, each with its kind; an agent finds only their own
// caseload and leads, and no invoices; a client has no search at all.
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/server/accounts/users.server";
import { serviceTitle } from "~/content/catalogue.server";
import { createApplication } from "~/server/cases/applications.server";
import type { Db } from "~/server/db/db.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let db: Db;
let users: Awaited<ReturnType<typeof createUsers>>;
let other: { id: string };
const ids = { app: "", ref: "", otherApp: "", otherRef: "", invoice: "", enquiry: "", lead: "" };
const cookies = { admin: "", agent: "", client: "", otherAgent: "" };

beforeAll(async () => {
  users = await createUsers("search");
  db = await testDb();
  const otherAgent = await createUser({
    email: "search-agent2@example.com",
    password: PASSWORDS.agent,
    role: "agent",
    fullName: "Bela Agent",
  });
  other = await createUser({
    email: "search-client2@example.com",
    password: PASSWORDS.client,
    role: "client",
    fullName: "Dara Otherclient",
  });
  const profile = (userId: string, agentId: string, passport: string) =>
    db
      .updateTable("client_profiles")
      .set({ assigned_agent_id: agentId, passport_number: passport })
      .where("user_id", "=", userId)
      .execute();
  await profile(users.client.id, users.agent.id, "X1234567");
  await profile(other.id, otherAgent.id, "Y7654321");
  const open = (clientId: string, agentId: string) =>
    createApplication({
      clientId,
      serviceSlug: "canada-permanent-residency",
      destinationCountry: "canada",
      assignedAgentId: agentId,
      createdBy: users.admin.id,
    });
  const reference = async (id: string) =>
    (await db.selectFrom("applications").select("reference").where("id", "=", id).executeTakeFirstOrThrow()).reference;
  ids.app = (await open(users.client.id, users.agent.id)).id;
  ids.ref = await reference(ids.app);
  ids.otherApp = (await open(other.id, otherAgent.id)).id;
  ids.otherRef = await reference(ids.otherApp);
  const invoice = await db
    .insertInto("invoices")
    .values({
      financial_year: "2026-27",
      number: 42,
      code: "INV/2026-27/0042",
      client_id: users.client.id,
      status: "sent",
      currency: "INR",
      tax_mode: "gst",
      tax_rate_bp: 0,
      subtotal_minor: 100_00,
      tax_minor: 0,
      total_minor: 100_00,
      issued_on: "2026-11-01",
      due_on: "2026-11-15",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  ids.invoice = invoice.id;
  const enquiry = await db
    .insertInto("enquiries")
    .values({ name: "Esha Enquirer", email: "esha.enquirer@example.com", phone: "+91 98450 11223", consent: true })
    .returning("id")
    .executeTakeFirstOrThrow();
  ids.enquiry = enquiry.id;
  const lead = await db
    .insertInto("enquiries")
    .values({ name: "Lina Leadowner", email: "lina.lead@example.com", consent: true, owner_id: users.agent.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  ids.lead = lead.id;
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.agent = await signIn("agent", users.agent.email, PASSWORDS.agent);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
  cookies.otherAgent = await signIn("agent", "search-agent2@example.com", PASSWORDS.agent);
});

type Found = { kind: string; href: string; label: string };

/** The results page's results: each one's kind, link and words. */
async function search(as: keyof typeof cookies, q: string): Promise<Found[]> {
  const portal = as === "admin" ? "admin" : "agent";
  const res = await request(`/${portal}/search?${new URLSearchParams({ q })}`, { cookie: cookies[as] });
  expect(res.status).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<li[^>]*><span[^>]*>(Client|Application|Enquiry|Invoice)<\/span><a[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
    (m) => ({ kind: m[1], href: m[2], label: m[3] }),
  );
}

describe(`one search on ${backendName()}`, () => {
  it("finds a client by passport number typed in lower case with spaces, an application by file reference, an invoice by number and an enquiry by e-mail", async () => {
    expect(await search("admin", "x 123 4567")).toContainEqual({
      kind: "Client",
      href: `/admin/clients/${users.client.id}`,
      label: "Chitra Client",
    });

    const byReference = await search("admin", ids.ref.toLowerCase());
    // Its label is its reference and visa's title (never a slug).
    expect(byReference).toContainEqual({
      kind: "Application",
      href: `/admin/applications/${ids.app}`,
      label: `${ids.ref} · ${serviceTitle("canada-permanent-residency")}`,
    });

    const byNumber = await search("admin", "inv/2026-27/0042");
    expect(byNumber).toContainEqual({ kind: "Invoice", href: `/admin/invoices/${ids.invoice}`, label: "INV/2026-27/0042" });

    const byEmail = await search("admin", "ESHA.enquirer@example.com");
    expect(byEmail).toContainEqual({ kind: "Enquiry", href: `/admin/enquiries/${ids.enquiry}`, label: "Esha Enquirer" });
    // And by part of its phone number.
    expect(await search("admin", "98450 112")).toContainEqual(expect.objectContaining({ kind: "Enquiry", label: "Esha Enquirer" }));
  });

  it("an agent finds their own client, application and leads, never another agent's, and no invoices", async () => {
    expect(await search("agent", "X1234567")).toContainEqual({
      kind: "Client",
      href: `/agent/clients/${users.client.id}`,
      label: "Chitra Client",
    });
    expect(await search("agent", ids.ref)).toContainEqual(
      expect.objectContaining({ kind: "Application", href: `/agent/clients/${users.client.id}#app-${ids.app}` }),
    );
    // Another agent's client, by passport, by name and by file reference: nothing.
    expect.soft(await search("agent", "y7654321")).toEqual([]);
    expect.soft(await search("agent", "Otherclient")).toEqual([]);
    expect.soft(await search("agent", ids.otherRef)).toEqual([]);
    // That agent finds them.
    expect(await search("otherAgent", "y7654321")).toContainEqual(expect.objectContaining({ kind: "Client", label: "Dara Otherclient" }));
    // Their own leads, in their portal; nobody else's enquiries, and no invoices (no page for them).
    expect(await search("agent", "Leadowner")).toEqual([{ kind: "Enquiry", href: `/agent/leads/${ids.lead}`, label: "Lina Leadowner" }]);
    expect.soft(await search("otherAgent", "Leadowner")).toEqual([]);
    expect.soft(await search("agent", "esha.enquirer@example.com")).toEqual([]);
    expect.soft(await search("agent", "INV/2026-27/0042")).toEqual([]);
  });

  it("the header box is a GET form to the results page; a client has no search", async () => {
    const dashboard = await (await request("/admin/dashboard", { cookie: cookies.admin })).text();
    expect(dashboard).toMatch(/<form[^>]*method="get"[^>]*action="\/admin\/search"[^>]*role="search"/);
    expect(dashboard).toContain('name="q"');
    const clientPage = await (await request("/client/dashboard", { cookie: cookies.client })).text();
    expect(clientPage).not.toContain("/search");
    expect((await request("/client/search?q=X1234567", { cookie: cookies.client })).status).toBe(404);
    const asClient = await request("/admin/search?q=X1234567", { cookie: cookies.client });
    expect(asClient.status).toBe(302);
    expect(location(asClient)).toMatch(/^\/admin\/login/);
    expect(location(await request("/agent/search?q=X1234567", { cookie: cookies.client }))).toMatch(/^\/agent\/login/);
  });

  it("too short a search says so and reads nothing", async () => {
    const html = await (await request("/admin/search?q=ab", { cookie: cookies.admin })).text();
    expect(html).toContain("Type at least 3 letters or digits");
  });
});
