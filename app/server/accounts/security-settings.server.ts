import { sql } from "kysely";
import type { Role } from "~/lib/accounts/portals";
import { db } from "../db/db.server";
import { recordAudit, type StaffBy } from "../audit/audit-log.server";
import { DEFAULT_CLIENT_IDLE_HOURS, DEFAULT_STAFF_IDLE_MINUTES } from "./session.server";

// The security settings an admin changes (one row of security_settings). Sessions
// read the idle limits in the same query that finds them, so a change holds at once
// on every instance. Each save is written to the audit log with what changed.

export type SecuritySettings = {
  requireAdminTwoFactor: boolean;
  requireAgentTwoFactor: boolean;
  staffIdleMinutes: number;
  clientIdleHours: number;
};

export async function readSecuritySettings(): Promise<SecuritySettings> {
  const row = await db
    .selectFrom("security_settings")
    .select(["require_admin_two_factor", "require_agent_two_factor", "staff_idle_minutes", "client_idle_hours"])
    .executeTakeFirst();
  return {
    requireAdminTwoFactor: row?.require_admin_two_factor ?? false,
    requireAgentTwoFactor: row?.require_agent_two_factor ?? false,
    staffIdleMinutes: row?.staff_idle_minutes ?? DEFAULT_STAFF_IDLE_MINUTES,
    clientIdleHours: row?.client_idle_hours ?? DEFAULT_CLIENT_IDLE_HOURS,
  };
}

/** Whether the firm requires a second factor of this role (clients are never required to have one). */
export function twoFactorRequiredOf(settings: SecuritySettings, role: Role) {
  return role === "admin" ? settings.requireAdminTwoFactor : role === "agent" ? settings.requireAgentTwoFactor : false;
}

const onOff = (on: boolean) => (on ? "on" : "off");

/** What a save changed, in words, for the audit log. */
function changes(before: SecuritySettings, after: SecuritySettings): string[] {
  const said: string[] = [];
  if (before.requireAdminTwoFactor !== after.requireAdminTwoFactor)
    said.push(`two-factor required for admins: ${onOff(after.requireAdminTwoFactor)}`);
  if (before.requireAgentTwoFactor !== after.requireAgentTwoFactor)
    said.push(`two-factor required for agents: ${onOff(after.requireAgentTwoFactor)}`);
  if (before.staffIdleMinutes !== after.staffIdleMinutes)
    said.push(`staff idle limit: ${before.staffIdleMinutes} → ${after.staffIdleMinutes} minutes`);
  if (before.clientIdleHours !== after.clientIdleHours)
    said.push(`client idle limit: ${before.clientIdleHours} → ${after.clientIdleHours} hours`);
  return said;
}

export async function saveSecuritySettings(settings: SecuritySettings, by: StaffBy) {
  const before = await readSecuritySettings();
  const values = {
    require_admin_two_factor: settings.requireAdminTwoFactor,
    require_agent_two_factor: settings.requireAgentTwoFactor,
    staff_idle_minutes: settings.staffIdleMinutes,
    client_idle_hours: settings.clientIdleHours,
    updated_by: by.actorId,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("security_settings")
      .values({ id: true, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet({ ...values, updated_at: sql`now()` }))
      .execute();
    const said = changes(before, settings);
    await recordAudit(trx, by, {
      kind: "security_settings_changed",
      record: { type: "settings", id: "security" },
      summary: said.length ? said.join("; ") : "Saved unchanged",
      details: { before, after: settings },
    });
  });
}
