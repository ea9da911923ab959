import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "~/server/accounts/session.server";
import { getFileStore, isFileId } from "~/server/files/file-store.server";
import { isOwnStoryPhoto, withheldFromPublic } from "~/server/files/file-visibility.server";
import { imageVariant } from "~/server/files/images.server";
import { isImageWidth } from "~/lib/files/image-variants";

// Uploaded files at /files/:id. A file never changes under its id, so public ones are
// cached for a year. An image of a draft post or an unpublished story is shown to
// admins only (and a story's photo to its client), never cached. Private files (client documents) are served at /documents/:id.
// `?w=640` asks for an image's WebP variant of that width (one of IMAGE_WIDTHS, else 404).
const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!isFileId(id)) return notFound();
  const w = new URL(request.url).searchParams.get("w");
  const width = w === null ? null : Number(w);
  if (width !== null && !isImageWidth(width)) return notFound();
  const [file, withheld] = await Promise.all([getFileStore().get(id.toLowerCase()), withheldFromPublic(id.toLowerCase())]);
  if (!file || file.visibility !== "public") return notFound();
  if (withheld && !(await mayPreview(request, id.toLowerCase()))) return notFound();

  const tag = width === null ? file.sha256 : `${file.sha256}-w${width}`;
  const headers = new Headers({
    "Content-Type": width === null ? file.contentType : "image/webp",
    ETag: `"${tag}"`,
    "Cache-Control": withheld ? "private, no-store" : "public, max-age=31536000, immutable",
    "Last-Modified": file.createdAt.toUTCString(),
    // Opened on its own, a file is never a page that runs anything.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  if (matchesEtag(request.headers.get("If-None-Match"), tag)) {
    return new Response(null, { status: 304, headers });
  }
  const bytes = width === null ? file.bytes : file.contentType.startsWith("image/") ? await imageVariant(file, width) : null;
  if (!bytes) return notFound();
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(bytes, { status: 200, headers });
}

/** Who sees a withheld image: admins, and the client whose success story it belongs to. */
async function mayPreview(request: Request, id: string) {
  const user = await getSessionUser(request).catch(() => null);
  return user?.role === "admin" || (user?.role === "client" && (await isOwnStoryPhoto(id, user.id)));
}

function matchesEtag(header: string | null, tag: string) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "").replace(/"/g, "") === tag);
}
