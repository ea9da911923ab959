import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Section } from "~/components/cases/people";
import { TwoFactorEnrolment } from "~/components/accounts/two-factor";
import { portalOfPath } from "~/lib/accounts/portals";
import { requireRole } from "~/server/accounts/auth.server";
import { flashRecoveryCodes } from "~/server/accounts/recovery-codes-flash.server";
import { confirmSetup, enrolmentView, setupLapsed, setupSecret, twoFactorStatus } from "~/server/accounts/two-factor.server";
import type { Role } from "~/server/db/schema";
import { formError } from "~/server/http/forms.server";
import { releaseAttempt, reserveAttempt, tooManyMessage } from "~/server/http/rate-limit.server";
import { clientIp } from "~/server/http/request.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

// /admin/account/two-factor (and the agent's and client's): scan the QR code and prove
// it with a code; the recovery codes follow on their own page. Started from the account page.

export const meta: MetaFunction = () => [{ title: "Set up two-factor sign-in" }, { name: "robots", content: "noindex" }];
export const headers = retryAfterHeaders;

const portalOf = (request: Request): Role => portalOfPath(new URL(request.url).pathname) ?? "client";
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const secret = await setupSecret(user.id, false);
  if (!secret) {
    // A set-up that ran out says so; a visit with none started (a bookmark, the back button after
    // it was turned on) goes to the account page with no message left over from before.
    const back = `/${user.role}/account`;
    if (!(await setupLapsed(user.id))) throw redirect(back, { headers: NO_STORE });
    throw await redirectWithToast(back, {
      type: "info",
      title: "Your set-up ran out: start it again",
      description: "A set-up lasts 15 minutes.",
    });
  }
  const { enabled: replacing } = await twoFactorStatus(user.id);
  return data({ enrolment: await enrolmentView(secret, user.email), replacing }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const formData = await request.formData().catch(() => new FormData());
  const ip = clientIp(request);
  const slot = await reserveAttempt("second-factor", user.id, ip);
  if (!slot.ok)
    return formError(formData, tooManyMessage(slot.retryAfterSeconds, "Too many wrong codes"), 429, {
      ...NO_STORE,
      "Retry-After": String(slot.retryAfterSeconds),
    });
  const confirmed = await confirmSetup(user.id, String(formData.get("code") ?? "").slice(0, 64), ip);
  if (!confirmed.ok) return formError(formData, confirmed.message, 400, NO_STORE);
  await releaseAttempt(slot.attemptId);
  return redirect(`/${user.role}/account/recovery-codes`, {
    headers: { ...NO_STORE, "Set-Cookie": await flashRecoveryCodes(user.id, confirmed.recoveryCodes, `/${user.role}/account`) },
  });
}

export default function TwoFactorSetup() {
  const { enrolment, replacing } = useLoaderData<typeof loader>();
  const failure = useActionData<{ formError?: string }>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Two-factor sign-in</h1>
      <Section id="setup-heading" title={replacing ? "Set up your new app" : "Set it up"}>
        {replacing ? (
          <p className="mt-2 text-sm text-slate-700">
            Your old app&apos;s codes work until the new app&apos;s first code turns it on here.
          </p>
        ) : null}
        <TwoFactorEnrolment enrolment={enrolment} failure={failure} busy={busy} />
      </Section>
    </div>
  );
}
