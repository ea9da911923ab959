import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString, PDFHexString } from "pdf-lib";

// Reads a PDF as a checker would (pdf-lib, not the code that wrote it): its page count,
// the files attached to it, by name, and its text, one line of the page a line.

export async function readPdf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const files: Record<string, Buffer> = {};
  const names = pdf.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const list = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict)?.lookupMaybe(PDFName.of("Names"), PDFArray);
  for (let i = 0; list && i < list.size(); i += 2) {
    const name = list.lookup(i) as PDFString | PDFHexString;
    const stream = list
      .lookup(i + 1, PDFDict)
      .lookup(PDFName.of("EF"), PDFDict)
      .lookup(PDFName.of("F")) as PDFRawStream;
    files[name.decodeText()] = Buffer.from(decodePDFRawStream(stream).decode());
  }
  return { pages: pdf.getPageCount(), title: pdf.getTitle(), files, text: pdf.getPages().map(pageText).join("\n") };
}

const decoded = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");

/** A font's codes to text, from its ToUnicode map (pdfkit writes ranges of <code> <code> [<text> …]). */
function unicodeOf(font: PDFDict) {
  const map = new Map<number, string>();
  const cmap = font.lookup(PDFName.of("ToUnicode"));
  if (!(cmap instanceof PDFRawStream)) return map;
  for (const [, from, , targets] of decoded(cmap).matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi))
    [...targets.matchAll(/<([0-9a-f ]*)>/gi)].forEach(([, hex], i) => {
      const units = hex.split(" ").filter(Boolean);
      map.set(parseInt(from, 16) + i, String.fromCharCode(...units.map((u) => parseInt(u, 16))));
    });
  return map;
}

/** A page's text as drawn: each text object (BT … ET) a line, its strings in order. */
function pageText(page: ReturnType<PDFDocument["getPages"]>[number]) {
  const fonts = new Map<string, Map<number, string>>();
  const resources = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [name, ref] of resources?.entries() ?? [])
    fonts.set(name.asString(), unicodeOf(page.doc.context.lookup(ref as PDFRef, PDFDict)));
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  const lines: string[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    let font = new Map<number, string>();
    let line = "";
    for (const [, fontName, strings, op] of decoded(stream).matchAll(/(\/[\w.+-]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|\b(ET)\b/g)) {
      if (fontName) font = fonts.get(fontName) ?? new Map();
      else if (strings !== undefined)
        for (const [, hex] of strings.matchAll(/<([0-9a-f]*)>/gi))
          for (let i = 0; i < hex.length; i += 4) line += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? "\ufffd";
      else if (op && line) {
        lines.push(line);
        line = "";
      }
    }
  }
  return lines.join("\n");
}

/**
 * The QR code drawn on a PDF's first page as filled squares (the `re` operators of its
 * content), read back as jsQR reads a camera's image: the squares become black pixels
 * of a white bitmap with a quiet zone. Null when there is none, or it does not read.
 */
export async function qrOfPdf(bytes: Uint8Array): Promise<string | null> {
  const { default: jsQR } = await import("jsqr");
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPages()[0];
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
  const text = streams.map((s) => (s instanceof PDFRawStream ? decoded(s) : "")).join("\n");
  const squares = [...text.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number));
  if (squares.length < 21 * 21 * 0.3) return null;
  const cell = Math.min(...squares.map((s) => s[2]));
  const [x0, y0] = [Math.min(...squares.map((s) => s[0])), Math.min(...squares.map((s) => s[1]))];
  const cells = squares.map(([x, y]) => [Math.round((x - x0) / cell), Math.round((y - y0) / cell)]);
  const modules = Math.max(...cells.flat()) + 1;
  const scale = 4;
  const side = (modules + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [col, row] of cells)
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = (((row + 4) * scale + dy) * side + (col + 4) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
  return jsQR(pixels, side, side)?.data ?? null;
}
