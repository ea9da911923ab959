// Issue 7: size budgets on the production build, for what a visitor's phone downloads.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/app";
import { backendName, testDb } from "../support/db";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");
const KB = 1024;
const gz = (bytes: Buffer | string) => gzipSync(bytes).length;

/** Every script and stylesheet a page loads from the build, with its gzip size. */
function assetsOf(html: string) {
  const js = new Set<string>();
  for (const m of html.matchAll(/(?:href|src)="(\/build\/[^"]+\.js)"|import\("(\/build\/[^"]+\.js)"\)/g)) js.add(m[1] ?? m[2]);
  const css = new Set([...html.matchAll(/<link rel="stylesheet" href="(\/build\/[^"]+\.css)"/g)].map((m) => m[1]));
  const size = (files: Set<string>) => [...files].reduce((sum, f) => sum + gz(readFileSync(path.join(PUBLIC_DIR, f))), 0);
  return { js: size(js), css: size(css), jsFiles: js.size };
}

beforeAll(async () => {
  await testDb();
});

describe(`page weight on ${backendName()}`, () => {
  it.each(["/", "/about", "/services", "/services/uk-skilled-worker-visa", "/countries/germany", "/blog", "/contact", "/privacy-policy", "/visa-success-gallery"])(
    "%s loads at most 100 KB of JavaScript and 20 KB of CSS (gzip)",
    async (page) => {
      const html = await (await request(page)).text();
      const { js, css, jsFiles } = assetsOf(html);
      expect(jsFiles).toBeGreaterThan(0);
      expect(js).toBeLessThanOrEqual(100 * KB);
      expect(css).toBeGreaterThan(0);
      expect(css).toBeLessThanOrEqual(20 * KB);
    },
  );

  it("the home page's HTML is at most 30 KB gzip", async () => {
    const html = await (await request("/")).text();
    expect(gz(html)).toBeLessThanOrEqual(30 * KB);
  });
});
