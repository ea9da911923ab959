import type { Page } from "@playwright/test";
import { DEMO, expect, signIn, test } from "./fixtures";

// With JavaScript on, every page must load its modules and hydrate without an error
// (a route module that touches server-only code at load time breaks client navigation).
// In the js project only: its subject is the page's scripts.
const PUBLIC = [
  "/",
  "/about",
  "/services",
  "/services/germany-opportunity-card",
  "/services/study-abroad",
  "/countries/portugal",
  "/blog",
  "/contact",
  "/privacy-policy",
  "/visa-success-gallery",
];
const PORTALS = {
  admin: [
    "/admin/dashboard",
    "/admin/clients",
    "/admin/clients/new",
    "/admin/agents",
    "/admin/agents/new",
    "/admin/applications",
    "/admin/applications/new",
    "/admin/enquiries",
    "/admin/blog",
    "/admin/blog/new",
    "/admin/visa-success",
    "/admin/visa-success/new",
    "/admin/testimonials",
    "/admin/testimonials/new",
    "/admin/settings",
    "/admin/invoices",
  ],
  agent: ["/agent/dashboard", "/agent/clients"],
  client: ["/client/dashboard", "/client/profile-setup", "/client/billing"],
} as const;

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    // A click that lands while the last navigation is still loading aborts it, and
    // Chromium may log that abort; the page the test then checks is what counts.
    if (m.type() === "error" && !m.text().startsWith("AbortError: signal is aborted without reason")) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

test("public pages load and navigate without script errors", { tag: "@js-only" }, async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of PUBLIC) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // Client-side navigation loads each route module in the browser.
  await page.goto("/");
  await page.getByRole("link", { name: "Explore services" }).click();
  await expect(page).toHaveURL("/services");
  expect(errors).toEqual([]);
});

for (const portal of ["admin", "agent", "client"] as const) {
  test(`${portal} pages load and navigate without script errors`, { tag: "@js-only" }, async ({ page }) => {
    const errors = collectErrors(page);
    // Typed: the sign-in page and its form's client-side submit are checked too.
    await signIn(page, portal, DEMO[portal].email, DEMO[portal].password);
    for (const path of PORTALS[portal]) {
      // Through the menu or a link where there is one, so the module loads client-side.
      const link = page.locator(`a[href="${path}"]`).first();
      if (await link.count()) await link.click();
      else await page.goto(path);
      await expect(page).toHaveURL(path);
      // Not "networkidle" (Playwright discourages it: once in CI it never came in 30 s);
      // a client-side navigation has loaded the route's module before the URL changes.
      await page.waitForLoadState("load");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    if (portal === "agent") {
      await page.getByRole("link", { name: "Priya Sharma", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Priya Sharma" })).toBeVisible();
    }
    if (portal === "admin") {
      await page.getByRole("link", { name: "Clients", exact: true }).click();
      await expect(page).toHaveURL("/admin/clients");
      await page.getByRole("link", { name: "Priya Sharma" }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Priya Sharma");
    }
    expect(errors).toEqual([]);
  });
}
