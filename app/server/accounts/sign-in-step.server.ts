import type { Role } from "../db/schema";
import { db } from "../db/db.server";
import { signedCookie } from "../http/signed-cookie.server";
import { appUrl, queueAccountEmail } from "./account-emails.server";
import { setupSecret } from "./two-factor.server";
import { createToken, findLiveToken, TOKEN_TTL_SECONDS, consumeToken, revokeVerifications } from "./verification.server";

// Between a right password and a session, a user with a second factor (or an admin
// who must set one up) is at the code step. The step is a sign_in verification,
// single-use for ten minutes; this cookie carries its token and the portal.

type StepCookie = { token: string; portal: Role; redirectTo: string };

const stepCookie = () => signedCookie("__sign_in_step", TOKEN_TTL_SECONDS.sign_in);

export function secondFactorPath(portal: Role) {
  return `/${portal}/login/code`;
}

/** Starts the code step; with `enrol`, also the secret the user is to scan. Returns its Set-Cookie. */
export async function startSignInStep(userId: string, portal: Role, redirectTo: string, enrol: boolean): Promise<string> {
  const [{ token }] = await Promise.all([createToken(db, "sign_in", userId), enrol ? setupSecret(userId, true) : null]);
  return stepCookie().serialize({ token, portal, redirectTo } satisfies StepCookie);
}

export type SignInStep = { verificationId: string; userId: string; email: string; fullName: string; redirectTo: string };

/** The live step of this browser at this portal, or null (none, expired, used, another portal, account disabled). */
export async function readSignInStep(request: Request, portal: Role): Promise<SignInStep | null> {
  const value = (await stepCookie().parse(request.headers.get("Cookie"))) as StepCookie | null;
  if (!value || typeof value.token !== "string" || value.portal !== portal) return null;
  const row = await findLiveToken("sign_in", value.token);
  if (!row || !row.is_active || row.role !== portal) return null;
  return {
    verificationId: row.id,
    userId: row.user_id,
    email: row.email,
    fullName: row.full_name,
    redirectTo: String(value.redirectTo ?? ""),
  };
}

/** Ends the step (once: a second request with the same cookie gets false). */
export function finishSignInStep(step: SignInStep) {
  return consumeToken(db, step.verificationId);
}

export function clearSignInStep() {
  return stepCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/**
 * Past an account's limit a right password does not sign in: its owner is e-mailed a
 * link (a sign_in_link verification: single use, 15 minutes) that finishes the sign-in.
 * A newer link replaces an older one.
 */
export async function emailSignInLink(userId: string, ip: string) {
  await db.transaction().execute(async (trx) => {
    await revokeVerifications(trx, userId, ["sign_in_link"]);
    const { token } = await createToken(trx, "sign_in_link", userId);
    await queueAccountEmail(trx, { template: "sign_in_link", userId, link: appUrl(`/sign-in-link/${token}`), ip });
  });
}
