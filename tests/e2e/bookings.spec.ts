import { DEMO, expect, test } from "./fixtures";
import { mailsTo, mailTo } from "./mail";
import { unique } from "./people";

// Issue 21: a visitor books a consultation from a service page, gets the e-mail with the
// link to manage it, and the admin who hosts it sees it on their dashboard. JavaScript
// on and off.
test("book a consultation → the e-mail's link shows it → the host sees it on the dashboard", async ({ page, newPage }, info) => {
  const email = unique("booking", info.project.name);
  await page.goto("/services/canada-permanent-residency");
  await page.getByRole("main").getByRole("link", { name: "Book a consultation" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Book a free consultation" })).toBeVisible();
  await expect(page.getByLabel("What would you like to talk about?")).toHaveValue("canada-permanent-residency");
  // A time in another zone than the office's: each shows the office's time beside it. (With scripts,
  // the page first moves to the browser's own zone: choose once it has settled.)
  await page.waitForLoadState("networkidle");
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
  // Refused (no consent yet): a notice at the top of the page says so and leads to the form; what was typed stays.
  await page.getByRole("button", { name: "Book this time" }).click();
  const notice = page.locator("[data-form-error-summary]");
  await expect(notice).toContainText("Your booking was not made");
  expect((await notice.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
  await expect(notice.getByRole("link", { name: "go to the form" })).toHaveAttribute("href", "#booking-form");
  await expect(page.getByLabel("Your name")).toHaveValue("Kiran Rao");
  await expect(page.getByLabel("Years of work experience")).toHaveValue("3-5");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\.[\w-]+$/);
  await expect(page.getByText("Your consultation is booked")).toBeVisible();
  await expect(page.getByText("London time").first()).toBeVisible(); // the zone in words

  const mail = await mailTo(email, /is booked/);
  expect(mail.text).toContain(new URL(page.url()).pathname); // the link to move or cancel it

  const staff = await newPage("admin");
  await staff.goto("/admin/dashboard");
  const upcoming = staff.getByRole("region", { name: "Upcoming consultations" });
  await expect(upcoming.getByText(/Kiran Rao · Canada Permanent Residency/).first()).toBeVisible();

  // The page names the adviser, the length and how it is held.
  await expect(page.locator("dl")).toContainText(/With\s*\S.+Length\s*\d+ minutes\s*How\s*By (phone|video)/s);
  // The visitor cancels with the link: one tap is not enough, the box must be ticked; the reason typed stays.
  await page.getByLabel("Why are you cancelling?").fill("I found a closer date");
  await page.getByRole("button", { name: "Cancel my consultation" }).click();
  await expect(page.locator("[data-form-error-summary]")).toContainText("Your consultation was not cancelled");
  await expect(page.getByLabel("Why are you cancelling?")).toHaveValue("I found a closer date");
  await page.getByLabel("Yes, cancel my consultation").check();
  await page.getByRole("button", { name: "Cancel my consultation" }).click();
  await expect(page.getByText("Your consultation is cancelled")).toBeVisible();
  // Its host (the demo admin by day, the agent in the evening) is told the reason.
  const hostMails = async () => (await Promise.all([DEMO.admin.email, DEMO.agent.email].map(mailsTo))).flat();
  await expect
    .poll(async () =>
      (await hostMails()).some(
        (m) => /^Consultation cancelled: Kiran Rao/.test(m.subject) && m.text.includes("Their reason: I found a closer date"),
      ),
    )
    .toBe(true);
  await expect(page.getByText(/^Cancelled:/)).toBeVisible();
});

// An agent opens evening hours (the demo admin hosts by day, so an evening time is the
// agent's); the demo client books one from their dashboard, filled in with who they are;
// the agent sees it and gives it a video link; the client finds it on their booking.
test("an agent opens hours → a signed-in client books one → the agent sees it and sets its video link", async ({
  agentPage: agent,
  clientPage: page,
}, info) => {
  await agent.goto("/agent/dashboard");
  await agent.getByRole("link", { name: "Consultations" }).first().click();
  await expect(agent.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
  await agent.getByLabel("I take consultations").check();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await agent.getByLabel(`${day} from`).fill("18:00");
    await agent.getByLabel(`${day} until`).fill("20:00");
  }
  await agent.getByLabel("Sunday until").fill("17:00");
  await agent.getByRole("button", { name: "Save my hours" }).click();
  await expect(agent.getByText("End after it starts")).toBeVisible();
  await expect(agent.getByLabel("Saturday from")).toHaveValue("18:00"); // kept
  await agent.getByLabel("Sunday until").fill("20:00");
  await agent.getByRole("button", { name: "Save my hours" }).click();
  await expect(agent.getByText("Your hours are saved")).toBeVisible();

  await page.goto("/client/dashboard");
  await page.getByRole("link", { name: "Book a consultation" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("Priya Sharma");
  await expect(page.getByLabel("E-mail")).toHaveValue(DEMO.client.email);
  // An evening time at the office (the firm's zone, which another test may have changed): only the agent has one.
  // The label is that time alone, or the visitor's time with the office's beside it.
  const evening = page.getByRole("radio", { name: /^(6|7):\d\d pm$|\s(6|7):\d\d pm( on .+)? at our office$/ }).first();
  await evening.check();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByText("Your consultation is booked")).toBeVisible();
  const manage = new URL(page.url()).pathname;

  await agent.getByRole("link", { name: "Dashboard" }).first().click();
  const upcoming = agent.getByRole("region", { name: "Upcoming consultations" });
  await expect(upcoming.getByText(/Priya Sharma/).first()).toBeVisible();
  await agent.getByRole("link", { name: "Your consultations and hours" }).click();
  const link = `https://meet.example.com/priya-${info.project.name}`;
  const bookingId = manage.split("/").pop()!.split(".")[0];
  const row = agent.getByRole("row").filter({ has: agent.locator(`input[name="id"][value="${bookingId}"]`) });
  await row.getByLabel("Video link for Priya Sharma").fill(link);
  await row.getByRole("button", { name: "Save" }).click();
  await expect(agent.getByText("Video link saved")).toBeVisible();
  // On a phone: the booking a card with each field named, the hours form within the window.
  await agent.setViewportSize({ width: 390, height: 844 });
  for (const label of ["When", "Who", "About", "Video call"]) await expect(row.getByText(label, { exact: true })).toBeVisible();
  expect((await row.boundingBox())!.width).toBeLessThanOrEqual(390);
  const until = (await agent.getByLabel("Sunday until").boundingBox())!;
  expect(until.x + until.width).toBeLessThanOrEqual(390);
  expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto("/client/dashboard");
  const mine = page.getByRole("region", { name: "Your consultations" });
  await expect(mine.getByRole("link", { name: "Move or cancel" }).first()).toBeVisible();
  await page.goto(manage);
  await expect(page.getByRole("link", { name: "Join the video call" })).toHaveAttribute("href", link);
});
