import type { AccessIntent } from "~/lib/accounts/account-access";
import type { Role } from "../db/schema";
import { db } from "../db/db.server";
import { formError } from "../http/forms.server";
import { reserveAttempt, tooManyMessage } from "../http/rate-limit.server";
import { clientIp } from "../http/request.server";
import type { Toast } from "~/lib/http/toast";
import { redirectWithToast } from "../http/toast.server";
import { accountEvents, EVENT_LABELS } from "./account-events.server";
import { sendPasswordReset } from "./credentials.server";
import { liveInvitation, resendInvitation, withdrawInvitation } from "./invitations.server";
import { removeTwoFactor, twoFactorStatus } from "./two-factor.server";

// What an admin sees and does about a person's access (agents and clients): where
// their invitation stands, a new invitation or reset link, a reset of their second
// factor, and what happened to the account. Admins never choose or see a password.

export async function accountAccess(userId: string) {
  const [user, invitation, twoFactor, events] = await Promise.all([
    db.selectFrom("admin_users").select(["password_hash", "last_login_at"]).where("id", "=", userId).executeTakeFirstOrThrow(),
    liveInvitation(userId),
    twoFactorStatus(userId),
    accountEvents(userId, 10),
  ]);
  return {
    hasPassword: user.password_hash !== null,
    invitation: invitation ? { sentAt: invitation.created_at, expiresAt: invitation.expires_at } : null,
    twoFactor: twoFactor.enabled,
    events: events.map((e) => ({
      id: e.id,
      label: EVENT_LABELS[e.kind],
      at: e.created_at,
      by: e.actor_id === userId ? null : e.actor_name,
    })),
  };
}

export type AccessResult = { ok: true; toast: Toast } | { ok: false; message: string; status: number; retryAfterSeconds?: number };

/** Carries out one of the panel's buttons for `target`, on behalf of `admin`. */
export async function handleAccessIntent(
  intent: AccessIntent,
  target: { id: string; email: string; name: string; role: Role; active: boolean },
  admin: { id: string },
  ip: string,
): Promise<AccessResult> {
  const hasPassword = Boolean(
    (await db.selectFrom("admin_users").select("password_hash").where("id", "=", target.id).executeTakeFirstOrThrow()).password_hash,
  );
  switch (intent) {
    case "invite": {
      if (!target.active) return { ok: false, status: 409, message: `${target.name} is deactivated: reactivate them first.` };
      if (hasPassword)
        return { ok: false, status: 409, message: `${target.name} has already chosen a password: send a reset link instead.` };
      const slot = await reserveAttempt("invitation", target.id, ip);
      if (!slot.ok)
        return {
          ok: false,
          status: 429,
          message: tooManyMessage(slot.retryAfterSeconds, "Several invitations went out already"),
          retryAfterSeconds: slot.retryAfterSeconds,
        };
      await resendInvitation(target.id, admin.id, ip);
      return {
        ok: true,
        toast: {
          type: "success",
          title: "Invitation sent",
          description: `${target.name} gets a new link by e-mail; any earlier link no longer works.`,
        },
      };
    }
    case "withdraw-invitation": {
      const withdrawn = await withdrawInvitation(target.id, admin.id, ip);
      if (!withdrawn) return { ok: false, status: 409, message: "There is no invitation to withdraw." };
      return { ok: true, toast: { type: "success", title: "Invitation withdrawn", description: "The link no longer works." } };
    }
    case "send-reset": {
      if (!target.active) return { ok: false, status: 409, message: `${target.name} is deactivated: reactivate them first.` };
      const slot = await reserveAttempt("password-reset", target.email, ip);
      if (!slot.ok)
        return {
          ok: false,
          status: 429,
          message: tooManyMessage(slot.retryAfterSeconds, "Several reset links went out already"),
          retryAfterSeconds: slot.retryAfterSeconds,
        };
      await sendPasswordReset(target.email, ip, admin.id);
      return {
        ok: true,
        toast: { type: "success", title: "Reset link sent", description: `${target.name} gets a link by e-mail to choose a new password.` },
      };
    }
    case "reset-two-factor": {
      const removed = await removeTwoFactor(target.id, { actorId: admin.id, ip }, "two_factor_reset");
      if (!removed) return { ok: false, status: 409, message: `${target.name} has no two-factor sign-in to reset.` };
      return {
        ok: true,
        toast: {
          type: "success",
          title: "Two-factor sign-in reset",
          description: `${target.name} signs in with their password and can set it up again.`,
        },
      };
    }
  }
}

/** The action's answer to one of the panel's buttons: back to the page with a toast, or the reason beside the panel. */
export async function accessIntentResponse(
  request: Request,
  formData: FormData,
  intent: AccessIntent,
  target: Parameters<typeof handleAccessIntent>[1],
  admin: { id: string },
  here: string,
) {
  const result = await handleAccessIntent(intent, target, admin, clientIp(request));
  if (result.ok) return redirectWithToast(here, result.toast);
  return formError(
    formData,
    result.message,
    result.status,
    result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
  );
}
