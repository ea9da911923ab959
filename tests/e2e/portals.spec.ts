import { DEMO, expect, signIn, test } from "./fixtures";

// Signing in, by typing the password: these tests are about it.

for (const portal of ["admin", "agent", "client"] as const) {
  test(`${portal}: sign in, see my name, log out, and the back button does not let me in`, async ({ page }) => {
    const account = DEMO[portal];
    await signIn(page, portal, account.email, account.password, account.home);
    await expect(page.getByTestId("signed-in-user")).toHaveText(account.name);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(`/${portal}/login`);
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await page.goto(account.home);
    await expect(page).toHaveURL(new RegExp(`/${portal}/login\\?redirectTo=`));
  });
}

test("a wrong password shows the spec's message and keeps the e-mail", async ({ page }) => {
  await signIn(page, "client", DEMO.client.email, "not-the-password", "/client/login");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(DEMO.client.email);
});

test("a client at the admin portal is told to use the right portal", async ({ page }) => {
  await signIn(page, "admin", DEMO.client.email, DEMO.client.password, "/admin/login");
  await expect(page.getByText("Please use the admin portal to sign in")).toBeVisible();
  await expect(page).toHaveURL("/admin/login");
});

test("a malformed e-mail gets a message beside the field", async ({ page }) => {
  await page.goto("/agent/login");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByLabel("Password").fill("x");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("E-mail")).toHaveValue("not-an-email");
});

test("a protected page sends me to sign in and back again", async ({ page }) => {
  await page.goto("/client/profile-setup");
  await expect(page).toHaveURL(/\/client\/login\?redirectTo=%2Fclient%2Fprofile-setup/);
  await page.getByLabel("E-mail").fill(DEMO.client.email);
  await page.getByLabel("Password").fill(DEMO.client.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/client/profile-setup");
});

test("an unknown address in each portal is a 404 inside the portal's frame; signed out it leads to sign-in", async ({ newPage }) => {
  const titles = { admin: "Admin", agent: "Agent portal", client: "Client portal" } as const;
  for (const portal of ["admin", "agent", "client"] as const) {
    const page = await newPage(portal);
    const res = await page.goto(`/${portal}/nope`);
    expect(res?.status(), portal).toBe(404);
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: `${titles[portal]} sections` })).toBeVisible();
    await expect(page.getByTestId("signed-in-user")).toHaveText(DEMO[portal].name);
    const anonymous = await newPage();
    await anonymous.goto(`/${portal}/nope`);
    await expect(anonymous).toHaveURL(new RegExp(`/${portal}/login\\?redirectTo=%2F${portal}%2Fnope`));
  }
});

test("the admin menu: every link inside the window at 1366 px; at 390 px a menu that names and marks the current page", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/admin/security");
  const menu = page.getByRole("navigation", { name: "Admin sections" });
  const links = menu.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(16);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(1366);
  }
  await expect(menu.getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/invoices");
  await expect(page.locator("summary").filter({ hasText: "Menu" })).toContainText("Invoices");
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  const current = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Invoices" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await current.scrollIntoViewIfNeeded();
  await expect(current).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The consultations page: its hours form fits (both times of a day in the window).
  await page.goto("/admin/bookings");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const until = (await page.getByLabel("Sunday until").boundingBox())!;
  expect(until.x + until.width).toBeLessThanOrEqual(390);
  await page.locator("summary").filter({ hasText: "Menu" }).click();
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Security" }).click();
  await expect(page).toHaveURL("/admin/security");
  await expect(page.locator("summary").filter({ hasText: "Menu" })).toContainText("Security");
});
