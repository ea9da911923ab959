import { sql } from "kysely";
import { serviceTitle } from "~/content/catalogue.server";
import { percentOf, type ReportSection, type Row } from "~/lib/reports/report-data";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import type { ReportContext, ReportDefinition } from "./report-kit.server";

// Outcomes: the applications decided between the dates (applications.decided_on), by
// visa, destination and agent. The decision is applications.outcome, kept by a trigger
// when the status becomes granted, refused or withdrawn and left as it was when the case
// is closed (20261210000900_report_outcomes.sql); read from applications_decided_idx alone.

type Counted = { key: string | null; granted: number; refused: number; withdrawn: number; median: string | null; p90: string | null };

const COLUMNS = [
  { key: "granted", label: "Granted", format: "count" },
  { key: "refused", label: "Refused", format: "count" },
  { key: "withdrawn", label: "Withdrawn", format: "count" },
  { key: "grant_rate", label: "Grant rate", format: "percent" },
  { key: "median", label: "Median days, lodgement to decision", format: "days" },
  { key: "p90", label: "90th percentile days", format: "days" },
] as const;

const DESCRIBED =
  "Applications decided between these dates. Grant rate: granted ÷ (granted + refused); withdrawn cases are left out of it. " +
  "Days from lodgement to decision count granted and refused cases with a lodgement date (a withdrawal is not a decision on the visa); " +
  "median and 90th percentile by percentile_cont (linear interpolation between the two nearest cases), to one decimal.";

type Grouped = Counted & { by: "visa" | "place" | "agent" };

/** The three groupings in one read of the decided cases (grouping sets), each with its counts and percentiles. */
async function counted(ctx: ReportContext): Promise<Grouped[]> {
  const agent = ctx.scope.role === "agent" ? ctx.scope.agentId : null;
  const days = sql`(a.decided_on - a.lodged_on)::float8`;
  const decision = sql`a.outcome in ('granted', 'refused') and a.lodged_on is not null`;
  const { rows } = await sql<Grouped>`
    select case when grouping(a.service_slug) = 0 then 'visa' when grouping(a.destination_country) = 0 then 'place' else 'agent' end as by,
      coalesce(a.service_slug, a.destination_country, g.full_name, '') as key,
      count(*) filter (where a.outcome = 'granted')::int as granted,
      count(*) filter (where a.outcome = 'refused')::int as refused,
      count(*) filter (where a.outcome = 'withdrawn')::int as withdrawn,
      round((percentile_cont(0.5) within group (order by ${days}) filter (where ${decision}))::numeric, 1) as median,
      round((percentile_cont(0.9) within group (order by ${days}) filter (where ${decision}))::numeric, 1) as p90
    from applications a
    left join admin_users g on g.id = a.assigned_agent_id
    where a.decided_on >= ${ctx.range.from}::date and a.decided_on <= ${ctx.range.to}::date and a.outcome is not null
      ${agent ? sql`and a.assigned_agent_id = ${agent}` : sql``}
    group by grouping sets ((a.service_slug), (a.destination_country), (a.assigned_agent_id, g.full_name))`.execute(ctx.q);
  return rows;
}

function section(id: string, title: string, label: string, rows: Counted[], name: (key: string | null) => string): ReportSection {
  const table: Row[] = rows
    .map((r) => ({
      name: name(r.key),
      granted: r.granted,
      refused: r.refused,
      withdrawn: r.withdrawn,
      grant_rate: percentOf(r.granted, r.granted + r.refused),
      median: r.median === null ? null : Number(r.median),
      p90: r.p90 === null ? null : Number(r.p90),
    }))
    .sort((x, y) => y.granted + y.refused + y.withdrawn - (x.granted + x.refused + x.withdrawn) || x.name.localeCompare(y.name));
  return {
    id,
    title,
    description: DESCRIBED,
    columns: [{ key: "name", label, format: "text" }, ...COLUMNS],
    rows: table,
    chart: { kind: "stacked", category: "name", series: ["granted", "refused", "withdrawn"], limit: 15 },
    empty: "No application was decided between these dates.",
  };
}

export const outcomesReport: ReportDefinition = {
  slug: "outcomes",
  title: "Outcomes",
  summary: "Applications granted, refused and withdrawn by visa, destination and agent; grant rate and days to a decision.",
  forAgents: true,
  sections: async (ctx) => {
    const rows = await counted(ctx);
    const [visas, places, agents] = (["visa", "place", "agent"] as const).map((by) => rows.filter((r) => r.by === by));
    return [
      section("by-visa", "By visa", "Visa", visas, (slug) => serviceTitle(slug ?? "")),
      section("by-destination", "By destination", "Destination", places, (c) => COUNTRY_NAMES[c ?? ""] ?? c ?? ""),
      section("by-agent", "By agent", "Agent", agents, (name) => name || "No agent"),
    ];
  },
};
