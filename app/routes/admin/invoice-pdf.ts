import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { invoicePdfResponse } from "~/server/billing/pdf-responses.server";

// The invoice's PDF for staff.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return invoicePdfResponse(params.id, null);
}
