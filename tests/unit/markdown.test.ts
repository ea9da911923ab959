import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/server/website/markdown.server";

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis and links", () => {
    const html = renderMarkdown("## Steps\n\n1. **Apply** [online](https://www.gov.uk/x)\n2. Wait");
    expect(html).toContain("<h2>Steps</h2>");
    expect(html).toContain("<ol>");
    expect(html).toContain("<strong>Apply</strong>");
    expect(html).toContain('<a href="https://www.gov.uk/x" rel="noopener noreferrer" target="_blank">online</a>');
  });

  it.each([
    ["a script tag", "<script>alert(1)</script>Hello", /<script/i],
    ["an onerror handler", '<img src="https://x.example/a.png" onerror="alert(1)">', /onerror/i],
    ["a javascript: link", "[click](javascript:alert(1))", /javascript:/i],
    ["an iframe", '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ["a style attribute", '<p style="position:fixed">x</p>', /style=/i],
    ["an svg with script", "<svg><script>alert(1)</script></svg>", /<svg|<script/i],
    ["a data: URL image", '<img src="data:text/html;base64,PHNjcmlwdD4=">', /data:/i],
  ])("removes %s", (_label, input, forbidden) => {
    expect(renderMarkdown(input)).not.toMatch(forbidden);
  });

  it("turns a post's own h1 into an h2, so the page keeps one h1", () => {
    expect(renderMarkdown("# Title")).toBe("<h2>Title</h2>\n");
  });
});
