// A graceful stop. On SIGTERM or SIGINT (a restart, a rolling deploy) the server says
// "draining" at /healthz, so a load balancer that checks it stops sending traffic;
// after SHUTDOWN_DELAY_MS (0 by default: nginx passes a refused connection to the next
// instance at once) it stops accepting connections, finishes every request in flight
// (up to SHUTDOWN_TIMEOUT_MS), and then the app stops its job runner and closes the
// database (startup.server.ts) and the process exits 0.
// Plain JavaScript: the front door (front-door.js) counts the requests and wraps the
// server before the app loads; both reach the one state through globalThis.

const KEY = Symbol.for("immigration-portal.drain");

/** @type {{ draining: boolean, inFlight: number, servers: Set<{ close: (cb: () => void) => void, closeIdleConnections: () => void }>, idle: Set<() => void>, finished?: Promise<boolean> }} */
export const drain = (globalThis[KEY] ??= { draining: false, inFlight: 0, servers: new Set(), idle: new Set() });

const ms = (name, fallback) => {
  const n = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** Counts a request from its start until its response is finished or its connection closes. */
export function track(res) {
  drain.inFlight++;
  if (drain.draining) res.setHeader("Connection", "close"); // no next request on this connection
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    drain.inFlight--;
    if (drain.inFlight === 0) for (const wake of drain.idle) wake();
  };
  res.once("finish", finish);
  res.once("close", finish);
}

/** /healthz while draining: 503, before the app, so no new work is started for it. */
export function answerDraining(req, res) {
  if (!drain.draining || String(req.url ?? "").split("?")[0] !== "/healthz") return false;
  res.writeHead(503, { "Content-Type": "application/json", "Cache-Control": "no-store", Connection: "close" });
  res.end(JSON.stringify({ status: "draining" }));
  return true;
}

/**
 * Starts draining (once) and resolves when the servers accept nothing more and no
 * request is in flight, or when SHUTDOWN_TIMEOUT_MS has passed (false then).
 */
export function drainRequests() {
  return (drain.finished ??= (async () => {
    drain.draining = true;
    await new Promise((resolve) => setTimeout(resolve, ms("SHUTDOWN_DELAY_MS", 0)));
    for (const server of drain.servers) {
      server.close(() => {});
      server.closeIdleConnections();
    }
    const timeout = ms("SHUTDOWN_TIMEOUT_MS", 25_000);
    const idle = new Promise((resolve) => {
      if (drain.inFlight === 0) return resolve(true);
      drain.idle.add(() => resolve(true));
    });
    const late = new Promise((resolve) => setTimeout(() => resolve(false), timeout).unref());
    const finished = await Promise.race([idle, late]);
    if (!finished) console.warn(`[shutdown] ${drain.inFlight} request(s) still running after ${timeout} ms: stopping anyway`);
    return finished;
  })());
}
