import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/ui/format";

type Row = {
  page: { title: string; href: string };
  what: string;
  kind: "figure" | "passage" | "rules";
  source: { label: string; url: string };
  checked: string;
  ageDays: number;
  openApplications: number;
  applicationsHref: string;
};

const ageInWords = (days: number) => (days <= 0 ? "today" : days === 1 ? "1 day ago" : `${days} days ago`);

/** The freshness report's figures: a card each (they are long sentences), so a phone reads them as a desktop does. */
export function FigureAges({ rows, staleAfterDays }: { rows: Row[]; staleAfterDays: number }) {
  return (
    <ol className="mt-4 space-y-3" aria-label="Figures, oldest check first">
      {rows.map((r) => {
        const stale = r.ageDays > staleAfterDays;
        return (
          <li
            key={`${r.page.href}:${r.what}:${r.source.url}`}
            className={`rounded-lg bg-white p-4 text-sm shadow-sm ${stale ? "border-l-4 border-amber-500" : ""}`}
            data-figure-age={r.ageDays}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={r.page.href} className="font-semibold text-brand-700 hover:underline">
                {r.page.title}
              </Link>
              <span className={stale ? "font-medium text-amber-900" : "text-slate-600"}>
                {`Checked ${formatDate(r.checked)} (${ageInWords(r.ageDays)})`}
              </span>
            </div>
            <p className="mt-1 break-words text-slate-800">{r.what.length > 240 ? `${r.what.slice(0, 237)}…` : r.what}</p>
            <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2 text-slate-600">
              <a href={r.source.url} className="break-all underline" rel="noopener noreferrer">
                {r.source.label}
              </a>
              {r.openApplications ? (
                <Link
                  to={r.applicationsHref}
                  className="whitespace-nowrap text-brand-700 underline"
                  data-open-applications={r.openApplications}
                >
                  {`${r.openApplications.toLocaleString("en-IN")} open application${r.openApplications === 1 ? "" : "s"}`}
                </Link>
              ) : (
                <span className="whitespace-nowrap" data-open-applications={0}>
                  No open applications
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
