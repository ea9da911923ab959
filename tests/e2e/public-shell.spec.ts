import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const jsOn = (name: string) => name === "js";

test.describe("navigation bar", () => {
  test("has the spec's links, Sign in and Book a consultation; the footer leads staff to their sign-in", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About Us", "Blog", "Contact Us"]) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/client/login");
    await expect(banner.getByRole("link", { name: "Book a consultation" })).toHaveAttribute("href", "/book");
    await expect(banner.getByRole("link", { name: "Book a consultation" })).toHaveText("Book a consultation");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["clients", "/client/login"],
      ["advisers", "/agent/login"],
      ["administrators", "/admin/login"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // The floating WhatsApp button keeps to the margin left of the content column.
    await page.goto("/privacy-policy");
    const chat = (await page.locator("[data-whatsapp]").boundingBox())!;
    const column = (await page.locator("main h1").boundingBox())!;
    expect(chat.x + chat.width).toBeLessThan(column.x);
  });

  for (const [label, count, example] of [
    ["Services", 10, "UK Skilled Worker visa"],
    ["Countries", 10, "Germany"],
  ] as const) {
    test(`the ${label} dropdown opens by pointer and by keyboard`, async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const menu = nav.locator("details").filter({ has: page.locator("summary", { hasText: label }) });
      const toggle = menu.locator("summary");
      await toggle.click();
      await expect(menu.getByRole("link", { name: example })).toBeVisible();
      await expect(menu.locator("ul > li > a")).toHaveCount(count);
      await toggle.click();
      await expect(menu.getByRole("link", { name: example })).toBeHidden();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(menu.getByRole("link", { name: example })).toBeVisible();
      await menu.getByRole("link", { name: example }).click();
      await expect(page).toHaveURL(/\/(services|countries)\//);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  // In the js project only: closing on an outside click and on Escape is the scripts' work.
  test("a dropdown closes on an outside click and on Escape (JavaScript)", { tag: "@js-only" }, async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" });
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schengen visa" });
    await toggle.click();
    await expect(link).toBeVisible();
    await page.mouse.click(20, 500);
    await expect(link).toBeHidden();
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(link).toBeHidden();
  });

  // In the js project only: it is about the scripts arriving.
  test(
    "a menu opened on a slow connection, before the scripts arrive, stays open when they do (JavaScript)",
    { tag: "@js-only" },
    async ({ page }) => {
      // The scripts (not the stylesheet, which the page waits for) are held back until the visitor has opened the menu.
      let release = () => {};
      const opened = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/build\/.*\.js$/, async (route) => {
        await opened;
        await route.continue();
      });
      await page.goto("/", { waitUntil: "commit" });
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.locator("summary", { hasText: "Services" }).click();
      await expect(nav.getByRole("link", { name: "Schengen visa" })).toBeVisible();
      release();
      // Every script has arrived and run (hydration follows the last module at once).
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      await expect(nav.getByRole("link", { name: "Schengen visa" })).toBeVisible();
    },
  );
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens a 320 px panel with an overlay, locks scrolling, and every link is reachable", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByLabel("Menu").click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.width).toBeCloseTo(320, 0);
    await expect(page.locator("[data-menu-overlay]")).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await expect(panel.getByRole("link")).toHaveCount(2 + 2 + 11 + 10 + 3);
    await panel.getByRole("link", { name: "Ireland" }).click();
    await expect(page).toHaveURL("/countries/ireland");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("Book a consultation shows without opening anything, on the home page's first screen; WhatsApp covers no text", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const book = page.getByRole("banner").getByRole("link", { name: "Book a consultation" });
    await expect(book).toBeInViewport();
    await expect(book).toHaveAttribute("href", "/book");
    const hero = page.getByRole("main").getByRole("link", { name: "Book a consultation" });
    expect((await hero.boundingBox())!.y + (await hero.boundingBox())!.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A long page's last paragraph, scrolled to the bottom of the window: nothing lies over it.
    await page.goto("/privacy-policy");
    const last = page.locator("main p").last();
    await last.evaluate((p) => p.scrollIntoView({ block: "end", behavior: "instant" }));
    const box = (await last.boundingBox())!;
    for (const dy of [10, 40, 70]) {
      for (const x of [box.x + 10, box.x + 100, box.x + box.width / 2]) {
        const point = [x, box.y + box.height - dy];
        expect(await last.evaluate((p, [px, py]) => p.contains(document.elementFromPoint(px, py)), point), `${point}`).toBe(true);
      }
    }
    const chat = (await page.locator("[data-whatsapp]").boundingBox())!;
    expect(chat.y >= box.y + box.height || chat.y + chat.height <= box.y).toBe(true);
  });

  test("closes on the toggle, an overlay click and Escape", async ({ page }, info) => {
    await page.goto("/about");
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await page.getByLabel("Menu").click();
    await expect(panel).toBeVisible();
    await page.getByLabel("Menu").click();
    await expect(panel).toBeHidden();
    if (!jsOn(info.project.name)) return; // the rest needs JavaScript
    await page.getByLabel("Menu").click();
    await page.locator("[data-menu-overlay]").click({ position: { x: 10, y: 300 } });
    await expect(panel).toBeHidden();
    await page.getByLabel("Menu").click();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });
});

