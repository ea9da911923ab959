// Money in minor units (paise, cents): integers only, so a total is always the sum of
// its lines. Shared by the server (totals) and the pages (display).

export type Line = { description: string; quantity: number; unitMinor: number };

/** GST on a subtotal: basis points (1800 = 18 %), rounded half up to the minor unit. */
export function taxOf(subtotalMinor: number, rateBp: number): number {
  return Math.floor((subtotalMinor * rateBp + 5000) / 10000);
}

/** An invoice's sums from its lines; a zero-rated export of services carries no tax. */
export function totalsOf(lines: readonly Line[], taxMode: "gst" | "zero_rated", rateBp: number) {
  const subtotalMinor = lines.reduce((sum, l) => sum + l.quantity * l.unitMinor, 0);
  const taxMinor = taxMode === "gst" ? taxOf(subtotalMinor, rateBp) : 0;
  return { subtotalMinor, taxMinor, totalMinor: subtotalMinor + taxMinor };
}

/** "₹1,18,000.00", "CA$1,250.00": the currency's own signs and grouping, in the firm's locale. */
export function formatMoney(minor: number, currency: string, locale = "en-IN"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
}
