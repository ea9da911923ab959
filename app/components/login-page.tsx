import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { FormFailure } from "~/server/forms.server";
import { Field, FormAlert } from "./forms";

type LoaderData = { redirectTo: string; notice: string | null };

const TITLES = {
  admin: { heading: "Admin sign in", lead: "Staff access to clients, applications and the website." },
  agent: { heading: "Agent sign in", lead: "Your caseload and what waits on you." },
  client: { heading: "Client sign in", lead: "See where your case stands and what to do next." },
} as const;

/** The sign-in screen of the three portals: a plain POST form that works without JavaScript. */
export function LoginPage({ portal }: { portal: keyof typeof TITLES }) {
  const { redirectTo, notice } = useLoaderData<LoaderData>();
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state === "submitting";
  const title = TITLES[portal];
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <Link to="/" className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          ← Back to the website
        </Link>
        <div className="mt-4 rounded-lg bg-white p-6 shadow sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title.heading}</h1>
          <p className="mt-1 text-sm text-slate-600">{title.lead}</p>
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <FormAlert message={notice && !failure ? notice : null} tone="info" />
            <FormAlert message={failure?.formError} />
            <input type="hidden" name="redirectTo" value={failure?.values.redirectTo ?? redirectTo} />
            <Field
              label="E-mail"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={failure?.values.email ?? ""}
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
        </div>
      </div>
    </main>
  );
}
