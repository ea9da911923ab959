// The account e-mails the outbox holds (invitations, reset links), and the pages their
// links open: how a test person gets a password without anyone choosing it for them.
import { sql } from "kysely";
import { expect } from "vitest";
import { location, request, ORIGIN } from "./app";
import { testDb } from "./db";

export type Template =
  | "invitation"
  | "password_reset"
  | "password_changed"
  | "sign_in_link"
  | "two_factor_enabled"
  | "two_factor_replaced"
  | "two_factor_disabled"
  | "two_factor_reset";

/** The account e-mails queued for a user, oldest first. */
export async function queuedMails(userId: string, template?: Template) {
  const db = await testDb();
  let query = db
    .selectFrom("outbox")
    .select(["id", "payload", "status"])
    .where("kind", "=", "account_email")
    .where(sql<boolean>`payload->>'userId' = ${userId}`)
    .orderBy("id");
  if (template) query = query.where(sql<boolean>`payload->>'template' = ${template}`);
  return (await query.execute()).map((r) => ({ ...r, payload: r.payload as { template: Template; userId: string; link?: string } }));
}

/** The path of the newest link of this kind e-mailed to the user ("/invitation/…"). */
export async function linkPath(userId: string, template: "invitation" | "password_reset" | "sign_in_link") {
  const mails = await queuedMails(userId, template);
  const link = mails.at(-1)?.payload.link;
  expect(link, `no ${template} e-mail for ${userId}`).toBeTruthy();
  return new URL(link!).pathname;
}

/** Chooses a password through the newest invitation (or reset) link, as the person would. */
export async function choosePassword(userId: string, password: string, template: "invitation" | "password_reset" = "invitation") {
  const path = await linkPath(userId, template);
  const res = await request(path, { form: { newPassword: password, confirmPassword: password } });
  expect(res.status, await res.clone().text()).toBe(302);
  // To sign in, the e-mail the password was chosen for filled in.
  expect(location(res)).toMatch(/^\/(admin|agent|client)\/login\?email=[^&]+%40[^&]+$/);
  return res;
}

export { ORIGIN };
