import type { BillingSettings } from "./billing-settings";
import { amountInWords } from "./amount-in-words";
import { GST_STATES } from "./gst-states";
import { stateTaxName, type LineKind, type SupplyType } from "./gst";
import type { Buyer } from "./invoice-form";
import { formatMoney } from "./money";
import { upiLink } from "./upi";
import { formatDate } from "~/lib/ui/format";

// What a tax invoice says (CGST Rules, rule 46), worked out once for the page and the PDF
// so the two cannot differ: the parties, the numbered lines with SAC codes, the tax by
// place of supply, disbursements apart, the amounts in words, and how to pay it.

export type StoredInvoice = {
  code: string | null;
  status: string;
  issued_on: string;
  due_on: string;
  currency: string;
  supply_type: SupplyType;
  place_of_supply: string;
  tax_rate_bp: number;
  subtotal_minor: number | string;
  disbursements_minor: number | string;
  cgst_minor: number | string;
  sgst_minor: number | string;
  igst_minor: number | string;
  total_minor: number | string;
  credited_minor: number | string;
  paid_minor: number;
  refunded_minor: number;
  buyer: Buyer;
  seller: BillingSettings["firm"] | null;
  client_name: string;
  lines: {
    kind: LineKind;
    description: string;
    quantity: number;
    unit_minor: number | string;
    amount_minor: number | string;
    sac_code: string | null;
    paid_to: string | null;
  }[];
};

export type InvoiceView = ReturnType<typeof invoiceView>;

const EXPORT_ENDORSEMENT = "Supply meant for export under bond or letter of undertaking without payment of integrated tax";

const stateLine = (code: string | null) => (code && GST_STATES[code] ? `State: ${GST_STATES[code]} (code ${code})` : "");

/** The invoice as read; `settings` give a draft its seller and every invoice its payment details. */
export function invoiceView(inv: StoredInvoice, settings: BillingSettings, today: string) {
  const n = (v: number | string) => Number(v);
  const money = (m: number) => formatMoney(m, inv.currency);
  const seller = inv.seller ?? settings.firm;
  const issued = inv.code !== null;
  const owed = n(inv.total_minor) - n(inv.credited_minor) - inv.paid_minor;
  const open = ["sent", "part_paid"].includes(inv.status) && owed > 0;
  const rate = inv.tax_rate_bp / 100;
  const stateTax = stateTaxName(seller.stateCode);
  const tax: [string, number][] =
    inv.supply_type === "export"
      ? [["IGST: nil (zero-rated export of services)", 0]]
      : inv.supply_type === "inter_state"
        ? [[`IGST at ${rate} %`, n(inv.igst_minor)]]
        : [
            [`CGST at ${rate / 2} %`, n(inv.cgst_minor)],
            [`${stateTax} at ${rate / 2} %`, n(inv.sgst_minor)],
          ];
  const sums: { label: string; minor: number; strong?: boolean }[] = [
    { label: "Taxable value", minor: n(inv.subtotal_minor) },
    ...tax.map(([label, minor]) => ({ label, minor })),
    ...(n(inv.disbursements_minor) ? [{ label: "Paid on your behalf (no GST)", minor: n(inv.disbursements_minor) }] : []),
    { label: "Invoice total", minor: n(inv.total_minor), strong: true },
    ...(n(inv.credited_minor) ? [{ label: "Credited by credit notes", minor: n(inv.credited_minor) }] : []),
    { label: "Received", minor: inv.paid_minor },
    ...(inv.refunded_minor ? [{ label: "Refunded (credited against the charge)", minor: inv.refunded_minor }] : []),
    { label: "Balance due", minor: Math.max(0, owed), strong: true },
  ];
  const canUpi = open && inv.currency === "INR" && settings.upi.id !== "" && issued;
  const bank = settings.bank.accountNumber
    ? ([
        ["Account name", settings.bank.accountName || seller.legalName],
        ["Bank", settings.bank.bankName],
        ["Account number", settings.bank.accountNumber],
        ["IFSC", settings.bank.ifsc],
        ["Reference", inv.code ?? ""],
      ].filter(([, v]) => v) as [string, string][])
    : [];
  return {
    title: issued ? `Tax invoice ${inv.code}` : "Draft invoice (not issued: no number yet)",
    void: inv.status === "void",
    seller: [
      seller.legalName,
      seller.address,
      seller.gstin ? `GSTIN: ${seller.gstin}` : "GSTIN: not set in billing settings",
      stateLine(seller.stateCode),
    ].filter(Boolean),
    buyer: [
      inv.buyer.name || inv.client_name,
      inv.buyer.address,
      inv.buyer.country && inv.buyer.country.toLowerCase() !== "india" ? `Country: ${inv.buyer.country}` : stateLine(inv.buyer.stateCode),
      inv.buyer.gstin ? `GSTIN: ${inv.buyer.gstin}` : "",
    ].filter(Boolean),
    facts: [
      ["Invoice number", inv.code ?? "Given when issued"],
      ["Date of issue", issued ? formatDate(inv.issued_on) : "When issued"],
      ["Due by", formatDate(inv.due_on)],
      ["Place of supply", inv.place_of_supply || "Choose the client's state"],
      ["Tax payable on reverse charge", "No"],
    ] as [string, string][],
    services: inv.lines
      .filter((l) => l.kind !== "disbursement")
      .map((l) => ({
        description: l.kind === "adjustment" ? `Less: ${l.description}` : l.description,
        sac: l.sac_code ?? "",
        quantity: String(l.quantity),
        rate: money(n(l.unit_minor)),
        amount: money(n(l.amount_minor)),
      })),
    disbursements: inv.lines
      .filter((l) => l.kind === "disbursement")
      .map((l) => ({ description: l.description, paidTo: l.paid_to ?? "", amount: money(n(l.amount_minor)) })),
    sums: sums.map((s) => ({ ...s, text: money(s.minor) })),
    inWords: amountInWords(n(inv.total_minor), inv.currency),
    endorsement:
      inv.supply_type === "export" ? `${EXPORT_ENDORSEMENT}${seller.lutReference ? ` (LUT ${seller.lutReference})` : ""}.` : null,
    disbursementNote: "Paid by us on your behalf, as your pure agent, at cost: not part of our taxable value (CGST Rules, rule 33).",
    owedMinor: Math.max(0, owed),
    overdue: open && inv.due_on < today,
    pay: open
      ? {
          upi: canUpi
            ? upiLink({ upiId: settings.upi.id, payee: settings.upi.payee || seller.legalName, amountMinor: owed, note: inv.code! })
            : null,
          bank,
        }
      : null,
  };
}
