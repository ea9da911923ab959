import type { StoredFile } from "./file-store.server";

// A private file sent as a download: never cached, and in a sandbox, so nothing in
// it can run on our origin. A refusal looks the same as a file that does not exist.

export function privateNotFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}

export function privateDownload(file: StoredFile, name: string, fallbackName: string) {
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
