// What people read for billing's states and choices (never the stored words).

export const AGREEMENT_STATUS_LABELS = {
  awaiting_signature: "Awaiting the client's signature",
  signed: "Signed",
  superseded: "Replaced by a newer version",
} as const;
/** agreements.status */
export type AgreementStatus = keyof typeof AGREEMENT_STATUS_LABELS;

export const INVOICE_STATUS_LABELS: Record<string, string> = {
  draft: "Draft (not sent)",
  sent: "Sent",
  part_paid: "Part paid",
  paid: "Paid",
  credited: "Credited in full",
  void: "Void",
};

export const PAYMENT_METHODS = ["bank_transfer", "upi", "card", "cash"] as const;
/** payments.method */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  upi: "UPI",
  card: "Card",
  cash: "Cash",
};

/** Receivables by age (invoice-queries.server's AGE_BUCKETS): days past the due date. */
export const AGE_BUCKET_LABELS: Record<string, string> = {
  not_due: "Not yet due",
  "1_30": "1–30 days",
  "31_60": "31–60 days",
  "61_90": "61–90 days",
  over_90: "Over 90 days",
};
