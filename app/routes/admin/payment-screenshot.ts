import type { LoaderFunctionArgs } from "@remix-run/node";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { reportScreenshot } from "~/server/billing/payment-reports.server";
import { privateInline, privateNotFound } from "~/server/files/downloads.server";

// The screenshot a client attached to a payment report, shown to staff (never cached).
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const shot = params.id && UUID_RE.test(params.id) ? await reportScreenshot(params.id) : null;
  return shot ? privateInline(shot.file, shot.name, "payment-screenshot") : privateNotFound();
}
