import { AsyncLocalStorage } from "node:async_hooks";

// A fixed number of places for costly work, and a line of bounded length before them:
// the work in progress and the requests held waiting for it (each with its parsed
// request in the heap) stay bounded, whatever arrives. Past the line, `NoPlace` at
// once: the caller answers 503 with Retry-After.

export class NoPlace extends Error {
  constructor(readonly what: string) {
    super(`no place for ${what}: try again later`);
  }
}

export type Places = {
  /** Runs `work` in a place (waiting in arrival order for one); throws NoPlace at once when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Takes a place for work whose end is no promise (a download's stream); the function given back frees it, once. */
  enter(): Promise<() => void>;
  counts(): { inside: number; waiting: number };
};

export function createPlaces(what: string, open: number, waitingMax = 0): Places {
  let inside = 0;
  const waiting: (() => void)[] = [];
  // Work nested in work already holding one of these places (a sign-in's password check) runs in it.
  const holding = new AsyncLocalStorage<true>();
  async function enter() {
    if (inside < open) inside++;
    else if (waiting.length < waitingMax)
      await new Promise<void>((resolve) => waiting.push(resolve)); // the place is handed over, never counted twice
    else throw new NoPlace(what);
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      // The next in line starts on a later turn of the event loop, so that what waits for
      // the loop (other requests, /healthz) gets a turn between two pieces of work.
      const next = waiting.shift();
      if (next) setImmediate(next);
      else inside--;
    };
  }
  return {
    async run(work) {
      if (holding.getStore()) return work();
      const leave = await enter();
      try {
        return await holding.run(true, work);
      } finally {
        leave();
      }
    },
    enter,
    counts: () => ({ inside, waiting: waiting.length }),
  };
}

/** A positive whole number from the environment, or the fallback. */
export function placesSetting(value: string | undefined, fallback: number) {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
