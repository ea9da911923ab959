import type { MetaDescriptor } from "@remix-run/node";

type MetaMatch = { id: string; data: unknown };

/**
 * Title, description, canonical URL and Open Graph tags for a public page.
 * The brand name and site address come from the root loader.
 */
export function pageMeta(
  matches: MetaMatch[],
  page: { title: string; description: string; path: string; type?: "website" | "article"; noindex?: boolean },
): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as { brand?: { name: string }; appUrl?: string } | undefined;
  const brand = root?.brand?.name ?? "";
  const url = new URL(page.path, root?.appUrl ?? "http://localhost:3000").toString();
  const title = brand && !page.title.includes(brand) ? `${page.title} | ${brand}` : page.title;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: brand },
    { name: "twitter:card", content: "summary" },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
