import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { z } from "zod";
import { PORTAL_HOME } from "~/lib/accounts/portals";
import type { Role } from "../db/schema";
import { formFailure, formValues, parseForm } from "../http/forms.server";
import { login, type LoginResult } from "./auth.server";
import { CHECKS_BUSY, withCredentialCheck } from "./password.server";
import { emailField } from "~/lib/accounts/email";
import { getSessionUser, revokeSession } from "./session.server";
import { secondFactorPath } from "./sign-in-step.server";
import type { LoginLoaderData } from "~/lib/accounts/login-page";

export const loginSchema = z.object({
  email: emailField("Enter your e-mail address"),
  password: z.string({ required_error: "Enter your password" }).min(1, "Enter your password").max(1024, "That password is too long"),
  redirectTo: z.string().max(2048).optional(),
});

export const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * GET of a login page: a user already signed in to this portal goes straight in. A
 * session of another role is left alone (a GET never ends a session: any site could
 * link here): the page says who is signed in and offers a sign-out button.
 */
export async function loginLoader(request: Request, portal: Role) {
  // With the database down the form still shows; signing in then says it is unavailable.
  const user = await getSessionUser(request).catch(() => null);
  if (user?.role === portal) throw redirect(PORTAL_HOME[portal], { headers: NO_STORE });
  const url = new URL(request.url);
  const body: LoginLoaderData = {
    redirectTo: url.searchParams.get("redirectTo") ?? "",
    // After choosing a password (invitation or reset), the e-mail it was chosen for.
    email: (url.searchParams.get("email") ?? "").slice(0, 254),
    signedInElsewhere: user ? { portal: user.role, name: user.fullName } : null,
  };
  return data(body, { headers: NO_STORE });
}

/** POST of a login form: the same for the three portals. */
export async function loginAction(request: Request, portal: Role) {
  const parsed = await parseForm(request, loginSchema);
  if (!parsed.ok) return formFailure(parsed.failure, 400, NO_STORE);
  const { email, password, redirectTo } = parsed.data;
  // The form shows again what was typed (the e-mail as typed, not as normalised; never the password).
  const values = formValues(parsed.formData);
  const destination = destinationAfterLogin(redirectTo, portal);

  // In one of the bounded places for checks, from the look-up to the verdict, whatever path the
  // form was posted to; when none is free, 503 at once with the message beside the form.
  const busy = (): LoginResult => ({ ok: false, ...CHECKS_BUSY });
  const result = await withCredentialCheck(() => login(request, portal, email, password, destination), busy);
  if (result.ok === false) {
    const headers = new Headers(NO_STORE);
    if (result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
    return formFailure({ fieldErrors: {}, formError: result.message, values }, result.status, headers);
  }
  if (result.ok === "link-sent") return data({ linkSent: true as const }, { headers: NO_STORE });
  if (result.ok === "second-factor") {
    return redirect(secondFactorPath(portal), { headers: { "Set-Cookie": result.setCookie, ...NO_STORE } });
  }
  return enterPortal(request, result.setCookie, destination);
}

/** The end of a sign-in: whoever was signed in on this browser before is signed out (this is a POST), then in. */
export async function enterPortal(request: Request, setCookie: string | string[], destination: string, init?: { toast?: string }) {
  const previous = await getSessionUser(request).catch(() => null);
  if (previous) await revokeSession(previous.sessionId);
  const headers = new Headers(NO_STORE);
  for (const cookie of [setCookie, init?.toast ?? []].flat()) headers.append("Set-Cookie", cookie);
  return redirect(destination, { headers });
}

const PLACEHOLDER_ORIGIN = "http://placeholder.invalid";

/**
 * Where a sign-in leads: the path asked for if it is inside this portal (a client cannot be
 * sent to /admin, nor anyone to another site, by a crafted link), else the portal's home.
 * Resolved as a browser would resolve it ("%2e%2e" segments included) and percent-encoded,
 * so that any text the link held fits in a Location header.
 */
export function destinationAfterLogin(redirectTo: string | undefined, portal: Role) {
  const home = PORTAL_HOME[portal];
  const url = new URL(safeRedirect(redirectTo, home), PLACEHOLDER_ORIGIN);
  const path = url.pathname + url.search + url.hash;
  return url.origin === PLACEHOLDER_ORIGIN && path.startsWith(`/${portal}/`) ? path : home;
}
