import type { BillingSettings } from "./billing-settings";
import { amountInWords } from "./amount-in-words";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "./labels";
import { formatMoney } from "./money";
import { formatDate } from "~/lib/ui/format";

// What a receipt says, for its page and its PDF alike: who paid what, when and how,
// against which invoice, and what is still owed on it after this payment.

export type StoredReceipt = {
  receipt_code: string;
  received_on: string;
  amount_minor: number | string;
  method: PaymentMethod;
  reference: string;
  invoice_code: string;
  currency: string;
  buyer_name: string;
  owed_after_minor: number;
  seller: BillingSettings["firm"] | null;
};

export type ReceiptView = ReturnType<typeof receiptView>;

export function receiptView(r: StoredReceipt, settings: BillingSettings) {
  const seller = r.seller ?? settings.firm;
  const money = (m: number) => formatMoney(m, r.currency);
  return {
    title: `Receipt ${r.receipt_code}`,
    seller: [seller.legalName, seller.address, seller.gstin ? `GSTIN: ${seller.gstin}` : ""].filter(Boolean),
    rows: [
      ["Receipt number", r.receipt_code],
      ["Received on", formatDate(r.received_on)],
      ["Received from", r.buyer_name],
      ["Amount", money(Number(r.amount_minor))],
      ["In words", amountInWords(Number(r.amount_minor), r.currency)],
      ["Paid by", PAYMENT_METHOD_LABELS[r.method]],
      ["Reference (UTR)", r.reference || "None given"],
      ["Against invoice", r.invoice_code],
      ["Still owed on that invoice", money(r.owed_after_minor)],
    ] as [string, string][],
  };
}
