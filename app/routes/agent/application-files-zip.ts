import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { applicationForStaff } from "~/server/cases/answers-review.server";
import { clientIp } from "~/server/http/request.server";
import { applicationFilesResponse } from "~/server/records/application-files.server";

// The files' ZIP of an application of the agent's own clients; any other is a 404 (applicationForStaff).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const agent = await requireRole(request, "agent");
  return applicationFilesResponse(await applicationForStaff(params.id, agent), agent, clientIp(request));
}
