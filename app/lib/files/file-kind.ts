// What a refused file looks like, from its first bytes, in words a client knows: so the
// message can say "named .pdf but it looks like a Word document", not only "wrong type".

const startsWith = (bytes: Uint8Array, text: string, offset = 0) =>
  bytes.length >= offset + text.length && [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));

/** "a Word document", "a web page"…, or null when the bytes say nothing we know. */
export function looksLike(head: Uint8Array): string | null {
  const text = new TextDecoder("latin1").decode(head.subarray(0, 16)).trimStart().toLowerCase();
  if (startsWith(head, "PK\u0003\u0004")) return "a Word or other Office document, or a ZIP archive";
  if (startsWith(head, "\u00d0\u00cf\u0011\u00e0")) return "an older Word or Excel document";
  if (startsWith(head, "MZ")) return "a Windows program";
  if (startsWith(head, "GIF8")) return "a GIF image";
  if (startsWith(head, "RIFF") && startsWith(head, "WEBP", 8)) return "a WebP image";
  if (startsWith(head, "ftyphei", 4) || startsWith(head, "ftypmif1", 4)) return "an iPhone photo (HEIC)";
  if (startsWith(head, "{\\rtf")) return "an RTF document";
  if (text.startsWith("<!doctype html") || text.startsWith("<html")) return "a web page";
  return null;
}

/** The message beside the field for a document of a type we do not take. */
export function wrongDocumentMessage(name: string, head: Uint8Array): string {
  const kind = looksLike(head);
  const seen = kind ? `it looks like ${kind}` : "we could not read it";
  if (/\.pdf$/i.test(name.trim())) return `This file is named .pdf but is not a PDF (${seen}). Save it as PDF and upload again.`;
  return `Upload a PDF, JPEG or PNG file: ${name ? `“${name}” ` : "this file "}is not one (${seen}). Save it as PDF and upload again.`;
}
