import { expect, test, type Page } from "@playwright/test";
import { linkIn, mailTo } from "./mail";

// The people of the browser tests: unique addresses, invited people choosing their
// password, and search pickers. (Signed-in pages and signing in: fixtures.ts.)

/** A unique address per test and per browser project (the two projects share one database). */
export const unique = (name: string, project: string) => `${name}-${project}-${Date.now().toString(36)}@example.com`;

/** The invited person chooses their password with the e-mailed link. */
export async function acceptInvitation(page: Page, email: string, password: string) {
  await page.goto(linkIn(await mailTo(email, /invitation/i)));
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page).toHaveURL(/\/(admin|agent|client)\/login\?email=/);
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
