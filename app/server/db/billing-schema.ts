// Kysely's view of the agreement and billing tables (supabase/migrations/20261205000000_invoices.sql,
// 20261205000100_agreements.sql).
// Keep in step with the SQL. Money is in minor units (bigint columns, read as numbers:
// node-postgres through db.server.ts's parser, PGlite for any safe integer).
import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column, "YYYY-MM-DD". */
type DateOnly = ColumnType<string, string, string>;
/** A bigint of money in minor units. */
type Money = number;

export type InvoiceStatus = "draft" | "sent" | "part_paid" | "paid" | "void";
export type TaxMode = "gst" | "zero_rated";
export type PaymentMethod = "bank_transfer" | "upi" | "card" | "cash";

export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  financial_year: string;
  number: number;
  code: string;
  client_id: string;
  application_id: string | null;
  status: Generated<InvoiceStatus>;
  currency: string;
  tax_mode: TaxMode;
  tax_rate_bp: number;
  subtotal_minor: Money;
  tax_minor: Money;
  total_minor: Money;
  issued_on: DateOnly;
  due_on: DateOnly;
  notes: Generated<string>;
  void_reason: string | null;
  voided_at: NullableTimestamp;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface InvoiceLinesTable {
  id: Generated<string>;
  invoice_id: string;
  position: number;
  description: string;
  quantity: number;
  unit_minor: Money;
  amount_minor: Money;
}

export interface PaymentsTable {
  id: Generated<string>;
  invoice_id: string;
  client_id: string;
  kind: "payment" | "refund";
  method: PaymentMethod;
  reference: Generated<string>;
  amount_minor: Money;
  received_on: DateOnly;
  note: Generated<string>;
  recorded_by: string | null;
  created_at: CreatedAt;
}

export interface BillingTables {
  agreement_templates: AgreementTemplatesTable;
  agreements: AgreementsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  payments: PaymentsTable;
}

export type AgreementStatus = "awaiting_signature" | "signed" | "superseded";

export interface AgreementTemplatesTable {
  id: Generated<string>;
  title: string;
  body: string;
  is_active: Generated<boolean>;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AgreementsTable {
  id: Generated<string>;
  application_id: string;
  client_id: string;
  version: number;
  template_id: string | null;
  title: string;
  body: string;
  body_sha256: string;
  fees: ColumnType<{ description: string; amountMinor: number }[], string | undefined, string>;
  currency: string;
  status: Generated<AgreementStatus>;
  signed_name: string | null;
  signed_at: NullableTimestamp;
  signed_ip: string | null;
  signed_user_agent: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}
