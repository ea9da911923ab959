import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { unique } from "./people";

/**
 * What the page went through, for the message of an assertion that failed: its script
 * errors, navigations, requests of documents and data, failed requests, whether it
 * hydrated, and what its selects hold.
 * (Once in ~50 runs the score stayed at the page's defaults after every answer was
 * chosen; this says whether the answers were lost or never counted.)
 */
function watch(page: Page) {
  const events: string[] = [];
  const started = Date.now();
  const note = (text: string) => events.push(`${Date.now() - started} ms ${text}`);
  page.on("pageerror", (e) => note(`pageerror: ${e.message}`));
  page.on("console", (m) => m.type() !== "log" && note(`console.${m.type()}: ${m.text()}`));
  page.on("framenavigated", (f) => f === page.mainFrame() && note(`navigated: ${f.url()}`));
  page.on(
    "request",
    (r) => ["document", "fetch"].includes(r.resourceType()) && note(`${r.method()} ${r.resourceType()} ${r.url().slice(0, 200)}`),
  );
  page.on("requestfailed", (r) => note(`failed: ${r.url()} ${r.failure()?.errorText}`));
  return async function explain(error: unknown): Promise<Error> {
    const selects = await page
      .locator("select")
      .evaluateAll((all) => all.map((s) => `${(s as HTMLSelectElement).name}=${(s as HTMLSelectElement).value}`));
    const hydrated = await page.evaluate(() => "__remixRouter" in window);
    return new Error(
      `${error instanceof Error ? error.message : String(error)}\nselects: ${selects.join(" ")}\nhydrated: ${hydrated}\n${events.join("\n")}`,
    );
  };
}

/** Answers every CRS question a single person is asked (nothing starts answered), then what `given` says. */
async function answerCrs(page: Page, given: Record<string, string> = {}, skip: string[] = []) {
  const answers: Record<string, string> = {
    "Do you have a spouse or common-law partner?": "no",
    "Your age": "27",
    "Your highest level of education": "masters",
    "Post-secondary education in Canada": "none",
    "Your first official language (your stronger test)": "english",
    "First language: listening": "9",
    "First language: reading": "9",
    "First language: writing": "9",
    "First language: speaking": "9",
    "Do you have a test result in the other official language?": "no",
    "Skilled work experience in Canada": "0",
    "Skilled work experience outside Canada": "3+",
    "A certificate of qualification in a trade, from a Canadian province or territory": "no",
    "A nomination from a province or territory": "no",
    "A brother or sister in Canada who is a citizen or permanent resident (aged 18 or over)": "no",
    ...given,
  };
  for (const [label, value] of Object.entries(answers)) {
    if (!skip.includes(label)) await page.getByLabel(label, { exact: true }).selectOption(value);
  }
}

// Issue 21: a visitor checks their points, sends them to an advisor, and the admin finds
// the answers and the score on the enquiry and, once converted, on the client's profile.
// With JavaScript off the form is scored by "Calculate"; with it, as the answers change.
test("calculate → send to an advisor → the admin sees it on the enquiry → convert → it is on the client's profile", async ({
  page,
  newPage,
}, info) => {
  const email = unique("crs", info.project.name);
  const explain = watch(page);
  await page.goto("/countries/canada");
  await page.getByRole("link", { name: "Canada Express Entry CRS calculator" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Canada Express Entry CRS calculator" })).toBeVisible();

  // IRCC's tables: single, 27, master's, CLB 9 in every ability, 3 years abroad = 469.
  await answerCrs(page);
  if (info.project.name === "nojs") await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("score-total"))
    .toHaveText("469")
    .catch(async (error) => Promise.reject(await explain(error)));
  await expect(page.getByRole("cell", { name: /Age: 27/ })).toBeVisible();
  await expect(page.getByText("What would raise it")).toBeVisible();

  const advisor = page.getByRole("region", { name: "Send this to an advisor" });
  await advisor.getByLabel("Your name").fill("Meera Iyer");
  await advisor.getByLabel("E-mail").fill(email);
  await advisor.getByRole("button", { name: "Send to an advisor" }).click();
  await expect(advisor.getByText("Please agree so that we can contact you")).toBeVisible();
  await expect(advisor.getByLabel("E-mail")).toHaveValue(email);
  await advisor.getByRole("checkbox").check();
  await advisor.getByRole("button", { name: "Send to an advisor" }).click();
  await expect(page.getByText("Sent to an advisor")).toBeVisible();
  await expect(page.getByTestId("score-total")).toHaveText("469"); // the answers stay on the page

  const admin = await newPage("admin");
  await admin.goto("/admin/enquiries");
  await admin.getByRole("searchbox", { name: "Search" }).fill(email);
  await admin.getByRole("button", { name: "Apply" }).click();
  await expect(admin).toHaveURL(/[?&]q=/);
  // The search is forgiving (similar addresses match too): the row with this address.
  await admin.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "Meera Iyer" }).click();
  await expect(admin.getByRole("heading", { name: "Canada Express Entry CRS calculator: 469 points" })).toBeVisible();
  await expect(admin.getByText("Master's degree, or a professional degree for a licensed profession", { exact: true })).toBeVisible();
  await admin.getByRole("link", { name: "Convert to client" }).click();
  await expect(admin.getByLabel("E-mail")).toHaveValue(email);
  await admin.getByLabel("First name").fill("Meera");
  await admin.getByLabel("Last name").fill("Iyer");
  await admin.getByRole("button", { name: "Create client" }).click();
  await expect(admin).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("heading", { name: "Calculator results" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Canada Express Entry CRS calculator: 469 points" })).toBeVisible();
});

test("a partner's questions appear when the partner comes along, and score", async ({ page }, info) => {
  await page.goto("/calculators/canada-express-entry-crs");
  await expect(page.getByLabel("Their highest level of education")).toHaveCount(0);
  await answerCrs(page, { "Do you have a spouse or common-law partner?": "coming" });
  if (info.project.name === "nojs") await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByLabel("Their highest level of education")).toBeVisible();
  // Their questions are now to answer too: no score until they are.
  await expect(page.getByTestId("score-missing")).toHaveText("Answer every question to see your score: 6 still to answer.");
  await page.getByLabel("Their highest level of education").selectOption("bachelors");
  for (const ability of ["listening", "reading", "writing", "speaking"])
    await page.getByLabel(`Their first language: ${ability}`).selectOption("7");
  await page.getByLabel("Their skilled work experience in Canada").selectOption("0");
  if (info.project.name === "nojs") await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("cell", { name: /Their education/ })).toBeVisible();
});

