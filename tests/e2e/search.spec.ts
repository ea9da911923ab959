import { expect, test } from "./fixtures";

// Issue 43: the staff header's one search finds the demo application (Priya Sharma's, the
// first opened) by its file reference, typed in lower case. Without JavaScript the box
// submits to the results page; with it, "/" focuses the box, the results appear as you
// type, Escape closes them and Enter opens the exact match.

test("the header's search finds an application by its file reference", async ({ adminPage: page }, info) => {
  const reference = `A${new Date().getUTCFullYear()}-00001`;
  await page.goto("/admin/dashboard");
  const box = page.getByRole("search").getByLabel("Find a client, application, enquiry or invoice");
  if (info.project.name === "nojs") {
    await box.fill(reference.toLowerCase());
    await box.press("Enter");
    await expect(page).toHaveURL(/\/admin\/search\?q=a\d{4}-00001$/);
    const applications = page.getByRole("region", { name: "Applications" });
    await expect(applications.getByText("Application", { exact: true }).first()).toBeVisible();
    await applications.getByRole("link", { name: new RegExp(`^${reference} · `) }).click();
  } else {
    await page.locator("body").press("/");
    await expect(box).toBeFocused();
    await box.pressSequentially(reference.toLowerCase());
    const option = page.getByRole("option", { name: new RegExp(`Application\\s*${reference} · `) });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("Escape");
    await expect(option).toBeHidden();
    await box.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
  }
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
});
