// The bench's instruments: autocannon for one target, the peak memory of a process.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import autocannon from "autocannon";

export type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; statusCodes: Record<string, number> };

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** Requests a second and latency for one target: 10 connections for DURATION seconds unless told. */
export async function measure(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ duration: DURATION, connections: 10, ...opts });
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, (v as { count: number }).count]));
  return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, statusCodes };
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
