// Issue 19: the client for a new application, and the agent to assign, are found by a
// search that returns one short page, never a list of them all (at 100,000 clients
// that list was 21.8 MB of HTML a page view). Without JavaScript the picker's "Find"
// sends the form and the action answers with the search done; with it, a combobox
// reads /admin/pick/<kind>.
import { CompiledQuery, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { PICKER_SIZE, pickerQuery } from "~/server/cases/client-picker.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

const NEW_APPLICATION = { clientId: "", clientIdQ: "", serviceSlug: "", destinationCountry: "", assignedAgentId: "", assignedAgentIdQ: "" };
/** The new-application form sent by a picker's "Find" button, as a browser without JavaScript does. */
async function find(fields: Partial<typeof NEW_APPLICATION>, picker = "clientId") {
  const res = await request("/admin/applications/new", { cookie, form: { ...NEW_APPLICATION, ...fields, find: picker } });
  expect(res.status).toBe(200);
  return res.text();
}
const pick = async (kind: string, q: string, as = cookie) => request(`/admin/pick/${kind}?q=${encodeURIComponent(q)}`, { cookie: as });

let cookie: string;
let users: Awaited<ReturnType<typeof createUsers>>;
const page = async (path: string) => (await request(path, { cookie })).text();
const choices = (html: string, name = "clientId") =>
  [...html.matchAll(new RegExp(`<input type="radio" name="${name}"[^>]*>`, "g"))].map(([tag]) => ({
    id: /value="([^"]*)"/.exec(tag)![1],
    checked: tag.includes('checked=""'),
  }));

beforeAll(async () => {
  users = await createUsers("picker");
  cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
  const db = await testDb();
  // 25 more clients, one disabled, one with a phone number to find.
  const rows = await db
    .insertInto("admin_users")
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        email: `picker-${i}@example.com`,
        full_name: `Picker Person ${String(i).padStart(2, "0")}`,
        role: "client" as const,
        is_active: i !== 7,
      })),
    )
    .returning(["id", "email"])
    .execute();
  await db
    .insertInto("client_profiles")
    .values(
      rows.map((r, i) => ({ user_id: r.id, first_name: "Picker", last_name: `Person ${i}`, phone: i === 3 ? "+91 98111 22233" : null })),
    )
    .execute();
});

describe(`the client picker on ${backendName()}`, () => {
  it("offers one page of the newest clients, and says more match", async () => {
    const html = await page("/admin/applications/new");
    expect(choices(html)).toHaveLength(PICKER_SIZE);
    expect(html).toContain("More clients match");
  });

  it("finds a client by e-mail, by name and by phone, and never a disabled one", async () => {
    expect(choices(await find({ clientIdQ: "picker-12@example" }))).toHaveLength(1);
    const byName = await find({ clientIdQ: "Person 0" });
    expect(byName).toContain("Picker Person 05 (picker-5@example.com)");
    expect(byName).not.toContain("picker-7@example.com"); // disabled
    expect(byName).not.toContain("More clients match");
    const byPhone = await find({ clientIdQ: "98111" });
    expect(byPhone).toContain("Picker Person 03 (picker-3@example.com)");
    expect(choices(byPhone)).toHaveLength(1);
  });

  it("treats the search as text, not as a pattern", async () => {
    const html = await find({ clientIdQ: "%" });
    expect(choices(html)).toHaveLength(0);
    expect(html).toContain("No active client matches");
  });

  it("keeps what was typed when a search is sent, and the chosen client with it", async () => {
    const html = await find({
      clientId: users.client.id,
      clientIdQ: "nobody-matches-this",
      serviceSlug: "study-in-canada",
      destinationCountry: "canada",
    });
    expect(choices(html)).toEqual([{ id: users.client.id, checked: true }]);
    expect(html).toMatch(/<option value="canada" selected="">/);
    expect(html).toContain('value="nobody-matches-this"');
    const db = await testDb();
    const opened = await db.selectFrom("applications").select("id").where("client_id", "=", users.client.id).execute();
    expect(opened).toHaveLength(0); // a search opens nothing
  });

  it("arrives with the client from their page chosen, and keeps a chosen client when the form is refused", async () => {
    const chosen = choices(await page(`/admin/applications/new?client=${users.client.id}`));
    expect(chosen[0]).toEqual({ id: users.client.id, checked: true });
    const res = await request("/admin/applications/new", {
      cookie,
      form: { ...NEW_APPLICATION, clientId: users.client.id, clientIdQ: "nobody-matches-this", destinationCountry: "canada" },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Choose the service");
    expect(choices(html)).toEqual([{ id: users.client.id, checked: true }]);
  });

  it("offers active agents only, by name or e-mail, and refuses to assign any other", async () => {
    const db = await testDb();
    const [inactive] = await db
      .insertInto("admin_users")
      .values({ email: "picker-gone-agent@example.com", full_name: "Picker Gone Agent", role: "agent", is_active: false })
      .returning("id")
      .execute();
    const html = await find({ assignedAgentIdQ: "picker" }, "assignedAgentId");
    expect(html).toContain("picker-agent@example.com");
    expect(html).not.toContain("picker-gone-agent@example.com");
    expect(choices(html, "assignedAgentId")[0]).toEqual({ id: "", checked: true }); // Unassigned
    const res = await request("/admin/applications/new", {
      cookie,
      form: {
        ...NEW_APPLICATION,
        clientId: users.client.id,
        serviceSlug: "study-in-canada",
        destinationCountry: "canada",
        assignedAgentId: inactive.id,
      },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Choose an active agent");
    expect(await db.selectFrom("applications").select("id").where("client_id", "=", users.client.id).execute()).toHaveLength(0);
  });

  it("answers the combobox's search as JSON, to admins only", async () => {
    const clients = await (await pick("clients", "Person 1")).json();
    expect(clients.options.map((o: { label: string }) => o.label)).toContain("Picker Person 12 (picker-12@example.com)");
    const agents = await (await pick("agents", "picker-agent@")).json();
    expect(agents.options).toEqual([{ id: users.agent.id, label: "Arjun Agent (picker-agent@example.com)" }]);
    expect((await pick("users", "a")).status).toBe(404);
    const agentCookie = await signIn("agent", users.agent.email, PASSWORDS.agent);
    const asAgent = await pick("clients", "Person", agentCookie);
    expect(asAgent.status).not.toBe(200);
    expect(await asAgent.text()).not.toContain("picker-1");
  });

  it("refuses a form with no client chosen, beside the picker", async () => {
    const res = await request("/admin/applications/new", {
      cookie,
      form: { serviceSlug: "study-in-canada", destinationCountry: "canada", assignedAgentId: "" },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Choose the client");
  });

  it("reads the newest clients from an index, not by scanning every user", async () => {
    const db = await testDb();
    await sql`insert into admin_users (email, full_name, role, is_active, created_at)
      select 'bulk-' || i || '@example.com', 'Bulk Client ' || i, 'client', i % 20 <> 0, now() - make_interval(mins => i)
      from generate_series(1, 5000) as i`.execute(db);
    await sql`analyze admin_users`.execute(db);
    const query = pickerQuery("").compile();
    const { rows } = await db.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(plan).toContain("admin_users_newest_idx");
    expect(plan).not.toMatch(/Seq Scan on admin_users/);
  });
});
