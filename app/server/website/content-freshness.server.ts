import { CALCULATORS } from "~/content/calculators";
import { COUNTRIES, SERVICES } from "~/content/catalogue.server";
import { checksOf, STALE_AFTER_DAYS } from "~/content/figures";
import { isOpen, APPLICATION_STATUSES } from "~/lib/cases/application-workflow";
import { formatDate } from "~/lib/ui/format";
import { daysFrom } from "~/lib/ui/iso-date";
import { db } from "../db/db.server";

// The freshness report (issue 42): every sourced figure of the website with its age since it
// was last checked, oldest first, and the open applications of the visa types it bears on —
// a service page's figures on that service's applications, a country page's on those going
// there, a calculator's rules on its service's. The figures are content (a few hundred), so
// they are sorted and paged here; only the counts of one page's applications are queried.

export const FIGURES_PER_PAGE = 50;
const OPEN = APPLICATION_STATUSES.filter(isOpen);

type Affects = { by: "service" | "country"; slug: string };
export type FigureAge = {
  page: { title: string; href: string };
  what: string;
  kind: "figure" | "passage" | "rules";
  source: { label: string; url: string };
  checked: string;
  ageDays: number;
  affects: Affects;
};

function everyFigure(today: string): FigureAge[] {
  const age = (checked: string) => daysFrom(checked, today);
  const rows: FigureAge[] = [
    ...SERVICES.flatMap((s) =>
      checksOf(s).map((c) => ({
        page: { title: s.title, href: `/services/${s.slug}` },
        what: c.what,
        kind: c.kind,
        source: c.source,
        checked: c.checked,
        ageDays: age(c.checked),
        affects: { by: "service" as const, slug: s.slug },
      })),
    ),
    ...COUNTRIES.flatMap((country) =>
      checksOf(country).map((c) => ({
        page: { title: country.name, href: `/countries/${country.slug}` },
        what: c.what,
        kind: c.kind,
        source: c.source,
        checked: c.checked,
        ageDays: age(c.checked),
        affects: { by: "country" as const, slug: country.slug },
      })),
    ),
    // A calculator's rules in force: its last rule set, checked as a whole.
    ...CALCULATORS.flatMap((calc) => {
      const rules = calc.rules[calc.rules.length - 1];
      return rules.sources.map((source) => ({
        page: { title: calc.title, href: `/calculators/${calc.slug}` },
        what: `The scoring rules in force since ${formatDate(rules.effectiveFrom)}`,
        kind: "rules" as const,
        source,
        checked: rules.checked,
        ageDays: age(rules.checked),
        affects: { by: "service" as const, slug: calc.service },
      }));
    }),
  ];
  return rows.sort((a, b) => b.ageDays - a.ageDays || a.page.title.localeCompare(b.page.title) || a.what.localeCompare(b.what));
}

/** Open applications of each service and of each destination among `affects`. */
async function openApplications(affects: Affects[]) {
  const services = [...new Set(affects.filter((a) => a.by === "service").map((a) => a.slug))];
  const countries = [...new Set(affects.filter((a) => a.by === "country").map((a) => a.slug))];
  const [byService, byCountry] = await Promise.all([
    services.length
      ? db
          .selectFrom("applications")
          .select(["service_slug as slug", (eb) => eb.fn.countAll<string>().as("n")])
          .where("service_slug", "in", services)
          .where("status", "in", OPEN)
          .groupBy("service_slug")
          .execute()
      : [],
    countries.length
      ? db
          .selectFrom("applications")
          .select(["destination_country as slug", (eb) => eb.fn.countAll<string>().as("n")])
          .where("destination_country", "in", countries)
          .where("status", "in", OPEN)
          .groupBy("destination_country")
          .execute()
      : [],
  ]);
  const count = new Map<string, number>();
  for (const r of byService) count.set(`service:${r.slug}`, Number(r.n));
  for (const r of byCountry) count.set(`country:${r.slug}`, Number(r.n));
  return (a: Affects) => count.get(`${a.by}:${a.slug}`) ?? 0;
}

/** One page of the report: figures oldest first (only those past the stale limit when `staleOnly`). */
export async function freshnessReport(today: string, page: number, staleOnly: boolean) {
  const all = everyFigure(today);
  const stale = all.filter((f) => f.ageDays > STALE_AFTER_DAYS).length;
  const shown = staleOnly ? all.filter((f) => f.ageDays > STALE_AFTER_DAYS) : all;
  const pages = Math.max(1, Math.ceil(shown.length / FIGURES_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = shown.slice((current - 1) * FIGURES_PER_PAGE, current * FIGURES_PER_PAGE);
  const open = await openApplications(rows.map((r) => r.affects));
  return {
    total: all.length,
    stale,
    staleAfterDays: STALE_AFTER_DAYS,
    shown: shown.length,
    page: current,
    pages,
    rows: rows.map((r) => {
      const filter = r.affects.by === "service" ? `service=${encodeURIComponent(r.affects.slug)}` : `country=${r.affects.slug}`;
      return { ...r, openApplications: open(r.affects), applicationsHref: `/admin/applications?${filter}&status=open` };
    }),
  };
}
