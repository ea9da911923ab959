// Lighthouse (mobile) with Debian's Chromium. Its scores vary from run to run on a
// shared machine (Lighthouse's docs on variability: run it several times, take the
// median), so each page is measured RUNS times and the median run is reported, with
// every run's performance score beside it. A run that fails or returns no score is
// tried again (up to three times); a page that never gets one says "failed", never 0.
import { readFileSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const QUIET_BUSY_SHARE = 0.15;
const QUIET_WAIT_MS = 30_000;

/** The machine's CPU time since boot: [busy, total] jiffies (steal counts as busy: a neighbour has the core). */
function cpuTimes(): [number, number] {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = n[3] + (n[4] ?? 0); // idle + iowait
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return [total - idle, total];
}

/**
 * Waits (up to 30 s) until the machine is quiet: a second in which its cores were busy less
 * than 15 % of the time. Lighthouse measures the page on this machine's CPU; right after
 * the bench's loads (the server collecting its garbage, PostgreSQL writing) it would
 * measure those instead (Lighthouse's docs on variability: keep the machine otherwise idle).
 */
async function quiet(): Promise<number> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  for (;;) {
    const [b0, t0] = cpuTimes();
    await new Promise((r) => setTimeout(r, 1000));
    const [b1, t1] = cpuTimes();
    const share = t1 > t0 ? (b1 - b0) / (t1 - t0) : 0;
    if (share < QUIET_BUSY_SHARE || Date.now() > deadline) return share;
  }
}

export type PageScores = Record<(typeof CATEGORIES)[number], number> & { fcpMs: number; tbtMs: number; performanceRuns: number[] };

async function runOnce(url: string): Promise<Omit<PageScores, "performanceRuns"> | null> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  for (let attempt = 1; attempt <= 3; attempt++) {
    // A browser of its own each time: a crashed one is not reused.
    await quiet();
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      const lhr = result?.lhr;
      const scores = CATEGORIES.map((k) => lhr?.categories[k]?.score);
      if (!lhr || lhr.runtimeError || scores.some((s) => typeof s !== "number")) throw new Error(lhr?.runtimeError?.message ?? "no score");
      return {
        ...(Object.fromEntries(CATEGORIES.map((k, i) => [k, Math.round(scores[i]! * 100)])) as Record<(typeof CATEGORIES)[number], number>),
        fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      };
    } catch (error) {
      console.log(`  Lighthouse ${url} (try ${attempt}): ${(error as Error).message}`);
    } finally {
      chrome.kill();
    }
  }
  return null;
}

export async function lighthouseScores(urls: string[]): Promise<Record<string, PageScores | "failed">> {
  const out: Record<string, PageScores | "failed"> = {};
  for (const url of urls) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await runOnce(url);
      if (run) runs.push(run);
    }
    const byScore = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    const median = byScore[Math.floor((byScore.length - 1) / 2)];
    out[new URL(url).pathname] = median ? { ...median, performanceRuns: runs.map((r) => r.performance) } : "failed";
  }
  return out;
}
