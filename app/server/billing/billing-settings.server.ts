import { assembleBillingSettings, BILLING_SETTING_KEYS, type BillingSettings } from "~/lib/billing/billing-settings";
import { db } from "../db/db.server";

// The firm's billing settings, read as stored (no cache: an invoice issued right after a
// change carries the change). Saved through the one settings store (settings.server.ts).

export async function billingSettingRows(): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("website_settings")
    .select(["setting_key", "setting_value"])
    .where("setting_key", "in", [...BILLING_SETTING_KEYS])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.setting_key, r.setting_value ?? ""]));
}

export async function billingSettings(): Promise<BillingSettings> {
  return assembleBillingSettings(await billingSettingRows());
}
