import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Section, SubmitButton } from "~/components/cases/people";
import { Field, FormAlert } from "~/components/ui/forms";
import { NewPasswordField } from "~/components/accounts/new-password-field";
import { ActivitySection, SessionsSection } from "~/components/accounts/sessions";
import { deviceLabel } from "~/lib/accounts/device-label";
import { formatDateTime } from "~/lib/ui/format";
import { loginPath, portalOfPath } from "~/lib/accounts/portals";
import { accountEvents, EVENT_LABELS, recordAccountEvent } from "~/server/accounts/account-events.server";
import { requireRole } from "~/server/accounts/auth.server";
import { changeOwnPassword, confirmOwnPassword } from "~/server/accounts/credentials.server";
import { newPasswordField, parseWithNewPassword } from "~/server/accounts/password-policy.server";
import { readSecuritySettings, twoFactorRequiredOf } from "~/server/accounts/security-settings.server";
import { endSession, liveSessions, revokeOtherSessions, revokeOwnSession, sessionHandle } from "~/server/accounts/session.server";
import { flashRecoveryCodes } from "~/server/accounts/recovery-codes-flash.server";
import { proveOwner } from "~/server/accounts/owner-proof.server";
import { removeTwoFactor, replaceRecoveryCodes, setupSecret, twoFactorStatus } from "~/server/accounts/two-factor.server";
import type { Role } from "~/server/db/schema";
import { db } from "~/server/db/db.server";
import { formError, formFailure, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { clientIp } from "~/server/http/request.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

// /admin/account, /agent/account, /client/account: the signed-in person's own
// security: their password, their second factor, the devices signed in, and what
// happened to the account lately.

export const meta: MetaFunction = () => [{ title: "Account and security" }, { name: "robots", content: "noindex" }];
export const headers = retryAfterHeaders;

const portalOf = (request: Request): Role => portalOfPath(new URL(request.url).pathname) ?? "client";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const [twoFactor, sessions, events, settings] = await Promise.all([
    twoFactorStatus(user.id),
    liveSessions(user.id, user.role),
    accountEvents(user.id, 15),
    readSecuritySettings(),
  ]);
  return data(
    {
      portal: user.role,
      email: user.email,
      fullName: user.fullName,
      twoFactor,
      twoFactorRequired: twoFactorRequiredOf(settings, user.role),
      sessions: sessions.map((s) => ({
        id: sessionHandle(s.id),
        current: s.id === user.sessionId,
        device: deviceLabel(s.user_agent),
        ip: s.ip && s.ip !== "direct" ? s.ip : null,
        signedInAt: s.authenticated_at,
        lastSeenAt: s.last_seen_at,
      })),
      events: events.map((e) => ({
        id: e.id,
        label: EVENT_LABELS[e.kind],
        at: e.created_at,
        ip: e.ip,
        by: e.actor_id === user.id ? null : e.actor_name,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const passwordOnly = z.object({
  currentPassword: z.string({ required_error: "Enter your current password" }).min(1, "Enter your current password").max(1024),
});
const ENTER_CODE = "Enter the code your authenticator app shows now, or an unused recovery code";
const ownerProof = passwordOnly.extend({ code: z.string({ required_error: ENTER_CODE }).trim().min(1, ENTER_CODE).max(64) });

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const formData = await request.formData().catch(() => new FormData());
  const intent = formData.get("intent");
  const here = `/${user.role}/account`;
  const ip = clientIp(request);
  const wrongPassword = (check: Exclude<Awaited<ReturnType<typeof confirmOwnPassword>>, { ok: true }>) =>
    formFailure(
      { fieldErrors: { currentPassword: [check.message] }, values: { intent: String(intent) } },
      check.status,
      check.retryAfterSeconds ? { "Retry-After": String(check.retryAfterSeconds) } : undefined,
    );

  switch (intent) {
    case "password": {
      const schema = passwordOnly
        .extend({ newPassword: newPasswordField(), confirmPassword: z.string().default("") })
        .refine((v) => v.newPassword === v.confirmPassword, {
          path: ["confirmPassword"],
          message: "The two new passwords are not the same. Type it again.",
        });
      const parsed = await parseWithNewPassword(formData, schema, { email: user.email, name: user.fullName });
      if (!parsed.ok) return formFailure(parsed.failure);
      const check = await confirmOwnPassword(user, parsed.data.currentPassword, ip);
      if (!check.ok) return wrongPassword(check);
      await changeOwnPassword(user, parsed.data.newPassword, ip);
      return redirectWithToast(here, {
        type: "success",
        title: "Password changed",
        description: "You were signed out on your other devices.",
      });
    }
    case "start-two-factor": {
      // Once it is on, only its owner moves it to a new app (below): a session alone cannot.
      if ((await twoFactorStatus(user.id)).enabled) return formError(formData, "Two-factor sign-in is already on.", 409);
      await setupSecret(user.id, true);
      return redirect(`${here}/two-factor`);
    }
    case "replace-two-factor":
    case "disable-two-factor":
    case "recovery-codes": {
      const intent = String(formData.get("intent"));
      if (intent === "disable-two-factor" && twoFactorRequiredOf(await readSecuritySettings(), user.role)) {
        return formFailure(
          {
            fieldErrors: {},
            formError: `Two-factor sign-in is required for ${user.role}s of this firm, so it cannot be turned off.`,
            values: { intent },
          },
          409,
        );
      }
      // What was typed is not sent back: both fields are secrets.
      const parsed = parseFormData(formData, ownerProof);
      if (!parsed.ok) return formFailure({ ...parsed.failure, values: { intent } });
      if (!(await twoFactorStatus(user.id)).enabled)
        return formFailure({ fieldErrors: {}, formError: "Turn on two-factor sign-in first.", values: { intent } }, 409);
      const proof = await proveOwner(user, parsed.data, ip);
      if (!proof.ok) {
        return formFailure(
          { fieldErrors: { [proof.field]: [proof.message] }, values: { intent } },
          proof.status,
          proof.retryAfterSeconds ? { "Retry-After": String(proof.retryAfterSeconds) } : undefined,
        );
      }
      if (intent === "recovery-codes") {
        const codes = await replaceRecoveryCodes(user.id);
        return redirect(`${here}/recovery-codes`, { headers: { "Set-Cookie": await flashRecoveryCodes(user.id, codes, here) } });
      }
      if (intent === "replace-two-factor") {
        // The old app keeps working until the new one is proved with a code on the set-up page.
        await setupSecret(user.id, true);
        return redirect(`${here}/two-factor`);
      }
      await removeTwoFactor(user.id, { actorId: user.id, ip }, "two_factor_disabled");
      return redirectWithToast(here, { type: "success", title: "Two-factor sign-in is off" });
    }
    case "revoke-session": {
      const handle = String(formData.get("session") ?? "");
      const sessionId = (await liveSessions(user.id, user.role)).find((s) => sessionHandle(s.id) === handle)?.id;
      const revoked = await db.transaction().execute(async (trx) => {
        const done = sessionId !== undefined && (await revokeOwnSession(trx, user.id, sessionId));
        if (done) await recordAccountEvent(trx, { userId: user.id, kind: "session_revoked", ip });
        return done;
      });
      if (!revoked) return formError(formData, "That session has already ended.", 404);
      if (sessionId === user.sessionId) {
        return redirectWithToast(
          loginPath(user.role),
          { type: "success", title: "You have signed out." },
          { headers: { "Set-Cookie": await endSession(request) } },
        );
      }
      return redirectWithToast(`${here}#sessions`, { type: "success", title: "That device was signed out" });
    }
    case "revoke-others": {
      const count = await db.transaction().execute(async (trx) => {
        const n = await revokeOtherSessions(trx, user.id, user.sessionId);
        if (n > 0) await recordAccountEvent(trx, { userId: user.id, kind: "other_sessions_revoked", ip });
        return n;
      });
      return redirectWithToast(`${here}#sessions`, {
        type: "success",
        title: count ? `Signed out of ${count} other session${count === 1 ? "" : "s"}` : "No other session was open",
      });
    }
    default:
      return formError(formData, "That action is not available on this page.");
  }
}

export default function AccountSecurity() {
  const { email, fullName, twoFactor, twoFactorRequired, sessions, events } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const failureOf = (intent: string) => (failure?.values.intent === intent ? failure : undefined);
  const pw = failureOf("password");
  const tf = failureOf("recovery-codes") ?? failureOf("replace-two-factor") ?? failureOf("disable-two-factor");
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Account and security</h1>
      <p className="text-sm text-slate-700">
        {`You sign in as ${email}. `}
        <Link to="notifications" className="text-brand-700 underline">
          Choose what we e-mail you
        </Link>
      </p>
      <FormAlert
        message={
          failure && !["password", "disable-two-factor", "recovery-codes", "replace-two-factor"].includes(failure.values.intent ?? "")
            ? failure.formError
            : undefined
        }
      />

      <Section id="password-heading" title="Change your password">
        <Form method="post" className="space-y-4" noValidate>
          <FormAlert message={pw?.formError} />
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Field
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            errors={pw?.fieldErrors.currentPassword}
          />
          <NewPasswordField errors={pw?.fieldErrors.newPassword} person={{ email, name: fullName }} />
          <Field
            label="Repeat the new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            errors={pw?.fieldErrors.confirmPassword}
          />
          <p className="text-sm text-slate-600">Changing it signs you out on your other devices.</p>
          <SubmitButton intent="password">Change password</SubmitButton>
        </Form>
      </Section>

      <Section id="two-factor-heading" title="Two-factor sign-in">
        {twoFactor.enabled ? (
          <div className="space-y-4 text-sm text-slate-700">
            <p>{`On since ${formatDateTime(twoFactor.enabledAt)}. Signing in asks for a code from your authenticator app. Recovery codes left: ${twoFactor.recoveryCodesLeft} of 10.`}</p>
            <p>To make new recovery codes, move it to a new phone or turn it off, confirm it is you: your password and a code.</p>
            <Form method="post" className="space-y-3" noValidate>
              <FormAlert message={tf?.formError} />
              <Field
                label="Your current password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                errors={tf?.fieldErrors.currentPassword}
              />
              <Field
                label="A code from your authenticator app, or a recovery code"
                name="code"
                autoComplete="one-time-code"
                spellCheck={false}
                required
                maxLength={20}
                errors={tf?.fieldErrors.code}
              />
              <div className="flex flex-wrap gap-2">
                <button type="submit" name="intent" value="recovery-codes" className="btn-secondary">
                  Make new recovery codes
                </button>
                <button type="submit" name="intent" value="replace-two-factor" className="btn-secondary">
                  Move to a new authenticator app
                </button>
                {twoFactorRequired ? null : (
                  <button type="submit" name="intent" value="disable-two-factor" className="btn-danger">
                    Turn off two-factor sign-in
                  </button>
                )}
              </div>
            </Form>
          </div>
        ) : (
          <div className="space-y-3 text-sm text-slate-700">
            <p>Off. With it on, someone who learns your password still cannot sign in without your phone.</p>
            <Form method="post">
              <SubmitButton intent="start-two-factor">Set up two-factor sign-in</SubmitButton>
            </Form>
          </div>
        )}
      </Section>

      <SessionsSection sessions={sessions} />
      <ActivitySection events={events} />
    </div>
  );
}
