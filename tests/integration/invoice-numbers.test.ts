// Issue 22: invoice numbers are unique and without gaps per financial year, also when
// twenty are made at once, when one fails half-way, and across the year's turn.
import { beforeAll, describe, expect, it } from "vitest";
import { createInvoice, voidInvoice, type NewInvoice } from "~/server/billing/invoices.server";
import { backendName, testDb } from "../support/db";
import { createUsers } from "../support/users";

let invoice: (issuedOn: string, extra?: Partial<NewInvoice>) => NewInvoice;

beforeAll(async () => {
  const users = await createUsers("inv");
  invoice = (issuedOn, extra = {}) => ({
    clientId: users.client.id,
    lines: [{ description: "Professional fee: Canada Express Entry", quantity: 1, unitMinor: 5_000_000 }],
    currency: "INR",
    taxMode: "gst",
    taxRateBp: 1800,
    issuedOn,
    dueOn: issuedOn,
    createdBy: users.admin.id,
    ...extra,
  });
});

describe(`invoice numbers on ${backendName()}`, () => {
  it("twenty made at once are numbered 1 to 20 of the year, each once", async () => {
    const made = await Promise.all(Array.from({ length: 20 }, () => createInvoice(invoice("2026-11-20"))));
    expect(made.map((m) => m.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(made.map((m) => m.code)).size).toBe(20);
    expect(made.find((m) => m.number === 7)!.code).toBe("INV/2026-27/0007");
    const db = await testDb();
    const stored = await db
      .selectFrom("invoices")
      .select(["number", "total_minor"])
      .where("financial_year", "=", "2026-27")
      .orderBy("number")
      .execute();
    expect(stored.map((s) => s.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(Number(stored[0].total_minor)).toBe(5_900_000); // ₹50,000 + 18 % GST
  });

  it("an invoice that fails to store gives its number back; a void one keeps it", async () => {
    // A line the database refuses (a description over 300 characters) fails the whole transaction.
    await expect(
      createInvoice(invoice("2026-12-01", { lines: [{ description: "x".repeat(301), quantity: 1, unitMinor: 100 }] })),
    ).rejects.toThrow();
    const next = await createInvoice(invoice("2026-12-01"));
    expect(next.number).toBe(21);
    expect(await voidInvoice(next.id, "Issued to the wrong client")).toBe(true);
    expect(await voidInvoice(next.id, "Again")).toBe(false);
    expect((await createInvoice(invoice("2026-12-02"))).number).toBe(22);
  });

  it("starts again at 1 on 1 April, and a late invoice of March takes the old year's next", async () => {
    expect((await createInvoice(invoice("2027-04-01"))).code).toBe("INV/2027-28/0001");
    expect((await createInvoice(invoice("2027-03-31"))).code).toBe("INV/2026-27/0023");
  });
});
