import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AuthCard } from "~/components/accounts/auth-card";
import { Field, FormAlert } from "~/components/ui/forms";
import { emailField } from "~/lib/accounts/email";
import { loginPath, portalOfPath } from "~/lib/accounts/portals";
import { sendPasswordReset } from "~/server/accounts/credentials.server";
import { NO_STORE } from "~/server/accounts/login-action.server";
import type { Role } from "~/server/db/schema";
import { formError, formFailure, parseForm } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { reserveAttempt, tooManyMessage } from "~/server/http/rate-limit.server";
import { clientIp } from "~/server/http/request.server";
import { withDbUnavailable } from "~/server/http/unavailable.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

// /admin/forgot-password, /agent/forgot-password, /client/forgot-password: a link to
// choose a new password, e-mailed through the outbox. The answer is the same whether
// or not the address has an account, so the form tells nobody who is a client.

export const meta: MetaFunction = () => [{ title: "Forgot your password?" }, { name: "robots", content: "noindex" }];
export const headers = retryAfterHeaders;

const portalOf = (request: Request): Role => portalOfPath(new URL(request.url).pathname) ?? "client";

const schema = z.object({ email: emailField("Enter the e-mail address of your account") });

export function loader({ request }: LoaderFunctionArgs) {
  return data({ portal: portalOf(request) }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) return formFailure(parsed.failure, 400, NO_STORE);
  const { email } = parsed.data;
  // Per address and per e-mail, whether or not the e-mail has an account (so the limit tells nothing either).
  const slot = await withDbUnavailable(() => reserveAttempt("password-reset", email, clientIp(request)));
  if (!slot.ok) {
    return formError(parsed.formData, tooManyMessage(slot.retryAfterSeconds, "Several links were asked for already"), 429, {
      ...NO_STORE,
      "Retry-After": String(slot.retryAfterSeconds),
    });
  }
  await withDbUnavailable(() => sendPasswordReset(email, clientIp(request)));
  return data({ sentTo: email }, { headers: NO_STORE });
}

export default function ForgotPassword() {
  const { portal } = useLoaderData<typeof loader>();
  const result = useActionData<{ sentTo: string } | FormFailure>();
  const busy = useNavigation().state === "submitting";
  if (result && "sentTo" in result) {
    return (
      <AuthCard heading="Check your e-mail">
        <p className="mt-4 text-sm text-slate-700" role="status">
          {`If ${result.sentTo} belongs to an account, we have sent it a link to choose a new password. The link works for 30 minutes. Nothing arrived? Check the spam folder, or ask again in a few minutes.`}
        </p>
        <Link to={loginPath(portal)} className="btn-secondary mt-6 w-full">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }
  const failure = result;
  return (
    <AuthCard
      heading="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new one."
    >
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <FormAlert message={failure?.formError} />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={failure?.values.email ?? ""}
          errors={failure?.fieldErrors.email}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Sending…" : "Send me a link"}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to={loginPath(portal)} className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
