// The admin's website content screens through the built server: blog posts, visa
// success stories and testimonials; what each action stores and what the public
// pages then show. Uploads are real multipart forms with real image bytes.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/db.server";
import { location, request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import sharp from "sharp";
import { jpegOfSize, PHOTO_WITH_GPS, TINY_GIF, TINY_PNG } from "../support/images";
import { createUsers, PASSWORDS } from "../support/users";

let db: Db;
let cookie: string;

beforeAll(async () => {
  const users = await createUsers("content");
  db = await testDb();
  cookie = await signIn("admin", users.admin.email, PASSWORDS.admin);
});

type Upload = { field: string; bytes: Uint8Array<ArrayBuffer>; name: string; type: string };

/** Posts a form as the admin; with a file it is multipart, the file first (fields after it must survive). */
function submit(path: string, fields: Record<string, string>, upload?: Upload) {
  if (!upload) return request(path, { cookie, form: fields });
  const form = new FormData();
  form.append(upload.field, new Blob([upload.bytes], { type: upload.type }), upload.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return request(path, { cookie, form });
}

const page = async (path: string) => {
  const res = await request(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.text();
};
const publicPage = async (path: string) => (await request(path)).text();
const idFrom = (res: Response, prefix: string) => location(res)!.replace(prefix, "");
const fileIdOf = (url: string | null) => url!.replace("/files/", "");

describe(`content lists start empty on ${backendName()}`, () => {
  it.each([
    ["/admin/blog", "No posts yet"],
    ["/admin/visa-success", "No success stories yet"],
    ["/admin/testimonials", "No testimonials yet"],
  ])("%s shows its empty state", async (path, text) => {
    expect(await page(path)).toContain(text);
  });
});

describe(`blog on ${backendName()}`, () => {
  const base = {
    intent: "save",
    title: "Canada Express Entry 2026",
    slug: "",
    excerpt: "What changed this year.",
    body_markdown: "## Draws\n\nCategory-based draws **continue**.<script>alert(1)</script>",
    status: "draft",
    published_at: "",
    cover_image_credit: "Photo: Studio Lumen",
    cover_image_alt: "A skyline at dusk",
  };

  it("refuses a post without a title, keeping what was typed", async () => {
    const res = await submit("/admin/blog/new", { ...base, title: "", excerpt: "Kept excerpt text" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a title");
    expect(html).toContain("Kept excerpt text");
    expect(html).toContain('aria-invalid="true"');
    expect(await db.selectFrom("blog_posts").select("id").execute()).toHaveLength(0);
  });

  let draftId: string;
  it("saves a draft with a slug made from the title; the public site does not show it", async () => {
    const res = await submit("/admin/blog/new", base);
    expect(res.status).toBe(302);
    expect(location(res)).toMatch(/^\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    draftId = idFrom(res, "/admin/blog/edit/");
    const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", draftId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      slug: "canada-express-entry-2026",
      status: "draft",
      published_at: null,
      excerpt: "What changed this year.",
    });
    expect((await request("/blog/canada-express-entry-2026")).status).toBe(404);
    expect(await publicPage("/blog")).not.toContain("Canada Express Entry 2026");
    expect(await publicPage("/sitemap.xml")).not.toContain("/blog/canada-express-entry-2026");
  });

  it("previews the draft as the public page will render it, under a Preview banner", async () => {
    const html = await page(`/admin/blog/preview/${draftId}`);
    expect(html).toContain("Preview");
    expect(html).toContain("Canada Express Entry 2026");
    expect(html).toContain("<h2>Draws</h2>");
    expect(html).toContain("<strong>continue</strong>");
    expect(html).not.toContain("alert(1)");
    expect(html).toContain("Draft: not published");
    expect((await request("/admin/blog/preview/not-a-uuid", { cookie })).status).toBe(404);
  });

  it("refuses a slug another post already has", async () => {
    const res = await submit("/admin/blog/new", { ...base, title: "Another post", slug: "canada-express-entry-2026", excerpt: "Second" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("That slug is already used by another post");
    expect(html).toContain("Another post");
    expect(await db.selectFrom("blog_posts").select("id").execute()).toHaveLength(1);
    // Its own slug is not a clash when the post is saved again.
    const again = await submit(`/admin/blog/edit/${draftId}`, { ...base, slug: "canada-express-entry-2026" });
    expect(again.status).toBe(302);
  });

  it("publishes at once when no date is given: /blog, the post page and the sitemap show it", async () => {
    const before = Date.now();
    const res = await submit(`/admin/blog/edit/${draftId}`, { ...base, status: "published" });
    expect(res.status).toBe(302);
    const row = await db.selectFrom("blog_posts").select(["status", "published_at"]).where("id", "=", draftId).executeTakeFirstOrThrow();
    expect(row.status).toBe("published");
    expect(row.published_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.published_at!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await publicPage("/blog")).toContain("Canada Express Entry 2026");
    const post = await request("/blog/canada-express-entry-2026");
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("<strong>continue</strong>");
    expect(await publicPage("/sitemap.xml")).toContain("/blog/canada-express-entry-2026</loc>");
    expect(await page("/admin/blog")).toContain("Published");
  });

  it("keeps a published date that was not changed, and schedules a future one", async () => {
    const stored = (await db.selectFrom("blog_posts").select("published_at").where("id", "=", draftId).executeTakeFirstOrThrow())
      .published_at!;
    const form = await page(`/admin/blog/edit/${draftId}`);
    const shown = /name="published_at"[^>]*value="([^"]+)"/.exec(form)?.[1] ?? /value="([^"]+)"[^>]*name="published_at"/.exec(form)?.[1];
    expect(shown).toBe(new Date(stored.getTime() + 330 * 60_000).toISOString().slice(0, 16)); // the firm's clock (India)
    await submit(`/admin/blog/edit/${draftId}`, { ...base, status: "published", published_at: shown! });
    const same = await db.selectFrom("blog_posts").select("published_at").where("id", "=", draftId).executeTakeFirstOrThrow();
    expect(same.published_at!.getTime()).toBe(stored.getTime());

    const res = await submit("/admin/blog/new", {
      ...base,
      title: "Scheduled post",
      status: "published",
      published_at: "2999-01-01T09:00",
    });
    expect(res.status).toBe(302);
    const row = await db.selectFrom("blog_posts").select("published_at").where("slug", "=", "scheduled-post").executeTakeFirstOrThrow();
    expect(row.published_at!.toISOString()).toBe("2999-01-01T03:30:00.000Z"); // 09:00 in India
    expect(await publicPage("/blog")).not.toContain("Scheduled post");
  });

  let coverId: string;
  it("uploads a cover image, stores it as /files/<id> and serves it", async () => {
    const res = await submit(
      `/admin/blog/edit/${draftId}`,
      { ...base, status: "published" },
      {
        field: "cover_image",
        bytes: TINY_PNG,
        name: "cover.png",
        type: "image/png",
      },
    );
    expect(res.status).toBe(302);
    const row = await db.selectFrom("blog_posts").select("cover_image_url").where("id", "=", draftId).executeTakeFirstOrThrow();
    expect(row.cover_image_url).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    coverId = fileIdOf(row.cover_image_url);
    const file = await request(row.cover_image_url!);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
    const post = await publicPage("/blog/canada-express-entry-2026");
    expect(post).toContain(`src="${row.cover_image_url}?w=640"`);
    expect(post).toContain(`${row.cover_image_url}?w=1280 1280w`);
    expect(post).toContain("Image: Photo: Studio Lumen");
    const stored = await db
      .selectFrom("files")
      .select(["visibility", "original_name", "created_by"])
      .where("id", "=", coverId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ visibility: "public", original_name: "cover.png" });
    expect(stored.created_by).not.toBeNull();
  });

  it("keeps the cover when the post is saved without choosing a file", async () => {
    const form = new FormData();
    form.append("cover_image", new Blob([], { type: "application/octet-stream" }), "");
    for (const [k, v] of Object.entries({ ...base, status: "published", excerpt: "Edited excerpt" })) form.append(k, v);
    const res = await request(`/admin/blog/edit/${draftId}`, { cookie, form });
    expect(res.status).toBe(302);
    const row = await db
      .selectFrom("blog_posts")
      .select(["cover_image_url", "excerpt"])
      .where("id", "=", draftId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cover_image_url: `/files/${coverId}`, excerpt: "Edited excerpt" });
  });

  it("judges the type by the bytes: a GIF named .png is refused beside the field, the rest kept", async () => {
    const res = await submit(
      "/admin/blog/new",
      { ...base, title: "Typed title kept" },
      { field: "cover_image", bytes: TINY_GIF, name: "sneaky.png", type: "image/png" },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Upload a JPEG, PNG or WebP image");
    expect(html).toContain("Typed title kept");
    expect(await db.selectFrom("blog_posts").select("id").where("title", "=", "Typed title kept").executeTakeFirst()).toBeUndefined();
  });

  it("refuses an image over 5 MB with a message, not a 500, keeping the fields sent after it", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const filesBefore = (await db.selectFrom("files").select("id").execute()).length;
    const res = await submit(
      "/admin/blog/new",
      { ...base, title: "Big cover post", excerpt: "After the file" },
      { field: "cover_image", bytes: big, name: "big.png", type: "image/png" },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("The image must be 5 MB or smaller");
    expect(html).toContain("Big cover post");
    expect(html).toContain("After the file");
    expect((await db.selectFrom("files").select("id").execute()).length).toBe(filesBefore);
  });

  it("accepts an image of exactly 5 MB", async () => {
    const res = await submit(
      "/admin/blog/new",
      { ...base, title: "Five megabytes" },
      { field: "cover_image", bytes: jpegOfSize(5 * 1024 * 1024), name: "exact.jpg", type: "image/jpeg" },
    );
    expect(res.status).toBe(302);
    const row = await db.selectFrom("blog_posts").select("cover_image_url").where("slug", "=", "five-megabytes").executeTakeFirstOrThrow();
    const file = await db
      .selectFrom("files")
      .select(["content_type", "size_bytes"])
      .where("id", "=", fileIdOf(row.cover_image_url))
      .executeTakeFirstOrThrow();
    expect(file.content_type).toBe("image/jpeg");
    expect(file.size_bytes).toBeLessThan(5 * 1024 * 1024); // re-encoded: the padding is gone
  });

  it("takes the longest post in any script with a file, and refuses a text over the upload form's limit (413), storing nothing", async () => {
    const cover = { field: "cover_image", bytes: TINY_PNG, name: "cover.png", type: "image/png" };
    // 100,000 characters of Devanagari: 300 KB in UTF-8, under the 400 KB a field.
    const long = await submit("/admin/blog/new", { ...base, title: "Hindi at length", body_markdown: "क".repeat(100_000) }, cover);
    expect(long.status).toBe(302);
    const filesBefore = (await db.selectFrom("files").select("id").execute()).length;
    const over = await submit("/admin/blog/new", { ...base, title: "Too long to hold", body_markdown: "x".repeat(401 * 1024) }, cover);
    expect(over.status).toBe(413);
    expect(await db.selectFrom("blog_posts").select("id").where("title", "=", "Too long to hold").executeTakeFirst()).toBeUndefined();
    expect((await db.selectFrom("files").select("id").execute()).length).toBe(filesBefore);
  });
  it("refuses a cover without a credit, and an image that cannot be read, beside the field", async () => {
    const noCredit = await submit(
      "/admin/blog/new",
      { ...base, title: "No credit", cover_image_credit: "" },
      { field: "cover_image", bytes: TINY_PNG, name: "c.png", type: "image/png" },
    );
    expect(noCredit.status).toBe(400);
    expect(await noCredit.text()).toContain("Say who took or made the image");
    const noAlt = await submit(
      "/admin/blog/new",
      { ...base, title: "No alt text", cover_image_alt: "" },
      { field: "cover_image", bytes: TINY_PNG, name: "c.png", type: "image/png" },
    );
    expect(noAlt.status).toBe(400);
    const noAltHtml = await noAlt.text();
    expect(noAltHtml).toContain("Describe the image in a few words for people who cannot see it");
    expect(noAltHtml).toContain('value="No alt text"');
    const broken = new Uint8Array(4096);
    broken.set(PHOTO_WITH_GPS.subarray(0, 200)); // a JPEG's first bytes, then nothing
    const damaged = await submit(
      "/admin/blog/new",
      { ...base, title: "Damaged cover" },
      { field: "cover_image", bytes: broken, name: "d.jpg", type: "image/jpeg" },
    );
    expect(damaged.status).toBe(400);
    const html = await damaged.text();
    expect(html).toContain("This image could not be read");
    expect(html).toContain("Damaged cover");
    expect(await db.selectFrom("blog_posts").select("id").where("title", "in", ["No credit", "Damaged cover"]).execute()).toEqual([]);
  });

  it("stores a photo without the place it was taken, and serves WebP widths of it", async () => {
    expect((await sharp(PHOTO_WITH_GPS).metadata()).exif).toBeDefined();
    await submit(
      "/admin/blog/new",
      { ...base, title: "Located photo", status: "published" },
      { field: "cover_image", bytes: PHOTO_WITH_GPS, name: "p.jpg", type: "image/jpeg" },
    );
    const { cover_image_url: url } = await db
      .selectFrom("blog_posts")
      .select("cover_image_url")
      .where("slug", "=", "located-photo")
      .executeTakeFirstOrThrow();
    const original = Buffer.from(await (await request(url!)).arrayBuffer());
    const meta = await sharp(original).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(["jpeg", 64, undefined]);
    const small = await request(`${url}?w=320`);
    expect([small.status, small.headers.get("Content-Type"), small.headers.get("Cache-Control")]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
    ]);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 64 }); // never enlarged
    const again = await request(`${url}?w=320`, { headers: { "If-None-Match": small.headers.get("ETag")! } });
    expect(again.status).toBe(304);
    for (const w of ["321", "99999", "abc", ""]) expect((await request(`${url}?w=${w}`)).status, w).toBe(404);
  });

  it("replacing the cover deletes the old file; removing it deletes that one", async () => {
    await submit(
      `/admin/blog/edit/${draftId}`,
      { ...base, status: "published" },
      { field: "cover_image", bytes: PHOTO_WITH_GPS, name: "new.jpg", type: "image/jpeg" },
    );
    const row = await db.selectFrom("blog_posts").select("cover_image_url").where("id", "=", draftId).executeTakeFirstOrThrow();
    expect(row.cover_image_url).not.toBe(`/files/${coverId}`);
    expect((await request(`/files/${coverId}`)).status).toBe(404);
    await submit(`/admin/blog/edit/${draftId}`, { ...base, status: "published", remove_cover: "on" });
    const after = await db.selectFrom("blog_posts").select("cover_image_url").where("id", "=", draftId).executeTakeFirstOrThrow();
    expect(after.cover_image_url).toBeNull();
    expect((await request(row.cover_image_url!)).status).toBe(404);
  });

  it("searches by title or slug, filters by status, sorts and pages by 20", async () => {
    await db
      .insertInto("blog_posts")
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          slug: `bulk-${String(i).padStart(2, "0")}`,
          title: `Bulk post ${String(i).padStart(2, "0")}`,
        })),
      )
      .execute();
    const first = await page("/admin/blog?q=bulk&sort=title&dir=asc");
    expect(first).toContain("Bulk post 00");
    expect(first).not.toContain("Bulk post 21");
    expect(first).toContain("22 results · page 1 of 2");
    expect(await page("/admin/blog?q=bulk&sort=title&dir=asc&page=2")).toContain("Bulk post 21");
    expect(await page("/admin/blog?q=bulk-07")).toContain("Bulk post 07");
    const published = await page("/admin/blog?status=published");
    expect(published).toContain("Canada Express Entry 2026");
    expect(published).not.toContain("Bulk post");
    expect(await page("/admin/blog?q=nothing-like-this")).toContain("No posts match");
    expect((await request("/admin/blog?sort=password_hash;drop", { cookie })).status).toBe(200);
  });

  it("deletes only after confirmation, with the cover file", async () => {
    await submit(
      `/admin/blog/edit/${draftId}`,
      { ...base, status: "published" },
      { field: "cover_image", bytes: TINY_PNG, name: "c.png", type: "image/png" },
    );
    const cover = (await db.selectFrom("blog_posts").select("cover_image_url").where("id", "=", draftId).executeTakeFirstOrThrow())
      .cover_image_url;
    const ask = await submit(`/admin/blog/edit/${draftId}`, { intent: "delete", confirmed: "" });
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("This cannot be undone");
    expect(await db.selectFrom("blog_posts").select("id").where("id", "=", draftId).executeTakeFirst()).toBeDefined();
    const done = await submit(`/admin/blog/edit/${draftId}`, { intent: "delete", confirmed: "yes" });
    expect([done.status, location(done)]).toEqual([302, "/admin/blog"]);
    expect(await db.selectFrom("blog_posts").select("id").where("id", "=", draftId).executeTakeFirst()).toBeUndefined();
    expect((await request(cover!)).status).toBe(404);
    expect((await request("/blog/canada-express-entry-2026")).status).toBe(404);
  });
});

