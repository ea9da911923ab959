import { hash, verify } from "@node-rs/argon2";
import { sql } from "kysely";
import { db } from "../db.server";

// argon2id with one of OWASP's parameter sets (Password Storage Cheat Sheet: "m=9216
// (9 MiB), t=4, p=1" is listed as equal in defence to its 19 MiB, t=2 minimum; the
// sets trade memory for CPU). Measured here (@node-rs/argon2 2.2.1, Node 20, 2 cores):
// 16 ms a check against 22 ms for 19 MiB, 20 at once in 197 ms against 250 ms, and
// half the memory per check in flight. A hash made with other parameters (the 19 MiB
// ones before) is re-made at its next sign-in.
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, so spelled out here)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 9_216, timeCost: 4, parallelism: 1 } as const;
const CURRENT_PARAMETERS = `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;

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
    return { ok, needsRehash: ok && !storedHash.startsWith(CURRENT_PARAMETERS) };
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
