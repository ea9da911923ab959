import { sql } from "kysely";
import { getCountry, getService, getTopic } from "~/content/catalogue.server";
import { getCalculator } from "~/content/calculators";
import { addDays } from "~/lib/reports/date-range";
import { percentOf, type ReportSection } from "~/lib/reports/report-data";
import { formatDate } from "~/lib/ui/format";
import { rangeBounds, type ReportContext, type ReportDefinition } from "./report-kit.server";

// Enquiries (issue 44): how many came in each week, through which form and from which page,
// and from which campaign or site. Every query reads only the range, by the index of
// enquiries' created_at (enquiries_received_idx; an agent's slice, the enquiries they own,
// by enquiries_owner_received_idx), and counts in SQL.

const TOP = 100;

/** The range's enquiries, the agent's own only for an agent. */
function inRange(ctx: ReportContext) {
  const { start, end } = rangeBounds(ctx);
  let query = ctx.q.selectFrom("enquiries").where("created_at", ">=", start).where("created_at", "<", end);
  if (ctx.scope.role === "agent") query = query.where("owner_id", "=", ctx.scope.agentId);
  return query;
}

/** The Monday of a calendar day's week. */
function mondayOf(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

async function byWeek(ctx: ReportContext): Promise<{ section: ReportSection; total: number }> {
  const week = sql<string>`to_char(date_trunc('week', created_at at time zone ${ctx.zone}), 'YYYY-MM-DD')`;
  const rows = await inRange(ctx)
    .select([week.as("week"), (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(sql`1`) // by position: the zone is a parameter, and a second copy of it would be another expression
    .execute();
  const counts = new Map(rows.map((r) => [r.week, Number(r.n)]));
  const weeks: { week: string; enquiries: number }[] = [];
  for (let monday = mondayOf(ctx.range.from); monday <= ctx.range.to; monday = addDays(monday, 7))
    weeks.push({ week: `Week of ${formatDate(monday)}`, enquiries: counts.get(monday) ?? 0 });
  return {
    total: [...counts.values()].reduce((a, b) => a + b, 0),
    section: {
      id: "by-week",
      title: "Enquiries by week",
      description:
        "Enquiries received each week (Monday to Sunday, in the firm's time zone); the first and last weeks count only the days in the dates above.",
      columns: [
        { key: "week", label: "Week", format: "text" },
        { key: "enquiries", label: "Enquiries", format: "count" },
      ],
      rows: weeks,
      chart: { kind: "line", category: "week", series: ["enquiries"] },
    },
  };
}

/** The form an enquiry came through, by the page it was sent from. */
function formOf(path: string) {
  if (path === "/book") return "Consultation booking";
  const calculator = path.startsWith("/calculators/") ? getCalculator(path.slice("/calculators/".length)) : undefined;
  return calculator ? calculator.title : "Contact form";
}

/** A page of the site by its title where that is cheap to know, else its path. */
function pageTitle(path: string) {
  if (!path) return "Not known";
  const [, first, slug = ""] = path.split("/");
  const titled: Record<string, string | undefined> = {
    "": "Home page",
    book: "Book a consultation",
    contact: "Contact us",
    services: slug ? (getService(slug)?.title ?? getTopic(slug)?.title) : "Services",
    countries: getCountry(slug)?.name,
    calculators: slug ? getCalculator(slug)?.title : "Calculators",
  };
  const title = path.split("/").length <= 3 ? titled[first] : undefined;
  return title ?? path;
}

async function byForm(ctx: ReportContext, total: number): Promise<ReportSection> {
  const page = sql<string>`split_part(coalesce(source_page, ''), '?', 1)`;
  const rows = await inRange(ctx)
    .select([page.as("page"), (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(sql`1`)
    .orderBy(sql`count(*)`, "desc")
    .orderBy(sql`1`)
    .limit(TOP)
    .execute();
  return {
    id: "by-source",
    title: "Where enquiries came from",
    description: `The form each enquiry was sent through and the page of this site the visitor was on (its address without the query), with its share of the ${total.toLocaleString("en-IN")} enquiries in these dates; the ${TOP} most common pages.`,
    columns: [
      { key: "form", label: "Form", format: "text" },
      { key: "page", label: "Page", format: "text" },
      { key: "enquiries", label: "Enquiries", format: "count" },
      { key: "share", label: "Share", format: "percent" },
    ],
    rows: rows.map((r) => ({
      form: formOf(r.page),
      page: pageTitle(r.page),
      enquiries: Number(r.n),
      share: percentOf(Number(r.n), total),
    })),
    chart: { kind: "horizontal", category: "page", series: ["enquiries"] },
    empty: "No enquiries in these dates.",
  };
}

async function byCampaign(ctx: ReportContext, total: number): Promise<ReportSection> {
  const host = sql<string | null>`case when utm_source is null then referrer_host end`;
  const rows = await inRange(ctx)
    .select(["utm_source", "utm_medium", "utm_campaign", host.as("host"), (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(["utm_source", "utm_medium", "utm_campaign", sql`4`])
    .orderBy(sql`count(*)`, "desc")
    .orderBy("utm_source")
    .orderBy(sql`4`)
    .limit(TOP)
    .execute();
  return {
    id: "by-campaign",
    title: "Campaigns and referrers",
    description:
      "The campaign tags (utm_source, utm_medium, utm_campaign) of the link that began the visit; without tags, the site that sent the visitor; else direct or unknown. Share of all enquiries in these dates.",
    columns: [
      { key: "source", label: "Source or site", format: "text" },
      { key: "medium", label: "Medium", format: "text" },
      { key: "campaign", label: "Campaign", format: "text" },
      { key: "enquiries", label: "Enquiries", format: "count" },
      { key: "share", label: "Share", format: "percent" },
    ],
    rows: rows.map((r) => ({
      source: r.utm_source ?? r.host ?? "Direct or unknown",
      medium: r.utm_medium ?? "",
      campaign: r.utm_campaign ?? "",
      enquiries: Number(r.n),
      share: percentOf(Number(r.n), total),
    })),
    chart: { kind: "horizontal", category: "source", series: ["enquiries"] },
    empty: "No enquiries in these dates.",
  };
}

export const enquiriesReport: ReportDefinition = {
  slug: "enquiries",
  title: "Enquiries",
  summary: "Enquiries by week, the forms and pages they came through, and the campaigns and sites that brought them.",
  forAgents: true,
  sections: async (ctx) => {
    const weekly = await byWeek(ctx);
    // One after another: on PostgreSQL the report's reads share one transaction.
    return [weekly.section, await byForm(ctx, weekly.total), await byCampaign(ctx, weekly.total)];
  },
};
