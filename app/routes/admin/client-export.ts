import { clientIp } from "~/server/http/request.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { privateNotFound } from "~/server/files/downloads.server";
import { clientExportResponse } from "~/server/records/client-export.server";
import { logDataRequestEvent } from "~/server/records/data-requests.server";

// A client's whole record as a ZIP (admins only); each export is logged.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const response = params.id && UUID_RE.test(params.id) ? await clientExportResponse(params.id) : null;
  if (!response) return privateNotFound();
  if (!response.ok) return response; // too many at once: nothing was exported
  await logDataRequestEvent({ clientId: params.id!, actorId: admin.id, action: "exported", note: "", ip: clientIp(request) });
  return response;
}
