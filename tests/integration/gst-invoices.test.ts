// Issue 41: a GST tax invoice by place of supply — CGST + SGST within the firm's state, IGST
// to another, zero-rated abroad under the LUT — with the firm's GSTIN, the SAC code and the
// place of supply on the page and the PDF; disbursements apart and untaxed, to the paisa;
// credit notes in part and in full, once, within the law's time, on the statement.
import { beforeAll, describe, expect, it } from "vitest";
import { BILLING_SETTING_KEYS } from "~/lib/billing/billing-settings";
import { CreditRefused, issueCreditNote } from "~/server/billing/credit-notes.server";
import { recordPayment, statementOf } from "~/server/billing/payments.server";
import { saveSettings } from "~/server/website/settings.server";
import { request, signIn } from "../support/app";
import { backendName, testDb } from "../support/db";
import { buyerIn, disbursement, issuedInvoice, service } from "../support/invoices";
import { qrOfPdf, readPdf } from "../support/pdf";
import { createUsers, PASSWORDS } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
const cookies: Record<string, string> = {};
const GSTIN = "27AAACH0000A1ZR";

beforeAll(async () => {
  users = await createUsers("gst");
  await saveSettings(
    {
      gst_legal_name: "Horizon Pathways Consulting Private Limited",
      gstin: GSTIN,
      gst_state_code: "27",
      lut_reference: "AD2704260012345",
      upi_id: "horizonpathways@okhdfc",
      upi_payee_name: "Horizon Pathways",
    },
    BILLING_SETTING_KEYS,
  );
  cookies.admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
  cookies.client = await signIn("client", users.client.email, PASSWORDS.client);
});

/** The invoice's page as the client reads it, and its PDF's text (and QR code). */
async function readBoth(id: string) {
  // What is shown: the page without its scripts (the loader's data holds the stored column names).
  const page = (await (await request(`/client/invoices/${id}`, { cookie: cookies.client })).text()).replace(
    /<script[\s\S]*?<\/script>/g,
    "",
  );
  const pdf = await request(`/client/invoices/${id}/pdf`, { cookie: cookies.client });
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  return { page, pdf: (await readPdf(bytes)).text, qr: await qrOfPdf(bytes) };
}

