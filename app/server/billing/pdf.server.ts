import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import { onFirstUse } from "../runtime/on-first-use.server";
import { createPlaces } from "../runtime/places.server";

// PDFs of agreements (and, through invoice-pdf.server.ts, invoices) with pdfkit 0.20. DejaVu Sans (the npm package
// dejavu-fonts-ttf) draws ₹ and accented names, which the PDF standard fonts cannot.
// A signed agreement's PDF carries the signed Markdown itself as an attached file, so
// anyone can check it against the SHA-256 printed on its signature certificate.

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
const pdfkit = onFirstUse<typeof PDFDocument>("pdfkit"); // with fontkit, ~6 MB of heap

export type Doc = InstanceType<typeof PDFDocument>;

export type Firm = { name: string; address: string; email: string; phone: string; timeZone: string };

// pdfkit draws on the main thread: up to ~1 s for an agreement of 100,000 characters.
// One at a time, eight more in line, the rest refused (NoPlace): a page waits one PDF at most.
const drawing = createPlaces("PDFs", 1, 8);

/** A PDF drawn by `draw`, as bytes; NoPlace when too many are being drawn. */
export function pdf(title: string, created: Date, draw: (doc: Doc) => void): Promise<Buffer> {
  return drawing.run(() => drawPdf(title, created, draw));
}

function drawPdf(title: string, created: Date, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new (pdfkit())({ size: "A4", margin: 56, info: { Title: title, Author: "", CreationDate: created }, lang: "en-GB" });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("body", FONT).registerFont("bold", BOLD).font("body").fontSize(10);
  draw(doc);
  doc.end();
  return done;
}

export function letterhead(doc: Doc, firm: Firm) {
  doc
    .font("bold")
    .fontSize(14)
    .text(firm.name)
    .font("body")
    .fontSize(9)
    .fillColor("#444")
    .text(firm.address)
    .text(`${firm.email} · ${firm.phone}`)
    .fillColor("black")
    .moveDown(1.5)
    .fontSize(10);
}

/** Markdown's escapes and emphasis marks, gone (the PDF sets emphasis by line). */
const plain = (s: string) => s.replace(/\*\*/g, "").replace(/\\(.)/g, "$1");

/** The agreement's Markdown as print: headings, paragraphs, lists, and its fee table as rows. */
function drawMarkdown(doc: Doc, markdown: string) {
  const width = doc.page.width - 112;
  for (const line of markdown.split("\n")) {
    if (/^\|\s*-+/.test(line)) continue; // a table's rule
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      doc
        .moveDown(0.6)
        .font("bold")
        .fontSize(heading[1].length === 1 ? 16 : 12)
        .text(plain(heading[2]))
        .font("body")
        .fontSize(10)
        .moveDown(0.3);
    } else if (line.startsWith("|")) {
      const cells = line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => plain(c.trim()));
      const y = doc.y;
      doc.font(line.includes("**") ? "bold" : "body");
      let end = y;
      if (cells.length <= 2) {
        // The fee table: the service, and its amount on the right.
        doc.text(cells[0] ?? "", 56, y, { width: width - 140 });
        end = doc.y;
        doc.text(cells[1] ?? "", 56 + width - 130, y, { width: 130, align: "right" });
      } else {
        // A table of the template's own: every cell, in equal columns (none left out of the print).
        const w = width / cells.length;
        for (const [i, cell] of cells.entries()) {
          doc.text(cell, 56 + i * w, y, { width: w - 6 });
          end = Math.max(end, doc.y);
        }
      }
      doc.font("body");
      doc.x = 56;
      doc.y = Math.max(end, doc.y) + 2;
    } else if (/^[-*]\s+/.test(line)) {
      doc.text(`•  ${plain(line.replace(/^[-*]\s+/, ""))}`, { indent: 8 });
    } else if (line.trim()) {
      doc.text(plain(line), { width });
    } else {
      doc.moveDown(0.5);
    }
  }
}

export type AgreementForPdf = {
  title: string;
  version: number;
  reference: string;
  clientName: string;
  body: string;
  bodySha256: string;
  createdAt: Date;
  signature: { name: string; at: Date; ip: string; userAgent: string } | null;
};

const when = (d: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "long", timeZone }).format(d)} (${d.toISOString()})`;

export const attachmentName = (a: { reference: string; version: number }) => `agreement-${a.reference}-v${a.version}.md`;

export function agreementPdf(a: AgreementForPdf, firm: Firm): Promise<Buffer> {
  return pdf(`${a.title} · ${a.reference} · version ${a.version}`, a.signature?.at ?? a.createdAt, (doc) => {
    letterhead(doc, firm);
    doc
      .fontSize(9)
      .fillColor("#444")
      .text(`Application ${a.reference} · version ${a.version}${a.signature ? "" : " · NOT SIGNED YET"}`)
      .fillColor("black")
      .fontSize(10);
    drawMarkdown(doc, a.body);
    // The exact text, byte for byte, as the client read and signed it.
    doc.file(Buffer.from(a.body, "utf8"), {
      name: attachmentName(a),
      type: "text/markdown",
      description: "The agreement as signed (UTF-8 Markdown)",
      creationDate: a.createdAt,
      modifiedDate: a.createdAt,
    });
    if (!a.signature) return;
    doc.addPage().font("bold").fontSize(16).text("Signature certificate").font("body").fontSize(10).moveDown();
    const rows: [string, string][] = [
      ["Document", `${a.title}, version ${a.version}, for application ${a.reference}`],
      ["Signed by", a.signature.name],
      ["Client's account", a.clientName],
      ["Signed at", when(a.signature.at, firm.timeZone)],
      ["IP address", a.signature.ip || "not known"],
      ["Browser", a.signature.userAgent || "not known"],
      ["SHA-256 of the document", a.bodySha256],
      ["Method", "Read in the client portal after signing in; full name typed and agreement ticked"],
    ];
    for (const [label, value] of rows) doc.font("bold").text(label).font("body").text(value).moveDown(0.5);
    doc
      .moveDown()
      .fontSize(9)
      .fillColor("#444")
      .text(
        `The signed document is attached to this PDF as ${attachmentName(a)}. Its SHA-256 (of its UTF-8 bytes) is the one above; a changed text gives another.`,
      );
  });
}
