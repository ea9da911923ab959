import { sql } from "kysely";
import { db } from "../db/db.server";
import { DEFAULT_CLIENT_IDLE_HOURS, DEFAULT_STAFF_IDLE_MINUTES } from "./session.server";

// The security settings an admin changes (one row of security_settings). Sessions
// read the idle limits in the same query that finds them, so a change holds at once
// on every instance.

export type SecuritySettings = { requireAdminTwoFactor: boolean; staffIdleMinutes: number; clientIdleHours: number };

export async function readSecuritySettings(): Promise<SecuritySettings> {
  const row = await db
    .selectFrom("security_settings")
    .select(["require_admin_two_factor", "staff_idle_minutes", "client_idle_hours"])
    .executeTakeFirst();
  return {
    requireAdminTwoFactor: row?.require_admin_two_factor ?? false,
    staffIdleMinutes: row?.staff_idle_minutes ?? DEFAULT_STAFF_IDLE_MINUTES,
    clientIdleHours: row?.client_idle_hours ?? DEFAULT_CLIENT_IDLE_HOURS,
  };
}

export async function saveSecuritySettings(settings: SecuritySettings, adminId: string) {
  const values = {
    require_admin_two_factor: settings.requireAdminTwoFactor,
    staff_idle_minutes: settings.staffIdleMinutes,
    client_idle_hours: settings.clientIdleHours,
    updated_by: adminId,
  };
  await db
    .insertInto("security_settings")
    .values({ id: true, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}
