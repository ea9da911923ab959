import { singleton } from "./singleton.server";

// Work that holds a core (drawing a PDF on the main thread, resizing an image in
// libvips) runs a few at a time per process, behind a short line; past the line it is
// refused at once (503 with Retry-After), so twenty at once cannot stall every page
// (issue 38). Between two pieces of work the event loop turns and answers the rest.

export class WorkBusy extends Error {
  retryAfterSeconds = 5;
}

type Line = { running: number; waiting: (() => void)[] };

/** A function that runs work at most `running` at a time, with at most `waiting` more in line. */
export function workQueue(name: string, running: number, waiting: number) {
  const line = () => singleton<Line>(`work-queue:${name}`, () => ({ running: 0, waiting: [] }));
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    const l = line();
    if (l.running >= running) {
      if (l.waiting.length >= waiting) throw new WorkBusy(`Too much ${name} work at once`);
      await new Promise<void>((resolve) => l.waiting.push(resolve));
    } else l.running += 1;
    try {
      return await work();
    } finally {
      // The place passes to the next in line, or is given back.
      const next = l.waiting.shift();
      if (next) setImmediate(next);
      else l.running -= 1;
    }
  };
}
