import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/accounts/auth-card";
import { PORTAL_HOME, loginPath } from "~/lib/accounts/portals";
import { liveSignInLink, signInWithLink } from "~/server/accounts/auth.server";
import { enterPortal, NO_STORE } from "~/server/accounts/login-action.server";
import { secondFactorPath } from "~/server/accounts/sign-in-step.server";
import type { Role } from "~/server/db/schema";
import { withDbUnavailable } from "~/server/http/unavailable.server";

// /sign-in-link/:token: the e-mailed link that finishes a sign-in made past the account's
// limit (many failures from other addresses). Opening it shows a button: the sign-in is a
// POST, so a mail scanner that fetches the link uses nothing up.

// same-origin: the link's token is never sent to another site as a referrer (see set-password.tsx).
export const meta: MetaFunction = () => [
  { title: "Finish signing in" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

type LoaderData = { live: true; name: string; portal: Role } | { live: false };

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await withDbUnavailable(() => liveSignInLink(params.token ?? ""));
  const body: LoaderData = link ? { live: true, name: link.full_name, portal: link.role } : { live: false };
  return data(body, { status: link ? 200 : 410, headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const done = await withDbUnavailable(() => signInWithLink(request, params.token ?? ""));
  if (!done) return data<LoaderData>({ live: false }, { status: 410, headers: NO_STORE });
  const { role, result } = done;
  if (result.ok === "second-factor") return redirect(secondFactorPath(role), { headers: { "Set-Cookie": result.setCookie, ...NO_STORE } });
  if (result.ok !== true) return data<LoaderData>({ live: false }, { status: 410, headers: NO_STORE });
  return enterPortal(request, result.setCookie, PORTAL_HOME[role]);
}

export default function SignInLink() {
  const page = useLoaderData<LoaderData>();
  const busy = useNavigation().state === "submitting";
  if (!page.live) {
    return (
      <AuthCard heading="This link no longer works">
        <p className="mt-4 text-sm text-slate-700">
          Sign-in links work once and for 15 minutes, and a newer one replaces an older one. Sign in again to get a new link.
        </p>
        <Link to={loginPath("client")} className="btn-secondary mt-6 w-full">
          Go to sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading="Finish signing in" lead={`${page.name}, this link finishes the sign-in you started with your password.`}>
      <Form method="post" className="mt-6">
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-600">
        If you did not just sign in, do not press the button: someone knows your password. Reset it from the sign-in page.
      </p>
    </AuthCard>
  );
}
