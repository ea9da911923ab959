import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { linkIn, mailTo } from "./mail";

// The people of the browser tests: the demo accounts, signing in and out, and a
// browser of one's own (each with the test project's JavaScript setting).

export const DEMO = {
  admin: { email: "admin@example.com", password: "Demo-Admin-2026" },
  agent: { email: "agent@example.com", password: "Demo-Agent-2026", name: "Rohan Mehta" },
  client: { email: "client@example.com", password: "Demo-Client-2026" },
};

/** Signs in and waits for where it leads (with JavaScript the navigation finishes after the click). */
export async function signIn(page: Page, portal: "admin" | "agent" | "client", email: string, password: string, leadsTo: string | RegExp = `/${portal}/dashboard`) {
  await page.goto(`/${portal}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(leadsTo);
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/(admin|agent|client)\/login$/);
}

/** A second person at the same site, in a browser of their own. */
export async function ownBrowser(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, javaScriptEnabled: info.project.use.javaScriptEnabled });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A unique address per test and per browser project (the two projects share one database). */
export const unique = (name: string, project: string) => `${name}-${project}-${Date.now().toString(36)}@example.com`;

/** The invited person chooses their password with the e-mailed link. */
export async function acceptInvitation(page: Page, email: string, password: string) {
  await page.goto(linkIn(await mailTo(email, /invitation/i)));
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page).toHaveURL(/\/(admin|agent|client)\/login$/);
}

/**
 * Chooses a record in a search picker (app/components/ui/search-picker.tsx) by what its
 * option starts with: with JavaScript, type into the combobox and click the option;
 * without it, search with "Find" (the form comes back as typed) and check the radio.
 */
export async function pick(page: Page, label: string, search: string, option: string) {
  const startsWith = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  if (test.info().project.name === "js") {
    const combobox = page.getByRole("combobox", { name: label, exact: true });
    await combobox.fill(search);
    await page.getByRole("listbox", { name: label, exact: true }).getByRole("option", { name: startsWith }).click();
    await expect(combobox).toHaveValue(startsWith);
    return;
  }
  const group = () => page.getByRole("group", { name: label, exact: true });
  await group().getByRole("searchbox").fill(search);
  await group().getByRole("button", { name: "Find", exact: true }).click();
  await group().getByRole("radio", { name: startsWith }).check();
}
