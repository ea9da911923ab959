import { sql } from "kysely";
import { percentOf, type ReportSection } from "~/lib/reports/report-data";
import { rangeBounds, type ReportContext, type ReportDefinition } from "./report-kit.server";
import { monthLabel, monthsOf } from "~/lib/reports/date-range";

// Consultations: those starting in the dates (in the firm's zone), by month and by what
// became of them. A confirmed one whose time has passed counts as held, one still ahead as
// upcoming; one staff marked as not attended (no_show) as not attended, and a cancelled one
// as cancelled.
// An agent's slice: the consultations they host.

const hostOnly = (ctx: ReportContext) => (ctx.scope.role === "agent" ? sql`and b.host_id = ${ctx.scope.agentId}` : sql``);

async function byMonth(ctx: ReportContext): Promise<ReportSection> {
  const { start, end } = rangeBounds(ctx);
  const { rows } = await sql<{ month: string; booked: string; held: string; missed: string; upcoming: string; cancelled: string }>`
    select to_char(b.starts_at at time zone ${ctx.zone}, 'YYYY-MM') as month,
      count(*) as booked,
      count(*) filter (where b.status = 'confirmed' and b.ends_at <= now()) as held,
      count(*) filter (where b.status = 'no_show') as missed,
      count(*) filter (where b.status = 'confirmed' and b.ends_at > now()) as upcoming,
      count(*) filter (where b.status = 'cancelled') as cancelled
    from bookings b
    where b.starts_at >= ${start} and b.starts_at < ${end} ${hostOnly(ctx)}
    group by 1
  `.execute(ctx.q);
  const counts = new Map(rows.map((r) => [r.month, r]));
  const any = rows.length > 0;
  return {
    id: "by-month",
    title: "Consultations by month",
    description:
      "Consultations by the month they start (or started), in the firm's time zone. Booked: all of them; held: confirmed and over; " +
      "not attended: over, and marked by staff as did not attend; upcoming: confirmed and still ahead; cancelled: cancelled by the visitor or by staff.",
    columns: [
      { key: "month", label: "Month", format: "text" },
      { key: "booked", label: "Booked", format: "count" },
      { key: "held", label: "Held", format: "count" },
      { key: "missed", label: "Not attended", format: "count" },
      { key: "upcoming", label: "Upcoming", format: "count" },
      { key: "cancelled", label: "Cancelled", format: "count" },
    ],
    rows: any
      ? monthsOf(ctx.range).map((month) => {
          const r = counts.get(month);
          return {
            month: monthLabel(month),
            booked: Number(r?.booked ?? 0),
            held: Number(r?.held ?? 0),
            missed: Number(r?.missed ?? 0),
            upcoming: Number(r?.upcoming ?? 0),
            cancelled: Number(r?.cancelled ?? 0),
          };
        })
      : [],
    chart: { kind: "stacked", category: "month", series: ["held", "missed", "upcoming", "cancelled"] },
    empty: "No consultations in these dates.",
  };
}

async function outcomes(ctx: ReportContext): Promise<ReportSection> {
  const { start, end } = rangeBounds(ctx);
  const { rows } = await sql<{ booked: string; held: string; missed: string; upcoming: string; cancelled: string; clients: string }>`
    select count(*) as booked,
      count(*) filter (where b.status = 'confirmed' and b.ends_at <= now()) as held,
      count(*) filter (where b.status = 'no_show') as missed,
      count(*) filter (where b.status = 'confirmed' and b.ends_at > now()) as upcoming,
      count(*) filter (where b.status = 'cancelled') as cancelled,
      count(*) filter (where b.status = 'confirmed' and b.ends_at <= now()
        and (b.client_id is not null
             or exists (select 1 from enquiries e where lower(e.email) = lower(b.email) and e.converted_client_id is not null))) as clients
    from bookings b
    where b.starts_at >= ${start} and b.starts_at < ${end} ${hostOnly(ctx)}
  `.execute(ctx.q);
  const r = rows[0];
  const [booked, held, clients] = [Number(r?.booked ?? 0), Number(r?.held ?? 0), Number(r?.clients ?? 0)];
  return {
    id: "outcomes",
    title: "Outcomes",
    description:
      "What became of the consultations in these dates: held, not attended (marked by staff as did not attend), upcoming or cancelled. Clients: held consultations whose person is a client — booked from their client account, " +
      "or by a visitor whose enquiry (the lead a booking makes, or any other with the same e-mail) was made a client. Rate: clients of the consultations held.",
    columns: [
      { key: "what", label: "Consultations", format: "text" },
      { key: "booked", label: "Booked", format: "count" },
      { key: "held", label: "Held", format: "count" },
      { key: "missed", label: "Not attended", format: "count" },
      { key: "upcoming", label: "Upcoming", format: "count" },
      { key: "cancelled", label: "Cancelled", format: "count" },
      { key: "clients", label: "Clients", format: "count" },
      { key: "rate", label: "Held that became clients", format: "percent" },
    ],
    rows: booked
      ? [
          {
            what: "In these dates",
            booked,
            held,
            missed: Number(r.missed),
            upcoming: Number(r.upcoming),
            cancelled: Number(r.cancelled),
            clients,
            rate: percentOf(clients, held),
          },
        ]
      : [],
    empty: "No consultations in these dates.",
  };
}

export const consultationsReport: ReportDefinition = {
  slug: "consultations",
  title: "Consultations",
  summary: "Consultations booked, held, not attended and cancelled by month, and how many of the people became clients.",
  forAgents: true,
  // One after the other: on PostgreSQL they share one transaction's connection.
  sections: async (ctx) => [await byMonth(ctx), await outcomes(ctx)],
};
