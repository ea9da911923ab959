import type { InvoiceView } from "~/lib/billing/invoice-view";
import type { CreditNoteView } from "~/lib/billing/credit-note-view";
import type { ReceiptView } from "~/lib/billing/receipt-view";
import { letterhead, pdf, type Doc, type Firm } from "./pdf.server";
import { qrMatrix, QUIET_ZONE } from "./upi-qr.server";

// The tax invoice as a PDF: the same view the page shows (invoice-view.ts), drawn on A4,
// with the UPI QR code drawn as squares from the same matrix as the page's SVG.

const LEFT = 56;

function columns(doc: Doc, widths: number[], cells: string[], bold = false, align: ("left" | "right")[] = []) {
  const y = doc.y;
  let x = LEFT;
  let end = y;
  doc.font(bold ? "bold" : "body");
  cells.forEach((cell, i) => {
    doc.text(cell, x, y, { width: widths[i] - 4, align: align[i] ?? "left" });
    end = Math.max(end, doc.y);
    x += widths[i];
  });
  doc.font("body");
  doc.x = LEFT;
  doc.y = end + 3;
}

function block(doc: Doc, heading: string, lines: string[]) {
  doc.font("bold").text(heading).font("body");
  for (const l of lines) doc.text(l);
  doc.moveDown(0.6);
}

/** The QR code as dark squares, `side` points wide with its quiet zone. */
function drawQr(doc: Doc, text: string, x: number, y: number, side: number) {
  const m = qrMatrix(text);
  const cell = side / (m.size + 2 * QUIET_ZONE);
  for (let row = 0; row < m.size; row++)
    for (let col = 0; col < m.size; col++)
      if (m.dark(row, col)) doc.rect(x + (col + QUIET_ZONE) * cell, y + (row + QUIET_ZONE) * cell, cell, cell);
  doc.fill("black");
}

export function invoicePdf(v: InvoiceView, firm: Firm, createdAt: Date): Promise<Buffer> {
  return pdf(v.title, createdAt, (doc) => {
    letterhead(doc, firm);
    const width = doc.page.width - 2 * LEFT;
    doc
      .font("bold")
      .fontSize(15)
      .text(v.void ? `${v.title} (VOID)` : v.title)
      .font("body")
      .fontSize(9)
      .moveDown(0.5);
    for (const [label, value] of v.facts) doc.text(`${label}: ${value}`);
    doc.moveDown(0.6);
    const top = doc.y;
    block(doc, "Supplier", v.seller);
    const afterSeller = doc.y;
    doc.y = top;
    doc.x = LEFT + width / 2;
    doc
      .font("bold")
      .text("Billed to", LEFT + width / 2, top)
      .font("body");
    for (const l of v.buyer) doc.text(l, LEFT + width / 2, doc.y, { width: width / 2 });
    doc.x = LEFT;
    doc.y = Math.max(afterSeller, doc.y) + 8;
    const w = [width - 265, 55, 30, 90, 90];
    const right: ("left" | "right")[] = ["left", "left", "right", "right", "right"];
    columns(doc, w, ["Service", "SAC", "Qty", "Rate", "Amount"], true, right);
    for (const s of v.services) columns(doc, w, [s.description, s.sac, s.quantity, s.rate, s.amount], false, right);
    if (v.disbursements.length) {
      doc
        .moveDown(0.5)
        .font("bold")
        .text("Paid on your behalf")
        .font("body")
        .fontSize(8)
        .text(v.disbursementNote)
        .fontSize(9)
        .moveDown(0.3);
      const d = [width - 270, 180, 90];
      columns(doc, d, ["What", "Paid to", "Amount"], true, ["left", "left", "right"]);
      for (const s of v.disbursements) columns(doc, d, [s.description, s.paidTo, s.amount], false, ["left", "left", "right"]);
    }
    doc.moveDown(0.5);
    for (const s of v.sums) columns(doc, [width - 120, 120], [s.label, s.text], Boolean(s.strong), ["right", "right"]);
    doc.moveDown(0.3).text(`Amount in words: ${v.inWords}`);
    if (v.endorsement) doc.moveDown(0.5).font("bold").text(v.endorsement.toUpperCase()).font("body");
    if (v.pay) {
      doc.moveDown(0.8).font("bold").fontSize(11).text("How to pay").font("body").fontSize(9);
      const payTop = doc.y;
      if (v.pay.upi) {
        drawQr(doc, v.pay.upi, LEFT, payTop, 120);
        doc.text("Scan with any UPI app, or open:", LEFT + 130, payTop, { width: width - 130 }).text(v.pay.upi, { width: width - 130 });
      }
      if (v.pay.bank.length) {
        doc.moveDown(0.4).text("Bank transfer (NEFT, RTGS or IMPS):", v.pay.upi ? LEFT + 130 : LEFT, doc.y);
        for (const [label, value] of v.pay.bank) doc.text(`${label}: ${value}`);
      }
      doc.x = LEFT;
      doc.y = Math.max(doc.y, v.pay.upi ? payTop + 128 : doc.y);
    }
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor("#444")
      .text("Computer-generated invoice, issued from the firm's client portal: no signature is needed (CGST Rules, rule 46).");
  });
}

export function receiptPdf(v: ReceiptView, firm: Firm, createdAt: Date): Promise<Buffer> {
  return pdf(v.title, createdAt, (doc) => {
    letterhead(doc, firm);
    doc.font("bold").fontSize(15).text(v.title).font("body").fontSize(10).moveDown(0.5);
    for (const l of v.seller) doc.text(l);
    doc.moveDown(0.8);
    const width = doc.page.width - 2 * LEFT;
    for (const [label, value] of v.rows) columns(doc, [160, width - 160], [label, value], label === "Amount");
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor("#444")
      .text("Computer-generated receipt, issued from the firm's client portal: no signature is needed.");
  });
}

export function creditNotePdf(v: CreditNoteView, firm: Firm, createdAt: Date): Promise<Buffer> {
  return pdf(v.title, createdAt, (doc) => {
    letterhead(doc, firm);
    const width = doc.page.width - 2 * LEFT;
    doc.font("bold").fontSize(15).text(v.title).font("body").fontSize(9).moveDown(0.5);
    for (const [label, value] of v.facts) doc.text(`${label}: ${value}`);
    doc.moveDown(0.6);
    block(doc, "Supplier", v.seller);
    block(doc, "Recipient", v.buyer);
    const w = [width - 175, 75, 100];
    columns(doc, w, ["Credited on", "SAC", "Amount"], true, ["left", "left", "right"]);
    for (const l of v.lines) columns(doc, w, [l.description, l.sac, l.amount], false, ["left", "left", "right"]);
    doc.moveDown(0.5);
    for (const [label, value] of v.sums) columns(doc, [width - 120, 120], [label, value], label === "Total credited", ["right", "right"]);
    doc.moveDown(0.3).text(`Amount in words: ${v.inWords}`);
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor("#444")
      .text("Computer-generated credit note, issued from the firm's client portal: no signature is needed.");
  });
}
