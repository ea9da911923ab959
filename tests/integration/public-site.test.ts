import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTRIES, SERVICES } from "~/content/catalogue.server";
import { reviewedOn } from "~/content/figures";
import { dropSettingsCache, saveSettings } from "~/server/website/settings.server";
import { cookiesFrom, location, request, signIn } from "../support/app";
import { withUnreachableDatabase } from "../support/dead-db";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

const PAGES = [
  "/",
  "/about",
  "/services",
  ...SERVICES.map((s) => `/services/${s.slug}`),
  "/services/study-abroad",
  "/services/visitor-visa",
  "/services/work-permits",
  ...["europe", "united-kingdom", "usa", "australia", "canada", "germany", "portugal", "austria", "sweden", "ireland"].map(
    (c) => `/countries/${c}`,
  ),
  "/blog",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  "/cancellation-refund-policy",
  "/visa-success-gallery",
];

beforeAll(async () => {
  await testDb();
});

describe(`public pages on ${backendName()}`, () => {
  it.each(PAGES)("%s answers 200 with one h1 and a canonical URL", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html.trimEnd().endsWith("</body></html>"), "nothing after </html>").toBe(true);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path === "/" ? "/" : path}"`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain('property="og:title"');
  });

  it.each([
    "/no-such-page",
    "/countries/atlantis",
    "/services/Not_A_Slug",
    "/services/no-such-service",
    "/services/guaranteed-visa-pay-by-whatsapp-only",
    "/blog/no-such-post",
  ])("%s is a 404 with links home and to contact", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/"');
  });

  it("serves the menus' topic pages with the services of their topic", async () => {
    const page = await (await request("/services/study-abroad")).text();
    const html = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
    expect(html).toMatch(/<h1[^>]*>Study Abroad<\/h1>/);
    expect(html).toContain('href="/services/study-in-canada"');
    expect(html).not.toContain('href="/services/usa-h1b-visa"');
  });

  it("shows a service page's sections, sources, last-reviewed date and a pre-selecting call to action", async () => {
    const html = await (await request("/services/germany-opportunity-card")).text();
    for (const heading of [
      "Who it suits",
      "Eligibility",
      "The process, step by step",
      "Documents checklist",
      "Time and cost",
      "Frequently asked questions",
      "Related services",
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toMatch(/Last reviewed: <time dateTime="\d{4}-\d{2}-\d{2}">/);
    expect(html).toContain('href="/contact?service=germany-opportunity-card"');
    expect(html).toContain("No adviser can guarantee an outcome");
  });

  it.each([...SERVICES.map((s) => [`/services/${s.slug}`, s] as const), ...COUNTRIES.map((c) => [`/countries/${c.slug}`, c] as const)])(
    "%s says it was last reviewed when its oldest figure was checked, and where each figure comes from",
    async (path, page) => {
      const html = await (await request(path)).text();
      expect(html).toContain(`Last reviewed: <time dateTime="${reviewedOn(page)}">`);
      for (const f of page.figures) expect(html).toContain(`href="${f.source.url.replace(/&/g, "&amp;")}"`);
    },
  );

  it("says who may advise on a country's visas for a fee, with the official register", async () => {
    for (const c of COUNTRIES) {
      const html = await (await request(`/countries/${c.slug}`)).text();
      expect(html).toContain("Who may advise you for a fee");
      expect(html).toContain(`href="${c.advisers.register.url.replace(/&/g, "&amp;")}"`);
    }
    const service = await (await request("/services/canada-visitor-visa")).text();
    expect(service).toContain("Who may advise you for a fee");
  });

  it("marks country pages for the header's inverted logo", async () => {
    const html = await (await request("/countries/germany")).text();
    expect(html).toContain('data-over-hero="true"');
    const home = await (await request("/")).text();
    expect(home).toContain('data-over-hero="false"');
  });
});

