import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { z } from "zod";
import type { Role } from "../db-schema";
import { login, PORTAL_HOME } from "./auth.server";
import { formFailure, formValues, parseForm } from "../forms.server";
import { endSession, getSessionUser, revokeSession } from "./session.server";

export const loginSchema = z.object({
  email: z
    .string({ required_error: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(254, "That e-mail address is too long")
    .email("Enter a valid e-mail address")
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ required_error: "Enter your password" })
    .min(1, "Enter your password")
    .max(1024, "That password is too long"),
  redirectTo: z.string().max(2048).optional(),
});

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * GET of a login page: a user already signed in to this portal goes straight in;
 * a session of another role is signed out (each portal accepts only its own role).
 */
export async function loginLoader(request: Request, portal: Role) {
  // With the database down the form still shows; signing in then says it is unavailable.
  const user = await getSessionUser(request).catch(() => null);
  if (user?.role === portal) throw redirect(PORTAL_HOME[portal], { headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  if (user) headers.append("Set-Cookie", await endSession(request));
  const url = new URL(request.url);
  return data(
    {
      redirectTo: url.searchParams.get("redirectTo") ?? "",
      notice: url.searchParams.has("wrongPortal")
        ? "You were signed out because that account belongs to another portal."
        : null,
    },
    { headers },
  );
}

/** POST of a login form: the same for the three portals. */
export async function loginAction(request: Request, portal: Role) {
  const parsed = await parseForm(request, loginSchema);
  if (!parsed.ok) return formFailure(parsed.failure, 400, NO_STORE);
  const { email, password, redirectTo } = parsed.data;
  // The form shows again what was typed (the e-mail as typed, not as normalised; never the password).
  const values = formValues(parsed.formData);

  const result = await login(request, portal, email, password);
  if (!result.ok) {
    const headers = new Headers(NO_STORE);
    // Wrong portal: whoever was signed in on this browser is signed out.
    if (result.status === 403) headers.append("Set-Cookie", await endSession(request));
    if (result.status === 429) headers.set("Retry-After", "60");
    return formFailure({ fieldErrors: {}, formError: result.message, values }, result.status, headers);
  }
  const previous = await getSessionUser(request).catch(() => null);
  if (previous) await revokeSession(previous.sessionId);
  return redirect(destinationAfterLogin(redirectTo, portal), { headers: { "Set-Cookie": result.setCookie, ...NO_STORE } });
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
