import pg from "pg";
import { getEnv } from "./env.server";
import { dropSettingsCache } from "./settings.server";
import { singleton } from "./singleton.server";

// With several instances on one PostgreSQL, a settings change made through one
// must show on the others at once: saveSettings() sends NOTIFY settings_changed,
// and every instance LISTENs and drops its cache. (The 5-minute expiry remains the
// fallback while the connection is down.) The embedded database has one process.
export const SETTINGS_CHANNEL = "settings_changed";

export function startSettingsSync() {
  const url = getEnv().DATABASE_URL;
  if (!url) return;
  singleton("settings-sync", () => {
    let stopped = false;
    let client: pg.Client | null = null;
    const connect = async (delayMs: number) => {
      if (stopped) return;
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      let connected = false;
      let retrying = false;
      const retry = () => {
        if (retrying || stopped) return;
        retrying = true;
        const wait = connected ? 1_000 : delayMs;
        setTimeout(() => void connect(Math.min(wait * 2, 30_000)), wait).unref();
      };
      c.on("notification", (message) => {
        if (message.channel === SETTINGS_CHANNEL) dropSettingsCache();
      });
      c.on("error", retry);
      c.on("end", retry);
      try {
        await c.connect();
        await c.query(`listen ${SETTINGS_CHANNEL}`);
        connected = true;
        client = c;
        dropSettingsCache(); // changes made while disconnected
      } catch {
        retry();
        await c.end().catch(() => {});
      }
    };
    void connect(1_000);
    return {
      stop: async () => {
        stopped = true;
        await client?.end().catch(() => {});
      },
    };
  });
}
