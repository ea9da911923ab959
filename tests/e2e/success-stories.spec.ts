import { DEMO, expect, test } from "./fixtures";
import { pick } from "./people";

// Issue 42 (decision 028), with JavaScript on and off: a granted application becomes a
// success story only with its client's consent. The agent asks, the client writes their
// words and agrees in the portal, the admin publishes it and the public gallery (a page the
// render cache answers) shows it; the client withdraws and it is gone.

test("a granted case: consent in the portal, published by the admin, withdrawn by the client", async ({
  adminPage: admin,
  newPage,
}, info) => {
  test.setTimeout(120_000); // three people and a dozen forms, each a full page load without JavaScript
  // The two browser projects share one database: each its own application and words.
  const words = `The team kept us calm from start to grant (${info.project.name}, ${Date.now().toString(36)}).`;

  // The admin opens an application for the demo client and moves it to "Granted".
  await admin.goto("/admin/applications/new");
  await pick(admin, "Client", "client@example.com", "Priya Sharma (client@example.com)");
  await admin.getByLabel("Service").selectOption({ label: "Canada Permanent Residency" });
  await admin.getByLabel("Destination country").selectOption("canada");
  await pick(admin, "Assigned agent", "Rohan", DEMO.agent.name);
  await admin.getByLabel("Work waits for the signed agreement").uncheck();
  await admin.getByRole("button", { name: "Open application" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(/Application A\d{4}-\d{5}/);
  const reference = (await admin.getByRole("heading", { level: 1 }).textContent())!.replace("Application ", "").trim();
  for (const status of ["Assessment", "Documents pending", "Ready to lodge", "Lodged", "Granted"]) {
    await admin.getByLabel("Move to").selectOption({ label: status });
    if (status === "Ready to lodge" || status === "Lodged") {
      await admin.getByLabel("Reason to override the checklist or the agreement (admins)").fill("Lodged on paper before the portal");
    }
    await admin.getByRole("button", { name: "Change status" }).click();
    await expect(admin.getByText("Status changed")).toBeVisible();
    // The toast may be the last move's: wait for this one (its status is no longer offered) and,
    // with JavaScript, for the form's reset, before choosing the next.
    await expect(admin.getByLabel("Move to").locator("option", { hasText: status })).toHaveCount(0);
    await expect(admin.getByLabel("Move to")).toHaveValue("");
  }
  const clientHref = await admin.getByRole("link", { name: "Priya Sharma" }).first().getAttribute("href");

  // The gallery before: the story is not there (and the page is now in the render cache).
  const visitor = await newPage();
  await visitor.goto("/visa-success-gallery");
  await expect(visitor.getByText(words)).toHaveCount(0);

  // The application's agent asks for consent.
  const agent = await newPage("agent");
  await agent.goto(clientHref!.replace("/admin/", "/agent/"));
  const granted = agent.locator("section", { has: agent.getByRole("heading", { name: new RegExp(reference) }) });
  await granted.getByRole("button", { name: "Ask for consent to publish a success story" }).click();
  await expect(agent.getByText("Consent asked for")).toBeVisible();
  await expect(granted.locator("[data-story-ask]")).toContainText("Waiting for the client");

  // The client sees exactly what would be published, writes their words and agrees.
  const client = await newPage("client");
  await client.goto("/client/dashboard");
  await client.locator("[data-story-link]", { hasText: reference }).getByRole("link", { name: "See what would be published" }).click();
  await expect(client.getByRole("heading", { level: 1, name: "Your success story" })).toBeVisible();
  await expect(client.locator("[data-consent-text]")).toContainText("Destination: Canada");
  await client.getByLabel("My initials").check();
  await client.getByLabel(/In your own words/).fill(words);
  await client.getByRole("button", { name: "Save and show the preview" }).click();
  await expect(client.getByText("Saved", { exact: true })).toBeVisible();
  await expect(client.locator("#preview article")).toContainText(words);
  await expect(client.locator("#preview article")).toContainText("P. S.");
  await client.getByRole("button", { name: "I agree: publish this story" }).click();
  await expect(client.getByText("Thank you: you agreed")).toBeVisible();

  // The admin reviews it and publishes it: the gallery shows it.
  await admin.goto("/admin/visa-success");
  const waiting = admin.locator("[data-awaiting-review] li", { hasText: words });
  await waiting.getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText("It shows in the public success gallery.")).toBeVisible();
  await visitor.goto("/visa-success-gallery");
  await expect(visitor.getByText(words)).toBeVisible();

  // The client withdraws: the gallery no longer shows it.
  await client.reload();
  await client.getByRole("button", { name: "Withdraw my consent" }).click();
  await expect(client.getByText("Your story is no longer in the gallery.")).toBeVisible();
  await visitor.goto("/visa-success-gallery");
  await expect(visitor.getByText(words)).toHaveCount(0);
});
