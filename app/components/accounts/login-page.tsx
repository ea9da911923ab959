import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "./auth-card";
import type { LoginLoaderData } from "~/lib/accounts/login-page";
import type { FormFailure } from "~/lib/http/form-failure";
import { Field, FormAlert } from "../ui/forms";

const TITLES = {
  admin: { heading: "Admin sign in", lead: "Staff access to clients, applications and the website." },
  agent: { heading: "Agent sign in", lead: "Your caseload and what waits on you." },
  client: { heading: "Client sign in", lead: "See where your case stands and what to do next." },
} as const;

/** The sign-in screen of the three portals: a plain POST form that works without JavaScript. */
export function LoginPage({ portal }: { portal: keyof typeof TITLES }) {
  const { redirectTo, signedInElsewhere, email } = useLoaderData<LoginLoaderData>();
  const result = useActionData<FormFailure | { linkSent: true }>();
  const failure = result && "values" in result ? result : undefined;
  const busy = useNavigation().state === "submitting";
  const title = TITLES[portal];
  if (result && "linkSent" in result) {
    return (
      <AuthCard heading="Check your e-mail">
        <p role="status" className="mt-4 text-sm text-slate-700">
          Many sign-ins to this account failed lately from other places, so a password alone is not enough just now. If the password was
          right, we have e-mailed you a link to finish signing in: it works once, for 15 minutes.
        </p>
        <p className="mt-4 text-sm text-slate-700">No e-mail within a few minutes? Check the password and try again, or reset it.</p>
        <p className="mt-6 flex flex-wrap gap-4 text-sm">
          <Link to={`/${portal}/login`} className="font-semibold text-brand-700 hover:underline">
            Sign in again
          </Link>
          <Link to={`/${portal}/forgot-password`} className="font-semibold text-brand-700 hover:underline">
            Forgot your password?
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={title.heading} lead={title.lead}>
      {signedInElsewhere && !failure ? (
        <div role="status" className="mt-4 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <p>{`You are signed in to the ${signedInElsewhere.portal} portal as ${signedInElsewhere.name}. Signing in here signs you out there.`}</p>
          <Form method="post" action={`/${signedInElsewhere.portal}/logout`} className="mt-2">
            <input type="hidden" name="redirectTo" value={`/${portal}/login`} />
            <button type="submit" className="btn-secondary">
              {`Sign out of the ${signedInElsewhere.portal} portal`}
            </button>
          </Form>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <FormAlert message={failure?.formError} />
        <input type="hidden" name="redirectTo" value={failure?.values.redirectTo ?? redirectTo} />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={failure?.values.email ?? email}
          errors={failure?.fieldErrors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          errors={failure?.fieldErrors.password}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to={`/${portal}/forgot-password`} className="font-semibold text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
