import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { data } from "@remix-run/node";
import { sql } from "kysely";
import { db } from "../db/db.server";
import { createPlaces, NoPlace, placesSetting } from "../runtime/places.server";

// argon2id with one of OWASP's parameter sets (Password Storage Cheat Sheet lists
// "m=7168 (7 MiB), t=5, p=1" as equal in defence to its 19 MiB, t=2 minimum; the sets
// trade memory for CPU). Measured here (@node-rs/argon2 2.2.1, Node 20, 2 cores, 100
// checks at once): 16 ms of CPU a check against 18–20 ms for 9 MiB, t=4 and 24–28 ms
// for 19 MiB, t=2 (a smaller block stays in the cache). The C binding (argon2 0.45)
// took 27–33 ms. A hash made with other parameters is re-made at its next sign-in.
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, so spelled out here)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;
const CURRENT_PARAMETERS = `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;

// At most one check per core at a time. More run no sooner (each is pure CPU), evict
// each other's blocks from the cache, take libuv's four threads from file reads and
// compression, and starve the thread that answers requests.
const MAX_AT_ONCE = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];
/** Runs `work` when fewer than `limit` run; a finishing one hands its place to the longest waiting. */
export async function oneAtATimePerCore<T>(work: () => Promise<T>, limit = MAX_AT_ONCE): Promise<T> {
  if (running < limit) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the place is handed over, never counted twice
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

// Every password and second-factor check, however its request reached the app (any spelling of
// any sign-in path, the security pages), holds one of these places from its account look-up to
// its verdict; past CREDENTIAL_CHECKS_MAX it is refused at once. Queued without a bound, a burst
// of sign-ins through a path the front door did not know held thousands of parsed requests in
// the heap until the process died. 64 places are half a second of checks on two cores.
const checks = createPlaces("credential checks", placesSetting(process.env.CREDENTIAL_CHECKS_MAX, 64));

/** What a refused check tells the visitor, beside the form. */
export const CHECKS_BUSY = {
  message: "Too many people are signing in right now, so nothing was checked. Wait a few seconds and try again.",
  status: 503,
  retryAfterSeconds: 10,
} as const;

/**
 * Runs a sign-in's (or a code step's, or a password confirmation's) checks in one of the
 * bounded places: `work`'s result, or `busy()`'s at once when every place is taken. Checks
 * nested in `work` (its password verification) take no second place.
 */
export async function withCredentialCheck<T, B>(work: () => Promise<T>, busy: () => B): Promise<T | B> {
  try {
    return await checks.run(work);
  } catch (error) {
    if (error instanceof NoPlace) return busy();
    throw error;
  }
}

/** `work` in a place of its own (or its caller's); when none is free, a 503 with Retry-After is thrown (the error page). */
function inPlace<T>(work: () => Promise<T>): Promise<T> {
  return withCredentialCheck(work, () => {
    throw data(CHECKS_BUSY.message, {
      status: 503,
      headers: { "Retry-After": String(CHECKS_BUSY.retryAfterSeconds), "Cache-Control": "no-store" },
    });
  });
}

export function hashPassword(password: string): Promise<string> {
  return inPlace(() => oneAtATimePerCore(() => hash(password, OPTIONS)));
}

export type Verdict = { ok: boolean; needsRehash: boolean };

/**
 * Checks a password against an argon2id hash, or a bcrypt hash left by the
 * conversion of the old app's plain-text column (verified by pgcrypto, so no
 * bcrypt package is needed). Legacy matches ask to be re-hashed.
 */
export function verifyPassword(storedHash: string, password: string): Promise<Verdict> {
  return inPlace(() => verifyAnyHash(storedHash, password));
}

async function verifyAnyHash(storedHash: string, password: string): Promise<Verdict> {
  if (storedHash.startsWith("$argon2")) {
    const ok = await oneAtATimePerCore(() => verify(storedHash, password)).catch(() => false);
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
  // Made once, outside the places: a refusal must not be kept as the dummy for good.
  return (dummyHash ??= oneAtATimePerCore(() => hash("not-a-real-password-" + Math.random(), OPTIONS)));
}
