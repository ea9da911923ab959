import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { receiptPdfResponse } from "~/server/billing/pdf-responses.server";

// Any receipt's PDF, for staff.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return receiptPdfResponse(params.id, null);
}
