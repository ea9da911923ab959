import { expect, test } from "./fixtures";

// Issue 44: every report's charts are SVG drawn by the server, so without JavaScript each
// section shows its chart and the table it is drawn from, on a phone (390 px: the chart
// scrolls inside its own box, the page does not) and on a desktop; its CSV holds the same
// first figure as the table.

test("every report shows its charts and tables without JavaScript, on a phone and a desktop", async ({ adminPage: page }, info) => {
  test.skip(info.project.name !== "nojs", "the page is the server's HTML: the same with JavaScript on");
  await page.goto("/admin/reports");
  const reports = await page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href")!));
  expect(reports.length).toBeGreaterThanOrEqual(6);
  let charts = 0;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const report of reports) {
      await page.goto(report);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Nothing makes the page itself wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${report} at ${width} px`).toBeLessThanOrEqual(width);
      for (const section of await page.locator("main section[id]").all()) {
        const chart = section.getByRole("img");
        if ((await section.locator("table").count()) === 0) continue; // nothing in these dates
        if ((await chart.count()) > 0) {
          charts++;
          await expect(chart).toBeVisible();
          const box = (await section.getByRole("region").boundingBox())!;
          expect(box.x + box.width, `${report}: the chart's box fits the screen`).toBeLessThanOrEqual(width);
        }
        await expect(section.locator("tbody tr").first()).toBeVisible();
      }
    }
  }
  expect(charts, "the demo's data draws charts").toBeGreaterThanOrEqual(reports.length);
  // The CSV of the first section of the first report: its first row, as in the table.
  await page.goto(reports[0]);
  const section = page.locator("main section[id]").first();
  const href = (await section.getByRole("link", { name: /Download CSV/ }).getAttribute("href"))!;
  const csv = await (await page.request.get(href)).text();
  const firstCell = (await section.locator("tbody tr").first().locator("th").textContent())!.trim();
  expect(csv).toContain(firstCell);
});
