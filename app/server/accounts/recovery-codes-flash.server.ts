import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { db } from "../db/db.server";
import { seal, unseal } from "../runtime/secrets.server";
import { signedCookie } from "../http/signed-cookie.server";
import { hashToken } from "./verification.server";

// New recovery codes are shown once, on the page a POST redirects to (so a reload
// does not resend the form). They wait there in a verification row of their own,
// encrypted, for five minutes at most, deleted as the page shows them. The browser
// holds only a random handle to that row (HttpOnly, signed), never the codes, so the
// row can be shown only to the browser that made the codes.

type Flash = { codes: string[]; next: string };

const TTL_SECONDS = 5 * 60;
const COOKIES = { show: "__recovery_codes", download: "__recovery_codes_dl" } as const;
type Use = keyof typeof COOKIES;
const handleCookie = (use: Use = "show") => signedCookie(COOKIES[use], TTL_SECONDS);

/** Keeps the codes for their one showing; returns the Set-Cookie of the handle. */
export async function flashRecoveryCodes(userId: string, codes: string[], next: string, use: Use = "show") {
  const handle = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    // One showing waits at a time, and none outlives its five minutes.
    await trx
      .deleteFrom("verifications")
      .where("type", "=", "fresh_recovery_codes")
      .where((eb) => eb.or([eb("user_id", "=", userId), eb("expires_at", "<", sql<Date>`now()`)]))
      .execute();
    await trx
      .insertInto("verifications")
      .values({
        type: "fresh_recovery_codes",
        user_id: userId,
        token_hash: hashToken(handle),
        secret: seal(JSON.stringify({ codes, next } satisfies Flash)),
        expires_at: sql<Date>`now() + make_interval(secs => ${TTL_SECONDS})`,
      })
      .execute();
  });
  return handleCookie(use).serialize(handle);
}

/** The codes to show, if any (once: the row is deleted), and the header that forgets the handle. */
export async function takeRecoveryCodes(
  request: Request,
  userId: string,
  use: Use = "show",
): Promise<{ flash: Flash | null; clear: string }> {
  const handle: unknown = await handleCookie(use).parse(request.headers.get("Cookie"));
  const clear = await handleCookie(use).serialize("", { maxAge: 0, expires: new Date(0) });
  if (typeof handle !== "string" || !handle || handle.length > 100) return { flash: null, clear };
  const row = await db
    .deleteFrom("verifications")
    .where("type", "=", "fresh_recovery_codes")
    .where("user_id", "=", userId)
    .where("token_hash", "=", hashToken(handle))
    .where("expires_at", ">", sql<Date>`now()`)
    .returning("secret")
    .executeTakeFirst();
  if (!row?.secret) return { flash: null, clear };
  const value = JSON.parse(unseal(row.secret)) as Flash;
  return { flash: { codes: value.codes, next: String(value.next ?? "") }, clear };
}

/**
 * Once shown, the same codes wait once more, for their download as a text file from the page
 * that showed them: the same five minutes, the same browser (a handle of its own), taken once.
 */
export const keepForDownload = (userId: string, codes: string[]) => flashRecoveryCodes(userId, codes, "", "download");
export const takeDownload = (request: Request, userId: string) => takeRecoveryCodes(request, userId, "download");
