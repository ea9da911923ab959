import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The admin's content screens in a real browser, with JavaScript on and off: a blog
// post with a cover image goes from draft to /blog; a video testimonial reaches the
// home page; a delete asks first.

// A 1×1 transparent PNG, made here so the test needs no fixture file.
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test("write a draft with a cover image, publish it, and see it on /blog with the image served", async ({ adminPage: page }, info) => {
  const title = `Work permits explained (${info.project.name})`;
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL("/admin/blog/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("The short version.");
  await page.getByLabel("Body (Markdown)").fill("## First steps\n\nCheck the **official** list.");
  await page.getByLabel("Choose an image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: TINY_PNG });
  await page.getByLabel("Credit or licence").fill("Drawn by our team");
  // An image needs its text alternative: refused beside the field, what was typed kept.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Describe the image in a few words for people who cannot see it")).toBeVisible();
  await expect(page.getByLabel("Text alternative (alt text)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Credit or licence")).toHaveValue("Drawn by our team");
  await page.getByLabel("Choose an image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: TINY_PNG });
  await page.getByLabel("Text alternative (alt text)").fill("A work permit on a desk beside a passport");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Post saved")).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveValue(`work-permits-explained-${info.project.name}`);
  const cover = page.getByRole("img", { name: "Current cover image" });
  await expect(cover).toBeVisible();
  const src = await cover.getAttribute("src");
  expect(src).toMatch(/^\/files\/[0-9a-f-]{36}$/);

  // A draft: not on the site, but the preview shows it.
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await page.goBack();
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByText("Preview", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "First steps" })).toBeVisible();
  await page.getByRole("link", { name: "Back to editing" }).click();

  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Post published")).toBeVisible();

  await page.goto("/blog");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(`/blog/work-permits-explained-${info.project.name}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(`img[src="${src}?w=640"]`)).toHaveAttribute("alt", "A work permit on a desk beside a passport");
  await expect(page.getByText("Image: Drawn by our team")).toBeVisible();
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  // The front door sets nosniff on every response, files included.
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  expect(
    Buffer.from(await image.body())
      .subarray(0, 8)
      .equals(TINY_PNG.subarray(0, 8)),
  ).toBe(true); // a PNG, re-encoded without metadata
});

test("a file that is not an image is refused beside the field and the typed title stays", async ({ adminPage: page }, info) => {
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title").fill(`Not an image (${info.project.name})`);
  await page.getByLabel("Choose an image").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<svg></svg>") });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Upload a JPEG, PNG or WebP image")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`Not an image (${info.project.name})`);
  await expect(page).toHaveURL("/admin/blog/new");
});

test("a testimonial with a YouTube link shows on the home page with the video embedded", async ({ adminPage: page }, info) => {
  const name = `Video Client ${info.project.name}`;
  await page.goto("/admin/testimonials/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Country").fill("Canada");
  await page.getByLabel("Quote").fill(`Honest advice from start to finish (${info.project.name}).`);
  await page.getByLabel("Video URL (optional)").fill("https://www.example.com/video");
  await page.getByLabel("Published on the home page").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Enter a YouTube or Vimeo link/)).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  await page.getByLabel("Video URL (optional)").fill("https://youtu.be/aqz-KE-bpKQ");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Testimonial added")).toBeVisible();
  await expect(page.locator('iframe[src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]')).toHaveCount(1);

  // The player is not fetched here (no network): the element and its address are what matter.
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 204, body: "" }));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const card = page.locator("figure").filter({ hasText: `Honest advice from start to finish (${info.project.name}).` });
  await expect(card).toBeVisible();
  const player = card.locator("iframe");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
  await expect(player).toHaveAttribute("loading", "lazy");
  await expect(player).toHaveAttribute("title", `Video testimonial from ${name}`);
});

test("deleting a testimonial asks first", async ({ adminPage: page, javaScriptEnabled }, info) => {
  const name = `To delete ${info.project.name}`;
  await page.goto("/admin/testimonials/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Quote").fill("Short-lived.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Testimonial added")).toBeVisible();
  await page.getByRole("link", { name: "Edit" }).click();

  if (javaScriptEnabled) {
    // The first time the admin cancels the browser's dialog: nothing is deleted.
    page.once("dialog", (dialog) => dialog.dismiss());
    await page.getByRole("button", { name: "Delete testimonial" }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials\/edit\//);
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Delete testimonial" }).click();
  } else {
    await page.getByRole("button", { name: "Delete testimonial" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("This cannot be undone");
    await page.getByRole("button", { name: "Yes, delete" }).click();
  }
  await expect(page).toHaveURL("/admin/testimonials");
  await expect(page.getByText(`Deleted the testimonial from ${name}`)).toBeVisible();
  await page.goto(`/admin/testimonials?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No testimonials match")).toBeVisible();
});

// In the js project only: axe runs as a script in the page.
test("the content screens have no serious or critical accessibility violations", { tag: "@js-only" }, async ({ adminPage: page }) => {
  test.setTimeout(60_000); // nine pages through axe: 17 s on a quiet machine, past 30 s on a busy one
  // Seeded records: a testimonial with a video, a story, a post.
  const firstHref = async (list: string, link: Parameters<Page["getByRole"]>[1]) => {
    await page.goto(list);
    return (await page.getByRole("link", link).first().getAttribute("href"))!;
  };
  const records = [
    await firstHref("/admin/testimonials", { name: "Farhan Q.", exact: true }),
    await firstHref("/admin/visa-success", { name: "Neha K.", exact: true }),
    await firstHref("/admin/blog", { name: /^Edit / }),
  ];
  for (const path of [
    "/admin/blog",
    "/admin/blog/new",
    "/admin/visa-success",
    "/admin/visa-success/new",
    "/admin/testimonials",
    "/admin/testimonials/new",
    ...records,
  ]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
