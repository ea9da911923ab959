// Sign-ins wait at the front door, not inside the app.
//
// Each sign-in spends ~10 ms of a core on its password check (argon2id), one check per core
// at a time (accounts/password.server.ts), so a burst of sign-ins queues. Queued inside Remix,
// each held its parsed request (~30–80 KB of heap) until its turn: 6,000 at once from as many
// addresses (the sign-in limits count per address and per account) ran the server out of heap
// and killed it, for everyone. Here a sign-in POST enters the app only while fewer than
// INSIDE_MAX are in it; the others wait as bare connections in arrival order, and once
// WAITING_MAX wait, the next is told at once to come back (503 with Retry-After).
// Plain JavaScript: the front door (front-door.js) loads it before the app.
import { availableParallelism } from "node:os";
import { doorPage, sendDoorPage } from "./door-page.js";

const SIGN_IN_PATH = /^\/(admin|agent|client)\/login(\.data)?$/;

/** A sign-in form's POST (the page's, or Remix's data request for it). */
export function isSignIn(req) {
  return req.method === "POST" && SIGN_IN_PATH.test(String(req.url ?? "").split("?")[0]);
}

/** The page a refused sign-in gets: what happened and what to do. */
export const BUSY_PAGE = doorPage(
  "Sign-in is busy",
  `<h1>Too many people are signing in right now</h1><p>Nothing was checked or changed. Wait a few seconds and sign in again.</p>
<p>Use your browser's Back button to return to the sign-in form, or go to the <a href="/">home page</a>.</p>`,
);
export const RETRY_AFTER_SECONDS = 10;

/**
 * A door with `insideMax` places. `admit(res, enter)` runs `enter` now or, in arrival order,
 * when a place frees (a response finished, or its connection closed); a sign-in whose
 * connection closes while it waits leaves the line. Past `waitingMax` waiting: 503 at once.
 */
export function createDoor({ insideMax, waitingMax }) {
  let inside = 0;
  const waiting = [];
  function admit(res, enter) {
    let where = "waiting";
    const go = () => {
      where = "inside";
      enter();
    };
    res.once("close", () => {
      if (where === "inside") {
        const next = waiting.shift();
        if (next) next(); // the place passes on, never counted twice
        else inside--;
      } else if (where === "waiting") {
        waiting.splice(waiting.indexOf(go), 1);
      }
      where = "gone";
    });
    if (inside < insideMax) {
      inside++;
      go();
    } else if (waiting.length < waitingMax) {
      waiting.push(go);
    } else {
      where = "gone"; // refused: it never held a place
      sendDoorPage(res, 503, BUSY_PAGE, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    }
  }
  return { admit, counts: () => ({ inside, waiting: waiting.length }) };
}

const whole = (value, fallback) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * One a core checking a password and two more being read or answered, so the checks never
 * wait for work; about ten seconds of checks on two cores may wait behind them.
 */
export const signInDoor = createDoor({
  insideMax: availableParallelism() + 2,
  waitingMax: whole(process.env.SIGN_IN_WAITING_MAX, 1_000),
});
