import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/accounts/auth-card";
import { Field, FormAlert } from "~/components/ui/forms";
import { TwoFactorEnrolment } from "~/components/accounts/two-factor";
import { loginPath, portalOfPath } from "~/lib/accounts/portals";
import { startSession } from "~/server/accounts/auth.server";
import { enterPortal, NO_STORE } from "~/server/accounts/login-action.server";
import { UNREADABLE_SECRET_MESSAGE } from "~/server/accounts/owner-proof.server";
import { CHECKS_BUSY, withCredentialCheck } from "~/server/accounts/password.server";
import { flashRecoveryCodes } from "~/server/accounts/recovery-codes-flash.server";
import { clearSignInStep, finishSignInStep, readSignInStep } from "~/server/accounts/sign-in-step.server";
import { checkSecondFactor, confirmSetup, enrolmentView, setupSecret, twoFactorStatus } from "~/server/accounts/two-factor.server";
import type { Role } from "~/server/db/schema";
import { formError } from "~/server/http/forms.server";
import { SecretUnreadable } from "~/server/runtime/secrets.server";
import { releaseAttempt, reserveAttempt, tooManyMessage } from "~/server/http/rate-limit.server";
import { clientIp } from "~/server/http/request.server";
import { toastHeader } from "~/server/http/toast.server";
import { withDbUnavailable } from "~/server/http/unavailable.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

// /admin/login/code, /agent/login/code, /client/login/code: the second step of a
// sign-in, after a right password. A code from the authenticator app, or a recovery
// code; an admin who must have a second factor and has none sets one up here.

export const meta: MetaFunction = () => [{ title: "Sign-in code" }, { name: "robots", content: "noindex" }];
export const headers = retryAfterHeaders;

const portalOf = (request: Request): Role => portalOfPath(new URL(request.url).pathname) ?? "client";

/** The step this browser is at, or back to the sign-in page. */
async function requireStep(request: Request) {
  const portal = portalOf(request);
  const step = await withDbUnavailable(() => readSignInStep(request, portal));
  if (!step) throw redirect(loginPath(portal), { headers: { ...NO_STORE, "Set-Cookie": await clearSignInStep() } });
  return { portal, step };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { step } = await requireStep(request);
  const { enabled } = await twoFactorStatus(step.userId);
  const secret = enabled ? null : await setupSecret(step.userId, true);
  return data({ name: step.fullName, enrolment: secret ? await enrolmentView(secret, step.email) : null }, { headers: NO_STORE });
}

// In one of the bounded places for checks, like the password before it (password.server.ts).
export const action = (args: ActionFunctionArgs) =>
  withCredentialCheck(
    () => checkCode(args),
    () => formError(null, CHECKS_BUSY.message, CHECKS_BUSY.status, { ...NO_STORE, "Retry-After": String(CHECKS_BUSY.retryAfterSeconds) }),
  );

async function checkCode({ request }: ActionFunctionArgs) {
  const { step } = await requireStep(request);
  const formData = await request.formData().catch(() => new FormData());
  const code = String(formData.get("code") ?? "").slice(0, 64);
  const intent = formData.get("intent");
  const ip = clientIp(request);
  if (!code.trim()) return formError(formData, "Enter the code first.", 400, NO_STORE);

  // The code step has its own limit, per account: five wrong codes in 15 minutes.
  const slot = await reserveAttempt("second-factor", step.userId, ip);
  if (!slot.ok) {
    return formError(formData, tooManyMessage(slot.retryAfterSeconds, "Too many wrong codes"), 429, {
      ...NO_STORE,
      "Retry-After": String(slot.retryAfterSeconds),
    });
  }

  if (intent === "enrol") {
    const confirmed = await confirmSetup(step.userId, code, ip);
    if (!confirmed.ok) return formError(formData, confirmed.message, 400, NO_STORE);
    await releaseAttempt(slot.attemptId);
    if (!(await finishSignInStep(step))) throw redirect(loginPath(portalOf(request)), { headers: NO_STORE });
    // Signed in; the recovery codes are shown once, on their own page, before going on.
    const cookies = [
      await startSession(request, step.userId),
      await clearSignInStep(),
      await flashRecoveryCodes(step.userId, confirmed.recoveryCodes, step.redirectTo),
    ];
    return enterPortal(request, cookies, `/${portalOf(request)}/account/recovery-codes`);
  }

  const used = await checkSecondFactor(step.userId, code, ip).catch(async (error) => {
    if (!(error instanceof SecretUnreadable)) throw error;
    console.error(`[two-factor] ${error.message}`);
    await releaseAttempt(slot.attemptId);
    return "unreadable" as const;
  });
  if (used === "unreadable") return formError(formData, UNREADABLE_SECRET_MESSAGE, 503, NO_STORE);
  if (!used) return formError(formData, "That code is not right. Check the time on your phone, or use a recovery code.", 400, NO_STORE);
  await releaseAttempt(slot.attemptId);
  if (!(await finishSignInStep(step))) throw redirect(loginPath(portalOf(request)), { headers: NO_STORE });
  const cookies = [await startSession(request, step.userId), await clearSignInStep()];
  if (used === "recovery") {
    const { recoveryCodesLeft } = await twoFactorStatus(step.userId);
    const toast = await toastHeader({
      type: "warning",
      title: `You used a recovery code: ${recoveryCodesLeft} left`,
      description: "Each works once. Make new ones on your account's security page.",
    });
    return enterPortal(request, cookies, step.redirectTo, { toast });
  }
  return enterPortal(request, cookies, step.redirectTo);
}

export default function SignInCode() {
  const { name, enrolment } = useLoaderData<typeof loader>();
  const failure = useActionData<{ formError?: string }>();
  const busy = useNavigation().state === "submitting";
  if (enrolment) {
    return (
      <AuthCard
        heading="Set up two-factor sign-in"
        lead={`${name}, admins of this firm sign in with a code from an authenticator app as well as their password.`}
        wide
      >
        <TwoFactorEnrolment enrolment={enrolment} failure={failure} busy={busy} />
      </AuthCard>
    );
  }
  return (
    <AuthCard heading="Enter your sign-in code" lead={`${name}, open your authenticator app and enter the 6-digit code it shows.`}>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <FormAlert message={failure?.formError} />
        <input type="hidden" name="intent" value="code" />
        <Field label="6-digit code" name="code" inputMode="numeric" autoComplete="one-time-code" required autoFocus maxLength={10} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Checking…" : "Sign in"}
        </button>
      </Form>
      <details className="mt-6 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Lost your phone? Use a recovery code</summary>
        <Form method="post" className="mt-3 space-y-4" noValidate>
          <input type="hidden" name="intent" value="code" />
          <Field label="Recovery code" name="code" autoComplete="off" spellCheck={false} placeholder="abcde-fghjk" maxLength={20} />
          <button type="submit" className="btn-secondary w-full">
            Sign in with a recovery code
          </button>
        </Form>
        <p className="mt-3 text-slate-600">No recovery code left? Ask an administrator of the firm to reset your two-factor sign-in.</p>
      </details>
    </AuthCard>
  );
}
