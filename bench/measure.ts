// The bench's instruments: autocannon for one target, the peak memory of a process.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import autocannon from "autocannon";

export type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** Requests a second and latency for one target: 10 connections for DURATION seconds unless told. */
export async function measure(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ duration: DURATION, connections: 10, ...opts });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    statusCodes: statusCodesOf(r),
  };
}

/** How many answers of each status a run got. */
function statusCodesOf(r: autocannon.Result): Record<string, number> {
  return Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, (v as { count: number }).count]));
}

/** Seconds of load before a steady measurement starts counting (BENCH_WARMUP). */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

/**
 * Requests a second and latency of a load once it is steady: one run of WARMUP + DURATION
 * seconds on the same connections, counting only the requests sent after the first WARMUP
 * seconds (as load tools' ramp-up stages do). A run's start is not its steady state: every
 * connection sends its first request at the same instant, onto code that has not run yet
 * (measured on sign-in: those first 20 answers took up to 1.1 s, against a steady p50 of
 * 200 ms, and in a 10 s run they were its p99). The slowest of them is reported apart.
 */
export async function measureSteady(name: string, opts: autocannon.Options): Promise<Row & { startMax: number }> {
  const connections = opts.connections ?? 10;
  const counted: number[] = [];
  const start: number[] = [];
  const countFrom = performance.now() + WARMUP * 1000;
  // Without a callback autocannon returns its instance, which is also a promise of the result.
  const run = autocannon({ duration: WARMUP + DURATION, connections: 10, ...opts }) as unknown as autocannon.Instance &
    Promise<autocannon.Result>;
  run.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    if (start.length < connections) start.push(responseTime);
    if (performance.now() - responseTime >= countFrom) counted.push(responseTime);
  });
  const r = await run;
  counted.sort((a, b) => a - b);
  const percentile = (q: number) => Math.round(counted[Math.max(0, Math.ceil(q * counted.length) - 1)] ?? 0);
  return {
    name,
    rps: Math.round(counted.length / DURATION),
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    statusCodes: statusCodesOf(r),
    startMax: Math.round(Math.max(0, ...start)),
  };
}

/** The most memory the process has held since it started (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The memory the process holds now (VmRSS), in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

export async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
