// Issue 17, item 5: every public page shows at least one picture, and every picture has
// its size (nothing shifts as it loads) and its text; below the first screen, pictures
// load lazily. Pages are those of the sitemap, plus the 404 page.
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/app";
import { backendName, testDb } from "../support/db";

let pages: string[] = [];

beforeAll(async () => {
  await testDb();
  const sitemap = await (await request("/sitemap.xml")).text();
  pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  pages.push("/no-such-page");
});

const imagesOf = (html: string) =>
  [...html.slice(html.indexOf("<main"), html.indexOf("</main>")).matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);

describe(`pictures on the public pages on ${backendName()}`, () => {
  it("every page has a picture, each with width, height and alt", async () => {
    expect(pages.length).toBeGreaterThanOrEqual(50);
    for (const path of pages) {
      const images = imagesOf(await (await request(path)).text());
      expect(images.length, `${path} has no picture`).toBeGreaterThan(0);
      for (const img of images) {
        expect(img, path).toMatch(/\swidth="\d+"/);
        expect(img, path).toMatch(/\sheight="\d+"/);
        expect(img, path).toMatch(/\salt="[^"]*"/);
      }
    }
  });

  it("the home page's hero loads at once, and the pictures further down lazily", async () => {
    const images = imagesOf(await (await request("/")).text());
    expect(images[0]).toContain("hero-routes.svg");
    expect(images[0]).not.toContain('loading="lazy"');
    for (const img of images.slice(1)) expect(img).toContain('loading="lazy"');
  });
});
