// Paying an invoice by UPI (issue 41): NPCI's `upi://pay` link, which every UPI app opens
// and which the invoice's QR code carries. UPI moves rupees only, so only an invoice in
// INR offers it; the note is the invoice number, which the accounts person matches on.

/** A UPI ID (virtual payment address): "name@bank". */
export const isUpiId = (value: string) => /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(value.trim());

export type UpiPayment = { upiId: string; payee: string; amountMinor: number; note: string };

/** upi://pay?pa=…&pn=…&am=59000.00&cu=INR&tn=INV%2F2026-27%2F0001 */
export function upiLink(p: UpiPayment): string {
  const params = [
    ["pa", p.upiId.trim()],
    ["pn", p.payee.trim()],
    ["am", (p.amountMinor / 100).toFixed(2)],
    ["cu", "INR"],
    ["tn", p.note],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}

/** The fields of a `upi://pay` link (for tests and for reading a decoded QR code). */
export function readUpiLink(link: string): Record<string, string> | null {
  if (!link.startsWith("upi://pay?")) return null;
  return Object.fromEntries(
    link
      .slice("upi://pay?".length)
      .split("&")
      .map((pair) => {
        const [k, v = ""] = pair.split("=");
        return [k, decodeURIComponent(v)];
      }),
  );
}
