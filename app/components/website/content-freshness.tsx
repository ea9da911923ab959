import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/ui/format";

type Freshness = { stale: number; total: number; days: number; oldest: { page: string; what: string; checked: string }[] };

/** The admin dashboard: how many of the website's figures were not checked against their source lately. */
export function ContentFreshness({ content }: { content: Freshness }) {
  return (
    <section className="mt-8 rounded-lg bg-white p-5 shadow-sm" aria-labelledby="content-freshness">
      <h2 id="content-freshness" className="font-semibold text-slate-900">
        Website figures
      </h2>
      <p className="mt-2 text-sm text-slate-700" data-stale-figures={content.stale}>
        {content.stale
          ? `${content.stale} of ${content.total} figures (fees, thresholds, times) on the service and country pages were not checked against their official source in the last ${content.days} days.`
          : `All ${content.total} figures on the service and country pages were checked against their official source in the last ${content.days} days.`}
      </p>
      {content.oldest.length ? (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {content.oldest.map((c) => (
            <li key={`${c.page}:${c.what}`} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{`${c.page}: ${c.what.length > 80 ? `${c.what.slice(0, 77)}…` : c.what}`}</span>
              <span className="whitespace-nowrap text-slate-600">{`checked ${formatDate(c.checked)}`}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm">
        <Link to="/admin/content-freshness" className="text-brand-700 underline">
          Every figure by age, with the open applications it bears on
        </Link>
      </p>
      <p className="mt-2 text-xs text-slate-600">
        The oldest are listed. Whoever keeps the website&apos;s content checks each against the official page named beside it, and the
        developers publish the new values with their dates.
      </p>
    </section>
  );
}
