import { sql } from "kysely";
import { db } from "../db/db.server";

// The firm's admins, as the security page shows them (admins are few: created with
// `npm run user:create`), and the sign-out that follows requiring a second factor.

const hasTwoFactor = sql<boolean>`exists (select 1 from verifications v where v.user_id = u.id and v.type = 'two_factor' and v.revoked_at is null)`;

export async function adminsTwoFactor() {
  const rows = await db
    .selectFrom("admin_users as u")
    .select(["u.id", "u.full_name", "u.email", "u.is_active", hasTwoFactor.as("two_factor")])
    .where("u.role", "=", "admin")
    .orderBy(sql`lower(u.full_name)`)
    .limit(200)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.full_name, email: r.email, active: r.is_active, twoFactor: r.two_factor }));
}

/** Ends the sessions of admins (or agents) who have no second factor, so their next sign-in sets one up; returns how many. */
export async function signOutAdminsWithoutTwoFactor(role: "admin" | "agent" = "admin") {
  const result = await db
    .updateTable("user_sessions as s")
    .set({ revoked_at: sql`now()` })
    .where("s.revoked_at", "is", null)
    .where("s.user_id", "in", (eb) =>
      eb
        .selectFrom("admin_users as u")
        .select("u.id")
        .where("u.role", "=", role)
        .where(sql<boolean>`not ${hasTwoFactor}`),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
