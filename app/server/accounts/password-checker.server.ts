import path from "node:path";
import { Worker } from "node:worker_threads";
import { singleton } from "../runtime/singleton.server";

// zxcvbn takes up to a second or more of CPU for one long password (measured: 100
// digits, 1.2 s). On the main thread twenty at once held every page for fifteen
// seconds (issue 38). Here one worker thread judges them one at a time, behind a short
// queue: what does not fit is refused at once, and the public strength check gets only
// part of the queue and goes after the forms' checks, so a flood of it cannot keep a
// form from checking its password.

// From the app's folder, like the front door (npm start, the scripts and the tests run there).
const WORKER_FILE = path.resolve("app/server/accounts/password-worker.js");

/** Checks waiting or running, at most: a form's final check may use all of them, the public check this many. */
export const QUEUE_MAX = 16;
export const PUBLIC_QUEUE_MAX = 8;
/** A check that runs longer is stopped (its worker ended and started again). */
const DEADLINE_MS = 10_000;
/** The worker ends after a minute unused, giving back its ~40 MB; it starts again in ~0.3 s. */
const IDLE_MS = 60_000;

export type Judgement = { score: 0 | 1 | 2 | 3 | 4; warning: string | null; suggestions: string[] };
export type Lane = "form" | "public";

/** Too many checks waiting: try again in a moment. */
export class CheckerBusy extends Error {
  retryAfterSeconds = 5;
}

type Job = { id: number; password: string; userInputs: string[]; lane: Lane; resolve: (j: Judgement) => void; reject: (e: Error) => void };
type State = { worker: Worker | null; queue: Job[]; running: Job | null; deadline?: NodeJS.Timeout; idle?: NodeJS.Timeout; nextId: number };

const state = () => singleton<State>("password-checker", () => ({ worker: null, queue: [], running: null, nextId: 1 }));

/** zxcvbn's verdict on a password, judged off the main thread; CheckerBusy when the queue is full. */
export function judgePassword(password: string, userInputs: string[], lane: Lane): Promise<Judgement> {
  const s = state();
  const waiting = s.queue.length + (s.running ? 1 : 0);
  if (waiting >= (lane === "public" ? PUBLIC_QUEUE_MAX : QUEUE_MAX))
    return Promise.reject(new CheckerBusy("Too many passwords are being checked at once"));
  return new Promise<Judgement>((resolve, reject) => {
    const job = { id: s.nextId++, password, userInputs, lane, resolve, reject };
    // A form's check goes before the public ones waiting: someone sending their new password waits for one check at most.
    const at = lane === "form" ? s.queue.findIndex((j) => j.lane === "public") : -1;
    if (at === -1) s.queue.push(job);
    else s.queue.splice(at, 0, job);
    next(s);
  });
}

/** How many checks wait or run (for tests and the measuring script). */
export function checksInFlight(): number {
  const s = state();
  return s.queue.length + (s.running ? 1 : 0);
}

function next(s: State) {
  if (s.running) return;
  const job = s.queue.shift();
  if (!job) {
    // Nothing to do: the process may exit (a script), and the worker ends if nothing comes.
    s.worker?.unref();
    clearTimeout(s.idle);
    s.idle = setTimeout(() => stop(s), IDLE_MS).unref();
    return;
  }
  clearTimeout(s.idle);
  const worker = (s.worker ??= start(s));
  worker.ref();
  s.running = job;
  s.deadline = setTimeout(() => {
    job.reject(new CheckerBusy("The password check took too long"));
    s.running = null;
    stop(s);
    next(s);
  }, DEADLINE_MS);
  worker.postMessage({ id: job.id, password: job.password, userInputs: job.userInputs });
}

function start(s: State): Worker {
  // Not the server's own flags (its --import of the front door, its heap limits): a small heap of its own.
  const worker = new Worker(WORKER_FILE, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 } });
  worker.on("message", (m: Judgement & { id: number }) => {
    const job = s.running;
    if (!job || job.id !== m.id) return;
    clearTimeout(s.deadline);
    s.running = null;
    job.resolve({ score: m.score, warning: m.warning, suggestions: m.suggestions });
    next(s);
  });
  const failed = (error: Error) => {
    if (s.worker !== worker) return;
    s.worker = null;
    clearTimeout(s.deadline);
    const job = s.running;
    s.running = null;
    job?.reject(error);
    next(s);
  };
  worker.on("error", failed);
  worker.on("exit", (code) => failed(new Error(`The password checker stopped (exit code ${code})`)));
  return worker;
}

function stop(s: State) {
  const worker = s.worker;
  s.worker = null;
  clearTimeout(s.deadline);
  void worker?.terminate();
}
