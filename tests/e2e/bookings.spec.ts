import { expect, test } from "@playwright/test";
import { mailTo } from "./mail";
import { DEMO, ownBrowser, signIn, unique } from "./people";

// Issue 21: a visitor books a consultation from a service page, gets the e-mail with the
// link to manage it, and the admin who hosts it sees it on their dashboard. JavaScript
// on and off.
test("book a consultation → the e-mail's link shows it → the host sees it on the dashboard", async ({ page, browser }, info) => {
  const email = unique("booking", info.project.name);
  await page.goto("/services/canada-permanent-residency");
  await page.getByRole("link", { name: "Book a free consultation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Book a free consultation" })).toBeVisible();
  await expect(page.getByLabel("What would you like to talk about?")).toHaveValue("canada-permanent-residency");
  // A time in another zone than the office's: each shows the office's time beside it.
  await page.getByLabel("Show times in").selectOption("Europe/London");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/tz=Europe%2FLondon/);
  await expect(page.getByLabel("What would you like to talk about?")).toHaveValue("canada-permanent-residency"); // kept
  await expect(page.getByText("at our office").first()).toBeVisible();
  const slot = page.getByRole("radio").nth(info.project.name === "js" ? 1 : 2);
  await slot.check();
  await page.getByLabel("Your name").fill("Kiran Rao");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Years of work experience").selectOption("3-5");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\.[\w-]+$/);
  await expect(page.getByText("Your consultation is booked")).toBeVisible();
  await expect(page.getByText("(Europe/London)")).toBeVisible();

  const mail = await mailTo(email, /is booked/);
  expect(mail.text).toContain(new URL(page.url()).pathname); // the link to move or cancel it

  const staff = await ownBrowser(browser, info);
  try {
    await signIn(staff.page, "admin", DEMO.admin.email, DEMO.admin.password);
    const upcoming = staff.page.getByRole("region", { name: "Upcoming consultations" });
    await expect(upcoming.getByText(/Kiran Rao · Canada Permanent Residency/).first()).toBeVisible();
  } finally {
    await staff.close();
  }

  // The visitor cancels with the link.
  await page.getByRole("button", { name: "Cancel my consultation" }).click();
  await expect(page.getByText("Your consultation is cancelled")).toBeVisible();
  await expect(page.getByText(/^Cancelled:/)).toBeVisible();
});
