// Issue 22: money in minor units, GST rounding and India's financial year (April–March).
import { describe, expect, it } from "vitest";
import { formatMoney, taxOf, totalsOf } from "~/lib/billing/money";
import { financialYearOf, invoiceCode } from "~/server/billing/invoice-numbers.server";

describe("invoice sums", () => {
  it("adds GST at 18 % to the lines, rounded half up to the paisa", () => {
    // 2 × ₹25,000.00 + ₹8,500.50 = ₹58,500.50; 18 % = ₹10,530.09 (10,530.09 exactly: 5,850,050 × 0.18 = 1,053,009).
    expect(
      totalsOf(
        [
          { description: "Fee", quantity: 2, unitMinor: 2_500_000 },
          { description: "Filing", quantity: 1, unitMinor: 850_050 },
        ],
        "gst",
        1800,
      ),
    ).toEqual({
      subtotalMinor: 5_850_050,
      taxMinor: 1_053_009,
      totalMinor: 6_903_059,
    });
    expect(taxOf(1, 1800)).toBe(0); // 0.18 paise
    expect(taxOf(3, 1800)).toBe(1); // 0.54 paise rounds up
    expect(taxOf(25, 1800)).toBe(5); // 4.5 paise: half up
  });

  it("charges no tax on a zero-rated export of services", () => {
    expect(totalsOf([{ description: "Fee", quantity: 1, unitMinor: 100_000 }], "zero_rated", 1800)).toEqual({
      subtotalMinor: 100_000,
      taxMinor: 0,
      totalMinor: 100_000,
    });
  });

  it("shows money in the currency's own signs and Indian grouping", () => {
    expect(formatMoney(11_800_000, "INR")).toBe("₹1,18,000.00");
  });
});

describe("financial years", () => {
  it("run from 1 April to 31 March", () => {
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2027-04-01")).toBe("2027-28");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
  });

  it("number invoices within 16 characters", () => {
    expect(invoiceCode("INV", "2026-27", 1)).toBe("INV/2026-27/0001");
    expect(invoiceCode("INV", "2026-27", 1).length).toBeLessThanOrEqual(16);
  });
});
