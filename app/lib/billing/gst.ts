// GST on an invoice (issue 41; decision 027): the place of supply decides the tax —
// CGST + SGST (or UTGST) within the firm's state, IGST between states, none on an export
// of services under a letter of undertaking. Tax is worked out per line, each part
// rounded half away from zero to the paisa, and the invoice's sums are the lines' sums:
// what the page, the PDF and the accountant's CSV add up is the same set of integers.
import { GST_STATES, UT_WITHOUT_LEGISLATURE } from "./gst-states";

export { GST_STATES };

export type SupplyType = "intra_state" | "inter_state" | "export";
export type LineKind = "service" | "disbursement" | "adjustment";

export const SUPPLY_TYPE_LABELS: Record<SupplyType, string> = {
  intra_state: "Within the state (CGST + SGST)",
  inter_state: "To another state (IGST)",
  export: "Export of services (zero-rated under LUT)",
};

/** Who is billed, as far as tax is concerned: their GST state code, or abroad. */
export type BuyerPlace = { stateCode: string | null; country: string };

/** The kind of supply: India's state codes against the firm's; a buyer outside India is an export. */
export function supplyTypeOf(firmStateCode: string, buyer: BuyerPlace): SupplyType {
  if (buyer.country.trim().toLowerCase() !== "india") return "export";
  return buyer.stateCode === firmStateCode ? "intra_state" : "inter_state";
}

/** "27 – Maharashtra", or "Outside India (Canada)": what an invoice prints as its place of supply. */
export function placeOfSupply(buyer: BuyerPlace): string {
  if (buyer.country.trim().toLowerCase() !== "india") return `Outside India (${buyer.country.trim()})`;
  const name = buyer.stateCode ? GST_STATES[buyer.stateCode] : undefined;
  return name ? `${buyer.stateCode} – ${name}` : "";
}

/** "SGST", or "UTGST" for a firm in a union territory without a legislature. */
export const stateTaxName = (firmStateCode: string) => (UT_WITHOUT_LEGISLATURE.has(firmStateCode) ? "UTGST" : "SGST");

/** Half away from zero to the minor unit, in integers (a credit line's tax is the mirror of a charge's). */
function roundedShare(amountMinor: number, rateBp: number): number {
  const sign = amountMinor < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(amountMinor) * rateBp + 5000) / 10000);
}

export type TaxLine = { kind: LineKind; quantity: number; unitMinor: number; rateBp: number };
export type LineTax = { amountMinor: number; cgstMinor: number; sgstMinor: number; igstMinor: number };

/** One line's taxable amount and its tax: a disbursement (paid as the client's pure agent) carries none. */
export function lineTax(line: TaxLine, supply: SupplyType): LineTax {
  const amountMinor = line.quantity * line.unitMinor;
  const none = { amountMinor, cgstMinor: 0, sgstMinor: 0, igstMinor: 0 };
  if (line.kind === "disbursement" || supply === "export") return none;
  if (supply === "inter_state") return { ...none, igstMinor: roundedShare(amountMinor, line.rateBp) };
  // Within the state the rate is split in two halves, each charged (and rounded) on its own.
  const half = roundedShare(amountMinor, line.rateBp / 2);
  return { ...none, cgstMinor: half, sgstMinor: half };
}

export type InvoiceSums = {
  /** The taxable value: services less adjustments. */
  subtotalMinor: number;
  disbursementsMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  taxMinor: number;
  totalMinor: number;
};

/** The invoice's sums from its lines' own. */
export function invoiceSums(lines: readonly TaxLine[], supply: SupplyType): InvoiceSums & { lines: LineTax[] } {
  const taxed = lines.map((l) => lineTax(l, supply));
  const sum = (pick: (t: LineTax, i: number) => number) => taxed.reduce((s, t, i) => s + pick(t, i), 0);
  const subtotalMinor = sum((t, i) => (lines[i].kind === "disbursement" ? 0 : t.amountMinor));
  const disbursementsMinor = sum((t, i) => (lines[i].kind === "disbursement" ? t.amountMinor : 0));
  const cgstMinor = sum((t) => t.cgstMinor);
  const sgstMinor = sum((t) => t.sgstMinor);
  const igstMinor = sum((t) => t.igstMinor);
  const taxMinor = cgstMinor + sgstMinor + igstMinor;
  return {
    lines: taxed,
    subtotalMinor,
    disbursementsMinor,
    cgstMinor,
    sgstMinor,
    igstMinor,
    taxMinor,
    totalMinor: subtotalMinor + taxMinor + disbursementsMinor,
  };
}

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A GSTIN's check character (its 15th): Luhn mod 36 over the first fourteen. */
export function gstinCheckChar(first14: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = first14.length - 1; i >= 0; i--) {
    const product = factor * GSTIN_CHARS.indexOf(first14[i]);
    sum += Math.floor(product / 36) + (product % 36);
    factor = factor === 2 ? 1 : 2;
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A well-formed GSTIN: a known state code, a PAN, an entity number, "Z" and its check character. */
export function isGstin(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v)) return false;
  if (!GST_STATES[v.slice(0, 2)]) return false;
  return gstinCheckChar(v.slice(0, 14)) === v[14];
}
