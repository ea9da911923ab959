import { onFirstUse } from "../runtime/on-first-use.server";

// The invoice's UPI QR code (qrcode 1.5.4's matrix, drawn by us as shapes): an SVG path
// for the page, and squares for the PDF — no canvas, no image files, and the same code
// in both. Error correction M, as UPI apps print theirs; a quiet zone of four modules.

const qrcode = onFirstUse<typeof import("qrcode")>("qrcode"); // invoices with UPI only

export type QrMatrix = { size: number; dark: (row: number, col: number) => boolean };

export const QUIET_ZONE = 4;

export function qrMatrix(text: string): QrMatrix {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}

/** One SVG path of the dark modules, in a viewBox of size + 2 × quiet zone. */
export function qrSvgPath(m: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < m.size; row++)
    for (let col = 0; col < m.size; col++) if (m.dark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  return parts.join("");
}
