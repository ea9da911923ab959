import jsQR from "jsqr";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { DEMO, expect, signIn, test } from "./fixtures";
import { mailTo, type Mail } from "./mail";
import { acceptInvitation, pick, unique } from "./people";

// Issue 41, with JavaScript on and off: an admin draws up a GST invoice for a client in
// another state (IGST) with a government fee paid on their behalf (no GST) and issues
// it; the client's UPI QR code, read back from the page's pixels, is the "Pay by UPI"
// link for the invoice's amount and number; the client reports paying it with a UTR,
// the admin confirms it, and the receipt arrives by e-mail with its PDF. The client is
// on a 390 px phone: neither the billing page nor the invoice scrolls sideways.

test("GST invoice → UPI QR code → payment reported → confirmed → receipt by e-mail; fits a phone", async ({
  adminPage: page,
  newPage,
}, info) => {
  test.setTimeout(90_000);
  const email = unique("pays", info.project.name);
  const password = "Paying-client-pass-2026";
  const utr = `${Date.now()}${info.project.name === "js" ? 1 : 2}`; // 14 digits, one per run and project

  // The admin: a new client, and a draft invoice on their billing page.
  await page.goto("/admin/clients/new");
  await page.getByLabel("First name").fill("Priya");
  await page.getByLabel("Last name").fill("Payer");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Destination country").selectOption("canada");
  await page.getByLabel("Visa interest").selectOption("canada-permanent-residency");
  await pick(page, "Assigned agent", "Rohan", DEMO.agent.name);
  await page.getByRole("button", { name: "Create client" }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await page.goto(`${new URL(page.url()).pathname}/billing`);
  await page.getByRole("button", { name: "Draw up an invoice" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoicePath = new URL(page.url()).pathname;

  // Karnataka, the firm in Maharashtra: IGST on the fee; the IRCC fee paid for them carries none.
  await page.getByLabel("Address").fill("12 MG Road, Bengaluru 560001");
  await page.getByLabel("State (in India)").selectOption("29");
  await page.getByLabel("Line 1: what for").fill("Professional fee: study permit");
  await page.getByLabel("Line 1: rate").fill("40000");
  await page.getByLabel("Line 2: kind").selectOption("disbursement");
  await page.getByLabel("Line 2: what for").fill("IRCC study permit fee");
  await page.getByLabel("Line 2: SAC, or paid to").fill("IRCC");
  await page.getByLabel("Line 2: rate").fill("9000");
  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  await expect(page.locator("[data-sum='IGST at 18 %']")).toHaveText("₹7,200.00");
  await expect(page.locator("[data-sum='Paid on your behalf (no GST)']")).toHaveText("₹9,000.00");
  await expect(page.locator("[data-sum='Invoice total']")).toHaveText("₹56,200.00");
  await page.getByRole("button", { name: "Issue and send to the client" }).click();
  await expect(page.getByText(/^Invoice INV\/\d{4}-\d{2}\/\d{4} issued$/)).toBeVisible();

  // The client, on a 390 px phone, opens it from their billing page: it fits the screen.
  const client = await newPage();
  await client.setViewportSize({ width: 390, height: 844 });
  const scrollWidth = () => client.evaluate(() => document.documentElement.scrollWidth);
  await acceptInvitation(client, email, password);
  await signIn(client, "client", email, password);
  await client.goto("/client/billing");
  await client.getByRole("link", { name: /^INV\// }).click();
  await expect(client).toHaveURL(/\/client\/invoices\/[0-9a-f-]{36}$/);
  const clientInvoicePath = new URL(client.url()).pathname;
  await expect(client).toHaveTitle(/^Invoice INV\/\d{4}-\d{2}\/\d{4} · Client portal$/);
  const code = /INV\/\S+/.exec(await client.title())![0];
  await expect(client.getByRole("heading", { name: "Pay ₹56,200.00" })).toBeVisible();
  expect(await scrollWidth(), "the open invoice scrolls sideways").toBeLessThanOrEqual(390);

  // Its QR code, read from the pixels on the screen, is the "Pay by UPI" link.
  const png = await client.locator("svg[data-upi-qr]").screenshot();
  const { data, info: image } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), image.width, image.height)?.data;
  expect(decoded, "the QR code reads").toMatch(/^upi:\/\/pay\?/);
  const upi = new URL(decoded!).searchParams;
  expect(upi.get("pa")).toBe("horizonpathways@example");
  expect(upi.get("am")).toBe("56200.00");
  expect(upi.get("cu")).toBe("INR");
  expect(upi.get("tn")).toBe(code);
  await expect(client.getByRole("link", { name: "Pay by UPI" })).toHaveAttribute("href", decoded!);

  // "Paid already? Tell us": the UTR, then the report waits for the admin.
  await client.getByLabel("How you paid").selectOption("upi");
  await expect(client.getByLabel("Amount paid")).toHaveValue("56200");
  await client.getByLabel("UTR or UPI reference number").fill(utr);
  await client.getByRole("button", { name: "Report the payment" }).click();
  await expect(client.getByText("Thank you: we are checking your payment", { exact: true })).toBeVisible();
  expect(await controlsUnderToast(client), "the toast covers a form control on a phone").toEqual([]);
  await expect(client.locator(`[data-report='${utr}'] [data-report-status]`)).toHaveText("Being checked");
  await expect(client.getByRole("button", { name: "Report the payment" })).toHaveCount(0);

  // The admin finds it on the bank statement and confirms it: paid, and a receipt.
  await page.goto(invoicePath);
  await page.locator(`[data-report='${utr}']`).getByRole("button", { name: "Confirm: it is on our bank statement" }).click();
  await expect(page.getByText("Payment confirmed", { exact: true })).toBeVisible();
  expect(await controlsUnderToast(page), "the toast covers a form control on a desktop").toEqual([]);
  await expect(page.locator("[data-invoice-status]").first()).toHaveText("Paid");
  await expect(page.locator("[data-receipt]")).toHaveAttribute("data-receipt", /^RCT\/\d{4}-\d{2}\/\d{4}$/);
  const receipt = (await page.locator("[data-receipt]").getAttribute("data-receipt"))!;
  // The invoices list on a phone: this invoice a card with every field named.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/invoices?q=${encodeURIComponent(code)}`);
  const card = page.getByRole("row").filter({ hasText: code });
  for (const label of ["Issued", "Number", "Client", "Total", "Received", "Due", "Status"]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card).toContainText("₹56,200.00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The receipt reaches the client by e-mail, its PDF attached.
  const mail = (await mailTo(email, /^Receipt RCT\//)) as Mail & { attachments: { filename: string; contentType: string }[] };
  expect(mail.subject).toBe(`Receipt ${receipt}: ₹56,200.00 received`);
  expect(mail.attachments.filter((a) => a.contentType === "application/pdf")).toHaveLength(1);

  // The statement, as cards on the phone, at zero; the paid invoice with its receipt.
  await client.goto("/client/billing");
  await expect(client.locator("[data-invoice]")).toContainText("Paid");
  expect(await scrollWidth(), "/client/billing scrolls sideways").toBeLessThanOrEqual(390);
  const statement = client.getByRole("list", { name: "Statement" });
  await expect(statement.getByRole("listitem").last()).toContainText(/Paid\s*₹56,200\.00\s*Balance\s*₹0\.00/);
  await expect(client.getByRole("table", { name: "Statement" })).toBeHidden();
  await expect(client.locator("[data-balance]")).toHaveText("Balance: ₹0.00");
  await client.goto(clientInvoicePath);
  await expect(client.locator("[data-receipt]")).toBeVisible();
  expect(await scrollWidth(), "the paid invoice scrolls sideways").toBeLessThanOrEqual(390);
});

/** The form controls (fields and buttons) that the page's toast lies over: none, wherever it shows. */
async function controlsUnderToast(page: Page) {
  await expect(page.locator("[data-toast]")).toBeVisible();
  return page.evaluate(() => {
    const toast = document.querySelector("[data-toast]")!;
    const t = toast.getBoundingClientRect();
    return [...document.querySelectorAll("input:not([type=hidden]), select, textarea, button")]
      .filter((el) => !toast.contains(el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
      })
      .map((el) => el.outerHTML.slice(0, 80));
  });
}
