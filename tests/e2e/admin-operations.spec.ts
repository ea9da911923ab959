import { expect, test } from "./fixtures";
import { pick } from "./people";

test("changing a setting changes the public footer, and a bad value is explained beside its field", async ({ adminPage: page }, info) => {
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Settings" }).click();
  // The stored zone is the one shown (Node lists it as Asia/Calcutta: saving once turned it into UTC).
  const zone = page.getByLabel(/The firm's time zone/);
  await expect(zone).toHaveValue("Asia/Kolkata");
  const youtube = `https://www.youtube.com/@consultancy-${info.project.name}`;
  await page.getByLabel("YouTube channel").fill("not a url");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Enter a full web address starting with https://")).toBeVisible();
  await expect(page.getByLabel("YouTube channel")).toHaveValue("not a url");
  await page.getByLabel("YouTube channel").fill(youtube);
  await page.getByLabel("Contact e-mail").fill(`desk-${info.project.name}@example.org`);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page.goto("/admin/settings");
  await expect(zone).toHaveValue("Asia/Kolkata");
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "YouTube" })).toHaveAttribute("href", youtube);
  await expect(footer.getByRole("link", { name: `desk-${info.project.name}@example.org` })).toBeVisible();
});

// In the js project only: its subject is what the page's scripts do.
test(
  "someone who goes to another field while a refused form's page is read again keeps that field and their typing",
  { tag: "@js-only" },
  async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    // The portals read their data again after every action, and the errors show when that read
    // starts. It is held here until the user is typing in another field, then let go.
    let release!: () => void;
    const readMay = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/settings\.data/, async (route) => {
      if (route.request().method() === "GET") await readMay;
      await route.continue().catch(() => {});
    });
    const youtube = page.getByLabel("YouTube channel");
    const email = page.getByLabel("Contact e-mail");
    await youtube.fill("not a url");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Enter a full web address starting with https://")).toBeVisible();
    await email.fill("desk@");
    const read = page.waitForResponse((r) => r.url().includes("/admin/settings.data") && r.request().method() === "GET");
    release();
    await read;
    await page.waitForFunction(
      () => (window as { __remixRouter?: { state: { navigation: { state: string } } } }).__remixRouter?.state.navigation.state === "idle",
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))); // React's effects after that render
    await page.keyboard.type("example.org");
    await expect(email).toHaveValue("desk@example.org");
    await expect(email).toBeFocused();
    await expect(youtube).toHaveValue("not a url");
  },
);

test("open an application, move it two steps and see the history", async ({ adminPage: page }) => {
  await page.goto("/admin/applications/new");
  // The client is found by a search (a page of results, never every client), then chosen.
  await pick(page, "Client", "client@example.com", "Priya Sharma (client@example.com)");
  await page.getByLabel("Service").selectOption({ label: "Canada Permanent Residency" });
  await page.getByLabel("Destination country").selectOption("canada");
  await pick(page, "Assigned agent", "Rohan", "Rohan Mehta");
  // Its work was agreed in writing before (the agreement's own flow is agreements.spec.ts).
  await page.getByLabel("Work waits for the signed agreement").uncheck();
  await page.getByRole("button", { name: "Open application" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Application A\d{4}-\d{5}/);

  // The workflow offers only the next steps: no jumping to a decision.
  await expect(page.getByLabel("Move to").locator("option", { hasText: "Granted" })).toHaveCount(0);

  for (const [status, note] of [
    ["Assessment", "Profile reviewed on the call"],
    ["Documents pending", "Checklist e-mailed to the client"],
  ]) {
    await page.getByLabel("Move to").selectOption({ label: status });
    await page.getByLabel("Note for staff only").fill(note);
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Status changed")).toBeVisible();
    // The toast may be the last move's: wait for this one, and the form's reset, before the next.
    await expect(page.getByLabel("Move to").locator("option", { hasText: status })).toHaveCount(0);
    await expect(page.getByLabel("Move to")).toHaveValue("");
  }
  const history = page.getByRole("list", { name: "Status history" });
  await expect(history.getByText("Checklist e-mailed to the client")).toBeVisible();
  await expect(history.getByText("Profile reviewed on the call")).toBeVisible();
  await expect(history.getByText("Application opened")).toBeVisible();
  await expect(history.locator("li")).toHaveCount(3);
});

// In the js project only: its subject is what the page's scripts do.
test(
  "the agent picker is a combobox: arrows move, Enter chooses without sending, Escape undoes the typing",
  { tag: "@js-only" },
  async ({ adminPage: page }) => {
    await page.goto("/admin/applications/new");
    const agent = page.getByRole("combobox", { name: "Assigned agent", exact: true });
    await agent.fill("agent@example");
    const options = page.getByRole("listbox", { name: "Assigned agent" }).getByRole("option");
    await expect(options).toHaveText(["Unassigned", "Rohan Mehta (agent@example.com)"]);
    await agent.press("ArrowDown");
    await agent.press("ArrowDown");
    await expect(agent).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
    await agent.press("Enter");
    await expect(agent).toHaveValue("Rohan Mehta (agent@example.com)");
    await expect(agent).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL("/admin/applications/new"); // Enter chose; the form was not sent
    await agent.fill("nobody-by-this-name");
    await expect(page.getByText("No active agent matches.")).toBeVisible();
    await agent.press("Escape");
    await expect(agent).toHaveValue("Rohan Mehta (agent@example.com)");
  },
);

// In the js project only: its subject is what the page's scripts do.
test(
  "a picker's search still on its way when the form is sent leaves the form and its errors on the page",
  { tag: "@js-only" },
  async ({ adminPage: page }) => {
    await page.goto("/admin/clients/new");
    // Slow route discovery, as on a slow connection: a router fetcher sent now would be
    // read again by the form's POST before its route is known and land on the 404 route
    // (what CI once saw). And the click on "Create client" closes the list: were anything
    // below it to move then, the button would move away under the press and lose the click.
    await page.route("**/__manifest?**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await page.getByLabel("First name").fill("Meera");
    await page.getByRole("combobox", { name: "Assigned agent", exact: true }).fill("agent@example");
    await page.waitForTimeout(400); // the search goes out 200 ms after the last key
    await page.getByRole("button", { name: "Create client" }).click();
    await expect(page.getByText("Enter the last name")).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(1500);
    await expect(page.getByRole("heading", { level: 1, name: "New client" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Meera");
  },
);