// A visitor quick to choose: an answer changed while React is starting (before Remix has read
// the page's data) must neither kill the page's scripts nor be lost. React hydrates the whole
// document at once for such an event, and Remix's root suspends then: "Root did not complete".
// In the js project only: it is about the scripts starting.
test("an answer chosen while the page is coming alive still counts, and the page comes alive", { tag: "@js-only" }, async ({ page }) => {
  const explain = watch(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // The moment React starts listening (hydrateRoot), before its first render: choose an age.
  await page.addInitScript(() => {
    const add = EventTarget.prototype.addEventListener;
    let chosen = false;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
      add.apply(this, args);
      if (chosen || this !== document || args[0] !== "change") return;
      chosen = true;
      queueMicrotask(() => {
        const age = document.querySelector<HTMLSelectElement>('select[name="age"]');
        if (!age) return;
        age.value = "27";
        age.dispatchEvent(new Event("input", { bubbles: true }));
        age.dispatchEvent(new Event("change", { bubbles: true }));
      });
    };
  });
  await page.goto("/calculators/canada-express-entry-crs");
  await expect
    .poll(() => page.evaluate(() => "__remixRouter" in window))
    .toBe(true)
    .catch(async (error) => Promise.reject(await explain(error)));
  await answerCrs(page, {}, ["Your age"]);
  await expect(page.getByLabel("Your age")).toHaveValue("27");
  await expect(page.getByTestId("score-total"))
    .toHaveText("469")
    .catch(async (error) => Promise.reject(await explain(error)));
  expect(errors).toEqual([]);
});

// Issue 42: a fresh calculator scores nothing (no made-up profile), and a send with questions
// unanswered is refused: beside each question, in the form, and at the top of the page, where
// a page without JavaScript comes back. On a phone the advisor form fits the screen.
test("no score before answering; an unanswered send is refused with a notice at the top; the form fits 390 px", async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/calculators/australia-points-test");
  await expect(page.getByTestId("score-total")).toHaveCount(0);
  await expect(page.getByTestId("score-missing")).toContainText("Answer every question to see your score");
  await expect(page.getByText(/Rules confirmed on 28 November 2026 against Home Affairs' points table/)).toBeVisible();
  await page.getByLabel("The visa", { exact: true }).selectOption("189");
  if (info.project.name === "nojs") await page.getByRole("button", { name: "Calculate" }).click();
  const advisor = page.getByRole("region", { name: "Send this to an advisor" });
  const email = unique("partial", info.project.name);
  await advisor.getByLabel("Your name").fill("Arjun Mehta");
  await advisor.getByLabel("E-mail").fill(email);
  await advisor.getByRole("checkbox").check();
  await advisor.getByRole("button", { name: "Send to an advisor" }).click();

  const notice = page.getByTestId("refused-notice");
  await expect(notice).toHaveText(/^Your details were not sent: \d+ questions are still to answer — go to the form$/);
  if (info.project.name === "nojs") await expect(notice).toBeInViewport(); // the page came back at its top
  await expect(advisor.getByText("Answer every question above before sending")).toBeVisible();
  await expect(page.getByText("Answer this question before sending").first()).toBeVisible();
  await expect(page.getByLabel("Your age when invited")).toHaveAccessibleDescription("Answer this question before sending");
  await expect(advisor.getByLabel("E-mail")).toHaveValue(email); // what was typed is kept
  await notice.getByRole("link", { name: "go to the form" }).click();
  await expect(page.getByRole("heading", { name: "Send this to an advisor" })).toBeInViewport();

  // Nothing wider than the phone, the advisor form included.
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.querySelector("#advisor-heading")!.closest("section")!.scrollWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(390);
  expect(widths[1]).toBeLessThanOrEqual(390);

  // The CRS page too, whose language levels name four tests each.
  await page.goto("/calculators/canada-express-entry-crs");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // On a desktop the e-mail and phone boxes line up, each label on one line.
  await page.goto("/calculators/australia-points-test");
  await page.setViewportSize({ width: 1280, height: 900 });
  const box = async (label: string) => (await advisor.getByLabel(label).boundingBox())!;
  const [mail, phone] = [await box("E-mail"), await box("Phone (with country code)")];
  expect(phone.x).toBe(mail.x);
  expect(phone.width).toBe(mail.width);
  const labelHeights = await advisor.locator("label.label").evaluateAll((all) => all.map((l) => l.getBoundingClientRect().height));
  expect(new Set(labelHeights).size).toBe(1);
});
