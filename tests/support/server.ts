// The production server as a user starts it (`npm start`: build/server.js, the front door
// in front of Express and the app's build), in a child process on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { SERVE_ARGS, SERVE_ENV } from "../../scripts/serve-command";

const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export type RunningServer = {
  url: string;
  port: number;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL: the process dies at once, mid-request. */
  kill: () => void;
  /** Sends a signal (SIGTERM: a graceful stop). */
  signal: (name: NodeJS.Signals) => void;
  /** How the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  startedInMs: number;
};

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, SERVE_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVE_ENV,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer within 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startedInMs = performance.now() - started;
  return {
    url,
    port,
    pid: child.pid!,
    startedInMs,
    output: () => log,
    kill: () => child.kill("SIGKILL"),
    signal: (name) => child.kill(name),
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}

/** Runs an npm script (e.g. user:create) as a user would and returns its exit code and output. */
export function runNpmScript(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}
