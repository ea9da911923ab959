import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "~/server/accounts/session.server";
import { privateDownload, privateNotFound } from "~/server/files/downloads.server";
import { readAttachment } from "~/server/messages/posting.server";
import { withDbUnavailable } from "~/server/http/unavailable.server";

// GET /messages/attachments/:id: a message's file, for the people of its thread;
// anyone else (signed out included) gets the same 404 as for one that does not exist.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await withDbUnavailable(() => getSessionUser(request));
  const file = user ? await readAttachment(user, params.id ?? "") : null;
  return file ? privateDownload(file, file.name, "attachment") : privateNotFound();
}
