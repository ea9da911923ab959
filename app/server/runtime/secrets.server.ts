import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { getEnv, type Env } from "./env.server";

// Secrets the server must read back (two-factor secrets, fresh recovery codes) are
// kept encrypted in the database: AES-256-GCM under a key made with HKDF-SHA256 from
// SECRETS_KEY, or from SESSION_SECRET when no SECRETS_KEY is set (so the embedded
// demo needs no configuration). A stored value says which key sealed it:
//   s1.<key id: 8 hex>.<base64url of nonce (12) | tag (16) | ciphertext>
// Older values are read with SECRETS_KEY_PREVIOUS or the SESSION_SECRET key; a value
// sealed with a key no longer configured is an error that says so, never a wrong code.

const PREFIX = "s1";
const INFO = "horizon-pathways database secrets v1";

export type Key = { id: string; bytes: Buffer };

/** A 256-bit key from any configured string (the same string always gives the same key). */
export function keyFrom(material: string): Key {
  const bytes = Buffer.from(hkdfSync("sha256", material, "", INFO, 32));
  return { id: createHash("sha256").update(bytes).digest("hex").slice(0, 8), bytes };
}

/** The key new values are sealed with, and every key old values may be read with. */
export function keyRing(env: Pick<Env, "SECRETS_KEY" | "SECRETS_KEY_PREVIOUS" | "SESSION_SECRET"> = getEnv()) {
  const current = keyFrom(env.SECRETS_KEY ?? env.SESSION_SECRET);
  const readable = [current, ...[env.SECRETS_KEY_PREVIOUS, env.SESSION_SECRET].filter((m): m is string => Boolean(m)).map(keyFrom)];
  return { current, readable };
}

export class SecretUnreadable extends Error {}

export const isSealed = (stored: string) => stored.startsWith(`${PREFIX}.`);

/** The key id a stored value was sealed with; null for a value stored before encryption (plain). */
export const sealedWith = (stored: string) => (isSealed(stored) ? stored.split(".")[1] : null);

export function seal(plain: string, key: Key = keyRing().current): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, nonce);
  cipher.setAAD(Buffer.from(`${PREFIX}.${key.id}`));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}.${key.id}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The plain text of a stored value (a plain one as it is). Throws SecretUnreadable when no configured key opens it. */
export function unseal(stored: string, keys: Key[] = keyRing().readable): string {
  if (!isSealed(stored)) return stored;
  const [, id, payload] = stored.split(".");
  const key = keys.find((k) => k.id === id);
  if (!key || !payload) {
    throw new SecretUnreadable(
      `A stored secret was encrypted with a key that is not configured (key id ${id}): set SECRETS_KEY (or SECRETS_KEY_PREVIOUS) to the key it was encrypted with.`,
    );
  }
  const raw = Buffer.from(payload, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key.bytes, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`${PREFIX}.${key.id}`));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretUnreadable(`A stored secret (key id ${id}) failed its integrity check: it was changed or damaged.`);
  }
}

/** True when a stored value should be sealed again: plain, or sealed with a key other than the current one. */
export const needsResealing = (stored: string, current: Key = keyRing().current) => sealedWith(stored) !== current.id;
