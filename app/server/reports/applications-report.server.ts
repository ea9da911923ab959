import { sql } from "kysely";
import { APPLICATION_STATUSES, STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import type { ReportSection } from "~/lib/reports/report-data";
import { rangeBounds, type ReportContext, type ReportDefinition } from "./report-kit.server";

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

/**
 * A status's period runs from the move into it to the next move of the same application
 * (status moves are the events without a summary). Only periods that ENDED in the range:
 * each move in the range (application_events_moves_idx) is joined to the move before it
 * (application_events_app_idx, read backwards), so the firm's whole history is never read.
 */
async function timeInStatus(ctx: ReportContext): Promise<ReportSection> {
  const { start, end } = rangeBounds(ctx);
  const agent = ctx.scope.role === "agent" ? ctx.scope.agentId : null;
  const days = sql`extract(epoch from e.created_at - p.created_at) / 86400`;
  const { rows } = await sql<{ status: ApplicationStatus; periods: number; median: string; p90: string }>`
    select p.to_status as status, count(*)::int as periods,
      round(percentile_cont(0.5) within group (order by ${days})::numeric, 1) as median,
      round(percentile_cont(0.9) within group (order by ${days})::numeric, 1) as p90
    from application_events e
    cross join lateral (
      select prev.to_status, prev.created_at from application_events prev
      where prev.application_id = e.application_id and prev.summary is null and prev.created_at < e.created_at
      order by prev.created_at desc limit 1
    ) p
    where e.summary is null and e.created_at >= ${start} and e.created_at < ${end}
      ${agent ? sql`and e.application_id in (select id from applications where assigned_agent_id = ${agent})` : sql``}
    group by p.to_status`.execute(ctx.q);
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  return {
    id: "time-in-status",
    title: "Time in each status",
    description:
      "Periods that ended between these dates: from an application's move into a status to its next move. Median and 90th percentile in days " +
      "(percentile_cont: linear interpolation between the two nearest periods), to one decimal.",
    columns: [
      { key: "status", label: "Status", format: "text" },
      { key: "periods", label: "Periods ended", format: "count" },
      { key: "median", label: "Median", format: "days" },
      { key: "p90", label: "90th percentile", format: "days" },
    ],
    rows: APPLICATION_STATUSES.filter((s) => byStatus.has(s)).map((s) => {
      const r = byStatus.get(s)!;
      return { status: STATUS_LABELS[s], periods: Number(r.periods), median: Number(r.median), p90: Number(r.p90) };
    }),
    chart: { kind: "bars", category: "status", series: ["median", "p90"] },
    empty: "No application left a status between these dates.",
  };
}

export const applicationsReport: ReportDefinition = {
  slug: "applications",
  title: "Applications",
  summary: "How many applications stand in each status, and how long they stay there.",
  forAgents: true,
  sections: async (ctx) => Promise.all([byStatusNow(ctx), timeInStatus(ctx)]),
};
