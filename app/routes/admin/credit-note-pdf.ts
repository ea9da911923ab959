import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { creditNotePdfResponse } from "~/server/billing/pdf-responses.server";

// Any credit note's PDF, for staff.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return creditNotePdfResponse(params.id, null);
}
