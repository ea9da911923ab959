import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 17, item 8: every public and portal page, as served, passes the W3C Nu HTML
// checker (vnu-jar on the machine's Java) with no error. Pages are fetched as HTML
// (what a browser without JavaScript gets), signed in as each demo account.

const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

const PUBLIC = [
  "/",
  "/about",
  "/services",
  "/services/study-abroad",
  "/services/work-permits",
  "/services/visitor-visa",
  "/blog",
  "/contact",
  "/visa-success-gallery",
  "/no-such-page",
];
const PORTAL_PAGES = {
  admin: [
    "/admin/login",
    "/admin/dashboard",
    "/admin/clients",
    "/admin/clients/new",
    "/admin/agents",
    "/admin/agents/new",
    "/admin/applications",
    "/admin/applications/new",
    "/admin/enquiries",
    "/admin/blog",
    "/admin/blog/new",
    "/admin/visa-success",
    "/admin/visa-success/new",
    "/admin/testimonials",
    "/admin/testimonials/new",
    "/admin/team",
    "/admin/team/new",
    "/admin/settings",
    "/admin/security",
    "/admin/checklists",
    "/admin/checklists/canada-permanent-residency",
    "/admin/invoices",
    "/admin/agreement-templates",
    "/admin/agreement-templates/new",
    "/admin/search?q=Priya",
    "/admin/inbox",
    "/admin/saved-replies",
    "/admin/saved-replies/new",
    "/admin/audit-log",
    "/admin/reports",
    "/admin/reports/enquiries",
    "/admin/reports/funnel",
    "/admin/reports/consultations",
    "/admin/reports/applications",
    "/admin/reports/outcomes",
    "/admin/reports/workload",
    "/admin/reports/money",
    "/admin/bookings?when=past",
  ],
  agent: ["/agent/login", "/agent/dashboard", "/agent/clients", "/agent/search?q=Priya", "/agent/inbox", "/agent/leads", "/agent/reports"],
  client: ["/client/login", "/client/dashboard", "/client/profile-setup", "/client/billing"],
} as const;

