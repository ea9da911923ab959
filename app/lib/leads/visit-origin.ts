// Where a visit came from (issue 44), kept only with a form the visitor sends: the first page
// of the visit on this site, the host of the site that sent them, and the link's utm_* tags.
// No cookie and no third-party script: the form page fills hidden fields from its request
// (its Referer and its own address), and with JavaScript public/shell.js fills them from the
// tab's sessionStorage as the form is sent (visit-origin-fields.tsx). The forms' schema
// (visit-origin-schema.ts) cleans what is sent with these same functions.

export const VISIT_ORIGIN_KEYS = ["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign"] as const;
export type VisitOriginKey = (typeof VISIT_ORIGIN_KEYS)[number];
export type VisitOrigin = Partial<Record<VisitOriginKey, string>>;

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** A utm tag: trimmed, lower case, spaces as "-", only [a-z0-9._-], at most 100 characters; undefined when nothing is left. */
export function cleanTag(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const tag = value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 100);
  return tag || undefined;
}

/** A page of this site as a path and query (no scheme, no host), at most 300 characters. */
export function cleanPath(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const path = value.trim().slice(0, 300);
  return /^\/(?!\/)[^\s\\]*$/.test(path) ? path : undefined;
}

/** A host name only ("www.instagram.com"): never a whole address. */
export function cleanHost(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const host = value.trim().toLowerCase();
  return host.length <= 253 && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host) ? host : undefined;
}

/** Keeps the good values of a form's (or storage's) fields and drops the rest. */
export function cleanVisitOrigin(input: Partial<Record<string, unknown>>): VisitOrigin {
  const out: VisitOrigin = {};
  const landing = cleanPath(input.landing_page);
  if (landing) out.landing_page = landing;
  const host = cleanHost(input.referrer_host);
  if (host) out.referrer_host = host;
  for (const key of UTM_KEYS) {
    const tag = cleanTag(input[key]);
    if (tag) out[key] = tag;
  }
  return out;
}

function parse(address: string, base?: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

function tagsOf(url: URL): VisitOrigin {
  const tags: VisitOrigin = {};
  for (const key of UTM_KEYS) {
    const tag = cleanTag(url.searchParams.get(key));
    if (tag) tags[key] = tag;
  }
  return tags;
}

/**
 * What a page's request says of the visit: a Referer from another page of this site is the
 * page the visitor was on (the landing page, as far as the server can tell, and its utm tags);
 * a Referer from another site gives its host; utm tags in the page's own address win (a
 * landing straight on it). Without a Referer of this site the page itself is the landing page.
 */
export function originOfRequest(pageUrl: string, referrer: string | null): VisitOrigin {
  const page = parse(pageUrl);
  if (!page) return {};
  const from = referrer ? parse(referrer) : null; // a Referer is always a whole address
  const sameSite = from !== null && from.origin === page.origin && from.pathname !== page.pathname;
  const landing = sameSite ? from : page;
  const own = tagsOf(page);
  return cleanVisitOrigin({
    landing_page: `${landing.pathname}${landing.search}`,
    referrer_host: from && from.origin !== page.origin ? from.hostname : undefined,
    ...(Object.keys(own).length ? own : tagsOf(landing)),
  });
}

/** How staff read it: "instagram (cpc, campaign: diwali) via www.instagram.com, first page /services/…". */
export function describeOrigin(o: VisitOrigin): string {
  const parts: string[] = [];
  if (o.utm_source) {
    const extra = [o.utm_medium, o.utm_campaign ? `campaign: ${o.utm_campaign}` : ""].filter(Boolean).join(", ");
    parts.push(`Came from ${o.utm_source}${extra ? ` (${extra})` : ""}`);
  } else if (o.utm_campaign || o.utm_medium) {
    parts.push(`Came with the tags ${[o.utm_medium, o.utm_campaign ? `campaign: ${o.utm_campaign}` : ""].filter(Boolean).join(", ")}`);
  }
  if (o.referrer_host) parts.push(parts.length ? `via ${o.referrer_host}` : `Came via ${o.referrer_host}`);
  if (o.landing_page) parts.push(parts.length ? `first page ${o.landing_page}` : `First page of the visit: ${o.landing_page}`);
  return parts.length ? `${parts.join(", ").replace(/, via /, " via ")}.` : "";
}
