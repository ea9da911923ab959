import { sql } from "kysely";
import { percentOf, type ReportSection } from "~/lib/reports/report-data";
import { rangeBounds, type ReportContext, type ReportDefinition } from "./report-kit.server";

// From enquiry to visa: a cohort. The enquiries received in the dates (in the firm's zone),
// and of those how many went on to each step, whenever it happened (a lead of March granted
// in October counts in March's funnel). An agent's slice: the leads they own.

const SOURCES = [
  { key: "booking", label: "Consultation booking" },
  { key: "calculator", label: "Calculator" },
  { key: "contact", label: "Contact form" },
  { key: "staff", label: "Added by staff" },
] as const;

type Counts = { source: string; enquiries: number; consulted: number; clients: number; signed: number; lodged: number; granted: number };

/** One pass over the cohort: per source, how many reached each step (counted in SQL). */
async function cohortBySource(ctx: ReportContext): Promise<Counts[]> {
  const { start, end } = rangeBounds(ctx);
  const owner = ctx.scope.role === "agent" ? sql`and e.owner_id = ${ctx.scope.agentId}` : sql``;
  // Joins, not a subquery per row: each step is one set, hashed once (and the plan stays cheap).
  const { rows } = await sql<Record<keyof Counts, string | number>>`
    with cohort as materialized (
      select e.id, e.status, e.converted_client_id as client_id,
        case when e.source_page is null then 'staff'
             when e.source_page = '/book' then 'booking'
             when e.source_page like '/calculators/%' then 'calculator'
             else 'contact' end as source
      from enquiries e
      where e.created_at >= ${start} and e.created_at < ${end} ${owner}
    ), consulted as (
      select distinct a.enquiry_id from enquiry_activities a join cohort c on c.id = a.enquiry_id
      where a.kind = 'stage' and a.to_value = 'consultation_booked'
    ), clients as (
      select distinct client_id from cohort where client_id is not null
    ), signed as (
      select distinct g.client_id from agreements g join clients k on k.client_id = g.client_id where g.signed_at is not null
    ), lodged as (
      select distinct p.client_id from applications p join clients k on k.client_id = p.client_id where p.lodged_on is not null
    ), granted as (
      select p.client_id from applications p join clients k on k.client_id = p.client_id where p.status = 'granted'
      union
      select p.client_id from applications p join clients k on k.client_id = p.client_id
        join application_events v on v.application_id = p.id
      where v.to_status = 'granted'
    )
    select c.source,
      count(*) as enquiries,
      count(*) filter (where c.status in ('consultation_booked', 'proposal_sent', 'converted') or k.enquiry_id is not null) as consulted,
      count(c.client_id) as clients,
      count(s.client_id) as signed,
      count(l.client_id) as lodged,
      count(g.client_id) as granted
    from cohort c
    left join consulted k on k.enquiry_id = c.id
    left join signed s on s.client_id = c.client_id
    left join lodged l on l.client_id = c.client_id
    left join granted g on g.client_id = c.client_id
    group by c.source
  `.execute(ctx.q);
  return rows.map((r) => ({
    source: String(r.source),
    enquiries: Number(r.enquiries),
    consulted: Number(r.consulted),
    clients: Number(r.clients),
    signed: Number(r.signed),
    lodged: Number(r.lodged),
    granted: Number(r.granted),
  }));
}

function funnel(all: Counts[]): ReportSection {
  const total = (k: keyof Omit<Counts, "source">) => all.reduce((sum, r) => sum + r[k], 0);
  const steps = [
    { step: "Enquiry", count: total("enquiries") },
    { step: "Consultation", count: total("consulted") },
    { step: "Client", count: total("clients") },
    { step: "Agreement signed", count: total("signed") },
    { step: "Lodged", count: total("lodged") },
    { step: "Granted", count: total("granted") },
  ];
  const enquiries = steps[0].count;
  return {
    id: "funnel",
    title: "From enquiry to visa",
    description:
      "The enquiries received in these dates, and how many of them reached each step, whenever it happened. " +
      "Consultation: the lead was moved to Consultation booked (by staff, or by booking one on the website) or is past it. " +
      "Client: it was made a client. Agreement signed: that client signed an agreement. Lodged: an application of theirs has a lodgement date. " +
      "Granted: an application of theirs was granted (even if closed since).",
    columns: [
      { key: "step", label: "Step", format: "text" },
      { key: "count", label: "Enquiries", format: "count" },
      { key: "ofBefore", label: "Of the step before", format: "percent" },
      { key: "ofAll", label: "Of all enquiries", format: "percent" },
    ],
    rows: enquiries
      ? steps.map((s, i) => ({
          step: s.step,
          count: s.count,
          ofBefore: i === 0 ? null : percentOf(s.count, steps[i - 1].count),
          ofAll: percentOf(s.count, enquiries),
        }))
      : [],
    chart: { kind: "horizontal", category: "step", series: ["count"] },
    empty: "No enquiries in these dates.",
  };
}

function bySource(all: Counts[]): ReportSection {
  return {
    id: "by-source",
    title: "Conversion by source",
    description:
      "The same enquiries by the form they came from: a consultation booked on the website, a calculator, the contact form, " +
      "or added by staff. Conversion: the share of them made clients.",
    columns: [
      { key: "source", label: "Source", format: "text" },
      { key: "enquiries", label: "Enquiries", format: "count" },
      { key: "clients", label: "Clients", format: "count" },
      { key: "granted", label: "Granted", format: "count" },
      { key: "conversion", label: "Conversion", format: "percent" },
    ],
    rows: SOURCES.flatMap(({ key, label }) => {
      const r = all.find((c) => c.source === key);
      return r
        ? [{ source: label, enquiries: r.enquiries, clients: r.clients, granted: r.granted, conversion: percentOf(r.clients, r.enquiries) }]
        : [];
    }),
    chart: { kind: "bars", category: "source", series: ["enquiries", "clients"] },
    empty: "No enquiries in these dates.",
  };
}

export const funnelReport: ReportDefinition = {
  slug: "funnel",
  title: "From enquiry to visa",
  summary: "Of the enquiries received, how many booked a consultation, became clients, signed, were lodged and granted.",
  forAgents: true,
  sections: async (ctx) => {
    const all = await cohortBySource(ctx);
    return [funnel(all), bySource(all)];
  },
};
