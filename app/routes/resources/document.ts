import type { LoaderFunctionArgs } from "@remix-run/node";
import { isUuid } from "~/lib/uuid";
import { readDocument } from "~/server/documents.server";
import { getSessionUser } from "~/server/accounts/session.server";
import { withDbUnavailable } from "~/server/unavailable.server";

// GET /documents/:id — a client document, for the owning client, their assigned
// agent or an admin. Anyone else (signed out included) gets the same 404 as for a
// document that does not exist, so ids reveal nothing.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const user = isUuid(id) ? await withDbUnavailable(() => getSessionUser(request)) : null;
  const file = user ? await readDocument(id.toLowerCase(), user) : null;
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  const name = file.name.replace(/[^\w.\- ]+/g, "_").slice(0, 120) || "document";
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
