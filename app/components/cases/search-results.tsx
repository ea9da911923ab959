import { Link } from "@remix-run/react";
import { EmptyState, PageHeader } from "~/components/ui/list";
import { SEARCH_GROUP_LABELS, SEARCH_KIND_LABELS, SEARCH_MIN_LENGTH, type SearchResults as Results } from "~/lib/cases/search";

/** The one search's page (/admin/search, /agent/search): what was found, grouped by kind, each group's list for more. */
export function SearchResults({ q, tooShort, groups }: Results) {
  return (
    <div>
      <PageHeader title={q ? `Search: “${q}”` : "Search"} />
      {!q ? (
        <EmptyState title="Type what you are looking for in the search box">
          A name, e-mail, phone, passport number, file reference or invoice number.
        </EmptyState>
      ) : tooShort ? (
        <EmptyState title={`Type at least ${SEARCH_MIN_LENGTH} letters or digits`} />
      ) : !groups.length ? (
        <EmptyState title={`Nothing found for “${q}”`}>
          Try a name, an e-mail, a passport number, a file reference or an invoice number.
        </EmptyState>
      ) : (
        <div className="space-y-6" data-testid="search-results">
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={`found-${group.kind}`} className="rounded-lg bg-white p-5 shadow-sm">
              <h2 id={`found-${group.kind}`} className="font-semibold text-slate-900">
                {SEARCH_GROUP_LABELS[group.kind]}
              </h2>
              <ul className="mt-3 divide-y divide-slate-100">
                {group.hits.map((hit) => (
                  <li key={hit.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
                    <span className="rounded bg-slate-100 px-2 text-xs font-semibold text-slate-700">{SEARCH_KIND_LABELS[hit.kind]}</span>
                    <Link to={hit.href} className="font-semibold text-brand-700 hover:underline">
                      {hit.label}
                    </Link>
                    <span className="text-sm text-slate-600">{hit.detail}</span>
                  </li>
                ))}
              </ul>
              {group.more ? (
                <p className="mt-3 text-sm">
                  <Link to={group.more} className="text-brand-700 underline">
                    {`More ${SEARCH_GROUP_LABELS[group.kind].toLowerCase()} matching “${q}”`}
                  </Link>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
