import { sql } from "kysely";
import { getService } from "~/content/catalogue.server";
import { officialProcessingTimes } from "~/content/sources/processing-times";
import { isOpen, type ApplicationStatus } from "~/lib/cases/application-workflow";
import type { FirmTimes } from "~/lib/reports/processing-times";
import { db } from "../db/db.server";
import { firmToday, getSettings } from "../website/settings.server";

// The firm's own processing times on a client's dashboard (issue 4 of issue 44): of the
// firm's cases of the same visa and destination decided (granted or refused) in the last
// twelve months with a lodgement date, the days from lodgement to decision that half and
// nine in ten were decided within. Shown only from the admin's threshold of cases up, so
// that no one case can be recognised. One index-only read (applications_kind_decided_idx).

type Kind = { id: string; service_slug: string; destination_country: string; status: ApplicationStatus };

export async function firmProcessingTimes(applications: Kind[]): Promise<Record<string, FirmTimes | null>> {
  const open = applications.filter((a) => isOpen(a.status));
  if (!open.length) return {};
  const [settings, today] = await Promise.all([getSettings(), firmToday()]);
  const threshold = settings.reports.processing_times_min_cases;
  const kinds = [...new Map(open.map((a) => [`${a.service_slug}|${a.destination_country}`, a])).values()];
  const figures = await Promise.all(
    kinds.map(async (a) => {
      const { rows } = await sql<{ cases: number; median: number | null; p90: number | null }>`
        select count(*)::int as cases,
          percentile_cont(0.5) within group (order by (decided_on - lodged_on)::float8) as median,
          percentile_cont(0.9) within group (order by (decided_on - lodged_on)::float8) as p90
        from applications
        where service_slug = ${a.service_slug} and destination_country = ${a.destination_country}
          and decided_on > (${today}::date - interval '1 year')::date and decided_on <= ${today}::date
          and lodged_on is not null and outcome in ('granted', 'refused')`.execute(db);
      const r = rows[0];
      if (!r || r.cases < threshold || r.median === null || r.p90 === null) return null;
      // Whole days, rounded up: "within 46 days" stays true of a median of 45.5.
      const official = officialProcessingTimes(getService(a.service_slug), a.destination_country);
      return {
        key: `${a.service_slug}|${a.destination_country}`,
        cases: r.cases,
        half: Math.ceil(r.median),
        most: Math.ceil(r.p90),
        official,
      };
    }),
  );
  const byKind = new Map(figures.filter((f) => f !== null).map((f) => [f.key, f]));
  return Object.fromEntries(
    open.map((a) => {
      const f = byKind.get(`${a.service_slug}|${a.destination_country}`);
      return [a.id, f ? { cases: f.cases, half: f.half, most: f.most, official: f.official } : null];
    }),
  );
}
