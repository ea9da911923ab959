import { CALCULATORS } from "~/content/calculators";
import { COUNTRIES, POLICIES, SERVICES } from "~/content/catalogue.server";
import { reviewedOn } from "~/content/figures";
import { publishedSlugs } from "~/server/website/blog.server";
import { getEnv } from "~/server/runtime/env.server";

// Every public page and every published post (a post appears as soon as it is published).
export async function loader() {
  const base = getEnv().APP_URL.replace(/\/$/, "");
  const posts = await publishedSlugs().catch(() => []);
  const entries: { path: string; lastmod?: string }[] = [
    { path: "/" },
    { path: "/about" },
    { path: "/services" },
    ...SERVICES.map((s) => ({ path: `/services/${s.slug}`, lastmod: reviewedOn(s) })),
    ...COUNTRIES.map((c) => ({ path: `/countries/${c.slug}`, lastmod: reviewedOn(c) })),
    { path: "/blog" },
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: new Date(p.updated_at).toISOString().slice(0, 10) })),
    { path: "/visa-success-gallery" },
    { path: "/contact" },
    { path: "/calculators" },
    { path: "/book" },
    ...CALCULATORS.map((c) => ({ path: `/calculators/${c.slug}`, lastmod: c.rules[c.rules.length - 1].checked })),
    ...POLICIES.map((p) => ({ path: `/${p.slug}`, lastmod: p.lastReviewed })),
  ];
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries
      .map((e) => `  <url><loc>${escapeXml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
      .join("\n") +
    "\n</urlset>\n";
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=300" },
  });
}

function escapeXml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
