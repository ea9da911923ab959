// Issue 19: the client for a new application is found by a search that returns one
// short page, never a list of every client (at 100,000 clients that list was 21.8 MB
// of HTML a page view).
import { CompiledQuery, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { PICKER_SIZE, pickerQuery } from "~/server/cases/client-picker.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let cookie: string;
let users: Awaited<ReturnType<typeof createUsers>>;
const page = async (path: string) => (await request(path, { cookie })).text();
const choices = (html: string) =>
  [...html.matchAll(/<input type="radio" name="clientId"[^>]*>/g)].map(([tag]) => ({ id: /value="([^"]+)"/.exec(tag)![1], checked: tag.includes('checked=""') }));

beforeAll(async () => {
  users = await createUsers("picker");
  cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
  const db = await testDb();
  // 25 more clients, one disabled, one with a phone number to find.
  const rows = await db
    .insertInto("admin_users")
    .values(Array.from({ length: 25 }, (_, i) => ({ email: `picker-${i}@example.com`, full_name: `Picker Person ${String(i).padStart(2, "0")}`, role: "client" as const, is_active: i !== 7 })))
    .returning(["id", "email"])
    .execute();
  await db
    .insertInto("client_profiles")
    .values(rows.map((r, i) => ({ user_id: r.id, first_name: "Picker", last_name: `Person ${i}`, phone: i === 3 ? "+91 98111 22233" : null })))
    .execute();
});

describe(`the client picker on ${backendName()}`, () => {
  it("offers one page of the newest clients, and says more match", async () => {
    const html = await page("/admin/applications/new");
    expect(choices(html)).toHaveLength(PICKER_SIZE);
    expect(html).toContain("More clients match");
  });

  it("finds a client by e-mail, by name and by phone, and never a disabled one", async () => {
    expect(choices(await page("/admin/applications/new?clientQ=picker-12%40example"))).toHaveLength(1);
    const byName = await page("/admin/applications/new?clientQ=Person+0");
    expect(byName).toContain("Picker Person 05 (picker-5@example.com)");
    expect(byName).not.toContain("picker-7@example.com"); // disabled
    expect(byName).not.toContain("More clients match");
    const byPhone = await page("/admin/applications/new?clientQ=98111");
    expect(byPhone).toContain("Picker Person 03 (picker-3@example.com)");
    expect(choices(byPhone)).toHaveLength(1);
  });

  it("treats the search as text, not as a pattern", async () => {
    expect(choices(await page("/admin/applications/new?clientQ=%25"))).toHaveLength(0);
    expect(await page("/admin/applications/new?clientQ=%25")).toContain("No active client matches");
  });

  it("arrives with the client from their page chosen, and keeps a chosen client when the form is refused", async () => {
    const chosen = choices(await page(`/admin/applications/new?client=${users.client.id}`));
    expect(chosen[0]).toEqual({ id: users.client.id, checked: true });
    const res = await request("/admin/applications/new?clientQ=nobody-matches-this", {
      cookie,
      form: { clientId: users.client.id, serviceSlug: "", destinationCountry: "canada", assignedAgentId: "" },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Choose the service");
    expect(choices(html)).toEqual([{ id: users.client.id, checked: true }]);
  });

  it("refuses a form with no client chosen, beside the picker", async () => {
    const res = await request("/admin/applications/new", { cookie, form: { serviceSlug: "study-in-canada", destinationCountry: "canada", assignedAgentId: "" } });
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
