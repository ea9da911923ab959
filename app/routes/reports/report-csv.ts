import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";
import { parseRange } from "~/lib/reports/date-range";
import { csvCell } from "~/lib/reports/report-data";
import { csvHeaders, spreadsheetText } from "~/server/http/csv.server";
import { findReport } from "~/server/reports/registry.server";
import { requireReportViewer } from "~/server/reports/report-access.server";
import { runReport } from "~/server/reports/report-kit.server";
import { NoPlace } from "~/server/runtime/places.server";
import { firmTimeZoneSetting, firmToday } from "~/server/website/settings.server";

// /admin/reports/:report/export.csv?section=…&from=…&to=…: one section's table as CSV,
// the same rows and figures as the page (money in major units, to the paisa).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { scope } = await requireReportViewer(request);
  const report = findReport(scope, params.report ?? "");
  const search = new URL(request.url).searchParams;
  const [zone, today] = await Promise.all([firmTimeZoneSetting(), firmToday()]);
  const asked = parseRange(search, today);
  if (!report || !asked.ok) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  let sections;
  try {
    sections = await runReport(report, { scope, range: asked.range, zone, today });
  } catch (error) {
    if (!(error instanceof NoPlace)) throw error;
    throw data(null, { status: 503, headers: { "Cache-Control": "private, no-store", "Retry-After": "30" } });
  }
  const section = sections.find((s) => s.id === search.get("section"));
  if (!section) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const head = section.columns.map((c) => c.label + (c.format === "money" ? ` (${c.currency ?? "INR"})` : ""));
  const lines = section.rows.map((row) => section.columns.map((c) => spreadsheetText(csvCell(row[c.key], c))));
  return new Response(`\uFEFF${stringify([head, ...lines])}`, {
    headers: csvHeaders(`${report.slug}-${section.id}-${asked.range.from}-to-${asked.range.to}.csv`),
  });
}
