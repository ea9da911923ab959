// Issue 19: the admin dashboard's totals (active clients and agents, applications by
// status) are kept in record_counts by triggers instead of counted on every view.
// They must stay exactly what counting would say, through creations, moves,
// deactivations and deletions made at the same time by many requests.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;

beforeAll(async () => {
  users = await createUsers("counts");
});

/** record_counts beside the same totals counted row by row. */
async function keptAndCounted() {
  const db = await testDb();
  const kept = await db.selectFrom("record_counts").select(["key", "n"]).where("n", "<>", 0).orderBy("key").execute();
  const counted = await sql<{ key: string; n: number }>`
    select 'applications:' || status as key, count(*)::int as n from applications group by status
    union all select 'users:' || role, count(*)::int from admin_users where is_active group by role
    order by key`.execute(db);
  return { kept: kept.map((r) => ({ key: r.key, n: Number(r.n) })), counted: counted.rows };
}

describe(`the dashboard's kept totals on ${backendName()}`, () => {
  it("match a count after many changes made at once", async () => {
    const db = await testDb();
    const clients = await db
      .insertInto("admin_users")
      .values(
        Array.from({ length: 40 }, (_, i) => ({ email: `counted-${i}@example.com`, full_name: `Counted ${i}`, role: "client" as const })),
      )
      .returning("id")
      .execute();
    // Forty applications created at once, one transaction each, then moved, half of them twice, at once.
    const apps = await Promise.all(
      clients.map((c, i) =>
        db
          .insertInto("applications")
          .values({
            client_id: c.id,
            service_slug: "study-in-canada",
            destination_country: "canada",
            status: i % 3 === 0 ? "assessment" : "enquiry",
          })
          .returning("id")
          .executeTakeFirstOrThrow(),
      ),
    );
    await Promise.all(
      apps.map((a, i) =>
        db.transaction().execute(async (trx) => {
          await trx.updateTable("applications").set({ status: "documents_pending" }).where("id", "=", a.id).execute();
          if (i % 2)
            await trx
              .updateTable("applications")
              .set({ status: i % 4 === 1 ? "lodged" : "enquiry" })
              .where("id", "=", a.id)
              .execute();
        }),
      ),
    );
    // A statement that changes many rows at once, one that changes nothing counted, deactivations and deletions.
    await db
      .updateTable("applications")
      .set({ status: "closed" })
      .where(
        "client_id",
        "in",
        clients.slice(0, 10).map((c) => c.id),
      )
      .execute();
    await db
      .updateTable("applications")
      .set({ government_reference: "GOV-1" })
      .where(
        "client_id",
        "in",
        clients.map((c) => c.id),
      )
      .execute();
    await Promise.all(
      clients.slice(10, 20).map((c) => db.updateTable("admin_users").set({ is_active: false }).where("id", "=", c.id).execute()),
    );
    // Several users' activity in one statement, a role changed, and sign-ins' updates that move no total.
    await db
      .updateTable("admin_users")
      .set({ is_active: sql<boolean>`not is_active` })
      .where(
        "id",
        "in",
        clients.slice(15, 25).map((c) => c.id),
      )
      .execute();
    await db.updateTable("admin_users").set({ role: "agent" }).where("id", "=", clients[30].id).execute();
    await db
      .updateTable("admin_users")
      .set({ last_login_at: sql`now()` })
      .where(
        "id",
        "in",
        clients.map((c) => c.id),
      )
      .execute();
    await db
      .deleteFrom("admin_users")
      .where(
        "id",
        "in",
        clients.slice(30).map((c) => c.id),
      )
      .execute(); // their applications go too
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept.find((r) => r.key === "applications:closed")?.n).toBeGreaterThanOrEqual(10);
  });

  it("are what the admin dashboard shows", async () => {
    const db = await testDb();
    const cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const html = await (await request("/admin/dashboard", { cookie })).text();
    const activeClients = (
      await sql<{ n: number }>`select count(*)::int as n from admin_users where role = 'client' and is_active`.execute(db)
    ).rows[0].n;
    expect(activeClients).toBeGreaterThan(20);
    expect(html).toContain(`data-stat="Active clients">${activeClients}<`);
  });
});
