import { data } from "@remix-run/node";
import { portalOfPath } from "~/lib/accounts/portals";
import { requireRole } from "../accounts/auth.server";
import type { ReportScope } from "./report-kit.server";

/** The guard of every report page and CSV: an admin sees the firm, an agent their own slice; anyone else is sent to sign in. */
export async function requireReportViewer(request: Request): Promise<{ scope: ReportScope; base: string }> {
  const portal = portalOfPath(new URL(request.url).pathname);
  if (portal !== "admin" && portal !== "agent") throw data(null, { status: 404 });
  const user = await requireRole(request, portal);
  const scope: ReportScope = user.role === "admin" ? { role: "admin" } : { role: "agent", agentId: user.id };
  return { scope, base: `/${portal}/reports` };
}
