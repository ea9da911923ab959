import { sql } from "kysely";
import { formatDateTime } from "~/lib/ui/format";
import { NOTIFICATION_KINDS } from "~/lib/notification-kinds";
import { appUrl } from "../accounts/account-emails.server";
import { db } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import type { Mail, MailHandlers } from "../outbox/mailer.server";
import { getSettings } from "../website/settings.server";
import { deliveryMode, scheduleDigest } from "./notify.server";
import { unsubscribeToken, type UnsubscribeScope } from "./unsubscribe.server";

// The e-mails of "What's new": one notice at once, or a person's daily digest.
// Each has a plain-text and an HTML part, the firm's name and contact details from
// the settings, a link to the screen, and a one-click unsubscribe for that kind.
// They hold what the portal shows that person, nothing more: never a document.

type Line = { title: string; body: string; link: string; at: Date };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function recipient(userId: string) {
  return db
    .selectFrom("admin_users")
    .select(["id", "email", "full_name", "role"])
    .where("id", "=", userId)
    .where("is_active", "=", true)
    .executeTakeFirst();
}

async function render(
  user: { id: string; email: string; full_name: string; role: string },
  subject: string,
  intro: string,
  lines: Line[],
  scope: UnsubscribeScope,
): Promise<Mail> {
  const { APP_NAME } = getEnv();
  const { contact_info: contact } = await getSettings();
  const unsubscribe = appUrl(`/unsubscribe/${unsubscribeToken(user.id, scope)}`);
  const preferences = appUrl(`/${user.role}/account/notifications`);
  const firm = [APP_NAME, contact.phone, contact.email, contact.address].filter(Boolean);
  const text = [
    `Hello ${user.full_name},`,
    "",
    intro,
    "",
    ...lines.flatMap((l) => [`• ${l.title} (${formatDateTime(l.at)})`, ...(l.body ? [l.body] : []), `  ${appUrl(l.link)}`, ""]),
    `— ${firm.join("\n")}`,
    "",
    `Choose what we e-mail you: ${preferences}`,
    `Stop e-mails like this one: ${unsubscribe}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:600px">
<p>Hello ${escape(user.full_name)},</p>
<p>${escape(intro)}</p>
${lines
  .map(
    (l) => `<div style="margin:16px 0;padding-left:12px;border-left:3px solid #1d4ed8">
<p style="margin:0;font-weight:bold">${escape(l.title)}</p>
<p style="margin:2px 0;color:#475569;font-size:13px">${escape(formatDateTime(l.at))}</p>
${l.body ? `<p style="margin:6px 0;white-space:pre-wrap">${escape(l.body)}</p>` : ""}
<p style="margin:6px 0"><a href="${escape(appUrl(l.link))}">Open it in your portal</a></p></div>`,
  )
  .join("\n")}
<p style="color:#475569;font-size:13px">${firm.map(escape).join("<br>")}</p>
<p style="color:#475569;font-size:12px"><a href="${escape(preferences)}">Choose what we e-mail you</a> · <a href="${escape(unsubscribe)}">Stop e-mails like this one</a></p>
</body></html>`;
  return {
    to: user.email,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** One notice, e-mailed at once; nothing when the person or their wish for it is gone. */
export async function composeNotification(payload: { notificationId: string }): Promise<Mail | null> {
  const notice = await db.selectFrom("notifications").selectAll().where("id", "=", payload.notificationId).executeTakeFirst();
  if (!notice) return null;
  const user = await recipient(notice.user_id);
  if (!user || (await deliveryMode(db, user.id, notice.kind)) === "off") return null;
  const { APP_NAME } = getEnv();
  const line = { title: notice.title, body: notice.body, link: notice.link, at: notice.created_at };
  return render(user, `${notice.title} · ${APP_NAME}`, NOTIFICATION_KINDS[notice.kind].hint, [line], notice.kind);
}

/** The day's digest: every notice waiting for it, in one e-mail. */
export async function composeDigest(payload: { userId: string }): Promise<Mail | null> {
  const user = await recipient(payload.userId);
  if (!user) return null;
  const notices = await db
    .selectFrom("notifications")
    .select(["id", "title", "body", "link", "created_at"])
    .where("user_id", "=", user.id)
    .where("digest_pending", "=", true)
    .orderBy("created_at")
    .limit(200)
    .execute();
  if (!notices.length) return null;
  const { APP_NAME } = getEnv();
  const ids = notices.map((n) => n.id);
  const mail = await render(
    user,
    `${notices.length === 1 ? "1 update" : `${notices.length} updates`} from ${APP_NAME}`,
    "Here is what happened since your last summary.",
    notices.map((n) => ({ title: n.title, body: n.body, link: n.link, at: n.created_at })),
    "digest",
  );
  return {
    ...mail,
    // Once sent: those notices are done; any that arrived meanwhile wait for tomorrow's.
    afterSent: async () => {
      await db.updateTable("notifications").set({ digest_pending: false }).where("id", "in", ids).execute();
      const more = await db
        .selectFrom("notifications")
        .select(sql`1`.as("one"))
        .where("user_id", "=", user.id)
        .where("digest_pending", "=", true)
        .executeTakeFirst();
      if (more) await scheduleDigest(db, user.id);
    },
  };
}

export const notificationMail = { notification: composeNotification, digest: composeDigest } satisfies MailHandlers<
  "notification" | "digest"
>;
