// Uploaded images are recognised by their first bytes (magic numbers), never by
// the file name or the content type the browser sends.
export type ImageType = "image/jpeg" | "image/png" | "image/webp";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  // RIFF....WEBPVP8 (the chunk type VP8 , VP8L or VP8X follows).
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBPVP8"), 8)) return "image/webp";
  return null;
}

// Client documents: PDF, JPEG or PNG, up to 10 MB.
export type DocumentType = "application/pdf" | "image/jpeg" | "image/png";
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  const image = detectImageType(bytes);
  return image === "image/jpeg" || image === "image/png" ? image : null;
}
