import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";
import { pick } from "./people";

// Issue 16, with JavaScript on and off: an admin defines a visa type's checklist; a
// new application of that type gets it; the client uploads three files to one item;
// the agent accepts two and rejects one; "Ready to lodge" is refused with what is
// missing; marking those not applicable with a reason lets it pass; an admin's
// override of the checklist is recorded with its reason.

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

async function move(page: Page, scope: ReturnType<Page["locator"]> | Page, status: string, extra: Record<string, string> = {}) {
  await scope.getByLabel("Move to").selectOption({ label: status });
  for (const [label, value] of Object.entries(extra)) await scope.getByLabel(label).fill(value);
  await scope.getByRole("button", { name: "Change status" }).click();
}

test("a checklist from the admin's definition to the gate before lodging", async ({ adminPage: page, newPage }, info) => {
  test.setTimeout(90_000); // three people, a dozen forms, each a full page load without JavaScript
  const js = info.project.name === "js";
  // The two browser projects share one database: each uses a visa type of its own.
  const [slug, visa, country, item] = js
    ? ["usa-b1b2-visa", "USA B1/B2 Visitor Visa", "usa", "Invitation letter (js)"]
    : ["uk-visitor-visa", "UK Standard Visitor Visa", "united-kingdom", "Invitation letter (no-js)"];

  // The admin adds an item to the visa type's checklist.
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Checklists" }).click();
  await page.getByRole("link", { name: visa }).click();
  await expect(page).toHaveURL(`/admin/checklists/${slug}`);
  const add = page.locator("section", { has: page.getByRole("heading", { name: "Add an item" }) });
  await add.getByLabel("Document").fill(item);
  await add.getByLabel("Help for the client").fill("A letter from the person you visit: who they are, where you stay and for how long.");
  await add.getByLabel("Who provides it").selectOption({ label: "A third party, through the client" });
  await add.getByRole("button", { name: "Add the item" }).click();
  await expect(page.getByText("Item added", { exact: true })).toBeVisible();
  await expect(page.locator(`[data-template-item="${item}"]`)).toContainText("Required");

  // A new application of that type gets it; the admin moves it to "Documents pending".
  await page.goto("/admin/applications/new");
  // The client is found by a search (a page of results, never every client), then chosen.
  await pick(page, "Client", "client@example.com", "Priya Sharma (client@example.com)");
  await page.getByLabel("Service").selectOption({ label: visa });
  await page.getByLabel("Destination country").selectOption(country);
  await pick(page, "Assigned agent", "Rohan", DEMO.agent.name);
  // Its work was agreed in writing before (the agreement's own flow is agreements.spec.ts).
  await page.getByLabel("Work waits for the signed agreement").uncheck();
  await page.getByRole("button", { name: "Open application" }).click();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/Application A\d{4}-\d{5}/);
  const reference = (await heading.textContent())!.replace("Application ", "").trim();
  const adminUrl = page.url();
  await expect(page.locator(`[data-item="${item}"]`)).toBeVisible();
  for (const status of ["Assessment", "Documents pending"]) {
    await move(page, page, status);
    await expect(page.getByText("Status changed", { exact: true })).toBeVisible();
    // The toast may be the last move's: wait for this one, and the form's reset, before the next.
    await expect(page.getByLabel("Move to").locator("option", { hasText: status })).toHaveCount(0);
    await expect(page.getByLabel("Move to")).toHaveValue("");
  }

  // The client uploads three files to that item at once.
  const client = await newPage("client");
  await client.goto("/client/dashboard");
  const application = client.locator("section", { hasText: reference });
  const letter = application.locator(`[data-item="${item}"]`);
  await expect(letter).toContainText("A letter from the person you visit");
  // A file named .pdf that is not one: said beside the field (labelled by its item), in words.
  await letter.getByLabel(`Files for ${item}`).setInputFiles({
    name: "letter.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(64)]),
  });
  await letter.getByRole("button", { name: "Upload" }).click();
  await expect(letter.getByText("This file is named .pdf but is not a PDF (it looks like a Word or other Office document")).toBeVisible();
  await letter.locator('input[type="file"]').setInputFiles([
    { name: "letter-page-1.pdf", mimeType: "application/pdf", buffer: PDF("page 1") },
    { name: "letter-page-2.pdf", mimeType: "application/pdf", buffer: PDF("page 2") },
    { name: "host-passport.pdf", mimeType: "application/pdf", buffer: PDF("host passport") },
  ]);
  await letter.getByRole("button", { name: "Upload" }).click();
  await expect(letter.locator("[data-file]")).toHaveCount(3);
  await expect(letter.locator("[data-state]").first()).toHaveText("We are checking it");

  // The agent accepts two and rejects one, with the reason.
  const agent = await newPage("agent");
  await agent.goto("/agent/dashboard");
  // The dashboard lists the upload as waiting on the agent and leads to the item.
  await agent.getByRole("link", { name: `Review 3 files: Priya Sharma · ${item}` }).click();
  await expect(agent).toHaveURL(/\/agent\/clients\/[^#]+#item-/);
  const caseSection = agent.locator("section", { has: agent.getByRole("heading", { name: new RegExp(reference) }) });
  const agentLetter = caseSection.locator(`[data-item="${item}"]`);
  // A file previews inline, in a frame the browser lets our own page show. (Without JavaScript,
  // Chromium loads a lazy frame with the page, before the click: ask for its address again.)
  await agentLetter.getByText("Preview letter-page-1.pdf").click();
  const frame = agentLetter.locator('iframe[title="Preview of letter-page-1.pdf"]');
  const preview = await agent.request.get((await frame.getAttribute("src"))!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["content-type"]).toBe("application/pdf");
  expect(preview.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  await expect(agentLetter.locator('iframe[title="Preview of letter-page-1.pdf"]')).toBeVisible();
  for (const name of ["letter-page-1.pdf", "letter-page-2.pdf"]) {
    await agentLetter.getByRole("button", { name: `Accept ${name}` }).click();
    await expect(agent.getByText("File accepted", { exact: true })).toBeVisible();
  }
  await agentLetter.getByLabel("Reason, if rejecting host-passport.pdf").fill("The host's passport page is blurred: scan it again.");
  await agentLetter.getByRole("button", { name: "Reject host-passport.pdf" }).click();
  await expect(agent.getByText("New copy asked for", { exact: true })).toBeVisible();
  await expect(agentLetter.locator("[data-state]").first()).toHaveText("Needs a new copy");

  // "Ready to lodge" is refused, naming what is missing.
  await move(agent, caseSection, "Ready to lodge");
  const refusal = caseSection.getByRole("alert").filter({ hasText: "Not yet" });
  await expect(refusal).toContainText(item);
  await expect(refusal).toContainText("Passport (photo page and all stamped pages)");
  const missing = await caseSection
    .locator("[data-item]")
    .evaluateAll((items) =>
      items
        .filter((i) => i.querySelector('[data-state="missing"], [data-state="rejected"]') && /Required/.test(i.textContent ?? ""))
        .map((i) => i.getAttribute("data-item")!),
    );
  expect(missing).toContain(item);

  // Marking each not applicable, with a reason, lets it pass.
  for (const name of missing) {
    const row = caseSection.locator(`[data-item="${name}"]`);
    await row.getByText("Not applicable…").click();
    await row.getByLabel(`Why ${name} is not needed`).fill(`Not needed for this trip (${name}).`);
    await row.getByRole("button", { name: "Mark not applicable" }).click();
    await expect(agent.getByText("Marked not applicable", { exact: true })).toBeVisible();
  }
  await move(agent, caseSection, "Ready to lodge");
  await expect(agent.getByText("Status changed", { exact: true })).toBeVisible();
  await expect(caseSection.getByText(`Checklist: "${item}" marked not applicable`)).toBeVisible();

  // One item is needed after all; the admin lodges anyway, giving the reason.
  await page.goto(adminUrl);
  await page
    .locator(`[data-item="${item}"]`)
    .getByRole("button", { name: `${item}: needed after all` })
    .click();
  await expect(page.getByText("Needed again", { exact: true })).toBeVisible();
  await move(page, page, "Lodged");
  await expect(page.getByRole("alert").filter({ hasText: "Not yet" })).toContainText(item);
  await move(page, page, "Lodged", {
    "Reason to override the checklist or the agreement (admins)": "The consulate's appointment is today; the letter follows.",
  });
  await expect(page.getByText("Status changed", { exact: true })).toBeVisible();
  await expect(page.locator("[data-override]")).toContainText(
    `The consulate's appointment is today; the letter follows. (not ready: ${item})`,
  );

  // The client never sees the staff's reasons.
  await client.reload();
  await expect(application).not.toContainText("consulate's appointment");
  await expect(application).not.toContainText("Not needed for this trip");
});
