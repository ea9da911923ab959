import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import * as OTPAuth from "otpauth";
import { onFirstUse } from "../runtime/on-first-use.server";
import { db, type Db } from "../db/db.server";
import { getEnv } from "../runtime/env.server";
import { queueAccountEmail } from "./account-emails.server";
import { recordAccountEvent } from "./account-events.server";
import { keyRing, needsResealing, seal, unseal } from "../runtime/secrets.server";
import { hashToken, revokeVerifications } from "./verification.server";

const qrcode = onFirstUse<typeof import("qrcode")>("qrcode"); // the set-up page only

// A second factor: TOTP (RFC 6238, through otpauth) with an authenticator app, and
// ten single-use recovery codes. The secret lives in the verification table: first
// as a two_factor_setup row while the user scans it, then as their two_factor row
// once a code has proved the app has it; encrypted (secrets.server.ts), so a copy of
// the database (a backup) does not hold it. Recovery codes are stored as SHA-256.

const PERIOD_SECONDS = 30;
const SETUP_TTL_SECONDS = 15 * 60;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label = "") {
  return new OTPAuth.TOTP({
    issuer: getEnv().APP_NAME,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The time step of a right code (one step of clock drift either way), or null. */
export function matchTotp(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/[\s-]/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : OTPAuth.TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code an authenticator app shows now (for tests and the demo). */
export function currentTotp(secret: string, now = Date.now()) {
  return totp(secret).generate({ timestamp: now });
}

/** What the enrolment page shows: a QR code (SVG, no script needed) and the secret as text. */
export async function enrolmentView(secret: string, email: string) {
  const uri = totp(secret, email).toString();
  const svg = await qrcode().toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    /** The otpauth:// link: on a phone, it opens the authenticator app with the account filled in. */
    uri,
    secretGroups: secret.match(/.{1,4}/g)?.join(" ") ?? secret,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/** Whether a set-up was started lately and ran out unfinished (so "start it again" is true). */
export async function setupLapsed(userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("verifications")
    .select("id")
    .where("user_id", "=", userId)
    .where("type", "=", "two_factor_setup")
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where("created_at", ">", sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Boolean(row);
}

export async function twoFactorStatus(userId: string) {
  const row = await db
    .selectFrom("admin_users as u")
    .select((eb) => [
      eb
        .selectFrom("verifications")
        .select("created_at")
        .where("user_id", "=", userId)
        .where("type", "=", "two_factor")
        .where("revoked_at", "is", null)
        .as("enabled_at"),
      eb
        .selectFrom("verifications")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("type", "=", "recovery_code")
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .as("codes_left"),
    ])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  return { enabled: Boolean(row?.enabled_at), enabledAt: row?.enabled_at ?? null, recoveryCodesLeft: Number(row?.codes_left ?? 0) };
}

/** The secret being set up (live for 15 minutes), made now if there is none. */
export async function setupSecret(userId: string, create: boolean): Promise<string | null> {
  const live = await db
    .selectFrom("verifications")
    .select("secret")
    .where("user_id", "=", userId)
    .where("type", "=", "two_factor_setup")
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", sql<Date>`now() + interval '2 minutes'`)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (live?.secret) return unseal(live.secret);
  if (!create) return null;
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db.transaction().execute(async (trx) => {
    await revokeVerifications(trx, userId, ["two_factor_setup"]);
    await trx
      .insertInto("verifications")
      .values({
        type: "two_factor_setup",
        user_id: userId,
        secret: seal(secret),
        expires_at: sql<Date>`now() + make_interval(secs => ${SETUP_TTL_SECONDS})`,
      })
      .execute();
  });
  return secret;
}

function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i to misread
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

async function storeRecoveryCodes(trx: Db, userId: string) {
  const codes = newRecoveryCodes();
  await revokeVerifications(trx, userId, ["recovery_code"]);
  await trx
    .insertInto("verifications")
    .values(codes.map((c) => ({ type: "recovery_code" as const, user_id: userId, token_hash: hashToken(normaliseRecoveryCode(c)) })))
    .execute();
  return codes;
}

export type Confirmation = { ok: true; recoveryCodes: string[] } | { ok: false; message: string };

/**
 * Turns the second factor on when `code` matches the secret being set up; returns the
 * recovery codes, shown once. With one already on, this replaces it: a set-up exists
 * then only because its owner proved it with their password and a code (security.tsx).
 */
export async function confirmSetup(userId: string, code: string, ip: string): Promise<Confirmation> {
  const secret = await setupSecret(userId, false);
  if (!secret) return { ok: false, message: "The set-up expired. Start again: a new QR code is shown." };
  const step = matchTotp(secret, code);
  if (step === null) return { ok: false, message: "That code is not right. Enter the 6 digits your app shows now." };
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    const replaced = (await revokeVerifications(trx, userId, ["two_factor"])) > 0;
    await revokeVerifications(trx, userId, ["two_factor_setup"]);
    await trx
      .insertInto("verifications")
      .values({ type: "two_factor", user_id: userId, secret: seal(secret), used_at: new Date(step * PERIOD_SECONDS * 1000) })
      .execute();
    const codes = await storeRecoveryCodes(trx, userId);
    const kind = replaced ? "two_factor_replaced" : "two_factor_enabled";
    await recordAccountEvent(trx, { userId, kind, ip });
    await queueAccountEmail(trx, { template: kind, userId });
    return codes;
  });
  return { ok: true, recoveryCodes };
}

export async function replaceRecoveryCodes(userId: string) {
  return db.transaction().execute((trx) => storeRecoveryCodes(trx, userId));
}

/**
 * Checks a code at sign-in: six digits from the app (each works once: a code seen
 * over someone's shoulder cannot be replayed), or an unused recovery code.
 */
export async function checkSecondFactor(userId: string, code: string, ip: string): Promise<"totp" | "recovery" | null> {
  const digits = code.replace(/[\s-]/g, "");
  if (/^\d{6}$/.test(digits)) {
    const row = await db
      .selectFrom("verifications")
      .select(["id", "secret"])
      .where("user_id", "=", userId)
      .where("type", "=", "two_factor")
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    // A secret no configured key opens throws SecretUnreadable: never taken for a wrong code.
    const secret = row?.secret ? unseal(row.secret) : null;
    if (row?.secret && needsResealing(row.secret)) await reseal(row.id, row.secret, secret!);
    const step = secret ? matchTotp(secret, digits) : null;
    if (!row || step === null) return null;
    const stepStart = new Date(step * PERIOD_SECONDS * 1000);
    const fresh = await db
      .updateTable("verifications")
      .set({ used_at: stepStart })
      .where("id", "=", row.id)
      .where((eb) => eb.or([eb("used_at", "is", null), eb("used_at", "<", stepStart)]))
      .executeTakeFirst();
    return Number(fresh.numUpdatedRows) === 1 ? "totp" : null;
  }
  const normalised = normaliseRecoveryCode(code);
  if (normalised.length !== 10) return null;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("verifications")
      .set({ used_at: sql`now()` })
      .where("user_id", "=", userId)
      .where("type", "=", "recovery_code")
      .where("token_hash", "=", hashToken(normalised))
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    await recordAccountEvent(trx, { userId, kind: "recovery_code_used", ip });
    return "recovery" as const;
  });
}

/** Stores a secret again under the current key (a plain one from before, or one under the previous key). */
async function reseal(id: string, stored: string, plain: string) {
  await db
    .updateTable("verifications")
    .set({ secret: seal(plain) })
    .where("id", "=", id)
    .where("secret", "=", stored)
    .execute();
}

/** Turns the second factor off: by the user (`two_factor_disabled`) or by an admin for them (`two_factor_reset`). */
export async function removeTwoFactor(
  userId: string,
  by: { actorId: string; ip: string },
  kind: "two_factor_disabled" | "two_factor_reset",
) {
  return db.transaction().execute(async (trx) => {
    const removed = await revokeVerifications(trx, userId, ["two_factor", "two_factor_setup", "recovery_code"]);
    if (removed === 0) return false;
    await recordAccountEvent(trx, { userId, kind, actorId: by.actorId, ip: by.ip });
    await queueAccountEmail(trx, { template: kind, userId });
    return true;
  });
}

/**
 * `npm run secrets:rotate`: every secret in the verification table not under the current
 * key (plain, or under SECRETS_KEY_PREVIOUS or the SESSION_SECRET key) is sealed again
 * under it, a page at a time. Secrets no configured key opens are counted and left as they are.
 */
export async function resealStoredSecrets(executor: Db = db) {
  const keys = keyRing();
  let resealed = 0;
  const unreadable: string[] = [];
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await executor
      .selectFrom("verifications")
      .select(["id", "secret"])
      .where("secret", "is not", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(500)
      .execute();
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      if (!needsResealing(row.secret!, keys.current)) continue;
      let plain: string;
      try {
        plain = unseal(row.secret!, keys.readable);
      } catch {
        unreadable.push(row.id);
        continue;
      }
      const done = await executor
        .updateTable("verifications")
        .set({ secret: seal(plain, keys.current) })
        .where("id", "=", row.id)
        .where("secret", "=", row.secret)
        .executeTakeFirst();
      resealed += Number(done.numUpdatedRows);
    }
  }
  return { resealed, unreadable, keyId: keys.current.id };
}