describe(`visa success stories on ${backendName()}`, () => {
  const base = {
    intent: "save",
    display_name: "S. P.",
    country: "Germany",
    visa_type: "Opportunity Card",
    granted_on: "2026-06-12",
    story: "Now job hunting in Stuttgart.",
  };

  it("refuses publishing without consent, keeping the input", async () => {
    const res = await submit("/admin/visa-success/new", { ...base, is_published: "on" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("only with the client&#x27;s consent");
    expect(html).toContain("Now job hunting in Stuttgart.");
    expect(await db.selectFrom("visa_successes").select("id").execute()).toHaveLength(0);
  });

  it("the database refuses it too", async () => {
    await expect(
      db
        .insertInto("visa_successes")
        .values({ display_name: "X", country: "Y", visa_type: "Z", is_published: true, consent_to_publish: false })
        .execute(),
    ).rejects.toThrow(/visa_successes_consent/);
  });

  it("refuses a story over 1000 characters and missing country and visa", async () => {
    const res = await submit("/admin/visa-success/new", { ...base, country: "", visa_type: "", story: "x".repeat(1001) });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const text of ["Enter the country", "Enter the visa type", "1000 characters or fewer"]) expect(html).toContain(text);
  });

  let storyId: string;
  it("publishes a story with consent and a photo: the gallery shows both", async () => {
    const res = await submit(
      "/admin/visa-success/new",
      { ...base, consent_to_publish: "on", is_published: "on" },
      { field: "photo", bytes: TINY_PNG, name: "sp.png", type: "image/png" },
    );
    expect(res.status).toBe(302);
    storyId = idFrom(res, "/admin/visa-success/");
    const row = await db.selectFrom("visa_successes").selectAll().where("id", "=", storyId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ display_name: "S. P.", granted_on: "2026-06-12", consent_to_publish: true, is_published: true });
    expect(row.photo_url).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const gallery = await publicPage("/visa-success-gallery");
    expect(gallery).toContain("Now job hunting in Stuttgart.");
    expect(gallery).toContain(`src="${row.photo_url}?w=640"`);
    expect((await request(row.photo_url!)).status).toBe(200);
  });

  it("a wrong photo type is a field error and keeps the story", async () => {
    const res = await submit(
      `/admin/visa-success/${storyId}`,
      { ...base, story: "Edited story kept" },
      { field: "photo", bytes: new TextEncoder().encode("<svg></svg>"), name: "x.png", type: "image/png" },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Upload a JPEG, PNG or WebP image");
    expect(html).toContain("Edited story kept");
  });

  it("unpublishing, or withdrawing consent, takes it off the gallery", async () => {
    await submit(`/admin/visa-success/${storyId}`, { ...base, consent_to_publish: "on" });
    expect(await publicPage("/visa-success-gallery")).not.toContain("Now job hunting in Stuttgart.");
    const photo = (await db.selectFrom("visa_successes").select("photo_url").where("id", "=", storyId).executeTakeFirstOrThrow()).photo_url;
    expect(photo).toMatch(/^\/files\//); // saved without a new file: the photo stays
  });

  it("lists, searches and deletes after confirmation (with the photo)", async () => {
    expect(await page("/admin/visa-success?q=germ")).toContain("S. P.");
    expect(await page("/admin/visa-success?q=canada")).toContain("No stories match");
    const photo = (await db.selectFrom("visa_successes").select("photo_url").where("id", "=", storyId).executeTakeFirstOrThrow())
      .photo_url!;
    expect((await submit(`/admin/visa-success/${storyId}`, { intent: "delete" })).status).toBe(200);
    const done = await submit(`/admin/visa-success/${storyId}`, { intent: "delete", confirmed: "yes" });
    expect([done.status, location(done)]).toEqual([302, "/admin/visa-success"]);
    expect(await db.selectFrom("visa_successes").select("id").execute()).toHaveLength(0);
    expect((await request(photo)).status).toBe(404);
  });
});

describe(`testimonials on ${backendName()}`, () => {
  const base = {
    intent: "save",
    name: "Farhan Q.",
    country: "United Kingdom",
    visa_type: "Student visa",
    quote: "Clear advice on funds and the CAS.",
    video_url: "",
    rating: "5",
  };

  it.each([
    "https://example.com/video.mp4",
    "https://www.youtube.com/embed/aqz-KE-bpKQ",
    "javascript:alert(1)",
    "https://vimeo.com/channels/x",
  ])("refuses the video URL %s beside the field, keeping the input", async (url) => {
    const res = await submit("/admin/testimonials/new", { ...base, video_url: url });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a YouTube or Vimeo link");
    expect(html).toContain("Clear advice on funds and the CAS.");
  });

  it("refuses a missing quote and a rating outside 1-5", async () => {
    const res = await submit("/admin/testimonials/new", { ...base, quote: "", rating: "9" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter the quote");
    expect(html).toContain("Choose a rating from 1 to 5");
    expect(await db.selectFrom("testimonials").select("id").execute()).toHaveLength(0);
  });

  let id: string;
  it("a published testimonial with a YouTube link shows on the home page with a lazy, cookie-free player", async () => {
    const res = await submit("/admin/testimonials/new", { ...base, video_url: "https://youtu.be/aqz-KE-bpKQ", is_published: "on" });
    expect(res.status).toBe(302);
    id = idFrom(res, "/admin/testimonials/view/");
    const row = await db.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Farhan Q.", rating: 5, is_published: true, video_url: "https://youtu.be/aqz-KE-bpKQ" });
    const home = await publicPage("/");
    expect(home).toContain("Clear advice on funds and the CAS.");
    const iframe = /<iframe[^>]*>/.exec(home)?.[0] ?? "";
    expect(iframe).toContain('src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"');
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toContain('title="Video testimonial from Farhan Q."');
  });

  it("the read-only view embeds the video", async () => {
    const html = await page(`/admin/testimonials/view/${id}`);
    expect(html).toContain("Clear advice on funds and the CAS.");
    expect(html).toMatch(/<iframe[^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ"/);
  });

  it("a Vimeo link embeds Vimeo's player; unpublishing takes it off the home page", async () => {
    await submit(`/admin/testimonials/edit/${id}`, { ...base, video_url: "https://vimeo.com/76979871", is_published: "on" });
    expect(await publicPage("/")).toMatch(/<iframe[^>]*src="https:\/\/player\.vimeo\.com\/video\/76979871/);
    await submit(`/admin/testimonials/edit/${id}`, { ...base, video_url: "https://vimeo.com/76979871" });
    const home = await publicPage("/");
    expect(home).not.toContain("Clear advice on funds and the CAS.");
    expect(home).not.toContain("<iframe");
  });

  it("lists, searches, and deletes after confirmation", async () => {
    expect(await page("/admin/testimonials?q=farhan")).toContain("Farhan Q.");
    expect(await page("/admin/testimonials?published=yes")).toContain("No testimonials match");
    expect((await submit(`/admin/testimonials/edit/${id}`, { intent: "delete" })).status).toBe(200);
    const done = await submit(`/admin/testimonials/edit/${id}`, { intent: "delete", confirmed: "yes" });
    expect([done.status, location(done)]).toEqual([302, "/admin/testimonials"]);
    expect(await db.selectFrom("testimonials").select("id").execute()).toHaveLength(0);
  });
});
