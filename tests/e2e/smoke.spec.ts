import { expect, test } from "./fixtures";

test("the home page shows its heading and a Get Started link to /contact", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/contact");
});

// In the js project only, once: an HTTP request, no browser.
test("/healthz answers 200 with db ok", { tag: "@once" }, async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ db: "ok" });
});

test("an unknown page is a 404 with links home and to contact", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
});
