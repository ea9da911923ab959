// Issues 22 and 41: invoice numbers are unique and without gaps per financial year, taken
// when a draft is issued (a draft set aside takes none) — also when twenty are issued at
// once, when one fails half-way, and across the year's turn.
import { beforeAll, describe, expect, it } from "vitest";
import { issueInvoice, voidInvoice } from "~/server/billing/invoices.server";
import { backendName, testDb } from "../support/db";
import { draftInvoice, issuedInvoice, service } from "../support/invoices";
import { createUsers } from "../support/users";

let clientId: string;

beforeAll(async () => {
  clientId = (await createUsers("inv")).client.id;
});

const fee = () => ({ clientId, lines: [service("Professional fee: Canada Express Entry", 5_000_000)] });

describe(`invoice numbers on ${backendName()}`, () => {
  it("twenty issued at once are numbered 1 to 20 of the year, each once; a draft has none", async () => {
    const drafts = await Promise.all(Array.from({ length: 21 }, () => draftInvoice(fee())));
    const made = await Promise.all(drafts.slice(0, 20).map((d) => issueInvoice(d.id, "2026-11-20")));
    const numbers = made.map((m) => Number(m!.code.split("/").pop()));
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(made.map((m) => m!.code)).toContain("INV/2026-27/0007");
    const db = await testDb();
    const stored = await db
      .selectFrom("invoices")
      .select(["number", "total_minor"])
      .where("financial_year", "=", "2026-27")
      .orderBy("number")
      .execute();
    expect(stored.map((s) => s.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(Number(stored[0].total_minor)).toBe(5_900_000); // ₹50,000 + 9 % CGST + 9 % SGST
    const draft = await db
      .selectFrom("invoices")
      .select(["number", "code", "status"])
      .where("id", "=", drafts[20].id)
      .executeTakeFirstOrThrow();
    expect(draft).toEqual({ number: null, code: null, status: "draft" });
    // Issuing it twice at once numbers it once.
    const twice = await Promise.all([issueInvoice(drafts[20].id, "2026-11-20"), issueInvoice(drafts[20].id, "2026-11-20")]);
    expect(twice.filter(Boolean).map((t) => t!.code)).toEqual(["INV/2026-27/0021"]);
  });

  it("an invoice that fails to store gives its number back; a void draft takes none, a void issued one keeps its own", async () => {
    // A line the database refuses (a description over 300 characters) fails the whole transaction.
    await expect(issuedInvoice({ clientId, lines: [service("x".repeat(301), 100)] }, "2026-12-01")).rejects.toThrow();
    const setAside = await draftInvoice(fee());
    expect(await voidInvoice(setAside.id, "Drawn up twice")).toBe(true);
    const next = await issuedInvoice(fee(), "2026-12-01");
    expect(next.number).toBe(22);
    expect(await voidInvoice(next.id, "Issued to the wrong client")).toBe(true);
    expect(await voidInvoice(next.id, "Again")).toBe(false);
    expect((await issuedInvoice(fee(), "2026-12-02")).number).toBe(23);
  });

  it("starts again at 1 on 1 April, and a late invoice of March takes the old year's next", async () => {
    expect((await issuedInvoice(fee(), "2027-04-01")).code).toBe("INV/2027-28/0001");
    expect((await issuedInvoice(fee(), "2027-03-31")).code).toBe("INV/2026-27/0024");
  });
});
