import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { applicationForStaff } from "~/server/cases/answers-review.server";
import { answersPdfResponse } from "~/server/records/answers-pdf.server";

// The answers' PDF of an application of the agent's own clients; any other is a 404 (applicationForStaff).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const agent = await requireRole(request, "agent");
  return answersPdfResponse(await applicationForStaff(params.id, agent));
}
