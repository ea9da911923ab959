// Hostile input (issue 8, item 3) for the admin's website content: blog posts, visa
// success stories and testimonials (save, with uploads, and delete), then the public
// pages that show them. NUM_RUNS (50 by default) runs per action and intent; the properties are
// described in tests/support/fuzz.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "~/lib/files/image-type";
import { request } from "../../support/app";
import { backendName, testDb } from "../../support/db";
import {
  anyDate,
  choice,
  escapeHtml,
  expectNoInjectedScript,
  firstValue,
  fuzzAction,
  goodUploads,
  impossibleDate,
  injectedScript,
  intentField,
  pastDate,
  printStats,
  sessionCookie,
  storableText,
  uploads,
  visibleHtml,
  XSS,
  type Field,
} from "../../support/fuzz";
import { createUsers } from "../../support/users";

let admin: string;
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const pool: Record<"blog" | "story" | "testimonial", string[]> = { blog: [], story: [], testimonial: [] };

beforeAll(async () => {
  const users = await createUsers("fuzz");
  admin = await sessionCookie(users.admin.id);
  const db = await testDb();
  for (let i = 0; i < 3; i++) {
    pool.blog.push(
      (
        await db
          .insertInto("blog_posts")
          .values({ slug: `pool-post-${i}`, title: `Pool post ${i}` })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
    pool.story.push(
      (
        await db
          .insertInto("visa_successes")
          .values({ display_name: `S${i}`, country: "Canada", visa_type: "Study" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
    pool.testimonial.push(
      (
        await db
          .insertInto("testimonials")
          .values({ name: `T${i}`, quote: "Great help." })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
});
afterAll(printStats);

const asAdmin = () => admin;

/** Markdown that tries every way to smuggle script past the renderer and its sanitiser. */
const MARKDOWN_ATTACKS = [
  ...XSS,
  "[x](JaVaScRiPt:alert(1))",
  "[x](javascript&colon;alert(1))",
  "[x](&#106;avascript:alert(1))",
  "![a](javascript:alert(1))",
  "<a href='javascript:alert(1)'>x</a>",
  "<details open ontoggle=alert(1)>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "<style>body{background:url(javascript:alert(1))}</style>",
  "<object data=javascript:alert(1)></object><embed src=javascript:alert(1)>",
  "<form action=javascript:alert(1)><button>x</button></form>",
  '<img src="https://x.example/a.png" onerror="alert(1)">',
  "```html\n<script>alert(1)</script>\n```",
  "<!-- <script>alert(1)</script> -->",
  '<p style="behavior:url(x)" onclick=alert(1)>x</p>',
  "# Title\n\n**bold** _it_ [ok](https://example.com) | a | b |\n|---|---|\n| 1 | 2 |",
];
const markdown = fc
  .array(fc.oneof(fc.constantFrom(...MARKDOWN_ATTACKS), storableText(1, 80)), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join("\n\n"));

/** Mostly images the site accepts, else anything (executables, markup, empty, oversized). */
const image = fc.oneof(goodUploads(["png", "jpeg"]), uploads(MAX_IMAGE_BYTES));
const checkbox = fc.constantFrom("on", null);
let fresh = "";

/** Where a form is posted: a new record, an existing one, one that does not exist. */
const target = (area: keyof typeof pool, newPath: string, editPath: string) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(newPath) },
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 2 }).map((i) => () => `${editPath}${pool[area][i]}`) },
    { weight: 1, arbitrary: fc.constantFrom(`${editPath}${NO_SUCH_ID}`, `${editPath}not-a-uuid`) },
  );
const pathOf = (t: string | (() => string)) => (typeof t === "string" ? t : t());

/** Delete runs aim at a record made for the run, at a new form (nothing to delete) or at none. */
const deleteTarget = fc.constantFrom("fresh", "fresh", "fresh", "new", "missing");

describe(`hostile input to the blog editor on ${backendName()}`, () => {
  it("POST /admin/blog/new and /admin/blog/edit/:id intent=save, with cover uploads", async () => {
    const fields: Field[] = [
      intentField("save"),
      { name: "title", valid: storableText(1, 200), kept: true },
      {
        name: "slug",
        valid: fc.oneof(
          fc.constantFrom("", "UPPER-case"),
          fc.integer({ min: 0, max: 1e6 }).map((n) => `post-${n}`),
        ),
        invalid: fc.constantFrom("pool-post-0", "Bad Slug", "a--b", "-x-"),
        kept: true,
      },
      { name: "excerpt", valid: storableText(0, 500), kept: true },
      { name: "body_markdown", valid: markdown, kept: true },
      { name: "status", ...choice(["draft", "published"], ["archived"]) },
      {
        name: "published_at",
        valid: fc.oneof(
          fc.constantFrom("", "", "2026-01-01T10:00", "2999-01-01T09:00"),
          anyDate.map((d) => `${d}T10:00`),
        ),
        invalid: fc.oneof(
          fc.constantFrom("2026-02-30T25:61", "0000-01-01T00:00", "2026-01-01"),
          impossibleDate.map((d) => `${d}T10:00`),
        ),
        kept: true,
      },
      { name: "remove_cover", valid: checkbox },
      { name: "cover_image_credit", valid: storableText(0, 200), invalid: fc.constant("x".repeat(201)), kept: true },
      { name: "cover_image_alt", valid: storableText(0, 300), invalid: fc.constant("x".repeat(301)), kept: true },
      { name: "cover_image", valid: fc.constant(""), file: image },
    ];
    await fuzzAction("admin blog save", {
      fields,
      multipart: 10,
      state: target("blog", "/admin/blog/new", "/admin/blog/edit/"),
      path: pathOf,
      cookie: asAdmin,
      keep: (form) => firstValue(form, "intent") !== "delete",
    });
  });

  it("POST /admin/blog/edit/:id intent=delete", async () => {
    await fuzzAction("admin blog delete", {
      fields: [intentField("delete"), { name: "confirmed", valid: fc.constantFrom("yes", "") }],
      state: deleteTarget,
      setup: async (t) => {
        if (t !== "fresh") return;
        const db = await testDb();
        fresh = (
          await db
            .insertInto("blog_posts")
            .values({ slug: `doomed-${Date.now()}-${Math.random().toString(36).slice(2)}`, title: "Doomed" })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      },
      path: (t) => (t === "new" ? "/admin/blog/new" : `/admin/blog/edit/${t === "fresh" ? fresh : NO_SUCH_ID}`),
      cookie: asAdmin,
    });
  });
});

describe(`hostile input to the visa success stories on ${backendName()}`, () => {
  it("POST /admin/visa-success/new and /admin/visa-success/:id intent=save, with photo uploads", async () => {
    const fields: Field[] = [
      intentField("save"),
      { name: "display_name", valid: storableText(1, 120), kept: true },
      { name: "country", valid: storableText(1, 100), kept: true },
      { name: "visa_type", valid: storableText(1, 120), kept: true },
      {
        name: "granted_on",
        valid: fc.oneof(fc.constant(""), pastDate),
        invalid: fc.oneof(impossibleDate, fc.constant("2999-01-01")),
        kept: true,
      },
      { name: "story", valid: storableText(0, 1000), kept: true },
      { name: "consent_to_publish", valid: fc.constantFrom("on", "on", null), invalid: fc.constant("yes") },
      { name: "is_published", valid: checkbox },
      { name: "remove_photo", valid: checkbox },
      { name: "photo", valid: fc.constant(""), file: image },
    ];
    await fuzzAction("admin story save", {
      fields,
      multipart: 10,
      state: target("story", "/admin/visa-success/new", "/admin/visa-success/"),
      path: pathOf,
      cookie: asAdmin,
      keep: (form) => firstValue(form, "intent") !== "delete",
    });
  });

  it("POST /admin/visa-success/:id intent=delete", async () => {
    await fuzzAction("admin story delete", {
      fields: [intentField("delete"), { name: "confirmed", valid: fc.constantFrom("yes", "") }],
      state: deleteTarget,
      setup: async (t) => {
        if (t !== "fresh") return;
        const db = await testDb();
        fresh = (
          await db
            .insertInto("visa_successes")
            .values({ display_name: "Doomed", country: "X", visa_type: "Y" })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      },
      path: (t) => (t === "new" ? "/admin/visa-success/new" : `/admin/visa-success/${t === "fresh" ? fresh : NO_SUCH_ID}`),
      cookie: asAdmin,
    });
  });
});

describe(`hostile input to the testimonials on ${backendName()}`, () => {
  it("POST /admin/testimonials/new and /admin/testimonials/edit/:id intent=save", async () => {
    const fields: Field[] = [
      intentField("save"),
      { name: "name", valid: storableText(1, 120), kept: true },
      { name: "country", valid: storableText(0, 100), kept: true },
      { name: "visa_type", valid: storableText(0, 120), kept: true },
      { name: "quote", valid: storableText(1, 2000), kept: true },
      {
        name: "video_url",
        ...choice(
          [
            "",
            "https://youtu.be/aqz-KE-bpKQ",
            "https://vimeo.com/76979871",
            'https://www.youtube.com/watch?v=aqz-KE-bpKQ&x="><script>alert(1)</script>',
          ],
          [
            "javascript:alert(1)",
            'https://youtu.be/aqz-KE-bpKQ"onload="alert(1)',
            "https://example.com/video.mp4",
            "https://www.youtube.com/embed/x",
          ],
        ),
        kept: true,
      },
      { name: "rating", ...choice(["", "1", "5"], ["9", "0", "4.5"]) },
      { name: "is_published", valid: checkbox },
    ];
    await fuzzAction("admin testimonial save", {
      fields,
      state: target("testimonial", "/admin/testimonials/new", "/admin/testimonials/edit/"),
      path: pathOf,
      cookie: asAdmin,
      keep: (form) => firstValue(form, "intent") !== "delete",
    });
  });

  it("POST /admin/testimonials/edit/:id intent=delete", async () => {
    await fuzzAction("admin testimonial delete", {
      fields: [intentField("delete"), { name: "confirmed", valid: fc.constantFrom("yes", "") }],
      state: deleteTarget,
      setup: async (t) => {
        if (t !== "fresh") return;
        const db = await testDb();
        fresh = (await db.insertInto("testimonials").values({ name: "Doomed", quote: "Bye." }).returning("id").executeTakeFirstOrThrow())
          .id;
      },
      path: (t) => (t === "new" ? "/admin/testimonials/new" : `/admin/testimonials/edit/${t === "fresh" ? fresh : NO_SUCH_ID}`),
      cookie: asAdmin,
    });
  });
});

/** The tags sanitize-html lets through for a post (app/server/website/markdown.server.ts), and nothing else. */
const POST_TAGS = new Set([
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "hr",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);

describe(`what the runs stored on ${backendName()}`, () => {
  it("renders every published post's Markdown through the sanitiser: only allowed tags, no script, no event handler, no script URL", async () => {
    // Whatever the random runs published, one post of each kind of attack is published through the form too.
    for (const [i, attack] of MARKDOWN_ATTACKS.entries()) {
      const res = await request("/admin/blog/new", {
        cookie: admin,
        form: {
          intent: "save",
          title: `Attack ${i}`,
          slug: `attack-${i}`,
          excerpt: "",
          body_markdown: `Intro\n\n${attack}`,
          status: "published",
          published_at: "2026-01-01T10:00",
        },
      });
      expect(res.status, attack).toBe(302);
    }
    const db = await testDb();
    const posts = await db.selectFrom("blog_posts").select(["id", "slug", "title", "body_markdown", "status", "published_at"]).execute();
    const live = posts.filter((p) => p.status === "published" && p.published_at && p.published_at <= new Date());
    // The runs did publish posts carrying the attacks this checks.
    expect(live.filter((p) => p.body_markdown.includes("<script>alert(1)</script>")).length).toBeGreaterThan(0);
    expect(live.filter((p) => /onerror=/.test(p.body_markdown)).length).toBeGreaterThan(0);
    expect(live.filter((p) => /\]\(javascript:/i.test(p.body_markdown)).length).toBeGreaterThan(0);
    for (const post of live.slice(0, 60)) {
      const html = await (await request(`/blog/${post.slug}`)).text();
      expect(injectedScript(html), `/blog/${post.slug}`).toBeNull();
      const body = /<div class="prose-content[^"]*">([\s\S]*?)<\/div><p class="mt-10/.exec(html)?.[1];
      expect(body, `/blog/${post.slug} shows its body`).toBeDefined();
      for (const m of body!.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g))
        expect(POST_TAGS, `<${m[1]}> in /blog/${post.slug}`).toContain(m[1].toLowerCase());
      expect(visibleHtml(html)).toContain(escapeHtml(post.title));
    }
    await expectNoInjectedScript(
      [
        ...Array.from({ length: Math.ceil(live.length / 9) }, (_, i) => `/blog?page=${i + 1}`),
        ...posts.slice(0, 30).map((p) => `/admin/blog/preview/${p.id}`),
        ...posts.slice(0, 10).map((p) => `/admin/blog/edit/${p.id}`),
        "/admin/blog",
      ],
      admin,
    );
  });

  it("shows stories and testimonials with payloads as text on the home page, the gallery and the admin's pages", async () => {
    const db = await testDb();
    const stories = await db.selectFrom("visa_successes").select(["id", "display_name", "story"]).execute();
    const testimonials = await db.selectFrom("testimonials").select(["id", "name", "quote", "is_published"]).execute();
    // The runs did store markup that would run if it were not escaped.
    const markup = /<script|onerror=|onload=/;
    expect(stories.some((s) => markup.test(s.display_name + s.story))).toBe(true);
    expect(testimonials.some((t) => t.is_published && markup.test(t.name + t.quote))).toBe(true);
    await expectNoInjectedScript(["/", "/visa-success-gallery", "/sitemap.xml"]);
    await expectNoInjectedScript(
      [
        "/admin/visa-success",
        "/admin/testimonials",
        ...stories.slice(0, 30).map((s) => `/admin/visa-success/${s.id}`),
        ...testimonials.slice(0, 30).map((t) => `/admin/testimonials/view/${t.id}`),
        ...testimonials.slice(0, 10).map((t) => `/admin/testimonials/edit/${t.id}`),
      ],
      admin,
    );
    // Every stored image is served as an image, never as a page (to an admin: some are
    // photos of stories not published, which nobody else sees).
    const files = await db.selectFrom("files").select(["id", "content_type"]).execute();
    for (const f of files) {
      expect(["image/png", "image/jpeg", "image/webp"]).toContain(f.content_type);
      const res = await request(`/files/${f.id}`, { cookie: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe(f.content_type);
    }
  });
});
