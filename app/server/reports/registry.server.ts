import type { ReportDefinition, ReportScope } from "./report-kit.server";
import { applicationsReport } from "./applications-report.server";
import { enquiriesReport } from "./enquiries-report.server";

// Every report, in the order the reports page lists them. A report is a module that
// exports one ReportDefinition; its figures are tested in tests/integration/reports-*.

export const REPORTS: ReportDefinition[] = [enquiriesReport, applicationsReport];

export function reportsFor(scope: ReportScope) {
  return REPORTS.filter((r) => scope.role === "admin" || r.forAgents);
}

export function findReport(scope: ReportScope, slug: string) {
  return reportsFor(scope).find((r) => r.slug === slug) ?? null;
}
