// Lighthouse (mobile) with Debian's Chromium. A run that fails or returns no score is
// tried again (up to three times); a page that never gets one says "failed", never 0.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type PageScores = Record<(typeof CATEGORIES)[number], number> & { fcpMs: number };

export async function lighthouseScores(urls: string[]): Promise<Record<string, PageScores | "failed">> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const out: Record<string, PageScores | "failed"> = {};
  for (const url of urls) {
    out[new URL(url).pathname] = "failed";
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
        out[new URL(url).pathname] = {
          ...(Object.fromEntries(CATEGORIES.map((k, i) => [k, Math.round(scores[i]! * 100)])) as Record<(typeof CATEGORIES)[number], number>),
          fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
        };
        break;
      } catch (error) {
        console.log(`  Lighthouse ${url} (try ${attempt}): ${(error as Error).message}`);
      } finally {
        chrome.kill();
      }
    }
  }
  return out;
}
