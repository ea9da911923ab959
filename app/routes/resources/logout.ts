import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loginPath, portalOfPath, PORTALS } from "~/lib/accounts/portals";
import { endSession } from "~/server/accounts/session.server";
import { redirectWithToast } from "~/server/http/toast.server";

// POST /admin/logout, /agent/logout, /client/logout: revoke the session row and clear
// the cookie, then go to this portal's sign-in (or another portal's, when the sign-out
// was asked for from there).
const portalOf = (request: Request) => portalOfPath(new URL(request.url).pathname) ?? "client";

export async function action({ request }: ActionFunctionArgs) {
  const setCookie = await endSession(request);
  const asked = String((await request.formData().catch(() => null))?.get("redirectTo") ?? "");
  const to = PORTALS.map((p) => loginPath(p)).find((path) => path === asked) ?? loginPath(portalOf(request));
  return redirectWithToast(
    to,
    { type: "success", title: "You have signed out." },
    { headers: { "Set-Cookie": setCookie, "Cache-Control": "private, no-store" } },
  );
}

// Logging out is a POST; a GET (a typed URL, a link from another site) just goes to the login page.
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(loginPath(portalOf(request)));
}
