import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { agreementPdfResponse } from "~/server/billing/pdf-responses.server";

// The agreement's PDF for staff.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return agreementPdfResponse(params.id, null);
}
