import { sql } from "kysely";
import { APPLICATION_STATUSES, STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";
import type { ReportSection } from "~/lib/reports/report-data";
import { type ReportContext, type ReportDefinition } from "./report-kit.server";

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
 * (status moves are the events without a summary). Only periods that ENDED in the range,
 * read from status_durations: a histogram the database keeps as moves are written (day
 * ended in the firm's zone, status, agent of the case then, whole days lasted; the firm's
 * rows for an admin, the agent's for an agent). The median and 90th percentile are the
 * discrete ones (percentile_disc over whole days): the fewest days whose running count
 * reaches half, or nine in ten, of the status's periods.
 */
async function timeInStatus(ctx: ReportContext): Promise<ReportSection> {
  const agent = ctx.scope.role === "agent" ? ctx.scope.agentId : null;
  const { rows } = await sql<{ status: ApplicationStatus; periods: number; median: number; p90: number }>`
    with h as (
      select status, days, sum(periods) as n from status_durations
      where ended_on between ${ctx.range.from}::date and ${ctx.range.to}::date
        ${agent ? sql`and not firm and agent_id = ${agent}` : sql`and firm`}
      group by status, days having sum(periods) > 0
    ), c as (
      select status, days, sum(n) over (partition by status order by days) as running, sum(n) over (partition by status) as total from h
    )
    select status, max(total)::int as periods,
      min(days) filter (where running >= 0.5 * total) as median,
      min(days) filter (where running >= 0.9 * total) as p90
    from c group by status`.execute(ctx.q);
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  return {
    id: "time-in-status",
    title: "Time in each status",
    description:
      "Periods that ended between these dates: from an application's move into a status to its next move, in whole days (a period of " +
      "2 days and 20 hours counts as 2). Half of the periods ended within the median's days, nine in ten within the 90th percentile's.",
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
