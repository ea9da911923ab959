import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { setFirmTimeZone } from "~/lib/ui/format";
import { assembleSettings, DEFAULT_SETTINGS, SETTING_KEYS, type SettingKey, type SiteSettings } from "~/lib/website/settings";
import { db, type Db } from "../db/db.server";
import { recordAudit, type AuditBy } from "../audit/audit-log.server";
import { singleton } from "../runtime/singleton.server";

// Website settings (SPEC.md §3, §7 #4–6), cached for 5 minutes; any update drops
// the cache. A failed read is logged and the site keeps its built-in defaults.
export const SETTINGS_TTL_MS = 5 * 60 * 1000;

type Cache = { value: SiteSettings; expires: number } | null;
const cache = () => singleton("settings-cache", () => ({ current: null as Cache }));

export async function getSettings(): Promise<SiteSettings> {
  const c = cache();
  if (c.current && c.current.expires > Date.now()) return c.current.value;
  try {
    const rows = await db.selectFrom("website_settings").select(["setting_key", "setting_value"]).orderBy("created_at", "desc").execute();
    const value = rows.length ? assembleSettings(rows) : await settingsFile();
    c.current = { value, expires: Date.now() + SETTINGS_TTL_MS };
    setFirmTimeZone(value.firm.time_zone); // every time shown on this server follows the setting
    return value;
  } catch (error) {
    console.error("[settings] read failed, using built-in defaults:", (error as Error).message);
    return DEFAULT_SETTINGS;
  }
}

/** With no rows, the site's own /settings.json (public/settings.json), as is. */
async function settingsFile(): Promise<SiteSettings> {
  try {
    const file = path.resolve("public", "settings.json");
    const json = JSON.parse(await readFile(file, "utf8")) as Partial<SiteSettings>;
    return { ...DEFAULT_SETTINGS, ...json };
  } catch {
    return assembleSettings([]);
  }
}

/** The raw key → value pairs, for the admin form (no cache: staff see what is stored). */
export async function readSettingRows(): Promise<Record<string, string>> {
  const rows = await db.selectFrom("website_settings").select(["setting_key", "setting_value"]).execute();
  return Object.fromEntries(rows.map((r) => [r.setting_key, r.setting_value]));
}

/** The firm's time zone as stored now (an action may run before any page has read the settings). */
export async function firmTimeZoneSetting(): Promise<string> {
  return (await getSettings()).firm.time_zone;
}

/** Today's date in the firm's time zone, "2026-11-24". */
export async function firmToday(now = new Date()): Promise<string> {
  return new Intl.DateTimeFormat("en-CA", { timeZone: await firmTimeZoneSetting() }).format(now);
}

export function dropSettingsCache() {
  cache().current = null;
}

/** Saves the keys given in one upsert (SPEC §7 #6), then drops the cache; `keys` are the form's own (billing keeps its own). */
export async function saveSettings<K extends string = SettingKey>(
  values: Partial<Record<K, string>>,
  keys: readonly K[] = SETTING_KEYS as unknown as readonly K[],
  audit?: { by: AuditBy; kind: "website_settings_changed" | "billing_settings_changed" },
) {
  const now = new Date().toISOString();
  // A key not given is left as stored (the form's text boxes always send one; an empty one clears it).
  const rows = keys
    .filter((key) => values[key] !== undefined)
    .map((key) => ({
      setting_key: key,
      setting_value: values[key]!,
      setting_type: "text",
      updated_at: now,
    }));
  if (!rows.length) return;
  // One transaction with its audit entry; its trigger tells every instance (change-sync.server.ts).
  await db.transaction().execute(async (trx) => {
    if (audit) {
      const before = await trx
        .selectFrom("website_settings")
        .select(["setting_key", "setting_value"])
        .where("setting_key", "in", keys)
        .execute();
      const was = new Map(before.map((r) => [r.setting_key, r.setting_value]));
      const changed = rows.filter((r) => (was.get(r.setting_key) ?? "") !== r.setting_value).map((r) => r.setting_key);
      const summary = changed.length ? `${changed.length} setting${changed.length === 1 ? "" : "s"} changed` : "Saved unchanged";
      await recordAudit(trx, audit.by, {
        kind: audit.kind,
        record: { type: "settings", id: audit.kind === "billing_settings_changed" ? "billing" : "website" },
        summary,
        details: { changed },
      });
    }
    await upsertSettings(trx, rows);
  });
  dropSettingsCache();
}

async function upsertSettings(trx: Db, rows: { setting_key: string; setting_value: string; setting_type: string; updated_at: string }[]) {
  await trx
    .insertInto("website_settings")
    .values(rows)
    .onConflict((oc) =>
      oc.column("setting_key").doUpdateSet({
        setting_value: (eb) => eb.ref("excluded.setting_value"),
        setting_type: (eb) => eb.ref("excluded.setting_type"),
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
