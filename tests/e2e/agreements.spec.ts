import { createHash } from "node:crypto";
import { readPdf } from "../support/pdf";
import { DEMO, expect, signIn, test } from "./fixtures";
import { acceptInvitation, pick, unique } from "./people";

// Issue 22, with JavaScript on and off: an admin opens an application that waits for a
// signed agreement (a move past Assessment is refused), draws the agreement up; the
// client reads and signs it; the PDF they download carries the signed text, whose
// SHA-256 is the one stored; the admin invoices the fee, sends it, records the payment;
// the client's statement shows a balance of zero.

test("agreement → signature → PDF of the signed text → invoice → payment → statement at zero", async ({
  adminPage: page,
  newPage,
}, info) => {
  test.setTimeout(120_000);
  const email = unique("signs", info.project.name);
  const password = "Signing-client-pass-2026";

  await page.goto("/admin/clients/new");
  await page.getByLabel("First name").fill("Sana");
  await page.getByLabel("Last name").fill("Signer");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Destination country").selectOption("canada");
  await page.getByLabel("Visa interest").selectOption("canada-permanent-residency");
  await pick(page, "Assigned agent", "Rohan", DEMO.agent.name);
  await page.getByRole("button", { name: "Create client" }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await page.getByRole("link", { name: "New application" }).click();
  await expect(page.getByLabel("Work waits for the signed agreement")).toBeChecked();
  await page.getByRole("button", { name: "Open application" }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  const appPath = new URL(page.url()).pathname;

  // Past Assessment without a signature: refused, and said why.
  await page.getByLabel("Move to").selectOption({ label: "Assessment" });
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Status changed", { exact: true })).toBeVisible();
  await page.getByLabel("Move to").selectOption({ label: "Documents pending" });
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("the client has not signed the service agreement").first()).toBeVisible();

  // The agreement: a wrong amount is refused beside it, what was typed kept.
  const panel = page.locator("#agreement");
  await panel.getByLabel("Fee 1: what for").fill("Professional fee: Express Entry profile and application");
  await panel.getByLabel("Fee 1: amount").fill("fifty thousand");
  await panel.getByRole("button", { name: "Preview the agreement" }).click();
  await expect(panel.getByText("Give the amount as a number")).toBeVisible();
  await expect(panel.getByLabel("Fee 1: what for")).toHaveValue("Professional fee: Express Entry profile and application");
  await panel.getByLabel("Fee 1: amount").fill("50,000");
  // The exact text first; only from the preview is it sent.
  await panel.getByRole("button", { name: "Preview the agreement" }).click();
  await expect(panel.locator("[data-preview-sha] article")).toContainText("Sana Signer");
  await expect(panel.locator("[data-preview-sha] article")).toContainText("₹50,000.00");
  await panel.getByRole("button", { name: "Send to the client to sign" }).click();
  await expect(page.getByText("Agreement version 1 sent to the client to sign")).toBeVisible();
  await expect(panel.locator("[data-agreement-version='1']")).toContainText("Awaiting the client's signature");
  const storedHash = (await panel.locator("[data-sha256]").first().textContent())!.trim();
  expect(storedHash).toMatch(/^[0-9a-f]{64}$/);

  // The client reads and signs it.
  const client = await newPage();
  await acceptInvitation(client, email, password);
  await signIn(client, "client", email, password);
  await client.getByRole("link", { name: "Agreements and invoices" }).first().click();
  await client.getByRole("link", { name: "Read and sign" }).click();
  await expect(client.getByRole("article")).toContainText("Sana Signer");
  await expect(client.getByRole("article")).toContainText("₹50,000.00");
  // The form says which name it wants; another (an initial for the first name) is refused beside the field, kept.
  await expect(client.getByText("Type your full name as on your account: Sana Signer")).toBeVisible();
  await client.getByLabel("Your full name").fill("S Signer");
  await client.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(client.getByText("Tick to confirm")).toBeVisible();
  await expect(client.getByLabel("Your full name")).toHaveValue("S Signer");
  await client.getByLabel(/I have read this agreement/).check();
  await client.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(client.getByLabel("Your full name")).toHaveAccessibleDescription(
    /Type your full name exactly as on your account: Sana Signer/,
  );
  await expect(client.getByLabel("Your full name")).toHaveValue("S Signer");
  await expect(client.getByLabel(/I have read this agreement/)).toBeChecked();
  await client.getByLabel("Your full name").fill("Sana Signer");
  await client.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(client.getByText("Signed by Sana Signer on")).toBeVisible();

  // The PDF the client downloads: the signed text attached, its SHA-256 the stored one; a certificate page.
  const href = await client.getByRole("link", { name: "Download this agreement as a PDF" }).getAttribute("href");
  const pdf = await client.request.get(href!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const read = await readPdf(await pdf.body());
  const [text] = Object.values(read.files);
  expect(createHash("sha256").update(text).digest("hex")).toBe(storedHash);
  expect(text.toString("utf8")).toContain("Sana Signer");
  expect(read.pages).toBeGreaterThanOrEqual(2);

  // The admin: the move goes through now; the fee invoiced, sent, paid.
  await page.goto(appPath);
  await expect(panel.locator("[data-agreement-version='1']")).toContainText("Signed");
  await page.getByLabel("Move to").selectOption({ label: "Documents pending" });
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Status changed", { exact: true })).toBeVisible();
  await panel.getByText("Invoice the agreed fees…").click();
  await panel.getByRole("button", { name: "Draw up a draft invoice" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}(#agreement)?$/); // a form's #fragment stays through its redirect
  // Whom it bills: the client's address and state (the place of supply) on the draft, then issued.
  await page.getByLabel("Address").fill("21 FC Road, Pune 411004");
  await page.getByLabel("State (in India)").selectOption("27");
  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  await expect(page.locator("[data-sum='CGST at 9 %']")).toHaveText("₹4,500.00");
  await expect(page.locator("[data-sum='Invoice total']")).toHaveText("₹59,000.00");
  await page.getByRole("button", { name: "Issue and send to the client" }).click();
  await expect(page.getByText(/^Invoice INV\/\d{4}-\d{2}\/\d{4} issued$/)).toBeVisible();
  await page.getByLabel("Reference (UTR, UPI or card reference)").fill("UTR-2026-551");
  await page.getByLabel("How").selectOption({ label: "Bank transfer" });
  await page.getByRole("button", { name: "Record it" }).click();
  await expect(page.getByText("Payment recorded", { exact: true })).toBeVisible();
  await expect(page.locator("[data-invoice-status]").first()).toHaveText("Paid");

  // The client's statement: charged, paid, nothing owed.
  await client.goto("/client/billing");
  await expect(client.locator("[data-invoice]")).toContainText("Paid");
  await expect(client.locator("[data-balance]")).toHaveText("Balance: ₹0.00");
});
