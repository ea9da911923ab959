import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AuthCard } from "~/components/accounts/auth-card";
import { Field, FormAlert } from "~/components/ui/forms";
import { NewPasswordField } from "~/components/accounts/new-password-field";
import { loginPath } from "~/lib/accounts/portals";
import { setPasswordWithLink } from "~/server/accounts/credentials.server";
import { expiredInvitation, resendInvitation } from "~/server/accounts/invitations.server";
import { NO_STORE } from "~/server/accounts/login-action.server";
import { newPasswordField, parseWithNewPassword } from "~/server/accounts/password-policy.server";
import { findLiveToken } from "~/server/accounts/verification.server";
import type { Role } from "~/server/db/schema";
import { formError, formFailure } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { reserveAttempt, tooManyMessage } from "~/server/http/rate-limit.server";
import { clientIp } from "~/server/http/request.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { withDbUnavailable } from "~/server/http/unavailable.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

// /invitation/:token and /password-reset/:token: choose a password with a link from
// an e-mail. The link works once; an expired invitation can ask for a new one.

type Kind = "invitation" | "password_reset";
const kindOf = (request: Request): Kind => (new URL(request.url).pathname.startsWith("/invitation/") ? "invitation" : "password_reset");

// same-origin: the link's token is never sent to another site as a referrer (no-referrer would make the form's Origin "null", which the front door refuses).
export const meta: MetaFunction = () => [
  { title: "Choose your password" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];
export const headers = retryAfterHeaders;

const noStore = { headers: NO_STORE };

type LoaderData =
  | { state: "live"; kind: Kind; name: string; email: string }
  | { state: "expired-invitation"; name: string }
  | { state: "dead"; kind: Kind };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const kind = kindOf(request);
  const token = params.token ?? "";
  const link = await withDbUnavailable(() => findLiveToken(kind, token));
  let body: LoaderData;
  if (link?.is_active) body = { state: "live", kind, name: link.full_name, email: link.email };
  else {
    const expired = kind === "invitation" ? await withDbUnavailable(() => expiredInvitation(token)) : undefined;
    body =
      expired?.is_active && !expired.password_hash ? { state: "expired-invitation", name: expired.full_name } : { state: "dead", kind };
  }
  return data(body, noStore);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const kind = kindOf(request);
  const token = params.token ?? "";
  const formData = await request.formData().catch(() => new FormData());
  const ip = clientIp(request);

  if (formData.get("intent") === "renew") {
    const expired = kind === "invitation" ? await expiredInvitation(token) : undefined;
    if (!expired?.is_active || expired.password_hash)
      return formError(formData, "This link cannot be renewed. Ask the firm for a new invitation.", 400, NO_STORE);
    const slot = await reserveAttempt("invitation", expired.user_id, ip);
    if (!slot.ok)
      return formError(formData, tooManyMessage(slot.retryAfterSeconds, "A new link was sent already"), 429, {
        ...NO_STORE,
        "Retry-After": String(slot.retryAfterSeconds),
      });
    await resendInvitation(expired.user_id, null, ip);
    return data({ renewed: true }, noStore);
  }

  const link = await findLiveToken(kind, token);
  if (!link?.is_active) return formError(formData, "This link has expired or was used already.", 410, NO_STORE);
  const schema = z
    .object({ newPassword: newPasswordField(), confirmPassword: z.string().default("") })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ["confirmPassword"],
      message: "The two passwords are not the same. Type it again.",
    });
  const parsed = await parseWithNewPassword(formData, schema, { email: link.email, name: link.full_name });
  if (!parsed.ok) return formFailure(parsed.failure, 400, NO_STORE);
  const outcome = await setPasswordWithLink(kind, token, parsed.data.newPassword, ip);
  if (!outcome.ok) return formError(formData, "This link has expired or was used already.", 410, NO_STORE);
  // To the sign-in page with the e-mail filled in, not signed in here: signing in stays one path
  // (the sign-in door's line, the second factor, an admin's required set-up, the records).
  return redirectWithToast(
    `${loginPath(outcome.role as Role)}?${new URLSearchParams({ email: link.email })}`,
    { type: "success", title: "Your password is saved", description: "Sign in with it now: your e-mail is filled in." },
    { headers: NO_STORE },
  );
}

export default function SetPassword() {
  const page = useLoaderData<LoaderData>();
  const result = useActionData<FormFailure | { renewed: true }>();
  const busy = useNavigation().state === "submitting";
  if (result && "renewed" in result) {
    return (
      <AuthCard heading="A new link is on its way">
        <p className="mt-4 text-sm text-slate-700" role="status">
          We have e-mailed you a new invitation. Its link works for 7 days.
        </p>
      </AuthCard>
    );
  }
  const failure = result && "values" in result ? result : undefined;
  if (page.state === "expired-invitation") {
    return (
      <AuthCard
        heading="This invitation has expired"
        lead={`${page.name}, invitation links work for 7 days. Ask for a new one and we will e-mail it to you.`}
      >
        <Form method="post" className="mt-6 space-y-4">
          <FormAlert message={failure?.formError} />
          <input type="hidden" name="intent" value="renew" />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            Send me a new link
          </button>
        </Form>
      </AuthCard>
    );
  }
  if (page.state === "dead") {
    return (
      <AuthCard heading="This link no longer works">
        <p className="mt-4 text-sm text-slate-700">
          {page.kind === "invitation"
            ? "It was used already, or the firm sent a newer one. If you have chosen your password, sign in; otherwise ask the firm for a new invitation."
            : "Reset links work once and for 30 minutes, and a newer request replaces an older one. Ask for a new link from the sign-in page."}
        </p>
        <Link to="/client/login" className="btn-secondary mt-6 w-full">
          Go to sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      heading={page.kind === "invitation" ? "Welcome: choose your password" : "Choose a new password"}
      lead={`${page.name} (${page.email}). ${page.kind === "invitation" ? "You sign in with this e-mail address and the password you choose now." : "Setting a new password signs you out on every device."}`}
    >
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <FormAlert message={failure?.formError} />
        {/* For password managers: the account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={page.email} readOnly hidden />
        <NewPasswordField errors={failure?.fieldErrors.newPassword} person={{ email: page.email, name: page.name }} />
        <Field
          label="Repeat the password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          errors={failure?.fieldErrors.confirmPassword}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Saving…" : "Save my password"}
        </button>
      </Form>
    </AuthCard>
  );
}