const linksOn = async (api: APIRequestContext, page: string) =>
  [...(await (await api.get(page)).text()).matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

/** The first link on `page` whose path matches `re` (a detail page reached from its list). */
async function firstLink(api: APIRequestContext, page: string, re: RegExp) {
  return (await linksOn(api, page)).find((href) => re.test(href));
}

/** A link matching `re` on one of the pages `page` links to by `via` (a thread, from one of the client pages). */
async function linkVia(api: APIRequestContext, page: string, via: RegExp, re: RegExp) {
  for (const detail of (await linksOn(api, page)).filter((href) => via.test(href)).slice(0, 20)) {
    const found = await firstLink(api, detail, re);
    if (found) return found;
  }
  return undefined;
}

// In the js project only, once: it reads pages over HTTP, without a browser.
test("every page passes the Nu HTML checker", { tag: "@once" }, async ({ playwright, demoSession }, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL!;
  const dir = mkdtempSync(path.join(tmpdir(), "markup-"));
  const pages = new Map<string, string>(); // file → path
  const unlabelled: string[] = []; // public images without a text alternative
  const styled: string[] = []; // inline style attributes, which the CSP (style-src 'self') drops unseen
  const save = async (api: APIRequestContext, pathname: string, isPublic = false) => {
    const res = await api.get(pathname);
    expect([200, 404], pathname).toContain(res.status());
    if (isPublic) {
      // A post's own picture (its cover, or the blog's illustration) is content, never decorative.
      const cover = pathname.startsWith("/blog/") ? /<figure\b[\s\S]*?(<img\b[^>]*>)/.exec(await res.text())?.[1] : undefined;
      if (cover && !/\salt="[^"]*\S[^"]*"/.test(cover)) unlabelled.push(`${pathname}: the post's picture has no words`);
      for (const [img] of (await res.text()).matchAll(/<img\b[^>]*>/g)) {
        const alt = /\salt="([^"]*)"/.exec(img)?.[1];
        // alt="" marks a decorative image (the Nu checker refuses role="presentation" beside it); no alt at all, or blanks, fail.
        if (alt === undefined || (alt !== "" && !alt.trim())) unlabelled.push(`${pathname}: ${img.slice(0, 120)}`);
      }
    }
    const file = path.join(dir, `${pages.size}-${pathname.replace(/[^a-z0-9]+/gi, "_")}.html`);
    const html = await res.text();
    const inline = /<[a-z][^>]*\sstyle="[^"]*"/i.exec(html.replace(/<script\b[\s\S]*?<\/script>/gi, ""));
    if (inline) styled.push(`${pathname}: ${inline[0].slice(0, 120)}`);
    writeFileSync(file, html);
    pages.set(file, pathname);
  };

  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  for (const p of new Set([...PUBLIC, ...listed])) await save(visitor, p, true);
  expect(unlabelled, 'every public image has a text alternative, or alt="" and role=presentation').toEqual([]);
  // An enquiry, so the admin's enquiry page has one to show.
  const contact = await (await visitor.get("/contact")).text();
  const hidden = Object.fromEntries([...contact.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const sent = await visitor.post("/contact", {
    form: { ...hidden, name: "Markup Check", email: "markup@example.com", message: "Checking every page's markup.", consent: "on" },
    maxRedirects: 0,
  });
  expect(sent.status(), "the enquiry is taken").toBeLessThan(400);
  await visitor.dispose();

  for (const portal of ["admin", "agent", "client"] as const) {
    const signedOut = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    await save(signedOut, `/${portal}/login`);
    await save(signedOut, `/${portal}/forgot-password`);
    await signedOut.dispose();
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL },
      storageState: await demoSession(portal),
    });
    for (const p of PORTAL_PAGES[portal]) if (!p.endsWith("/login")) await save(api, p);
    for (const p of ["account", "account/two-factor", "account/notifications", "notifications"]) await save(api, `/${portal}/${p}`);
    const details =
      portal === "admin"
        ? [
            ["/admin/clients", /^\/admin\/clients\/[0-9a-f-]{36}$/],
            ["/admin/agents", /^\/admin\/agents\/[0-9a-f-]{36}$/],
            ["/admin/blog", /^\/admin\/blog\/edit\/[^/]+$/],
            ["/admin/testimonials", /^\/admin\/testimonials\/edit\/[0-9a-f-]{36}$/],
            ["/admin/testimonials", /^\/admin\/testimonials\/view\/[0-9a-f-]{36}$/],
            ["/admin/visa-success", /^\/admin\/visa-success\/[0-9a-f-]{36}$/],
            ["/admin/team", /^\/admin\/team\/[0-9a-f-]{36}$/],
            ["/admin/enquiries", /^\/admin\/enquiries\/[0-9a-f-]{36}$/],
            ["/admin/blog", /^\/admin\/blog\/preview\/[^/]+$/],
            ["/admin/applications", /^\/admin\/applications\/[0-9a-f-]{36}$/],
            ["/admin/applications", /^\/admin\/messages\/[0-9a-f-]{36}/, /^\/admin\/applications\/[0-9a-f-]{36}$/],
          ]
        : portal === "agent"
          ? [
              ["/agent/clients", /^\/agent\/clients\/[0-9a-f-]{36}$/],
              ["/agent/clients", /^\/agent\/messages\/[0-9a-f-]{36}/, /^\/agent\/clients\/[0-9a-f-]{36}$/],
            ]
          : [["/client/dashboard", /^\/client\/messages\/[0-9a-f-]{36}/]];
    for (const [list, re, via] of details as [string, RegExp, RegExp?][]) {
      const href = via ? await linkVia(api, list, via, re) : await firstLink(api, list, re);
      expect(href, `a link on ${list} matching ${re}`).toBeTruthy();
      await save(api, href!);
    }
    await api.dispose();
  }

  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...pages.keys()], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error, "java -jar vnu.jar").toBeUndefined();
  const report = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {
    messages: { url?: string; message: string; extract?: string; lastLine?: number }[];
  };
  const errors = report.messages.map(
    (m) =>
      `${pages.get(decodeURIComponent(new URL(m.url ?? "file:///").pathname)) ?? m.url}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ""}`,
  );
  expect(pages.size).toBeGreaterThan(60);
  expect(styled, "no inline style attribute (the CSP drops it)").toEqual([]);
  expect(errors).toEqual([]);
});
