// Issue 41: GST by place of supply, to the paisa; GSTINs with their check character; the
// amount in words in lakhs and crores; the UPI link an invoice's QR code carries.
import { describe, expect, it } from "vitest";
import { amountInWords } from "~/lib/billing/amount-in-words";
import { invoiceSums, isGstin, lineTax, placeOfSupply, supplyTypeOf, type TaxLine } from "~/lib/billing/gst";
import { readUpiLink, upiLink } from "~/lib/billing/upi";

const fee = (unitMinor: number, quantity = 1): TaxLine => ({ kind: "service", quantity, unitMinor, rateBp: 1800 });

describe("place of supply", () => {
  it("is within the state for a client of the firm's state, between states for another, an export abroad", () => {
    expect(supplyTypeOf("27", { stateCode: "27", country: "India" })).toBe("intra_state");
    expect(supplyTypeOf("27", { stateCode: "29", country: "India" })).toBe("inter_state");
    expect(supplyTypeOf("27", { stateCode: null, country: "Canada" })).toBe("export");
    expect(placeOfSupply({ stateCode: "29", country: "India" })).toBe("29 – Karnataka");
    expect(placeOfSupply({ stateCode: null, country: "Canada" })).toBe("Outside India (Canada)");
  });
});

describe("tax on lines", () => {
  it("splits 18 % into CGST 9 % + SGST 9 % within the state, each rounded on its own; IGST 18 % between states", () => {
    // ₹8,500.55 × 9 % = ₹765.0495 → ₹765.05 each; × 18 % = ₹1,530.099 → ₹1,530.10.
    expect(lineTax(fee(850_055), "intra_state")).toEqual({ amountMinor: 850_055, cgstMinor: 76_505, sgstMinor: 76_505, igstMinor: 0 });
    expect(lineTax(fee(850_055), "inter_state")).toEqual({ amountMinor: 850_055, cgstMinor: 0, sgstMinor: 0, igstMinor: 153_010 });
    expect(lineTax(fee(850_055), "export")).toEqual({ amountMinor: 850_055, cgstMinor: 0, sgstMinor: 0, igstMinor: 0 });
  });

  it("charges no GST on a disbursement; a deduction lowers the taxable value and its tax by the mirror amount", () => {
    const lines: TaxLine[] = [
      fee(2_500_000, 2), // ₹50,000
      { kind: "disbursement", quantity: 1, unitMinor: 1_523_500, rateBp: 0 }, // IRCC fees ₹15,235
      { kind: "adjustment", quantity: 1, unitMinor: -300_000, rateBp: 1800 }, // consultation fee paid: −₹3,000
    ];
    expect(invoiceSums(lines, "intra_state")).toMatchObject({
      subtotalMinor: 4_700_000,
      disbursementsMinor: 1_523_500,
      cgstMinor: 450_000 - 27_000,
      sgstMinor: 450_000 - 27_000,
      igstMinor: 0,
      taxMinor: 846_000,
      totalMinor: 4_700_000 + 846_000 + 1_523_500,
    });
    expect(invoiceSums(lines, "export").totalMinor).toBe(4_700_000 + 1_523_500);
  });
});

describe("GSTIN", () => {
  it("takes a well-formed number with its check character, and refuses a wrong check, state or shape", () => {
    expect(isGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isGstin("29aagcb7383j1z4")).toBe(true);
    expect(isGstin("27AAPFU0939F1ZW")).toBe(false); // check character
    expect(isGstin("22AAAAA0000A1Z5")).toBe(false); // the example printed on many sites: its check is C
    expect(isGstin("72AAPFU0939F1ZV")).toBe(false); // no state 72
    expect(isGstin("27AAPFU0939F1Z")).toBe(false);
  });
});

describe("amount in words", () => {
  it("says rupees in lakhs and crores, paise apart; other currencies in millions", () => {
    expect(amountInWords(11_800_050, "INR")).toBe("Rupees One Lakh Eighteen Thousand and Fifty Paise Only");
    expect(amountInWords(3_258_472_925, "INR")).toBe(
      "Rupees Three Crore Twenty Five Lakh Eighty Four Thousand Seven Hundred Twenty Nine and Twenty Five Paise Only",
    );
    expect(amountInWords(590_000, "INR")).toBe("Rupees Five Thousand Nine Hundred Only");
    expect(amountInWords(125_000_000, "CAD")).toBe("Canadian Dollars One Million Two Hundred Fifty Thousand Only");
    expect(amountInWords(0, "INR")).toBe("Rupees Zero Only");
  });
});

describe("UPI link", () => {
  it("carries the payee, the amount with two decimals, INR and the invoice number, encoded", () => {
    const link = upiLink({
      upiId: "horizonpathways@hdfcbank",
      payee: "Horizon Pathways LLP",
      amountMinor: 5_900_000,
      note: "INV/2026-27/0001",
    });
    expect(link).toBe("upi://pay?pa=horizonpathways%40hdfcbank&pn=Horizon%20Pathways%20LLP&am=59000.00&cu=INR&tn=INV%2F2026-27%2F0001");
    expect(readUpiLink(link)).toEqual({
      pa: "horizonpathways@hdfcbank",
      pn: "Horizon Pathways LLP",
      am: "59000.00",
      cu: "INR",
      tn: "INV/2026-27/0001",
    });
  });
});
