import { UNKNOWN_ADDRESS } from "../http/rate-limit.server";
import { singleton } from "../runtime/singleton.server";

// The public strength check's limit per address, kept in this process, not in the
// `attempts` table: what it protects is this instance's password checker (its thread
// and queue), and a database write for each pause in typing would move the load to the
// database that every instance shares. Someone typing a password asks a few dozen
// times at most; a minute's window forgets them soon after.

export const STRENGTH_CHECKS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
/** Addresses remembered at most (the oldest forgotten first): a few hundred KB. */
const ADDRESSES_MAX = 10_000;

type Window = { start: number; count: number };
const windows = () => singleton("strength-check-windows", () => new Map<string, Window>());

/** Counts one check from `ip`: null when it may go ahead, or the seconds to wait. */
export function takeStrengthCheck(ip: string, now = Date.now()): number | null {
  if (ip === UNKNOWN_ADDRESS) return null; // no front door (in-process tests): no address to count
  const map = windows();
  let w = map.get(ip);
  if (!w || now - w.start >= WINDOW_MS) {
    map.delete(ip);
    w = { start: now, count: 0 };
    map.set(ip, w);
    if (map.size > ADDRESSES_MAX) map.delete(map.keys().next().value!);
  }
  if (w.count >= STRENGTH_CHECKS_PER_MINUTE) return Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000));
  w.count += 1;
  return null;
}
