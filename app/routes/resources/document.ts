import type { LoaderFunctionArgs } from "@remix-run/node";
import { isUuid } from "~/lib/http/uuid";
import { readDocument } from "~/server/documents/documents.server";
import { getSessionUser } from "~/server/accounts/session.server";
import { privateDownload, privateInline, privateNotFound } from "~/server/files/downloads.server";
import { withDbUnavailable } from "~/server/http/unavailable.server";

// GET /documents/:id — a client document, for the owning client, their assigned
// agent or an admin. Anyone else (signed out included) gets the same 404 as for a
// document that does not exist, so ids reveal nothing. Every read is recorded.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const user = isUuid(id) ? await withDbUnavailable(() => getSessionUser(request)) : null;
  const file = user ? await readDocument(id.toLowerCase(), user) : null;
  if (!file) return privateNotFound();
  // ?view=inline: the preview beside a checklist item.
  return new URL(request.url).searchParams.get("view") === "inline"
    ? privateInline(file, file.name, "document")
    : privateDownload(file, file.name, "document");
}
