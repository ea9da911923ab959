import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DateRangeForm, ReportSectionView } from "~/components/reports/report-section";
import { PageHeader } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";
import { retryAfterHeaders } from "~/lib/http/retry-after";
import { parseRange } from "~/lib/reports/date-range";
import { NoPlace } from "~/server/runtime/places.server";
import { findReport } from "~/server/reports/registry.server";
import { requireReportViewer } from "~/server/reports/report-access.server";
import { runReport } from "~/server/reports/report-kit.server";
import { firmTimeZoneSetting, firmToday } from "~/server/website/settings.server";

// /admin/reports/:report and /agent/reports/:report: one report over the chosen dates,
// each section a chart, its table and its CSV. A report an agent may not read is a 404.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Reports` : "Reports" }];

const noStore = { "Cache-Control": "private, no-store" };
// A busy 503 carries its Retry-After on the page too, not only on the data request.
export const headers = retryAfterHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { scope, base } = await requireReportViewer(request);
  const report = findReport(scope, params.report ?? "");
  if (!report) throw data(null, { status: 404, headers: noStore });
  const [zone, today] = await Promise.all([firmTimeZoneSetting(), firmToday()]);
  const search = new URL(request.url).searchParams;
  const asked = parseRange(search, today);
  let sections;
  try {
    sections = await runReport(report, { scope, range: asked.range, zone, today });
  } catch (error) {
    if (!(error instanceof NoPlace)) throw error;
    throw data(null, { status: 503, headers: { ...noStore, "Retry-After": "30" } });
  }
  const query = new URLSearchParams(asked.ok && (search.get("from") || search.get("to")) ? asked.range : {}).toString();
  return data(
    {
      title: report.title,
      base,
      slug: report.slug,
      range: asked.range,
      values: asked.ok ? asked.range : asked.values,
      errors: asked.ok ? undefined : asked.fieldErrors,
      query,
      sections,
      agent: scope.role === "agent",
    },
    { headers: noStore },
  );
}

export default function Report() {
  const { title, base, slug, range, values, errors, query, sections, agent } = useLoaderData<typeof loader>();
  const csv = (section: string) =>
    `${base}/${slug}/export.csv?${new URLSearchParams({ section, ...Object.fromEntries(new URLSearchParams(query)) })}`;
  return (
    <>
      <p className="text-sm">
        <Link to={base} className="text-brand-700 underline">
          Reports
        </Link>
      </p>
      <PageHeader title={title} />
      <p className="mt-2 text-slate-700">
        {`${agent ? "Your clients, leads and consultations" : "The whole firm"}, from ${formatDate(range.from)} to ${formatDate(range.to)}.`}
      </p>
      <DateRangeForm values={values} errors={errors} />
      {sections.map((s) => (
        <ReportSectionView key={s.id} section={s} csvHref={csv(s.id)} />
      ))}
    </>
  );
}
