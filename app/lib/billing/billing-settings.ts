import { z } from "zod";
import { parseAmount } from "./amounts";
import { GST_STATES } from "./gst-states";
import { isGstin } from "./gst";
import { isUpiId } from "./upi";

// The firm's billing settings (issue 41): who it is for GST, how clients pay it, and when
// unpaid invoices remind. Kept in the settings table beside the website's, but never sent
// to a public page: only billing pages, invoices and receipts read them.

export const BILLING_SETTING_KEYS = [
  "gst_legal_name",
  "gstin",
  "gst_state_code",
  "gst_address",
  "lut_reference",
  "sac_code",
  "gst_rate",
  "upi_id",
  "upi_payee_name",
  "bank_account_name",
  "bank_name",
  "bank_account_number",
  "bank_ifsc",
  "invoice_reminder_days",
  "consultation_fee",
] as const;
export type BillingSettingKey = (typeof BILLING_SETTING_KEYS)[number];

export type BillingSettings = {
  firm: { legalName: string; gstin: string; stateCode: string; address: string; lutReference: string };
  /** The SAC code of the firm's advisory services, and GST's rate on them in basis points. */
  sacCode: string;
  rateBp: number;
  upi: { id: string; payee: string };
  bank: { accountName: string; bankName: string; accountNumber: string; ifsc: string };
  /** Days after the due date on which an unpaid invoice reminds its client, ascending. */
  reminderDays: number[];
  /** A consultation's fee before GST, in paise; 0 when consultations are free. */
  consultationFeeMinor: number;
};

/** The firm's office is in Pune: Maharashtra, GST state 27. */
export const DEFAULT_FIRM_STATE = "27";
/**
 * SAC 998599, "Other support services n.e.c." (CBIC's scheme of classification of
 * services), as the firm's accountant classifies immigration advice; 18 % GST. Both are
 * settings, for the accountant to change (docs/billing-gst.md).
 */
export const DEFAULT_SAC = "998599";
export const DEFAULT_RATE_BP = 1800;
export const DEFAULT_REMINDER_DAYS = [3, 7, 14];

export function assembleBillingSettings(values: Record<string, string | undefined>): BillingSettings {
  const get = (key: BillingSettingKey) => (values[key] ?? "").trim();
  const rate = Number(get("gst_rate"));
  return {
    firm: {
      legalName: get("gst_legal_name"),
      gstin: get("gstin").toUpperCase(),
      stateCode: GST_STATES[get("gst_state_code")] ? get("gst_state_code") : DEFAULT_FIRM_STATE,
      address: get("gst_address"),
      lutReference: get("lut_reference"),
    },
    sacCode: /^\d{4,8}$/.test(get("sac_code")) ? get("sac_code") : DEFAULT_SAC,
    rateBp: get("gst_rate") !== "" && rate >= 0 && rate <= 28 ? Math.round(rate * 100) : DEFAULT_RATE_BP,
    upi: { id: get("upi_id"), payee: get("upi_payee_name") },
    bank: {
      accountName: get("bank_account_name"),
      bankName: get("bank_name"),
      accountNumber: get("bank_account_number"),
      ifsc: get("bank_ifsc").toUpperCase(),
    },
    reminderDays: parseReminderDays(get("invoice_reminder_days")) ?? DEFAULT_REMINDER_DAYS,
    consultationFeeMinor: parseAmount(get("consultation_fee")) ?? 0,
  };
}

/** "3, 7, 14" → [3, 7, 14]; null when it is not a list of up to six days between 1 and 365. */
export function parseReminderDays(typed: string): number[] | null {
  if (!typed.trim()) return null;
  const days = typed
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (!days.length || days.length > 6 || days.some((d) => !Number.isInteger(d) || d < 1 || d > 365)) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).default("");

export const billingSettingsSchema = z.object({
  gst_legal_name: text(200),
  gstin: text(15)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === "" || isGstin(v), "A GSTIN is 15 characters, like 27AAPFU0939F1ZV, with its check character right"),
  gst_state_code: z.string().refine((v) => Boolean(GST_STATES[v]), "Choose the state the firm is registered in"),
  gst_address: text(500),
  lut_reference: text(60),
  sac_code: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{4,8}$/.test(v), "A SAC code is 4 to 8 digits, like 998599"),
  gst_rate: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= 28), "Give the rate in per cent, such as 18"),
  upi_id: text(100).refine((v) => v === "" || isUpiId(v), "A UPI ID looks like firmname@bank"),
  upi_payee_name: text(100),
  bank_account_name: text(120),
  bank_name: text(120),
  bank_account_number: text(20).refine((v) => v === "" || /^\d{9,18}$/.test(v), "An Indian account number is 9 to 18 digits"),
  bank_ifsc: text(11)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === "" || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v), "An IFSC is 11 characters, like HDFC0001234"),
  consultation_fee: text(12).refine(
    (v) => v === "" || parseAmount(v) !== null,
    "Give the fee in rupees, such as 2500, or leave it empty for free consultations",
  ),
  invoice_reminder_days: text(40).refine(
    (v) => v === "" || parseReminderDays(v) !== null,
    "Give up to six numbers of days after the due date, such as 3, 7, 14",
  ),
});
