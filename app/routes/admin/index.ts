import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { loginPath, PORTAL_HOME } from "~/server/auth.server";
import { getSessionUser } from "~/server/session.server";

// /admin: signed in to this portal → its dashboard; otherwise → its login page.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  return redirect(user?.role === "admin" ? PORTAL_HOME.admin : loginPath("admin"));
}
