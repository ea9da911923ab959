import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { reportsFor } from "~/server/reports/registry.server";
import { requireReportViewer } from "~/server/reports/report-access.server";

// /admin/reports and /agent/reports: the reports this person may read (an agent's are
// of their own caseload, leads and consultations).

export const meta: MetaFunction = () => [{ title: "Reports" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { scope, base } = await requireReportViewer(request);
  const reports = reportsFor(scope).map((r) => ({ slug: r.slug, title: r.title, summary: r.summary }));
  return data({ reports, base, agent: scope.role === "agent" }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function Reports() {
  const { reports, base, agent } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Reports" />
      <p className="mt-2 max-w-3xl text-slate-700">
        {agent
          ? "Figures of your own clients, leads and consultations. Each report has a chart, the table it is drawn from, and a CSV."
          : "The firm's figures over the dates you choose. Each report has a chart, the table it is drawn from, and a CSV."}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {reports.map((r) => (
          <li key={r.slug} className="rounded-lg bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold">
              <Link to={`${base}/${r.slug}`} className="text-brand-700 underline">
                {r.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">{r.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
