import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, PDFHexString } from "pdf-lib";

// Reads a PDF as a checker would (pdf-lib, not the code that wrote it): its page count
// and the files attached to it, by name.

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
  return { pages: pdf.getPageCount(), title: pdf.getTitle(), files };
}
