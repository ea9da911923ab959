import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { PORTAL_HOME } from "~/lib/accounts/portals";
import { requireRole } from "~/server/accounts/auth.server";

// /client: the dashboard when signed in to this portal, otherwise its login page.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "client");
  return redirect(PORTAL_HOME.client);
}
