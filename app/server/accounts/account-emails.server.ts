import type { Role } from "../db/schema";
import { db, type Db } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import type { Mail, MailHandlers } from "../outbox/mailer.server";
import { enqueue } from "../outbox/outbox.server";
import { TOKEN_TTL_SECONDS } from "./verification.server";

// E-mails about an account, written to the outbox in the transaction of what they
// tell. A link's token rides in the payload only until the e-mail is sent (the
// outbox removes `link` then); the table of verifications keeps its hash only.

export type AccountEmailTemplate =
  | "invitation"
  | "password_reset"
  | "password_changed"
  | "sign_in_link"
  | "two_factor_enabled"
  | "two_factor_replaced"
  | "two_factor_disabled"
  | "two_factor_reset";

/** `ip`: where a sign-in came from (the sign-in link's e-mail says it). */
export type AccountEmailPayload = { template: AccountEmailTemplate; userId: string; link?: string; ip?: string };

const PORTAL_NAMES: Record<Role, string> = { admin: "staff (admin)", agent: "agent", client: "client" };

export function appUrl(path: string) {
  return `${getEnv().APP_URL.replace(/\/$/, "")}${path}`;
}

export async function queueAccountEmail(executor: Db, payload: AccountEmailPayload) {
  await enqueue(executor, "account_email", payload);
}

/** The e-mail for a payload, addressed to the account's current e-mail; null when the account is gone. */
export async function composeAccountEmail(payload: AccountEmailPayload): Promise<Mail | null> {
  const user = await db
    .selectFrom("admin_users")
    .select(["email", "full_name", "role"])
    .where("id", "=", payload.userId)
    .executeTakeFirst();
  if (!user) return null;
  const { APP_NAME } = getEnv();
  const hello = `Hello ${user.full_name},`;
  const forgot = appUrl(`/${user.role}/forgot-password`);
  const notYou = `If this was not you, reset your password at once (${forgot}) and tell us by replying to this e-mail.`;
  const sign = ["", `— ${APP_NAME}`];
  const text = (lines: string[]) => [hello, "", ...lines, ...sign].join("\n");
  switch (payload.template) {
    case "invitation":
      if (!payload.link) return null;
      return {
        to: user.email,
        subject: `Your invitation to the ${APP_NAME} ${PORTAL_NAMES[user.role]} portal`,
        text: text([
          `An account has been opened for you in the ${PORTAL_NAMES[user.role]} portal of ${APP_NAME}.`,
          "Choose your password with this link:",
          "",
          payload.link,
          "",
          `The link works once and for ${TOKEN_TTL_SECONDS.invitation / 86400} days. If it has expired, ask us for a new one.`,
          "We will never ask you for your password by e-mail or phone.",
        ]),
      };
    case "password_reset":
      if (!payload.link) return null;
      return {
        to: user.email,
        subject: `Reset your ${APP_NAME} password`,
        text: text([
          "Someone (we hope you) asked to reset the password of your account. Choose a new one with this link:",
          "",
          payload.link,
          "",
          `The link works once and for ${TOKEN_TTL_SECONDS.password_reset / 60} minutes. Setting a new password signs you out everywhere.`,
          "If you did not ask, ignore this e-mail: your password stays as it is.",
        ]),
      };
    case "sign_in_link":
      if (!payload.link) return null;
      return {
        to: user.email,
        subject: `Finish signing in to ${APP_NAME}`,
        text: text([
          `Someone (we hope you) signed in to your account with its password${payload.ip && payload.ip !== "direct" ? ` from the address ${payload.ip}` : ""}.`,
          "Many sign-ins to your account failed lately from other places, so we ask for this extra step. Finish signing in with this link:",
          "",
          payload.link,
          "",
          `The link works once and for ${TOKEN_TTL_SECONDS.sign_in_link / 60} minutes.`,
          `If this was not you, someone knows your password: do not open the link, and reset your password at once (${forgot}).`,
        ]),
      };
    case "password_changed":
      return {
        to: user.email,
        subject: `Your ${APP_NAME} password was changed`,
        text: text(["The password of your account was just changed.", notYou]),
      };
    case "two_factor_enabled":
      return {
        to: user.email,
        subject: `Two-factor sign-in is on for your ${APP_NAME} account`,
        text: text(["Two-factor sign-in was turned on: signing in now also asks for a code from your authenticator app.", notYou]),
      };
    case "two_factor_replaced":
      return {
        to: user.email,
        subject: `Your ${APP_NAME} two-factor sign-in was moved to a new app`,
        text: text([
          "Two-factor sign-in was set up again with a new authenticator app: the codes of the old one no longer work, and new recovery codes replace the old ones.",
          notYou,
        ]),
      };
    case "two_factor_disabled":
      return {
        to: user.email,
        subject: `Two-factor sign-in is off for your ${APP_NAME} account`,
        text: text(["Two-factor sign-in was turned off for your account.", notYou]),
      };
    case "two_factor_reset":
      return {
        to: user.email,
        subject: `Your ${APP_NAME} two-factor sign-in was reset`,
        text: text([
          "An administrator reset the two-factor sign-in of your account, usually because a phone was lost.",
          "Set it up again from your account's security page the next time you sign in.",
          "If you did not ask for this, tell us at once by replying to this e-mail.",
        ]),
      };
  }
}

export const accountMail = { account_email: composeAccountEmail } satisfies MailHandlers<"account_email">;
