// Issue 22: payments and refunds move an invoice through part-paid and paid; nothing
// pays more than is owed or refunds more than was paid, also when recorded at once;
// the client's statement ends at what they owe.
import { beforeAll, describe, expect, it } from "vitest";
import { issueInvoice, voidInvoice } from "~/server/billing/invoices.server";
import { PaymentRefused, recordPayment, statementOf, type NewPayment } from "~/server/billing/payments.server";
import { backendName } from "../support/db";
import { draftInvoice, service } from "../support/invoices";
import { createUsers } from "../support/users";

let users: Awaited<ReturnType<typeof createUsers>>;
/** A draft; `send` issues it (the code is its number's). */
const invoiceOf = async (unitMinor: number) => {
  const made = await draftInvoice({ clientId: users.client.id, lines: [service("Professional fee", unitMinor)] });
  return { ...made, code: "" };
};
const sendInvoice = async (inv: { id: string; code: string }) => {
  const issued = await issueInvoice(inv.id, "2026-11-20");
  if (issued) inv.code = issued.code;
  return Boolean(issued);
};
const pay = (invoiceId: string, amountMinor: number, extra: Partial<NewPayment> = {}): NewPayment => ({
  invoiceId,
  kind: "payment",
  method: "upi",
  reference: "UPI-1",
  amountMinor,
  receivedOn: "2026-11-25",
  recordedBy: users.admin.id,
  ...extra,
});

beforeAll(async () => {
  users = await createUsers("pay");
});

describe(`payments on ${backendName()}`, () => {
  it("a draft takes no payment; part, then the rest: paid, and the statement's balance is zero", async () => {
    const inv = await invoiceOf(10_000_000); // ₹1,00,000 + 18 % = ₹1,18,000
    await expect(recordPayment(pay(inv.id, 100))).rejects.toThrow("Issue the invoice before");
    expect(await sendInvoice(inv)).toBe(true);
    expect(await recordPayment(pay(inv.id, 5_000_000))).toMatchObject({ status: "part_paid", paidMinor: 5_000_000 });
    await expect(recordPayment(pay(inv.id, 6_800_001))).rejects.toBeInstanceOf(PaymentRefused);
    expect(await recordPayment(pay(inv.id, 6_800_000, { method: "bank_transfer", reference: "NEFT 123" }))).toMatchObject({
      status: "paid",
      paidMinor: 11_800_000,
    });
    const statement = await statementOf(users.client.id);
    expect(statement.balanceMinor).toBe(0);
    expect(statement.entries.map((e) => [e.what, e.balanceMinor])).toEqual([
      [`Invoice ${inv.code}`, 11_800_000],
      [`Payment for ${inv.code}`, 6_800_000],
      [`Payment for ${inv.code}`, 0],
    ]);
    expect(await voidInvoice(inv.id, "Wrong")).toBe(false); // money was received: refund it first
  });

  it("a refund is what was paid at most; it credits the charge as it pays back, so the balance stays", async () => {
    const inv = await invoiceOf(1_000_000); // ₹11,800
    await sendInvoice(inv);
    await recordPayment(pay(inv.id, 1_180_000));
    await expect(recordPayment(pay(inv.id, 1_180_001, { kind: "refund" }))).rejects.toThrow("more than was paid");
    const before = (await statementOf(users.client.id)).balanceMinor;
    expect(await recordPayment(pay(inv.id, 180_000, { kind: "refund", method: "bank_transfer" }))).toMatchObject({
      status: "paid",
      paidMinor: 1_180_000,
      refundedMinor: 180_000,
    });
    await expect(recordPayment(pay(inv.id, 1_000_001, { kind: "refund" }))).rejects.toThrow("more than was paid");
    const after = await statementOf(users.client.id);
    expect(after.balanceMinor).toBe(before);
    expect(after.entries.slice(-2).map((e) => [e.what, e.debitMinor, e.creditMinor])).toEqual([
      [`Credit on ${inv.code} (refund under the refund policy)`, 0, 180_000],
      [`Refund paid for ${inv.code}`, 180_000, 0],
    ]);
  });

  it("ten payments of the whole amount recorded at once: one is taken", async () => {
    const inv = await invoiceOf(500_000); // ₹5,900
    await sendInvoice(inv);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => recordPayment(pay(inv.id, 590_000, { reference: `dup-${i}` }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected"))
      expect(r.reason).toBeInstanceOf(PaymentRefused);
  });

  it("a void invoice takes no payment and leaves the statement", async () => {
    const inv = await invoiceOf(100_000);
    await sendInvoice(inv);
    const before = (await statementOf(users.client.id)).balanceMinor;
    expect(await voidInvoice(inv.id, "Raised twice")).toBe(true);
    await expect(recordPayment(pay(inv.id, 100))).rejects.toThrow("void");
    expect((await statementOf(users.client.id)).balanceMinor).toBe(before - 118_000);
  });
});
