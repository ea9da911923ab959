import { describe, expect, it } from "vitest";
import { blogPostSchema, resolvePublishedAt, toDateTimeInput } from "~/lib/website/blog-post-schema";
import { detectImageType } from "~/lib/files/image-type";
import { slugify } from "~/lib/website/slug";
import { testimonialSchema } from "~/lib/website/testimonial-schema";
import { CONSENT_REQUIRED, visaSuccessSchema } from "~/lib/website/visa-success-schema";

describe("slugify", () => {
  it.each([
    ["Canada's Express Entry: 2026 draws", "canadas-express-entry-2026-draws"],
    ["  Études en France & Allemagne ", "etudes-en-france-and-allemagne"],
    ["UK Skilled Worker -- what changed?", "uk-skilled-worker-what-changed"],
    ["日本", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("cuts a long title at a word boundary", () => {
    const slug = slugify("word ".repeat(40), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug).toMatch(/^word(-word)*$/);
  });
});

describe("detectImageType", () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);
  it("recognises JPEG, PNG and WebP by their first bytes", () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(detectImageType(new TextEncoder().encode("RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
  });

  it.each([
    ["GIF", new TextEncoder().encode("GIF89a......")],
    ["SVG", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["HTML", new TextEncoder().encode("<!doctype html><script>alert(1)</script>")],
    ["PDF", new TextEncoder().encode("%PDF-1.7")],
    ["a RIFF that is not WebP (WAV)", new TextEncoder().encode("RIFF\x24\x00\x00\x00WAVEfmt ")],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});

describe("blog post form", () => {
  it("makes the slug from the title when left empty", () => {
    const parsed = blogPostSchema.parse({ title: "Study in Canada 2026", slug: "", status: "draft" });
    expect(parsed.slug).toBe("study-in-canada-2026");
  });

  it("refuses a malformed slug beside the field", () => {
    const result = blogPostSchema.safeParse({ title: "T", slug: "no spaces/allowed", status: "draft" });
    expect(result.success).toBe(false);
    expect(result.error!.flatten().fieldErrors.slug?.[0]).toMatch(/lowercase letters, numbers and single hyphens/);
  });

  it("refuses a published date that is not a date", () => {
    const result = blogPostSchema.safeParse({ title: "T", status: "published", published_at: "yesterday" });
    expect(result.error!.flatten().fieldErrors.published_at?.[0]).toBe("Enter a date and time, or leave it empty");
  });

  it("publishes now without a date, keeps an unchanged date exactly, and reads a new one on the firm's clock", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(resolvePublishedAt({ status: "published", published_at: "" }, null, now)).toBe(now);
    expect(resolvePublishedAt({ status: "draft", published_at: "" }, null, now)).toBeNull();
    const stored = new Date("2026-01-05T08:30:42.123Z");
    expect(resolvePublishedAt({ status: "published", published_at: toDateTimeInput(stored) }, stored, now)).toBe(stored);
    // 09:15 in India is 03:45 UTC; shown back as it was typed.
    const typed = resolvePublishedAt({ status: "published", published_at: "2026-02-01T09:15" }, stored, now, "Asia/Kolkata");
    expect(typed).toEqual(new Date("2026-02-01T03:45:00Z"));
    expect(toDateTimeInput(typed, "Asia/Kolkata")).toBe("2026-02-01T09:15");
    expect(toDateTimeInput(new Date("2026-07-01T12:00:00Z"), "Europe/London")).toBe("2026-07-01T13:00"); // summer time
  });
});

describe("testimonial form", () => {
  it("accepts a YouTube link and a rating, and stores no video as null", () => {
    const a = testimonialSchema.parse({
      name: "A",
      quote: "Q",
      video_url: "https://youtu.be/dQw4w9WgXcQ",
      rating: "4",
      is_published: "on",
    });
    expect(a).toMatchObject({ video_url: "https://youtu.be/dQw4w9WgXcQ", rating: 4, is_published: true });
    const b = testimonialSchema.parse({ name: "A", quote: "Q", video_url: "", rating: "" });
    expect(b).toMatchObject({ video_url: null, rating: null, is_published: false });
  });

  it("refuses another site's video and a rating outside 1-5", () => {
    const result = testimonialSchema.safeParse({ name: "A", quote: "Q", video_url: "https://example.com/v.mp4", rating: "6" });
    const errors = result.error!.flatten().fieldErrors;
    expect(errors.video_url?.[0]).toMatch(/YouTube or Vimeo/);
    expect(errors.rating?.[0]).toMatch(/1 to 5/);
  });
});

describe("visa success form", () => {
  const base = { display_name: "S. P.", country: "Germany", visa_type: "Opportunity Card", granted_on: "2026-06-12", story: "" };

  it("refuses publishing without the client's consent", () => {
    const result = visaSuccessSchema.safeParse({ ...base, is_published: "on" });
    expect(result.error!.flatten().fieldErrors.is_published).toEqual([CONSENT_REQUIRED]);
    expect(visaSuccessSchema.parse({ ...base, is_published: "on", consent_to_publish: "on" }).is_published).toBe(true);
  });

  it("limits the story to 1000 characters and checks the date", () => {
    const result = visaSuccessSchema.safeParse({ ...base, story: "x".repeat(1001), granted_on: "2026-02-30" });
    const errors = result.error!.flatten().fieldErrors;
    expect(errors.story?.[0]).toMatch(/1000 characters/);
    expect(errors.granted_on?.[0]).toMatch(/date of grant/);
    expect(visaSuccessSchema.safeParse({ ...base, granted_on: "2999-01-01" }).error!.flatten().fieldErrors.granted_on?.[0]).toMatch(
      /future/,
    );
  });
});
