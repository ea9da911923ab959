// A graceful stop. On SIGTERM or SIGINT (a restart, a rolling deploy) the server says
// "draining" at /healthz, so a load balancer that checks it stops sending traffic;
// after SHUTDOWN_DELAY_MS (0 by default: nginx passes a refused connection to the next
// instance at once) it stops accepting connections, finishes every request in flight
// (up to SHUTDOWN_TIMEOUT_MS), and then the app stops its job runner and closes the
// database (startup.server.ts) and the process exits 0.
// One drain, made here in the app's bundle: entry.server.tsx exports it, and the server
// (server/index.ts) reads it from the build, counts its requests in it and gives it its
// HTTP server to close.
import type { IncomingMessage, ServerResponse } from "node:http";

/** What the drain closes: an HTTP server (node:http's has both). */
export type Closable = { close(callback: () => void): unknown; closeIdleConnections(): void };

const ms = (name: string, fallback: number) => {
  const n = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

export class Drain {
  draining = false;
  inFlight = 0;
  private readonly servers = new Set<Closable>();
  private readonly idle = new Set<() => void>();
  private finished?: Promise<boolean>;

  /** A server the drain closes when the stop begins. */
  addServer(server: Closable) {
    this.servers.add(server);
  }

  /** Counts a request from its start until its response is finished or its connection closes. */
  track(res: ServerResponse) {
    this.inFlight++;
    if (this.draining) res.setHeader("Connection", "close"); // no next request on this connection
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      this.inFlight--;
      if (this.inFlight === 0) for (const wake of this.idle) wake();
    };
    res.once("finish", finish);
    res.once("close", finish);
  }

  /** /healthz while draining: 503, before the app, so no new work is started for it. */
  answerDraining(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.draining || String(req.url ?? "").split("?")[0] !== "/healthz") return false;
    res.writeHead(503, { "Content-Type": "application/json", "Cache-Control": "no-store", Connection: "close" });
    res.end(JSON.stringify({ status: "draining" }));
    return true;
  }

  /**
   * Starts draining (once) and resolves when the servers accept nothing more and no
   * request is in flight, or when SHUTDOWN_TIMEOUT_MS has passed (false then).
   */
  finish(): Promise<boolean> {
    return (this.finished ??= (async () => {
      this.draining = true;
      await new Promise((resolve) => setTimeout(resolve, ms("SHUTDOWN_DELAY_MS", 0)));
      for (const server of this.servers) {
        server.close(() => {});
        server.closeIdleConnections();
      }
      const timeout = ms("SHUTDOWN_TIMEOUT_MS", 25_000);
      const idle = new Promise<boolean>((resolve) => {
        if (this.inFlight === 0) return resolve(true);
        this.idle.add(() => resolve(true));
      });
      const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout).unref());
      const finished = await Promise.race([idle, late]);
      if (!finished) console.warn(`[shutdown] ${this.inFlight} request(s) still running after ${timeout} ms: stopping anyway`);
      return finished;
    })());
  }
}

/** The process's drain. */
export const drain = new Drain();

/** Starts the stop (once): see Drain#finish. */
export const drainRequests = () => drain.finish();
