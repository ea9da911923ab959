import type { StoredFile } from "./file-store.server";

// A private file sent as a download: never cached, and in a sandbox, so nothing in
// it can run on our origin. A refusal looks the same as a file that does not exist.

export function privateNotFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

export function privateDownload(file: Pick<StoredFile, "bytes" | "contentType">, name: string, fallbackName: string) {
  const safeName = name.replace(/[^\w.\- ]+/g, "_").slice(0, 120) || fallbackName;
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${safeName}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** Types a browser shows inline without running anything of the file's (uploads are checked by their bytes). */
const PREVIEWABLE = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp"]);

/**
 * A private file shown in a frame of our own pages (a preview): inline, never cached,
 * framed only by our origin. Images are sandboxed too; a PDF is not, because Chromium
 * refuses to show a PDF in a sandbox, and its viewer runs apart from our origin anyway.
 * Any other type is sent as a download.
 */
export function privateInline(file: StoredFile, name: string, fallbackName: string) {
  if (!PREVIEWABLE.has(file.contentType)) return privateDownload(file, name, fallbackName);
  const safeName = name.replace(/[^\w.\- ]+/g, "_").slice(0, 120) || fallbackName;
  const sandbox = file.contentType === "application/pdf" ? "" : "; sandbox";
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `inline; filename="${safeName}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'${sandbox}`,
    },
  });
}
