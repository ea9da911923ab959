import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Blog posts are written in Markdown by staff and rendered to HTML here, then
// sanitised with an allow-list: no script, no event handlers, no javascript: URLs.
const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  transformTags: {
    // A post's own h1 would make two on the page: the title is the h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

// An agreement loads nothing from elsewhere while it is read: no images, even one the
// checks of what is signed let through (lib/billing/agreement-hidden-text.ts refuses them).
const AGREEMENT: sanitizeHtml.IOptions = { ...ALLOWED, allowedTags: ALLOWED.allowedTags && ALLOWED.allowedTags.filter((t) => t !== "img") };

export function renderMarkdown(markdown: string, kind: "post" | "agreement" = "post"): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, kind === "agreement" ? AGREEMENT : ALLOWED);
}