describe(`blog on ${backendName()}`, () => {
  it("lists published posts newest first, 9 a page, and hides drafts and future posts", async () => {
    const db = await testDb();
    await db.deleteFrom("blog_posts").execute();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
    await db
      .insertInto("blog_posts")
      .values([
        ...Array.from({ length: 11 }, (_, i) => ({
          slug: `post-${i + 1}`,
          title: `Post number ${i + 1}`,
          excerpt: "x",
          body_markdown: "Body",
          status: "published" as const,
          published_at: day(i + 1),
        })),
        { slug: "a-draft", title: "A draft", status: "draft" as const },
        { slug: "later", title: "Scheduled", status: "published" as const, published_at: "2999-01-01T00:00:00Z" },
      ])
      .execute();
    const first = await (await request("/blog")).text();
    expect(first.indexOf("Post number 11")).toBeLessThan(first.indexOf("Post number 10"));
    expect(first).not.toContain("Post number 2<");
    expect(first).toContain("Page 1 of 2");
    const second = await (await request("/blog?page=2")).text();
    expect(second).toContain("Post number 2<");
    expect(second).toContain("Post number 1<");
    expect(first + second).not.toContain("A draft");
    expect((await request("/blog/a-draft")).status).toBe(404);
    expect((await request("/blog/later")).status).toBe(404);
    expect((await request("/blog/post-3")).status).toBe(200);
    expect((await request("/blog?page=abc")).status).toBe(200);
  });

  it("renders a post's Markdown with scripts and handlers removed", async () => {
    const db = await testDb();
    await db
      .insertInto("blog_posts")
      .values({
        slug: "hostile",
        title: "Hostile post",
        excerpt: "x",
        status: "published",
        published_at: new Date().toISOString(),
        body_markdown:
          '## Safe heading\n\n<script>window.pwned=1</script>\n\n<img src="https://x.example/a.png" onerror="window.pwned=2">\n\n[bad](javascript:alert(1))',
      })
      .execute();
    const html = await (await request("/blog/hostile")).text();
    expect(html).toContain("<h2>Safe heading</h2>");
    expect(html).not.toContain("window.pwned");
    expect(html).not.toContain("javascript:alert");
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it("lists published posts in the sitemap, not drafts", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost:3000/blog/post-3</loc>");
    expect(xml).not.toContain("/blog/a-draft");
    expect(xml).toContain("<loc>http://localhost:3000/services/usa-h1b-visa</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/countries/sweden</loc>");
    const robots = await (await request("/robots.txt")).text();
    expect(robots).toMatch(/Disallow: \/admin\nDisallow: \/agent\nDisallow: \/client/);
  });
});

describe(`footer settings on ${backendName()}`, () => {
  it("shows contact details and only the non-empty social links, and a change shows on the next view", async () => {
    await saveSettings({
      facebook_url: "https://facebook.com/consultancy",
      twitter_url: "",
      instagram_url: "",
      linkedin_url: "https://linkedin.com/company/consultancy",
      youtube_url: "",
      whatsapp_number: "+91 98765-43210",
      contact_email: "desk@example.org",
      contact_phone: "+91 20 1111 2222",
      office_address: "12 FC Road, Pune 411004",
      company_website: "",
    });
    const html = await (await request("/about")).text();
    expect(html).toContain('href="mailto:desk@example.org"');
    expect(html).toContain('href="tel:+912011112222"');
    expect(html).toContain("12 FC Road, Pune 411004");
    expect(html).toContain('data-social="facebook"');
    expect(html).toContain('data-social="linkedin"');
    expect(html).toContain('href="https://wa.me/919876543210"');
    expect(html).not.toContain('data-social="youtube"');
    expect(html).not.toContain('data-social="twitter"');
    expect(html).toContain(`© ${new Date().getFullYear()} Horizon Pathways Consulting Pvt. Ltd. All rights reserved.`);
    expect(html).not.toMatch(/Pvt\. Ltd\.\.|Pvt\. Ltd[^.]/);
    // Click to chat, from the same number.
    expect(html).toMatch(/<a href="https:\/\/wa\.me\/919876543210\?text=[^"]+"[^>]*data-whatsapp/);
  });

  it("states the firm's registrations only when set, and what the firm is and is not always", async () => {
    await saveSettings({ cicc_licence: "", mara_number: "", iaa_registration: "", india_ra_licence: "" });
    let html = await (await request("/about")).text();
    expect(html).toContain("not a law firm");
    expect(html).not.toMatch(/CICC licence|MARN|Immigration Advice Authority:|Emigration Act, 1983: licence/);
    await saveSettings({ cicc_licence: "R512345", mara_number: "1234567", iaa_registration: "", india_ra_licence: "" });
    html = await (await request("/about")).text();
    expect(html).toContain("Regulated Canadian Immigration Consultant: CICC licence R512345");
    expect(html).toContain("Registered migration agent (Australia): MARN 1234567");
    expect(html).not.toContain("Immigration Advice Authority:");
    const home = await (await request("/")).text();
    expect(home.slice(home.indexOf("<footer"))).toContain("CICC licence R512345"); // the footer, on every page
    await saveSettings({ cicc_licence: "", mara_number: "" });
  });

  it("refuses a social link that is a network's home page, beside the field, keeping what was typed", async () => {
    const users = await createUsers("settings-social");
    const cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const res = await request("/admin/settings", { cookie, form: { facebook_url: "https://www.facebook.com/", cicc_licence: "12345" } });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter the address of your own page, not the site&#x27;s home page");
    expect(html).toContain('value="https://www.facebook.com/"');
    expect(html).toContain("A CICC licence number is R and six digits");
  });

  it("shows a change written straight to the settings table on the next page: its trigger empties the caches", async () => {
    const db = await testDb();
    await request("/about"); // warm the cache
    await db
      .updateTable("website_settings")
      .set({ setting_value: "changed@example.org" })
      .where("setting_key", "=", "contact_email")
      .execute();
    // On PostgreSQL the NOTIFY reaches this process's listener a moment after the commit.
    await expect
      .poll(async () => (await (await request("/about")).text()).includes("changed@example.org"), { timeout: 1_000, interval: 50 })
      .toBe(true);
  });

  it("falls back to the site's /settings.json when there are no rows", async () => {
    const db = await testDb();
    await db.deleteFrom("website_settings").execute();
    dropSettingsCache();
    const html = await (await request("/about")).text();
    expect(html).toContain("hello@horizonpathways.example");
    expect(html).not.toContain('data-social="facebook"');
  });

  it("keeps the built-in defaults when the settings cannot be read, never an error page", async () => {
    dropSettingsCache();
    const res = await withUnreachableDatabase(() => request("/about"));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("hello@horizonpathways.example");
    expect(html).toContain("Pune");
    dropSettingsCache();
  });
});

describe(`contact enquiries on ${backendName()}`, () => {
  const good = {
    name: "Ravi Kumar",
    email: "Ravi@Example.com",
    phone: "+91 98765 43210",
    destination_country: "canada",
    service_slug: "study-in-canada",
    message: "I want to study a master's in Toronto next year.",
    consent: "on",
  };

  it("stores the enquiry, then thanks the visitor with a toast", async () => {
    const db = await testDb();
    const res = await request("/contact", { form: good });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/contact?sent=1");
    const row = await db.selectFrom("enquiries").selectAll().where("email", "=", "ravi@example.com").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Ravi Kumar",
      phone: "+91 98765 43210",
      service_slug: "study-in-canada",
      status: "new",
      consent: true,
    });
    const thanks = await request("/contact?sent=1", { cookie: cookiesFrom(res) });
    const html = await thanks.text();
    expect(html).toContain("Thank you, we received your enquiry.");
  });

  it("remembers the page of this site the visitor wrote from, and nothing from elsewhere", async () => {
    const page = await request("/contact", { headers: { Referer: "http://localhost:3000/services/study-in-canada" } });
    expect(await page.text()).toContain('name="source_page" value="/services/study-in-canada"');
    expect(page.headers.get("Vary")).toContain("Referer");
    const foreign = await request("/contact", { headers: { Referer: "https://elsewhere.example/page" } });
    expect(await foreign.text()).toContain('name="source_page" value=""');
    const db = await testDb();
    await request("/contact", { form: { ...good, email: "from-page@example.com", source_page: "/services/study-in-canada" } });
    await request("/contact", { form: { ...good, email: "from-nowhere@example.com", source_page: "javascript:alert(1)" } });
    const rows = await db
      .selectFrom("enquiries")
      .select(["email", "source_page"])
      .where("email", "in", ["from-page@example.com", "from-nowhere@example.com"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      { email: "from-nowhere@example.com", source_page: null },
      { email: "from-page@example.com", source_page: "/services/study-in-canada" },
    ]);
  });

  it("puts each error beside its field and keeps what was typed", async () => {
    const res = await request("/contact", { form: { ...good, email: "not-an-email", message: "short", consent: "" } });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a valid e-mail address");
    expect(html).toContain("at least 10 characters");
    expect(html).toContain("Please agree so that we can contact you");
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="Ravi Kumar"');
    expect(html).toMatch(/<textarea[^>]*>short<\/textarea>/);
  });

  it("turns a bot away with the honeypot and stores nothing", async () => {
    const db = await testDb();
    const res = await request("/contact", { form: { ...good, email: "bot@example.com", company_website: "http://spam.example" } });
    expect(res.status).toBe(400);
    const row = await db.selectFrom("enquiries").select("id").where("email", "=", "bot@example.com").executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("pre-selects the service a page linked from", async () => {
    const html = await (await request("/contact?service=uk-skilled-worker-visa")).text();
    expect(html).toMatch(/<option value="uk-skilled-worker-visa" selected="">/);
  });

  it("never thanks the visitor when the database is down, and keeps the message", async () => {
    const res = await withUnreachableDatabase(() => request("/contact", { form: { ...good, message: "Please call me about the UK." } }));
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("We could not send your enquiry just now");
    expect(html).toContain("Please call me about the UK.");
    expect(html).not.toContain("Thank you, we received");
  });

  it("shows the blog and gallery as a clear 503 page when the database is down", async () => {
    for (const path of ["/blog", "/visa-success-gallery"]) {
      const res = await withUnreachableDatabase(() => request(path));
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Temporarily unavailable");
    }
    const home = await withUnreachableDatabase(() => request("/"));
    expect(home.status).toBe(200);
  });
});

void sql;
