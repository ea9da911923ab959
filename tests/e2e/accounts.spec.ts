import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expect, signIn, signOut, test } from "./fixtures";
import { linkIn, mailTo } from "./mail";
import { unique } from "./people";

// Issue 14: accounts people run themselves, end to end in Chromium with JavaScript on
// and off; the e-mails are read from the real SMTP server on loopback
// (tests/support/mail-catcher.ts) that the app sends to.

/** An admin (signed in on `admin`) invites a new client; the client chooses a password with the e-mailed link on `page`. */
async function inviteClient(admin: Page, page: Page, email: string, password: string) {
  await admin.goto("/admin/clients/new");
  await admin.getByLabel("First name").fill("Ina");
  await admin.getByLabel("Last name").fill("Invitee");
  await admin.getByLabel("E-mail").fill(email);
  await admin.getByRole("button", { name: "Create client" }).click();
  await expect(admin.getByText("Client created and invited")).toBeVisible();
  await expect(admin.getByText(/Invited on .* the link works until/)).toBeVisible();

  const mail = await mailTo(email, /invitation/i);
  expect(mail.subject).toContain("client portal");
  await page.goto(linkIn(mail));
  await expect(page.getByRole("heading", { name: "Welcome: choose your password" })).toBeVisible();
  // A common password is refused with the reason, beside the field.
  await page.getByLabel("New password", { exact: true }).fill("password1234");
  await page.getByLabel("Repeat the password").fill("password1234");
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page.getByText("This is similar to a commonly used password").first()).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page).toHaveURL(/^[^?]*\/client\/login\?email=/);
  await expect(page.getByText("Your password is saved")).toBeVisible();
  // The e-mail the password was chosen for is filled in: only the password to type.
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
}

const totpCode = (secret: string, at = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at });

test("invitation: the client chooses their own password and signs in", async ({ page, adminPage }, info) => {
  const email = unique("invited", info.project.name);
  await inviteClient(adminPage, page, email, "Marigold-harbour-17");
  await signIn(page, "client", email, "Marigold-harbour-17");
  await expect(page).toHaveURL("/client/dashboard");
  await expect(page.getByRole("heading", { name: "Hello, Ina" })).toBeVisible();
});

test("forgot password: the same answer for anyone, a link by e-mail, a new password", async ({ page, adminPage }, info) => {
  const email = unique("forgot", info.project.name);
  await inviteClient(adminPage, page, email, "Original-lantern-42");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/client/forgot-password");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(`If ${email} belongs to an account`)).toBeVisible();

  const mail = await mailTo(email, /Reset your/);
  await page.goto(linkIn(mail));
  await page.getByLabel("New password", { exact: true }).fill("Replaced-lantern-43");
  await page.getByLabel("Repeat the password").fill("Replaced-lantern-43");
  await page.getByRole("button", { name: "Save my password" }).click();
  await expect(page.getByText("Your password is saved")).toBeVisible();
  await signIn(page, "client", email, "Original-lantern-42", "/client/login");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await signIn(page, "client", email, "Replaced-lantern-43");
  // The link worked once.
  await page.goto(linkIn(mail));
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await mailTo(email, /password was changed/);
});

test("change password from the account page", async ({ page, adminPage }, info) => {
  const email = unique("changer", info.project.name);
  await inviteClient(adminPage, page, email, "First-compass-88");
  await signIn(page, "client", email, "First-compass-88");
  await page.getByTestId("signed-in-user").click();
  await expect(page).toHaveURL("/client/account");
  await page.getByLabel("Current password").fill("First-compass-88");
  await page.getByLabel("New password", { exact: true }).fill("Second-compass-99");
  await page.getByLabel("Repeat the new password").fill("Second-compass-99");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("You were signed out on your other devices.")).toBeVisible();
  if (info.project.name === "js") {
    // The strength check while typing must leave the shown message alone (it once took it
    // away: as a router fetcher's POST it made Remix read the page again, without the flash).
    await page.getByLabel("New password", { exact: true }).fill("Third-compass-77-harbour");
    await expect(page.getByText("Strong enough.")).toBeVisible();
    await expect(page.getByText("You were signed out on your other devices.")).toBeVisible();
  }
  await signOut(page);
  await signIn(page, "client", email, "Second-compass-99");
  await expect(page).toHaveURL("/client/dashboard");
});

test("two-factor: enrol with the key, sign in with a code, then with a recovery code", async ({ page, adminPage }, info) => {
  const email = unique("totp", info.project.name);
  await inviteClient(adminPage, page, email, "Quiet-orchard-61");
  await signIn(page, "client", email, "Quiet-orchard-61");
  await page.goto("/client/account");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page).toHaveURL("/client/account/two-factor");
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replaceAll(" ", "");
  await page.getByLabel("Then enter the 6-digit code the app shows").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page).toHaveURL("/client/account/recovery-codes");
  const codes = (await page.getByTestId("recovery-codes").locator("li").allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  await expect(page.getByText(/^On since .* Recovery codes left: 10 of 10\./)).toBeVisible();
  await signOut(page);

  // Password, then the code of the app (the next one: the enrolment used this one's).
  await signIn(page, "client", email, "Quiet-orchard-61", "/client/login/code");
  await page.getByLabel("6-digit code").fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/client/dashboard");
  await signOut(page);

  // Password, then a recovery code.
  await signIn(page, "client", email, "Quiet-orchard-61", "/client/login/code");
  await page.getByText("Lost your phone? Use a recovery code").click();
  await page.getByLabel("Recovery code").fill(codes[0]);
  await page.getByRole("button", { name: "Sign in with a recovery code" }).click();
  await expect(page).toHaveURL("/client/dashboard");
  await expect(page.getByText("You used a recovery code: 9 left")).toBeVisible();
  await mailTo(email, /Two-factor sign-in is on/);

  // A new phone: only with the password and a code (a wrong one is said beside its field).
  await page.goto("/client/account");
  const proveAndMove = async (code: string) => {
    await page.getByLabel("Your current password").fill("Quiet-orchard-61");
    await page.getByLabel("A code from your authenticator app, or a recovery code").fill(code);
    await page.getByRole("button", { name: "Move to a new authenticator app" }).click();
  };
  await proveAndMove("000000");
  await expect(page.getByText("That code is not right")).toBeVisible();
  await expect(page.getByLabel("A code from your authenticator app, or a recovery code")).toHaveAttribute("aria-invalid", "true");
  await proveAndMove(codes[1]);
  await expect(page).toHaveURL("/client/account/two-factor");
  const next = (await page.getByTestId("totp-secret").innerText()).replaceAll(" ", "");
  expect(next).not.toBe(secret);
  await page.getByLabel("Then enter the 6-digit code the app shows").fill(totpCode(next));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page).toHaveURL("/client/account/recovery-codes");
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await mailTo(email, /two-factor sign-in was moved to a new app/);
});
