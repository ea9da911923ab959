import { expect, signIn, test } from "./fixtures";
import { pick } from "./people";
import { linkIn, mailTo } from "./mail";

// The admin creates a client, finds them in the list, and the client chooses a password
// with the invitation e-mailed to them and signs in.
// Runs with JavaScript on and off (the two projects share one database, so the
// client's e-mail carries the project's name).

test("an admin creates a client, finds them by search, and the client signs in to their dashboard", async ({
  adminPage: page,
  newPage,
}, testInfo) => {
  const project = testInfo.project.name;
  const email = `e2e-${project}-${Date.now()}@example.com`;
  const firstName = project === "js" ? "Kavya" : "Ishaan";
  const password = "E2e-client-pass-2026";

  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Clients", exact: true }).click();
  await page.getByRole("link", { name: "New client" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New client" })).toBeVisible();

  // A mistake first: the error shows beside the field and what was typed stays.
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Test");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone (optional)").fill("4479 1112 34");
  await page.getByLabel("Nationality").fill("Indian");
  await page.getByLabel("Destination country").selectOption("canada");
  // The visas read by country; with JavaScript only the chosen country's (and those of no one country) are offered.
  const visas = page.getByLabel("Visa interest");
  if (project === "js") {
    await expect(visas.locator("optgroup")).toHaveCount(2);
    expect(await visas.locator("optgroup").evaluateAll((g) => g.map((e) => e.getAttribute("label")))).toEqual([
      "Canada",
      "Any destination",
    ]);
  } else await expect(visas.locator('optgroup[label="United Kingdom"] option', { hasText: "Study in the UK" })).toHaveCount(1);
  await visas.selectOption("study-in-canada");
  await pick(page, "Assigned agent", "agent@example", "Rohan Mehta");
  // The admin never chooses the client's password.
  await expect(page.getByLabel(/password/i)).toHaveCount(0);
  await page.getByRole("button", { name: "Create client" }).click();
  await expect(page.getByText("Enter a mobile number like 98765 43210")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue(firstName);
  await expect(page.getByLabel("Destination country")).toHaveValue("canada");
  await expect(visas).toHaveValue("study-in-canada");

  // An Indian mobile without +91, as the public forms take it: stored with +91.
  await page.getByLabel("Phone (optional)").fill("98765 43210");
  await page.getByRole("button", { name: "Create client" }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `${firstName} Test` })).toBeVisible();
  await expect(page.getByText("Client created and invited")).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+91 98765 43210");

  // A new application for them is filled in from their profile once they are chosen.
  await page.goto("/admin/applications/new");
  await pick(page, "Client", email, `${firstName} Test`);
  if (project === "nojs") await page.getByRole("button", { name: "Use this client" }).click();
  await expect(page.getByLabel("Service")).toHaveValue("study-in-canada");
  await expect(page.getByLabel("Destination country")).toHaveValue("canada");
  if (project === "js") await expect(page.getByRole("combobox", { name: "Assigned agent" })).toHaveValue(/^Rohan Mehta/);
  else await expect(page.getByRole("group", { name: "Assigned agent" }).getByRole("radio", { name: /^Rohan Mehta/ })).toBeChecked();
  await page.getByLabel("Work waits for the signed agreement").uncheck();
  await page.getByRole("button", { name: "Open application" }).click();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/Application A\d{4}-\d{5}/);
  const reference = (await heading.textContent())!.replace("Application ", "").trim();

  // The clients list finds them by that file number.
  await page.goto("/admin/clients");
  await page.getByRole("searchbox", { name: "Search" }).fill(reference.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("table", { name: "Clients" }).getByRole("link", { name: `${firstName} Test` })).toBeVisible();

  await page.goto("/admin/clients");
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const table = page.getByRole("table", { name: "Clients" });
  await expect(table.getByRole("row")).toHaveCount(2); // the header and our client
  await expect(table.getByRole("link", { name: `${firstName} Test` })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Rohan Mehta" })).toBeVisible();

  // The client, in a browser of their own.
  const clientPage = await newPage();
  await clientPage.goto(linkIn(await mailTo(email, /invitation/i)));
  await clientPage.getByLabel("New password", { exact: true }).fill(password);
  await clientPage.getByLabel("Repeat the password").fill(password);
  await clientPage.getByRole("button", { name: "Save my password" }).click();
  await expect(clientPage).toHaveURL(/\/client\/login\?email=/);
  await signIn(clientPage, "client", email, password);
  await expect(clientPage.getByRole("heading", { level: 1, name: `Hello, ${firstName}` })).toBeVisible();
});
