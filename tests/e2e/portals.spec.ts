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
