import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { creditNotePdfResponse } from "~/server/billing/pdf-responses.server";

// A credit note's PDF: only the signed-in client's own (another's is a 404).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  return creditNotePdfResponse(params.id, user.id);
}
