import { releaseAttempt, reserveAttempt, tooManyMessage } from "../http/rate-limit.server";
import { SecretUnreadable } from "../runtime/secrets.server";
import { confirmOwnPassword } from "./credentials.server";
import { checkSecondFactor } from "./two-factor.server";

// Changing a second factor (replacing it, turning it off, making new recovery codes)
// needs what only its owner has: the password AND a current code from the app or an
// unused recovery code. A signed-in session alone, or a session and a password, is
// not enough. A wrong password counts against the sign-in limit, a wrong code against
// the code step's (the same as at sign-in); the code is checked only after a right password.

export type ProofField = "currentPassword" | "code";
export type OwnerProof =
  { ok: true } | { ok: false; field: ProofField; message: string; status: 400 | 429 | 503; retryAfterSeconds?: number };

export const UNREADABLE_SECRET_MESSAGE =
  "Your two-factor secret cannot be read: it was encrypted with a key this server no longer has. Tell the firm's administrator (SECRETS_KEY).";

export async function proveOwner(
  user: { id: string; email: string },
  proof: { currentPassword: string; code: string },
  ip: string,
): Promise<OwnerProof> {
  const password = await confirmOwnPassword(user, proof.currentPassword, ip);
  if (!password.ok) return { field: "currentPassword", ...password };
  const slot = await reserveAttempt("second-factor", user.id, ip);
  if (!slot.ok) {
    return {
      ok: false,
      field: "code",
      status: 429,
      message: tooManyMessage(slot.retryAfterSeconds, "Too many wrong codes"),
      retryAfterSeconds: slot.retryAfterSeconds,
    };
  }
  try {
    if (!(await checkSecondFactor(user.id, proof.code, ip))) {
      return {
        ok: false,
        field: "code",
        status: 400,
        message: "That code is not right. Enter the 6 digits your app shows now, or an unused recovery code.",
      };
    }
  } catch (error) {
    if (!(error instanceof SecretUnreadable)) throw error;
    console.error(`[two-factor] ${error.message}`);
    await releaseAttempt(slot.attemptId);
    return { ok: false, field: "code", status: 503, message: UNREADABLE_SECRET_MESSAGE };
  }
  await releaseAttempt(slot.attemptId);
  return { ok: true };
}
