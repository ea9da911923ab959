// Lighthouse (mobile) with Debian's Chromium. Its scores vary from run to run on a
// shared machine (Lighthouse's docs on variability: run it several times, take the
// median), so each page is measured RUNS times and the median run is reported, with
// every run's performance score beside it. A run that fails or returns no score is
// tried again (up to three times); a page that never gets one says "failed", never 0.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export type PageScores = Record<(typeof CATEGORIES)[number], number> & { fcpMs: number; tbtMs: number; performanceRuns: number[] };

async function runOnce(url: string): Promise<Omit<PageScores, "performanceRuns"> | null> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  for (let attempt = 1; attempt <= 3; attempt++) {
    // A browser of its own each time: a crashed one is not reused.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
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
