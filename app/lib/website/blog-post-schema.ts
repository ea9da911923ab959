import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { firmTimeZone } from "../ui/format";
import { isIsoDate } from "../ui/iso-date";
import { SLUG_MAX, SLUG_PATTERN, slugify } from "./slug";

// The blog editor's form. The slug is made from the title when left empty; the
// published date is the firm's wall-clock time ("YYYY-MM-DDTHH:MM", a datetime-local input),
// as every time the staff read is (issue 42: it was UTC, a second clock to convert to).
export const SLUG_TAKEN = "That slug is already used by another post";
const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export const blogPostSchema = z
  .object({
    title: z.string({ required_error: "Enter a title" }).trim().min(1, "Enter a title").max(200, "Keep the title under 200 characters"),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(SLUG_MAX, `Keep the slug under ${SLUG_MAX} characters`)
      .refine((v) => v === "" || SLUG_PATTERN.test(v), "Use lowercase letters, numbers and single hyphens, e.g. study-in-canada-2026")
      .default(""),
    excerpt: z.string().trim().max(500, "Keep the excerpt under 500 characters").default(""),
    cover_image_credit: z.string().trim().max(200, "Keep the credit under 200 characters").default(""),
    cover_image_alt: z.string().trim().max(300, "Keep the text alternative under 300 characters").default(""),
    body_markdown: z.string().max(100_000, "The post is too long (100,000 characters at most)").default(""),
    status: z.enum(["draft", "published"], { errorMap: () => ({ message: "Choose draft or published" }) }).default("draft"),
    published_at: z
      .string()
      .trim()
      .default("")
      // A real day (no 30 February, no year 0000, which PostgreSQL stores as 1 BC and no page can show).
      .refine(
        (v) => v === "" || (DATETIME_LOCAL.test(v) && isIsoDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(`${v}Z`))),
        "Enter a date and time, or leave it empty",
      ),
    remove_cover: z.literal("on").optional(),
  })
  .transform((v, ctx) => {
    const slug = v.slug || slugify(v.title);
    if (!SLUG_PATTERN.test(slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Enter a slug: the title has no letters or numbers to make one from",
      });
      return z.NEVER;
    }
    return { ...v, slug, removeCover: v.remove_cover === "on" };
  });

export type BlogPostForm = z.infer<typeof blogPostSchema>;

/** A stored time as the datetime-local input shows it (in `zone`, the firm's, to the minute). */
export function toDateTimeInput(value: Date | string | null | undefined, zone = firmTimeZone()): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const wall = new TZDate(date.getTime(), zone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(wall.getFullYear()).padStart(4, "0")}-${two(wall.getMonth() + 1)}-${two(wall.getDate())}T${two(wall.getHours())}:${two(wall.getMinutes())}`;
}

/** "YYYY-MM-DDTHH:MM" on the clocks of `zone`, as a moment. */
function fromDateTimeInput(value: string, zone: string): Date {
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, zone).getTime());
}

/**
 * The published_at to store: the date given (the firm's time); an unchanged date keeps the
 * stored time exactly; publishing without a date means now; a draft may have none.
 */
export function resolvePublishedAt(
  form: { status: "draft" | "published"; published_at: string },
  stored: Date | null,
  now = new Date(),
  zone = firmTimeZone(),
) {
  if (form.published_at) {
    if (stored && toDateTimeInput(stored, zone) === form.published_at.slice(0, 16)) return stored;
    return fromDateTimeInput(form.published_at.slice(0, 16), zone);
  }
  return form.status === "published" ? now : null;
}
