import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FigureAges } from "~/components/website/figure-ages";
import { PageHeader, Pagination } from "~/components/ui/list";
import { requireRole } from "~/server/accounts/auth.server";
import { freshnessReport } from "~/server/website/content-freshness.server";
import { firmToday } from "~/server/website/settings.server";

export const meta: MetaFunction = () => [{ title: "Website figures by age · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const staleOnly = params.get("stale") === "1";
  return { ...(await freshnessReport(await firmToday(), page, staleOnly)), staleOnly };
}

export default function ContentFreshnessReport() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="Website figures by age" />
      <p className="max-w-3xl text-sm text-slate-700">
        {`Every fee, threshold, processing time and scoring rule the website states, with the day it was last checked against its official source, oldest first. ${d.stale} of ${d.total} were not checked in the last ${d.staleAfterDays} days. Beside each: the open applications of the visa it bears on — tell their agents when a figure changes.`}
      </p>
      <p className="mt-3 text-sm">
        {d.staleOnly ? (
          <Link to="/admin/content-freshness" className="text-brand-700 underline">
            Show every figure
          </Link>
        ) : (
          <Link to="/admin/content-freshness?stale=1" className="text-brand-700 underline">
            {`Show only those not checked in ${d.staleAfterDays} days`}
          </Link>
        )}
      </p>
      {d.rows.length ? (
        <>
          <FigureAges rows={d.rows} staleAfterDays={d.staleAfterDays} />
          <Pagination page={d.page} pages={d.pages} total={d.shown} />
        </>
      ) : (
        <p className="mt-6 rounded-lg bg-white p-5 text-sm text-slate-700 shadow-sm">{`Every figure was checked in the last ${d.staleAfterDays} days.`}</p>
      )}
    </div>
  );
}
