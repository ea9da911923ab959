import { expect, test, type Page } from "@playwright/test";

// The demo accounts seeded by scripts/demo.ts (see README).
const ACCOUNTS = {
  admin: { email: "admin@example.com", password: "Demo-Admin-2026", name: "Asha Kulkarni", home: "/admin/dashboard" },
  agent: { email: "agent@example.com", password: "Demo-Agent-2026", name: "Rohan Mehta", home: "/agent/dashboard" },
  client: { email: "client@example.com", password: "Demo-Client-2026", name: "Priya Sharma", home: "/client/dashboard" },
} as const;

async function signIn(page: Page, portal: keyof typeof ACCOUNTS, email: string, password: string) {
  await page.goto(`/${portal}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

for (const portal of ["admin", "agent", "client"] as const) {
  test(`${portal}: sign in, see my name, log out, and the back button does not let me in`, async ({ page }) => {
    const account = ACCOUNTS[portal];
    await signIn(page, portal, account.email, account.password);
    await expect(page).toHaveURL(account.home);
    await expect(page.getByTestId("signed-in-user")).toHaveText(account.name);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(`/${portal}/login`);
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await page.goto(account.home);
    await expect(page).toHaveURL(new RegExp(`/${portal}/login\\?redirectTo=`));
  });
}

test("a wrong password shows the spec's message and keeps the e-mail", async ({ page }) => {
  await signIn(page, "client", "client@example.com", "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("client@example.com");
});

test("a client at the admin portal is told to use the right portal", async ({ page }) => {
  await signIn(page, "admin", ACCOUNTS.client.email, ACCOUNTS.client.password);
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
  await page.getByLabel("E-mail").fill(ACCOUNTS.client.email);
  await page.getByLabel("Password").fill(ACCOUNTS.client.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/client/profile-setup");
});
