import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loginPath } from "~/server/accounts/auth.server";
import type { Role } from "~/server/db-schema";
import { endSession } from "~/server/accounts/session.server";
import { redirectWithToast } from "~/server/toast.server";

// POST /admin/logout, /agent/logout, /client/logout: revoke the session row and clear the cookie.
function portalOf(request: Request): Role {
  const first = new URL(request.url).pathname.split("/")[1];
  return first === "admin" || first === "agent" ? first : "client";
}

export async function action({ request }: ActionFunctionArgs) {
  const setCookie = await endSession(request);
  return redirectWithToast(
    loginPath(portalOf(request)),
    { type: "success", title: "You have signed out." },
    { headers: { "Set-Cookie": setCookie, "Cache-Control": "private, no-store" } },
  );
}

// Logging out is a POST; a GET (a typed URL) just goes to the login page.
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(loginPath(portalOf(request)));
}
