import { DEMO, expect, signIn, test } from "./fixtures";
import { mailsTo, mailTo } from "./mail";
import { acceptInvitation, pick, unique } from "./people";

// Issue 15: a status change with a note for staff and a note for the client. The
// client's portal shows only the shared one, and the client gets exactly one e-mail,
// with it and without the staff note. JavaScript on and off; the e-mail is read from
// the real SMTP server on loopback.

test("a staff-only note stays with staff; the shared note reaches the client in the portal and by one e-mail", async ({
  adminPage: admin,
  agentPage: agent,
  page: client,
}, info) => {
  const email = unique("told", info.project.name);
  const password = "Told-client-pass-2026";
  const staffNote = `Employer is slow to pay the fee (${info.project.name})`;
  const sharedNote = `We are checking your eligibility this week (${info.project.name}).`;

  // The admin opens the client, assigned to the demo agent, and an application.
  await admin.goto("/admin/clients/new");
  await admin.getByLabel("First name").fill("Tara");
  await admin.getByLabel("Last name").fill("Told");
  await admin.getByLabel("E-mail").fill(email);
  await admin.getByLabel("Destination country").selectOption("canada");
  await admin.getByLabel("Visa interest").selectOption("study-in-canada");
  await pick(admin, "Assigned agent", "Rohan", DEMO.agent.name);
  await admin.getByRole("button", { name: "Create client" }).click();
  await expect(admin).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  const clientId = admin.url().split("/").pop()!;
  await admin.getByRole("link", { name: "New application" }).click();
  // Its work was agreed in writing before (the agreement's own flow is agreements.spec.ts).
  await admin.getByLabel("Work waits for the signed agreement").uncheck();
  await admin.getByRole("button", { name: "Open application" }).click();
  await expect(admin).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);

  await acceptInvitation(client, email, password);

  // The agent moves the application, with a note for each audience.
  await agent.goto(`/agent/clients/${clientId}`);
  await agent.getByLabel("Move to").selectOption({ label: "Assessment" });
  await agent.getByLabel("Note for staff only").fill(staffNote);
  await agent.getByLabel("Note for the client").fill(sharedNote);
  await agent.getByRole("button", { name: "Change status" }).click();
  await expect(agent.getByText("Status changed")).toBeVisible();
  await expect(agent.getByText(`Staff only: ${staffNote}`)).toBeVisible();
  // With JavaScript, the form is empty again after it worked.
  await expect(agent.getByLabel("Note for the client")).toHaveValue("");

  // The client sees the shared note only, and that something is new.
  await signIn(client, "client", email, password);
  await expect(client.getByTestId("whats-new")).toContainText("1 unread");
  // In view above the progress without opening the history, and in the history too.
  await expect(client.locator("[data-latest-note]")).toContainText(sharedNote);
  await client.getByText("History").click();
  await expect(client.getByText(sharedNote).last()).toBeVisible();
  await expect(client.getByText(staffNote)).toHaveCount(0);
  await client.getByTestId("whats-new").click();
  await expect(client.getByRole("link", { name: /is now: Assessment/ })).toBeVisible();
  await client.getByRole("link", { name: /is now: Assessment/ }).click();
  await expect(client).toHaveURL(/\/client\/dashboard#app-/);
  await expect(client.getByTestId("whats-new")).not.toContainText("unread");

  // Exactly one e-mail about it, with the shared note and without the staff one.
  const mail = await mailTo(email, /is now: Assessment/);
  expect(mail.text).toContain(sharedNote);
  expect(mail.text).not.toContain(staffNote);
  await agent.waitForTimeout(1500); // a second worker pass: nothing more arrives
  expect((await mailsTo(email)).filter((m) => /is now/.test(m.subject))).toHaveLength(1);
});