describe(`GST tax invoices on ${backendName()}`, () => {
  it("charges CGST + SGST in the firm's state, IGST in another, nothing abroad under the LUT — the same on the page and the PDF", async () => {
    const fee = [service("Professional fee: Express Entry", 5_000_000)];
    const intra = await issuedInvoice({ clientId: users.client.id, lines: fee, buyer: buyerIn("27") });
    const inter = await issuedInvoice({ clientId: users.client.id, lines: fee, buyer: buyerIn("29") });
    const abroad = await issuedInvoice({ clientId: users.client.id, lines: fee, buyer: buyerIn(null, "Canada"), currency: "USD" });
    const expected: [string, string[], string[]][] = [
      [intra.id, ["27 – Maharashtra", "CGST at 9 %", "₹4,500.00", "SGST at 9 %", "₹59,000.00"], ["IGST at"]],
      [inter.id, ["29 – Karnataka", "IGST at 18 %", "₹9,000.00", "₹59,000.00"], ["CGST at", "SGST at"]],
      [
        abroad.id,
        [
          "Outside India (Canada)",
          "IGST: nil (zero-rated export of services)",
          "$50,000.00",
          "SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING",
          "AD2704260012345",
        ],
        ["CGST at", "IGST at"],
      ],
    ];
    // The PDF's UPI QR code reads as the page's link: payee, amount, INR and the invoice number.
    const intraRead = await readBoth(intra.id);
    expect(intraRead.qr).toBe(
      `upi://pay?pa=horizonpathways%40okhdfc&pn=Horizon%20Pathways&am=59000.00&cu=INR&tn=${encodeURIComponent(intra.code)}`,
    );
    expect(intraRead.page).toContain(intraRead.qr!.replace(/&/g, "&amp;"));
    expect((await readBoth(abroad.id)).qr).toBeNull(); // UPI moves rupees only
    for (const [id, present, absent] of expected) {
      const { page, pdf } = await readBoth(id);
      for (const text of [page, pdf.replace(/\n/g, " ")]) {
        for (const p of [`GSTIN: ${GSTIN}`, "998599", "Place of supply", ...present]) expect(text.toUpperCase()).toContain(p.toUpperCase());
        for (const a of absent) expect(text).not.toContain(a);
      }
    }
  });

  it("taxes the service only, prints the disbursement apart; a credit note for part of it lowers the statement, to the paisa", async () => {
    const inv = await issuedInvoice({
      clientId: users.client.id,
      lines: [service("Professional fee: study permit", 5_000_055), disbursement("IRCC study permit fee", 1_523_500, "IRCC")],
      buyer: buyerIn("27"),
    });
    const db = await testDb();
    const stored = await db.selectFrom("invoices").selectAll().where("id", "=", inv.id).executeTakeFirstOrThrow();
    // ₹50,000.55 × 9 % = ₹4,500.0495 → ₹4,500.05 each half; the ₹15,235 paid to IRCC untaxed.
    expect(stored).toMatchObject({
      subtotal_minor: 5_000_055,
      cgst_minor: 450_005,
      sgst_minor: 450_005,
      igst_minor: 0,
      disbursements_minor: 1_523_500,
      total_minor: 7_423_565,
    });
    const { page, pdf } = await readBoth(inv.id);
    for (const text of [page, pdf]) {
      expect(text).toContain("Paid on your behalf");
      expect(text).toContain("IRCC study permit fee");
      expect(text).toContain("₹74,235.65");
      expect(text).toContain("Rupees Seventy Four Thousand Two Hundred Thirty Five and Sixty Five Paise Only");
    }
    const [serviceLine] = await db.selectFrom("invoice_lines").select("id").where("invoice_id", "=", inv.id).orderBy("position").execute();
    // ₹10,000 of the fee credited: ₹900 CGST and ₹900 SGST with it.
    const credited = await request(`/admin/invoices/${inv.id}`, {
      cookie: cookies.admin,
      form: { intent: "credit-note", reason: "Biometrics appointment booked by the client", [`credit-${serviceLine.id}`]: "10000" },
    });
    expect(credited.status).toBe(302);
    const note = await db.selectFrom("credit_notes").selectAll().where("invoice_id", "=", inv.id).executeTakeFirstOrThrow();
    expect(note).toMatchObject({ taxable_minor: 1_000_000, cgst_minor: 90_000, sgst_minor: 90_000, total_minor: 1_180_000 });
    expect(note.code).toMatch(/^CN\/2026-27\/\d{4}$/);
    const statement = await statementOf(users.client.id, "INR");
    expect(statement.entries.map((e) => e.what)).toContain(`Credit note ${note.code} on ${inv.code}`);
    const before = (await statementOf(users.client.id, "INR")).balanceMinor;
    // Everything left, twice at once: one credit note; the rest of each line's tax to the paisa.
    const all = () => issueCreditNote({ invoiceId: inv.id, reason: "Client withdrew", lines: "all", today: "2026-11-28", createdBy: null });
    const results = await Promise.allSettled([all(), all()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: expect.any(CreditRefused) });
    const after = await db.selectFrom("invoices").select(["status", "credited_minor"]).where("id", "=", inv.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "credited", credited_minor: 7_423_565 });
    expect((await statementOf(users.client.id, "INR")).balanceMinor).toBe(before - (7_423_565 - 1_180_000));
    const notes = await request(`/client/invoices/${inv.id}`, { cookie: cookies.client });
    expect(await notes.text()).toContain(note.code);
  });

  it("refuses a credit note of a 2025-26 invoice after 30 November 2026", async () => {
    const old = await issuedInvoice({ clientId: users.client.id, lines: [service("Advice", 100_000)] }, "2026-03-10");
    const late = issueCreditNote({ invoiceId: old.id, reason: "Too late", lines: "all", today: "2026-12-01", createdBy: null });
    await expect(late).rejects.toThrow("ended on 30 November 2026");
    expect(
      (await issueCreditNote({ invoiceId: old.id, reason: "In time", lines: "all", today: "2026-11-30", createdBy: null })).status,
    ).toBe("credited");
  });

  it("keeps an issued invoice as it was issued: its amounts, date and buyer are never changed, nor is it deleted", async () => {
    const db = await testDb();
    const issued = await issuedInvoice({ clientId: users.client.id, lines: [service("Advice", 100_000)] }, "2026-11-20");
    const change = (set: Record<string, unknown>) => db.updateTable("invoices").set(set).where("id", "=", issued.id).execute();
    await expect(change({ total_minor: 1, subtotal_minor: 1, tax_minor: 0 })).rejects.toThrow(/never changed/);
    await expect(change({ issued_on: "2026-11-01" })).rejects.toThrow(/never changed/);
    await expect(change({ currency: "USD" })).rejects.toThrow(/never changed/);
    await expect(db.deleteFrom("invoices").where("id", "=", issued.id).execute()).rejects.toThrow(/never deleted/);
    // Nor are its payments and credit notes: another entry corrects one.
    await recordPayment({
      invoiceId: issued.id,
      kind: "payment",
      method: "upi",
      amountMinor: 18_000,
      receivedOn: "2026-11-21",
      recordedBy: null,
    });
    await expect(db.updateTable("payments").set({ amount_minor: 1 }).where("invoice_id", "=", issued.id).execute()).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(db.deleteFrom("payments").where("invoice_id", "=", issued.id).execute()).rejects.toThrow(/never changed or deleted/);
    // Its state still moves (paid, credited, void), as the app moves it.
    await change({ status: "paid", updated_at: new Date() });
    const kept = await db
      .selectFrom("invoices")
      .select(["total_minor", "issued_on", "status"])
      .where("id", "=", issued.id)
      .executeTakeFirstOrThrow();
    expect([Number(kept.total_minor), String(kept.issued_on), kept.status]).toEqual([118_000, "2026-11-20", "paid"]);
  });
});
