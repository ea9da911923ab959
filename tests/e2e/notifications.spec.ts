import { expect, test } from "@playwright/test";
import { mailsTo, mailTo } from "./mail";
import { acceptInvitation, DEMO, ownBrowser, pick, signIn, signOut, unique } from "./people";

// Issue 15: a status change with a note for staff and a note for the client. The
// client's portal shows only the shared one, and the client gets exactly one e-mail,
// with it and without the staff note. JavaScript on and off; the e-mail is read from
// the real SMTP server on loopback.

test("a staff-only note stays with staff; the shared note reaches the client in the portal and by one e-mail", async ({ page, browser }, info) => {
  const email = unique("told", info.project.name);
  const password = "Told-client-pass-2026";
  const staffNote = `Employer is slow to pay the fee (${info.project.name})`;
  const sharedNote = `We are checking your eligibility this week (${info.project.name}).`;

  // The admin opens the client, assigned to the demo agent, and an application.
  await signIn(page, "admin", DEMO.admin.email, DEMO.admin.password);
  await page.goto("/admin/clients/new");
  await page.getByLabel("First name").fill("Tara");
  await page.getByLabel("Last name").fill("Told");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Destination country").selectOption("canada");
  await page.getByLabel("Visa interest").selectOption("study-in-canada");
  await pick(page, "Assigned agent", "Rohan", DEMO.agent.name);
  await page.getByRole("button", { name: "Create client" }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  const clientId = page.url().split("/").pop()!;
  await page.getByRole("link", { name: "New application" }).click();
  // Its work was agreed in writing before (the agreement's own flow is agreements.spec.ts).
  await page.getByLabel("Work waits for the signed agreement").uncheck();
  await page.getByRole("button", { name: "Open application" }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  await signOut(page);

  const client = await ownBrowser(browser, info);
  try {
    await acceptInvitation(client.page, email, password);

    // The agent moves the application, with a note for each audience.
    await signIn(page, "agent", DEMO.agent.email, DEMO.agent.password);
    await page.goto(`/agent/clients/${clientId}`);
    await page.getByLabel("Move to").selectOption({ label: "Assessment" });
    await page.getByLabel("Note for staff only").fill(staffNote);
    await page.getByLabel("Note for the client").fill(sharedNote);
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Status changed")).toBeVisible();
    await expect(page.getByText(`Staff only: ${staffNote}`)).toBeVisible();
    // With JavaScript, the form is empty again after it worked.
    await expect(page.getByLabel("Note for the client")).toHaveValue("");

    // The client sees the shared note only, and that something is new.
    await signIn(client.page, "client", email, password);
    await expect(client.page.getByTestId("whats-new")).toContainText("1 unread");
    await client.page.getByText("History").click();
    await expect(client.page.getByText(sharedNote)).toBeVisible();
    await expect(client.page.getByText(staffNote)).toHaveCount(0);
    await client.page.getByTestId("whats-new").click();
    await expect(client.page.getByRole("link", { name: /is now: Assessment/ })).toBeVisible();
    await client.page.getByRole("link", { name: /is now: Assessment/ }).click();
    await expect(client.page).toHaveURL(/\/client\/dashboard#app-/);
    await expect(client.page.getByTestId("whats-new")).not.toContainText("unread");

    // Exactly one e-mail about it, with the shared note and without the staff one.
    const mail = await mailTo(email, /is now: Assessment/);
    expect(mail.text).toContain(sharedNote);
    expect(mail.text).not.toContain(staffNote);
    await page.waitForTimeout(1500); // a second worker pass: nothing more arrives
    expect((await mailsTo(email)).filter((m) => /is now/.test(m.subject))).toHaveLength(1);
  } finally {
    await client.close();
  }
});
