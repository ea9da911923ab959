import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";

// Unknown /agent/* paths go to the dashboard (SPEC.md §2).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "agent");
  return redirect("/agent/dashboard");
}
