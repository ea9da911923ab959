import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MigrationError, migrate, readMigrations } from "~/server/db/migrate.server";
import { backendName, testDb } from "../support/db";

describe(`migrations on ${backendName()}`, () => {
  it("apply to an empty database, record each version, and a second run applies nothing", async () => {
    const db = await testDb(); // first run
    const files = readMigrations();
    const recorded = await sql<{ version: string; name: string }>`
      select version, name from supabase_migrations.schema_migrations order by version`.execute(db);
    expect(recorded.rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files.map((f) => f.file));
    expect(await migrate(db)).toEqual([]);
  });

  it("enable Row Level Security on every table of the app", async () => {
    const db = await testDb();
    const { rows } = await sql<{ relname: string; relrowsecurity: boolean }>`
      select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'`.execute(db);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)).toEqual([]);
  });

  it("roll back a failing migration and name its file", async () => {
    const db = await testDb();
    const bad = {
      version: "99990101000000",
      name: "broken",
      file: "99990101000000_broken.sql",
      sql: "create table half_done (id int); select * from no_such_table;",
    };
    const error = await migrate(db, [...readMigrations(), bad]).catch((e) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect(error.message).toContain("99990101000000_broken.sql");
    const table = await sql<{ t: string | null }>`select to_regclass('half_done')::text as t`.execute(db);
    expect(table.rows[0].t).toBeNull();
    const recorded = await sql`select 1 from supabase_migrations.schema_migrations where version = '99990101000000'`.execute(db);
    expect(recorded.rows).toHaveLength(0);
  });
});

describe(`constraints on ${backendName()}`, () => {
  const user = (over: Record<string, unknown> = {}) => ({
    email: `u${Math.random().toString(36).slice(2)}@example.com`,
    password_hash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
    full_name: "Test User",
    role: "client" as const,
    ...over,
  });

  it("accept a valid user and reject a duplicate e-mail", async () => {
    const db = await testDb();
    await db
      .insertInto("admin_users")
      .values(user({ email: "same@example.com" }))
      .execute();
    await expect(
      db
        .insertInto("admin_users")
        .values(user({ email: "same@example.com" }))
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it.each([
    ["an unknown role", { role: "boss" }],
    ["a plain-text password", { password_hash: "hunter2" }],
    ["an upper-case e-mail", { email: "Someone@Example.com" }],
    ["an empty name", { full_name: "" }],
  ])("reject a user with %s", async (_label, over) => {
    const db = await testDb();
    await expect(
      db
        .insertInto("admin_users")
        .values(user(over) as any)
        .execute(),
    ).rejects.toThrow(/check constraint/i);
  });

  it("reject a published post without a date, a bad slug, and an application with an unknown status", async () => {
    const db = await testDb();
    await expect(db.insertInto("blog_posts").values({ slug: "ok-slug", title: "T", status: "published" }).execute()).rejects.toThrow(
      /check constraint/i,
    );
    await expect(db.insertInto("blog_posts").values({ slug: "Bad Slug!", title: "T" }).execute()).rejects.toThrow(/check constraint/i);
    const client = await db.insertInto("admin_users").values(user()).returning("id").executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto("applications")
        .values({ reference: "A-1", client_id: client.id, service_slug: "x", destination_country: "canada", status: "approved" as any })
        .execute(),
    ).rejects.toThrow(/check constraint/i);
  });

  it("reject a published success story without consent and an enquiry without consent", async () => {
    const db = await testDb();
    await expect(
      db.insertInto("visa_successes").values({ display_name: "A", country: "Canada", visa_type: "PR", is_published: true }).execute(),
    ).rejects.toThrow(/check constraint/i);
    await expect(db.insertInto("enquiries").values({ name: "A", email: "a@example.com", consent: false }).execute()).rejects.toThrow(
      /check constraint/i,
    );
  });

  it("keep updated_at current on update", async () => {
    const db = await testDb();
    const row = await db.insertInto("admin_users").values(user()).returning(["id", "updated_at"]).executeTakeFirstOrThrow();
    await sql`select pg_sleep(0.01)`.execute(db);
    const after = await db
      .updateTable("admin_users")
      .set({ full_name: "Renamed" })
      .where("id", "=", row.id)
      .returning("updated_at")
      .executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(row.updated_at.getTime());
  });
});
