// URL slugs for blog posts: lowercase letters, digits and single hyphens (the
// database checks the same pattern).
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** "Canada's Express Entry: 2026 draws" → "canadas-express-entry-2026-draws". */
export function slugify(text: string, max = 80): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents: é → e
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= max) return slug;
  // Cut at a word boundary where possible.
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, "");
}
