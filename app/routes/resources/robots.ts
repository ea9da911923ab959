import { getEnv } from "~/server/runtime/env.server";

// Portals and their logins are not for search engines.
export function loader() {
  const base = getEnv().APP_URL.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /agent",
    "Disallow: /client",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
