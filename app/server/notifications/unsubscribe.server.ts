import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS } from "~/lib/notification-kinds";
import { UUID_RE } from "~/lib/http/uuid";
import type { NotificationKind } from "../db/schema";
import { db } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import { modesOf, saveModes } from "./preferences.server";

// One-click unsubscribe (RFC 8058): every non-essential e-mail carries a link,
// signed with SESSION_SECRET, that turns off that one kind of e-mail for that one
// person, signed out. "digest" turns off whatever that person gets as a digest.

export type UnsubscribeScope = NotificationKind | "digest";

function signature(userId: string, scope: UnsubscribeScope) {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`unsubscribe:${userId}:${scope}`).digest("base64url");
}

export function unsubscribeToken(userId: string, scope: UnsubscribeScope) {
  return `${userId}.${scope}.${signature(userId, scope)}`;
}

export function readUnsubscribeToken(token: string): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, sig, ...rest] = token.split(".");
  if (rest.length || !userId || !scope || !sig || !UUID_RE.test(userId)) return null;
  if (scope !== "digest" && !(scope in NOTIFICATION_KINDS)) return null;
  const expected = Buffer.from(signature(userId, scope as UnsubscribeScope));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}

/** Turns the e-mail of one kind (or of the digest) off; the notices stay in What's new. */
export async function unsubscribe(userId: string, scope: UnsubscribeScope) {
  const user = await db.selectFrom("admin_users").select("role").where("id", "=", userId).executeTakeFirst();
  if (!user) return;
  const kinds = scope === "digest" ? (await modesOf(db, userId, user.role)).filter((m) => m.mode === "digest").map((m) => m.kind) : [scope];
  await saveModes(userId, user.role, Object.fromEntries(kinds.map((kind) => [kind, "off" as const])));
}
