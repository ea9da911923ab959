import { createCookie } from "@remix-run/node";
import { getEnv } from "../runtime/env.server";
import { singleton } from "../runtime/singleton.server";

/**
 * The site's cookies: signed with SESSION_SECRET, HttpOnly, SameSite=Lax, for every
 * path, Secure when the site is served over https in production. One per name.
 * Every name starts with "__": a request carrying one is never answered from a shared
 * cache (render-cache.server.ts, cache-headers.server.ts, docs/running.md's nginx).
 */
export function signedCookie(name: string, maxAgeSeconds: number) {
  if (!name.startsWith("__")) throw new Error(`cookie names start with "__" (the caches' rule): ${name}`);
  return singleton(`cookie ${name}`, () => {
    const env = getEnv();
    return createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production" && env.APP_URL.startsWith("https://"),
      maxAge: maxAgeSeconds,
      secrets: [env.SESSION_SECRET],
    });
  });
}
