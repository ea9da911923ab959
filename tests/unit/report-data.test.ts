import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Chart, SERIES_COLOURS } from "~/components/reports/chart";
import { parseRange } from "~/lib/reports/date-range";
import { csvCell, formatCell, percentOf, type Column } from "~/lib/reports/report-data";

// A report's dates, its cells as shown and as exported, and its chart drawn from the rows.

describe("a report's dates", () => {
  const today = "2026-11-28";
  const ask = (q: string) => parseRange(new URLSearchParams(q), today);

  it("are the twelve months to today unless asked", () => {
    expect(ask("")).toEqual({ ok: true, range: { from: "2025-11-29", to: "2026-11-28" } });
    expect(ask("from=2026-04-01&to=2026-06-30")).toEqual({ ok: true, range: { from: "2026-04-01", to: "2026-06-30" } });
  });

  it("refuse a bad date, a reversed range and more than five years, keeping what was typed", () => {
    const bad = ask("from=2026-02-30&to=tomorrow");
    expect(bad).toMatchObject({ ok: false, values: { from: "2026-02-30", to: "tomorrow" } });
    expect(bad.ok ? null : bad.fieldErrors).toEqual({ from: ["Enter a real date"], to: ["Enter a date like 2026-04-01"] });
    expect(ask("from=2026-06-01&to=2026-05-01")).toMatchObject({
      ok: false,
      fieldErrors: { to: ["Choose a day on or after the first day"] },
    });
    expect(ask("from=2015-01-01&to=2026-01-01")).toMatchObject({ ok: false, fieldErrors: { to: ["Choose at most five years at once"] } });
  });
});

describe("a report's cells", () => {
  const money: Column = { key: "m", label: "Invoiced", format: "money", currency: "INR" };
  const rate: Column = { key: "r", label: "Grant rate", format: "percent" };
  it("show and export the same figure", () => {
    expect(formatCell(11800050, money)).toBe("₹1,18,000.50");
    expect(csvCell(11800050, money)).toBe("118000.50");
    expect(percentOf(2, 3)).toBe(66.7);
    expect(formatCell(66.7, rate)).toBe("66.7 %");
    expect(csvCell(66.7, rate)).toBe("66.7");
    expect(percentOf(1, 0)).toBeNull();
    expect(formatCell(null, rate)).toBe("—");
  });
});

describe("a chart", () => {
  it("draws one bar per row and series, each named with its figure", () => {
    const html = renderToStaticMarkup(
      Chart({
        title: "Enquiries by week",
        spec: { kind: "bars", category: "week", series: ["n", "won"] },
        columns: [
          { key: "week", label: "Week", format: "text" },
          { key: "n", label: "Enquiries", format: "count" },
          { key: "won", label: "Clients", format: "count" },
        ],
        rows: [
          { week: "2 Nov", n: 4, won: 1 },
          { week: "9 Nov", n: 0, won: 0 },
        ],
      }),
    );
    const chart = html.match(/<svg[^>]*role="img"[\s\S]*<\/svg>/)![0];
    expect(chart.match(/<rect/g)).toHaveLength(4);
    // The legend: a drawn swatch per series (an inline style would be dropped by the CSP).
    const legend = html.match(/<ul[\s\S]*?<\/ul>/)![0];
    expect(legend.match(/<rect[^>]*fill="#[0-9a-f]{6}"/g)).toHaveLength(2);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).toContain("<title>2 Nov, Enquiries: 4</title>");
    expect(html).toContain('role="img"');
  });
});

/** WCAG's contrast ratio of a colour against white. */
function contrastOnWhite(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

it("colours every series at 4.5:1 or more on white (a graphic needs 3:1)", () => {
  for (const colour of SERIES_COLOURS) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
});
