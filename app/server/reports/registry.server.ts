import type { ReportDefinition, ReportScope } from "./report-kit.server";
import { applicationsReport } from "./applications-report.server";
import { consultationsReport } from "./consultations-report.server";
import { enquiriesReport } from "./enquiries-report.server";
import { funnelReport } from "./funnel-report.server";
import { moneyReport } from "./money-report.server";
import { outcomesReport } from "./outcomes-report.server";
import { workloadReport } from "./workload-report.server";

// Every report, in the order the reports page lists them. A report is a module that
// exports one ReportDefinition; its figures are tested in tests/integration/reports-*.

export const REPORTS: ReportDefinition[] = [
  enquiriesReport,
  funnelReport,
  consultationsReport,
  applicationsReport,
  outcomesReport,
  workloadReport,
  moneyReport,
];

export function reportsFor(scope: ReportScope) {
  return REPORTS.filter((r) => scope.role === "admin" || r.forAgents);
}

export function findReport(scope: ReportScope, slug: string) {
  return reportsFor(scope).find((r) => r.slug === slug) ?? null;
}
