import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { applicationForStaff } from "~/server/cases/answers-review.server";
import { answersPdfResponse } from "~/server/records/answers-pdf.server";

// Every person's answers on one application as a PDF, for copying into the government's online form.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  return answersPdfResponse(await applicationForStaff(params.id, admin));
}
