import { expect, test } from "./fixtures";

// The demo data: Priya Sharma (client) is assigned to Rohan Mehta (agent) and has a
// Canada PR application waiting for documents; Arjun Nair is another agent's concern.

test.describe("a client's case on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the client completes the profile and uploads a passport scan; the agent approves it; the client sees it approved", async ({
    clientPage: page,
    newPage,
  }, info) => {
    const js = info.project.name === "js";
    await page.goto("/client/dashboard");
    await expect(page.getByText("Your passport expires soon")).toBeVisible();
    await expect(page.getByText(/Your turn|We are checking your documents/).first()).toBeVisible();

    await page.getByRole("link", { name: "My profile" }).click();
    await page.getByLabel("Date of birth").fill("1992-05-14");
    await page.getByLabel("Marital status").selectOption("Married");
    await page.getByLabel("Address").fill("Flat 3, Aundh Road, Pune 411007");
    await page.getByLabel("Passport number").fill("Z7654321");
    await page.getByLabel("Highest level").selectOption("Master's degree");
    await page.getByLabel("Degrees, institutions and years").fill("MSc Computer Science, Pune University, 2016");
    await page.getByLabel("Years of paid work").fill("8");
    await page.getByLabel("Jobs, employers and dates").fill("Software engineer, 2016 to now");
    await page.getByLabel("Test", { exact: true }).selectOption("IELTS General Training");
    await page.getByLabel("Score (overall and bands)").fill("8 (L8.5 R8 W7.5 S8)");
    await page.getByRole("button", { name: "Save progress" }).first().click();
    await expect(page.getByText("100% complete", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("link", { name: "Complete your profile" })).toHaveCount(0);
    // Each browser project uploads a different document: the two runs share one database.
    const label = js ? "Passport (photo page" : "Passport-style photograph";
    // The seeded application is the first one opened (other tests may open more).
    const seeded = page.locator("section", { hasText: /A\d{4}-00001/ });
    const passport = seeded.locator(`[data-item^="${label}"]`);
    await passport
      .locator('input[type="file"]')
      .setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    // A passport is dated by its expiry, and then says how long it can be used.
    if (js) await passport.getByLabel("Passport expiry date").fill("2031-05-01");
    await passport.getByRole("button", { name: /Upload/ }).click();
    await expect(passport.locator("[data-state]")).toHaveText("We are checking it");
    if (js) await expect(passport.locator("[data-validity]")).toHaveText("This passport is valid until 1 May 2031.");

    const agent = await newPage("agent");
    await agent.goto("/agent/dashboard");
    await agent.getByRole("link", { name: "My clients" }).click();
    await expect(agent).toHaveURL("/agent/clients");
    await agent.getByRole("link", { name: "Priya Sharma", exact: true }).click();
    await expect(agent.getByRole("heading", { level: 1, name: "Priya Sharma" })).toBeVisible();
    const seededCase = agent.locator("section", { has: agent.getByRole("heading", { name: /A\d{4}-00001/ }) });
    const toReview = seededCase.locator(`[data-item^="${label}"] [data-file-status="uploaded"]`).first();
    await toReview.getByRole("button", { name: /^Accept/ }).click();
    await expect(agent.getByText("File accepted")).toBeVisible();

    await page.reload();
    await expect(passport.locator("[data-state]")).toHaveText("Accepted");
  });
});

test("an agent who edits the URL to another agent's client gets a 404", async ({ adminPage: page, agentPage: agent }) => {
  await page.goto("/admin/clients?q=Arjun");
  const href = await page.getByRole("link", { name: "Arjun Nair" }).getAttribute("href");
  const clientId = href!.split("/").pop();
  const response = await agent.goto(`/agent/clients/${clientId}`);
  expect(response?.status()).toBe(404);
  await expect(agent.getByText("Arjun Nair")).toHaveCount(0);
  // The 404 keeps the portal around it: its navigation, and the way back.
  await expect(agent.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expect(agent.getByRole("navigation", { name: "Agent portal sections" }).getByRole("link", { name: "My clients" })).toBeVisible();
  await agent.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(agent).toHaveURL("/agent/dashboard");
});

test.describe("the timeline on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("its step labels stay inside their steps and never overlap", async ({ clientPage: page }) => {
    await page.goto("/client/dashboard");
    // Every application's timeline (other tests may have opened more for this client).
    const timelines = page.locator('ol[aria-label^="Progress"]');
    await expect(timelines.first()).toBeVisible();
    for (const timeline of await timelines.all()) {
      const labels = timeline.locator("li > span:not(.sr-only):not(:empty)");
      await expect(labels).toHaveCount(5);
      const boxes = await labels.evaluateAll((spans) =>
        spans.map((span) => {
          const own = span.getBoundingClientRect();
          const step = span.parentElement!.getBoundingClientRect();
          const scrolls = span.scrollWidth > span.clientWidth;
          return {
            text: span.textContent ?? "",
            own: { l: own.left, r: own.right, t: own.top, b: own.bottom },
            step: { l: step.left, r: step.right },
            scrolls,
          };
        }),
      );
      type Box = (typeof boxes)[number]["own"];
      const overlap = (a: Box, b: Box) => a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
      for (const [i, box] of boxes.entries()) {
        expect(box.own.l, `${box.text} starts inside its step`).toBeGreaterThanOrEqual(box.step.l - 0.5);
        expect(box.own.r, `${box.text} ends inside its step`).toBeLessThanOrEqual(box.step.r + 0.5);
        expect(box.scrolls, `${box.text} is not cut`).toBe(false);
        for (const other of boxes.slice(i + 1))
          expect(overlap(box.own, other.own), `${box.text} and ${other.text} do not overlap`).toBe(false);
      }
    }
  });
});
