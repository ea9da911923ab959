import pg from "pg";
import { getDbHandle } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import { dropSettingsCache } from "./settings.server";
import { renderCache } from "../http/render-cache.server";
import { singleton } from "../runtime/singleton.server";

// What the public site shows is cached twice in each instance: the settings
// (settings.server.ts) and whole rendered pages (render-cache.server.ts, which the front
// door answers from). Every change to a content table or the settings sends NOTIFY content_changed
// at commit (a trigger: migration 20261130000000); every instance LISTENs and drops
// both, so an edit made through one instance is served by all of them at once.
// On PostgreSQL the listener is a connection of its own, reconnected when it drops;
// while it is down the page cache is off (an edit could go unseen) and the settings
// cache falls back to its 5-minute expiry. The embedded database has one process.
export const CONTENT_CHANNEL = "content_changed";

export function dropPublicCaches() {
  dropSettingsCache();
  renderCache.clear();
}

export function startChangeSync() {
  singleton("change-sync", () => {
    const handle = getDbHandle();
    if (handle.listen) {
      void handle.listen(CONTENT_CHANNEL, dropPublicCaches).then(
        () => renderCache.resume(),
        (error: Error) => console.error("[change-sync] could not listen:", error.message),
      );
      return { stop: async () => {} };
    }
    return listenOnPostgres(getEnv().DATABASE_URL!);
  });
}

function listenOnPostgres(url: string) {
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
      renderCache.pause();
      const wait = connected ? 1_000 : delayMs;
      setTimeout(() => void connect(Math.min(wait * 2, 30_000)), wait).unref();
    };
    c.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL) dropPublicCaches();
    });
    c.on("error", retry);
    c.on("end", retry);
    try {
      await c.connect();
      await c.query(`listen ${CONTENT_CHANNEL}`);
      connected = true;
      client = c;
      dropSettingsCache(); // changes made while disconnected
      renderCache.resume();
    } catch {
      retry();
      await c.end().catch(() => {});
    }
  };
  void connect(1_000);
  return {
    stop: async () => {
      stopped = true;
      renderCache.pause();
      await client?.end().catch(() => {});
    },
  };
}