// In the js project only: what scrolling changes is the scripts' work.
test.describe("scrolling (JavaScript)", { tag: "@js-only" }, () => {
  test("the header turns white and blurred after 50 px; the scroll-to-top button appears after 300 px", async ({ page }) => {
    await page.goto("/services");
    const header = page.getByRole("banner");
    const toTop = page.getByRole("link", { name: "Scroll to top" });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur");
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("on a country page the logo is inverted while at the top", async ({ page }) => {
    await page.goto("/countries/australia");
    const logo = page.locator(".site-logo");
    await expect(logo).toHaveAttribute("data-inverted", "true");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(logo).not.toHaveAttribute("data-inverted", "true");
    await page.goto("/about");
    await expect(page.locator(".site-logo")).not.toHaveAttribute("data-inverted", "true");
  });

  test("the page jumps to the top on a route change", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("footer", () => {
  test("has services, quick links, contact links and the copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Germany Opportunity Card" })).toHaveAttribute(
      "href",
      "/services/germany-opportunity-card",
    );
    await expect(footer.getByRole("link", { name: "Cancellation & Refund Policy" })).toHaveAttribute("href", "/cancellation-refund-policy");
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe("contact form", () => {
  test("shows errors beside the fields and keeps the input, then thanks the visitor", async ({ page }, info) => {
    await page.goto("/services/study-in-uk");
    await page.getByRole("link", { name: "Ask about this visa" }).click();
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("study-in-uk");
    await page.getByLabel("Your name").fill("Anita Desai");
    await page.getByLabel("E-mail").fill("anita@");
    await page.getByLabel("Your plans").fill("Masters in the UK, September intake.");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
    await expect(page.getByText("Please agree so that we can contact you")).toBeVisible();
    // The first field in error has the focus (the page reloads without JavaScript: the browser decides).
    if (jsOn(info.project.name)) await expect(page.getByLabel("E-mail")).toBeFocused();
    await expect(page.getByLabel("Your name")).toHaveValue("Anita Desai");
    await expect(page.getByLabel("Your plans")).toHaveValue("Masters in the UK, September intake.");
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("study-in-uk");
    await page.getByLabel("E-mail").fill("anita@example.com");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL("/contact?sent=1");
    await expect(page.getByRole("status").filter({ hasText: "Thank you, we received your enquiry." }).first()).toBeVisible();
  });

  // In the js project only: it is about the scripts arriving.
  test(
    "sent before its scripts arrived, the refused form focuses its first error once they do (JavaScript)",
    { tag: "@js-only" },
    async ({ page }) => {
      // Hold every script until the refused page has come back: the first send is the browser's own.
      let release!: () => void;
      const scriptsMay = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/build\/.*\.js$/, async (route) => {
        await scriptsMay;
        await route.continue().catch(() => {});
      });
      await page.goto("/contact", { waitUntil: "commit" });
      await page.getByLabel("Your name").fill("Early Sender");
      await page.getByLabel("E-mail").fill("early@");
      await page.getByLabel("Your plans").fill("Sent before the scripts.");
      await page.getByRole("button", { name: "Send enquiry" }).click({ noWaitAfter: true });
      await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
      await expect(page.getByLabel("E-mail")).not.toBeFocused();
      release();
      await expect(page.getByLabel("E-mail")).toBeFocused();
      await expect(page.getByLabel("Your plans")).toHaveValue("Sent before the scripts.");
    },
  );

  // In the js project only: without scripts the toast stays until the next page.
  test("the thank-you toast closes, and fades after 5 seconds (JavaScript)", { tag: "@js-only" }, async ({ page }) => {
    await page.clock.install(); // the page's clock runs on, and the 5 seconds are jumped below
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Toast Test");
    await page.getByLabel("E-mail").fill("toast@example.com");
    await page.getByLabel("Your plans").fill("Checking the notification fades.");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const toast = page.locator("[data-toast=success]");
    await expect(toast).toBeVisible();
    await page.clock.fastForward(5_000);
    await expect(toast).toBeHidden();
  });
});

// In the js project only: axe runs as a script in the page.
test.describe("accessibility (axe)", { tag: "@js-only" }, () => {
  for (const path of [
    "/",
    "/services/uk-skilled-worker-visa",
    "/countries/canada",
    "/blog",
    "/contact",
    "/calculators/canada-express-entry-crs",
  ]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
