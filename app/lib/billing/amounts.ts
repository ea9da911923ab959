// Amounts as people type them ("50,000", "1,18,000.50", "₹ 2500") to minor units, and back.

export const CURRENCIES = ["INR", "AUD", "CAD", "GBP", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Minor units of an amount typed in major units; null when it is not one (at most two decimals). */
export function parseAmount(typed: string): number | null {
  const plain = typed.replace(/[\s,₹$£€]/g, "").replace(/^(INR|AUD|CAD|GBP|USD|EUR)/i, "");
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Minor units shown in a form field: "50000" or "50000.50". */
export function amountForField(minor: number): string {
  return minor % 100 ? (minor / 100).toFixed(2) : String(minor / 100);
}
