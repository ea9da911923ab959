import { sql } from "kysely";
import type { DateRange } from "~/lib/reports/date-range";
import type { ReportSection } from "~/lib/reports/report-data";
import { getDbHandle, type Db } from "../db/db.server";
import { createPlaces } from "../runtime/places.server";

// What every report is given and how it is run. A report reads aggregates over a
// bounded range of dates; two run at once per process and sixteen wait, past which the
// page answers 503 (NoPlace). On PostgreSQL each report's reads share one transaction
// with a statement timeout, so no range or table size holds a connection for long, and
// the memory its sorts may take (work_mem) so a percentile's sort is not spilled to disk.

/** Whose figures: the whole firm, or one agent's slice (their caseload, their leads, their consultations). */
export type ReportScope = { role: "admin" } | { role: "agent"; agentId: string };

export type ReportContext = {
  q: Db;
  scope: ReportScope;
  range: DateRange;
  /** The firm's time zone: weeks and months are the firm's, not UTC's. */
  zone: string;
  today: string;
};

export type ReportDefinition = {
  slug: string;
  title: string;
  /** One line on the reports page. */
  summary: string;
  /** Agents see this report, of their own slice; otherwise it is the admins' alone. */
  forAgents: boolean;
  sections(ctx: ReportContext): Promise<ReportSection[]>;
};

const reporting = createPlaces("reports", 2, 16);
const STATEMENT_TIMEOUT_MS = 15_000;

export async function runReport(report: ReportDefinition, ctx: Omit<ReportContext, "q">): Promise<ReportSection[]> {
  return reporting.run(async () => {
    const handle = getDbHandle();
    // PGlite runs one statement at a time on this thread: a transaction would only hold the others back.
    if (handle.kind === "pglite") return report.sections({ ...ctx, q: handle.db });
    return handle.db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(STATEMENT_TIMEOUT_MS)}`.execute(trx);
      // A percentile sorts its rows: in memory, not on disk (two reports at once, a few sorts each).
      await sql`set local work_mem = '32MB'`.execute(trx);
      // JIT compiling a report's query took longer (40 ms) than running it: off.
      await sql`set local jit = off`.execute(trx);
      await sql`set transaction read only`.execute(trx);
      return report.sections({ ...ctx, q: trx });
    });
  });
}

/** The range's first moment and the moment after its last day, in the firm's zone, for timestamp columns. */
export function rangeBounds(ctx: Pick<ReportContext, "range" | "zone">) {
  return {
    start: sql<Date>`(${ctx.range.from}::date)::timestamp at time zone ${ctx.zone}`,
    end: sql<Date>`(${ctx.range.to}::date + 1)::timestamp at time zone ${ctx.zone}`,
  };
}
