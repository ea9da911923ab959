// The kinds of record an audit log entry may name (audit_events.record_type's CHECK).

export const AUDIT_RECORD_TYPES = [
  "client",
  "application",
  "document",
  "agreement",
  "invoice",
  "credit_note",
  "payment",
  "payment_report",
  "user",
  "settings",
  "data_request",
  "booking",
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export function isAuditRecordType(value: unknown): value is AuditRecordType {
  return typeof value === "string" && (AUDIT_RECORD_TYPES as readonly string[]).includes(value);
}

/** A record's kind in words, for the page when its own label is gone (an erased client). */
export const AUDIT_RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  client: "Client",
  application: "Application",
  document: "Document",
  agreement: "Agreement",
  invoice: "Invoice",
  credit_note: "Credit note",
  payment: "Payment",
  payment_report: "Payment report",
  user: "Account",
  settings: "Settings",
  data_request: "Data request",
  booking: "Consultation",
};
