import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { VerificationType } from "../db/schema";
import { db, type Db } from "../db/db.server";

// The one verification table (the Epic Stack's shape): invitations, password resets,
// the second-factor step of a sign-in, e-mailed sign-in links and recovery codes are single-use, expiring
// tokens stored only as their SHA-256; a TOTP secret is kept in the same table.

export type TokenType = Extract<VerificationType, "invitation" | "password_reset" | "sign_in" | "sign_in_link" | "recovery_code">;

export const TOKEN_TTL_SECONDS: Record<Exclude<TokenType, "recovery_code">, number> = {
  invitation: 7 * 24 * 60 * 60,
  password_reset: 30 * 60,
  /** The code step of a sign-in (its token rides in a cookie). */
  sign_in: 10 * 60,
  /** The e-mailed link that finishes a sign-in past the account's limit. */
  sign_in_link: 15 * 60,
};

export function hashToken(token: string) {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new random token (256 bits, URL-safe); only its hash is stored. */
export async function createToken(
  executor: Db,
  type: Exclude<TokenType, "recovery_code">,
  userId: string,
  createdBy: string | null = null,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const row = await executor
    .insertInto("verifications")
    .values({
      type,
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(secs => ${TOKEN_TTL_SECONDS[type]})`,
      created_by: createdBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** The live (unused, unrevoked, unexpired) token of this type, with its user. */
export function findLiveToken(type: TokenType, token: string) {
  if (!token || token.length > 200) return Promise.resolve(undefined);
  return db
    .selectFrom("verifications as v")
    .innerJoin("admin_users as u", "u.id", "v.user_id")
    .select(["v.id", "v.user_id", "v.expires_at", "u.email", "u.full_name", "u.role", "u.is_active", "u.password_hash"])
    .where("v.type", "=", type)
    .where("v.token_hash", "=", hashToken(token))
    .where("v.used_at", "is", null)
    .where("v.revoked_at", "is", null)
    .where((eb) => eb.or([eb("v.expires_at", "is", null), eb("v.expires_at", ">", sql<Date>`now()`)]))
    .executeTakeFirst();
}

/** Marks a token used; false when another request used it first (so it works once, even in parallel). */
export async function consumeToken(executor: Db, id: string): Promise<boolean> {
  const result = await executor
    .updateTable("verifications")
    .set({ used_at: sql`now()` })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", sql<Date>`now()`)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every verification of these types a user holds; returns how many. */
export async function revokeVerifications(executor: Db, userId: string, types: VerificationType[]): Promise<number> {
  const result = await executor
    .updateTable("verifications")
    .set({ revoked_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("type", "in", types)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
