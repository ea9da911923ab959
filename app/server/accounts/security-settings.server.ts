import { sql } from "kysely";
import { db } from "../db.server";

// The security settings an admin changes (one row of security_settings). Sessions
// read the idle limit in the same query that finds them, so a change holds at once
// on every instance.

export type SecuritySettings = { requireAdminTwoFactor: boolean; staffIdleMinutes: number };

export async function readSecuritySettings(): Promise<SecuritySettings> {
  const row = await db.selectFrom("security_settings").select(["require_admin_two_factor", "staff_idle_minutes"]).executeTakeFirst();
  return { requireAdminTwoFactor: row?.require_admin_two_factor ?? false, staffIdleMinutes: row?.staff_idle_minutes ?? 120 };
}

export async function saveSecuritySettings(settings: SecuritySettings, adminId: string) {
  await db
    .insertInto("security_settings")
    .values({ id: true, require_admin_two_factor: settings.requireAdminTwoFactor, staff_idle_minutes: settings.staffIdleMinutes, updated_by: adminId })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        require_admin_two_factor: settings.requireAdminTwoFactor,
        staff_idle_minutes: settings.staffIdleMinutes,
        updated_by: adminId,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
