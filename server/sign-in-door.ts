// Sign-ins wait at the front door, not inside the app.
//
// Each sign-in spends ~10 ms of a core on its password check (argon2id), one check per core
// at a time (accounts/password.server.ts), so a burst of sign-ins queues. Queued inside Remix,
// each held its parsed request (~30–80 KB of heap) until its turn: 6,000 at once from as many
// addresses (the sign-in limits count per address and per account) ran the server out of heap
// and killed it, for everyone. Here a sign-in POST (any spelling of any portal's sign-in or
// code step) enters the app only once its whole body has arrived (the front door holds it,
// request-body.ts) and while fewer than INSIDE_MAX are in it; the others wait as bare
// connections in arrival order, and once WAITING_MAX wait, the next is told at once to come
// back (503 with Retry-After). One address may hold PER_ADDRESS of those places at most, so a
// few bodies that never finish (each answered 408 at its deadline) keep nobody else out.
// The app bounds its checks itself too (password.server.ts): this door is the early, cheap
// line, not the only one.
import type { IncomingMessage, ServerResponse } from "node:http";
import { availableParallelism } from "node:os";
import { doorPage, sendDoorPage } from "./door-page";

const SIGN_IN_PATH = /^\/(?:(?:admin|agent|client)\/login|admin\/custom-login)(?:\/code)?$/;

/** A path as the router matches it: percent-decoded, any letter case, without trailing slashes or Remix's ".data". */
export function routedPath(url: string | undefined): string {
  let path = String(url ?? "").split("?")[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // not valid percent-encoding: the router answers 400, matched as it is here
  }
  return path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/(?<=.)\/+$/, "");
}

/** A sign-in form's POST (or its code step's, or Remix's data request for either), however its path is spelled. */
export function isSignIn(req: Pick<IncomingMessage, "method" | "url">): boolean {
  return req.method === "POST" && SIGN_IN_PATH.test(routedPath(req.url));
}

/** The page a refused sign-in gets: what happened and what to do. */
export const BUSY_PAGE = doorPage(
  "Sign-in is busy",
  `<h1>Too many people are signing in right now</h1><p>Nothing was checked or changed. Wait a few seconds and sign in again.</p>
<p>Use your browser's Back button to return to the sign-in form, or go to the <a href="/">home page</a>.</p>`,
);
/** The page for one address with too many sign-ins under way at once. */
export const TOO_MANY_PAGE = doorPage(
  "Too many sign-ins",
  `<h1>Too many sign-ins from your network at once</h1><p>Nothing was checked or changed. Wait a few seconds and sign in again.</p>
<p>Use your browser's Back button to return to the sign-in form, or go to the <a href="/">home page</a>.</p>`,
);
/** The pages of the door for every other form: the same, not about signing in. */
export const FORMS_BUSY_PAGE = doorPage(
  "Busy",
  `<h1>The site is busy right now</h1><p>Nothing was saved. Wait a few seconds and send the form again.</p>
<p>Use your browser's Back button to return to the form, or go to the <a href="/">home page</a>.</p>`,
);
export const FORMS_TOO_MANY_PAGE = doorPage(
  "Too many forms at once",
  `<h1>Too many forms from your network at once</h1><p>Nothing was saved. Wait a few seconds and send the form again.</p>
<p>Use your browser's Back button to return to the form, or go to the <a href="/">home page</a>.</p>`,
);
export const RETRY_AFTER_SECONDS = 10;

/**
 * A door with `insideMax` places. `admit(res, enter, { address, arrived })` runs `enter` once
 * `arrived` says the body is here and, in arrival order, a place is free (a response finished,
 * or its connection closed); a sign-in whose connection closes before leaves the line. Past
 * `waitingMax` at the door (arriving or waiting), 503 at once; past `perAddress` of one
 * address's, 429 at once. `refused()` is called for a sign-in the door answers itself.
 */
