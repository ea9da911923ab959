import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { applicationForStaff } from "~/server/cases/answers-review.server";
import { clientIp } from "~/server/http/request.server";
import { applicationFilesResponse } from "~/server/records/application-files.server";

// Every current file of an application as one ZIP, a folder per person (admins: any application).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  return applicationFilesResponse(await applicationForStaff(params.id, admin), admin, clientIp(request));
}
