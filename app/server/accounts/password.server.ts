import { hash, verify } from "@node-rs/argon2";
import { sql } from "kysely";
import { db } from "../db.server";

// argon2id with OWASP's parameters: 19 MiB, 2 iterations, 1 lane.
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, so spelled out here)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export type Verdict = { ok: boolean; needsRehash: boolean };

/**
 * Checks a password against an argon2id hash, or a bcrypt hash left by the
 * conversion of the old app's plain-text column (verified by pgcrypto, so no
 * bcrypt package is needed). Legacy matches ask to be re-hashed.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<Verdict> {
  if (storedHash.startsWith("$argon2")) {
    const ok = await verify(storedHash, password).catch(() => false);
    return { ok, needsRehash: false };
  }
  if (/^\$2[aby]\$/.test(storedHash)) {
    const { rows } = await sql<{ ok: boolean }>`select crypt(${password}, ${storedHash}) = ${storedHash} as ok`.execute(db);
    const ok = rows[0]?.ok === true;
    return { ok, needsRehash: ok };
  }
  return { ok: false, needsRehash: false };
}

// A real hash to verify against when the e-mail is unknown, so both failures take as long.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword("not-a-real-password-" + Math.random()));
}