export type DoorOptions = {
  insideMax: number;
  waitingMax: number;
  perAddress?: number;
  pages?: { busy: string; tooMany: string };
};

export type Admission = {
  /** Whose place it takes (the client's address). */
  address?: string;
  /** Calls its callback once the body is here. */
  arrived?: (go: () => void) => void;
  /** Called when the door answers the request itself (429, 503). */
  refused?: () => void;
};

export type Door = {
  admit(res: ServerResponse, enter: () => void, admission?: Admission): void;
  counts(): { inside: number; waiting: number; arriving: number; addresses: number };
};

export function createDoor({
  insideMax,
  waitingMax,
  perAddress = Infinity,
  pages = { busy: BUSY_PAGE, tooMany: TOO_MANY_PAGE },
}: DoorOptions): Door {
  let inside = 0;
  let arriving = 0;
  const waiting: (() => void)[] = [];
  const byAddress = new Map<string, number>();
  const take = (address: string, n: number) => {
    const count = (byAddress.get(address) ?? 0) + n;
    if (count > 0) byAddress.set(address, count);
    else byAddress.delete(address);
  };
  function admit(res: ServerResponse, enter: () => void, { address = "", arrived = (go) => go(), refused = () => {} }: Admission = {}) {
    if ((byAddress.get(address) ?? 0) >= perAddress) {
      sendDoorPage(res, 429, pages.tooMany, { "Retry-After": String(RETRY_AFTER_SECONDS) });
      return refused();
    }
    if (arriving + waiting.length >= waitingMax) {
      sendDoorPage(res, 503, pages.busy, { "Retry-After": String(RETRY_AFTER_SECONDS) });
      return refused();
    }
    let where: "arriving" | "waiting" | "inside" | "gone" = "arriving";
    arriving++;
    take(address, 1);
    const go = () => {
      where = "inside";
      enter();
    };
    res.once("close", () => {
      if (where === "inside") {
        const next = waiting.shift();
        if (next)
          next(); // the place passes on, never counted twice
        else inside--;
      } else if (where === "waiting") {
        waiting.splice(waiting.indexOf(go), 1);
      } else if (where === "arriving") {
        arriving--;
      }
      where = "gone";
      take(address, -1);
    });
    arrived(() => {
      if (where !== "arriving") return; // answered meanwhile (408, 413) or gone
      arriving--;
      if (inside < insideMax) {
        inside++;
        go();
      } else {
        where = "waiting";
        waiting.push(go);
      }
    });
  }
  return { admit, counts: () => ({ inside, waiting: waiting.length, arriving, addresses: byAddress.size }) };
}

const whole = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * One a core checking a password and two more being read or answered, so the checks never
 * wait for work; about ten seconds of checks on two cores may wait behind them; ten at a time
 * from one address (an office behind one router signs in a few at once, not ten).
 */
const PER_ADDRESS = whole(process.env.SIGN_IN_PER_ADDRESS, 10);
export const signInDoor = createDoor({
  insideMax: availableParallelism() + 2,
  waitingMax: whole(process.env.SIGN_IN_WAITING_MAX, 1_000),
  perAddress: PER_ADDRESS,
});

/**
 * Every other form (a POST that is neither a sign-in nor an upload) has a door of its own, by
 * its method and not its path: a burst of sign-ins through a spelling the door above does not
 * know, or of any other form, holds at most 16 requests in the app at once. Measured without
 * it: 3,000 sign-ins through paths the sign-in door did not match ran the server out of heap
 * (each waiting for its turn held its request, and a refused one its page's render).
 */
export const formDoor = createDoor({
  insideMax: 16,
  waitingMax: whole(process.env.SIGN_IN_WAITING_MAX, 1_000),
  perAddress: PER_ADDRESS,
  pages: { busy: FORMS_BUSY_PAGE, tooMany: FORMS_TOO_MANY_PAGE },
});
