import type { BillingSettings } from "./billing-settings";
import { amountInWords } from "./amount-in-words";
import { GST_STATES } from "./gst-states";
import { stateTaxName, type SupplyType } from "./gst";
import type { Buyer } from "./invoice-form";
import { formatMoney } from "./money";
import { formatDate } from "~/lib/ui/format";

// What a credit note says (CGST Rules, rule 53), for its PDF: both parties, the invoice it
// corrects (number and date), the amounts credited line by line, the tax credited by kind,
// the total in words and the reason.

export type StoredCreditNote = {
  code: string;
  issued_on: string;
  reason: string;
  taxable_minor: number | string;
  cgst_minor: number | string;
  sgst_minor: number | string;
  igst_minor: number | string;
  disbursements_minor: number | string;
  total_minor: number | string;
  invoice_code: string;
  invoice_issued_on: string;
  currency: string;
  supply_type: SupplyType;
  place_of_supply: string;
  buyer: Buyer;
  seller: BillingSettings["firm"] | null;
  lines: { description: string; sac_code: string | null; amount_minor: number | string }[];
};

export type CreditNoteView = ReturnType<typeof creditNoteView>;

export function creditNoteView(c: StoredCreditNote, settings: BillingSettings) {
  const seller = c.seller ?? settings.firm;
  const money = (m: number | string) => formatMoney(Number(m), c.currency);
  const state = (code: string | null) => (code && GST_STATES[code] ? `State: ${GST_STATES[code]} (code ${code})` : "");
  const tax: [string, number | string][] =
    c.supply_type === "inter_state"
      ? [["IGST credited", c.igst_minor]]
      : c.supply_type === "intra_state"
        ? [
            ["CGST credited", c.cgst_minor],
            [`${stateTaxName(seller.stateCode)} credited`, c.sgst_minor],
          ]
        : [];
  return {
    title: `Credit note ${c.code}`,
    seller: [seller.legalName, seller.address, seller.gstin ? `GSTIN: ${seller.gstin}` : "", state(seller.stateCode)].filter(Boolean),
    buyer: [
      c.buyer.name,
      c.buyer.address,
      c.buyer.country.toLowerCase() === "india" ? state(c.buyer.stateCode) : `Country: ${c.buyer.country}`,
      c.buyer.gstin ? `GSTIN: ${c.buyer.gstin}` : "",
    ].filter(Boolean),
    facts: [
      ["Credit note number", c.code],
      ["Date of issue", formatDate(c.issued_on)],
      ["Against tax invoice", `${c.invoice_code} of ${formatDate(c.invoice_issued_on)}`],
      ["Place of supply", c.place_of_supply],
      ["Reason", c.reason],
    ] as [string, string][],
    lines: c.lines.map((l) => ({ description: l.description, sac: l.sac_code ?? "", amount: money(l.amount_minor) })),
    sums: [
      ["Taxable value credited", money(c.taxable_minor)],
      ...tax.map(([label, v]) => [label, money(v)]),
      ...(Number(c.disbursements_minor) ? [["Disbursements credited (no GST)", money(c.disbursements_minor)]] : []),
      ["Total credited", money(c.total_minor)],
    ] as [string, string][],
    inWords: amountInWords(Number(c.total_minor), c.currency),
  };
}
