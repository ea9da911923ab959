import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

// Building blocks of the portals' lists: a GET search form (works without
// JavaScript), sortable column headers, pagination and an empty state.

export function ListToolbar({ q, placeholder, children }: { q: string; placeholder: string; children?: ReactNode }) {
  const busy = useNavigation().state === "loading";
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm" role="search">
      <div className="min-w-[14rem] flex-1">
        <label htmlFor="list-q" className="label">
          Search
        </label>
        <input id="list-q" name="q" type="search" defaultValue={q} placeholder={placeholder} className="input mt-1" />
      </div>
      {children}
      <button type="submit" className="btn-secondary" disabled={busy}>
        Apply
      </button>
    </Form>
  );
}

export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="input mt-1">
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A column header that sorts by `column`, toggling the direction, keeping the other parameters. */
export function SortHeader({ column, label, sort, dir }: { column: string; label: string; sort: string; dir: "asc" | "desc" }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const active = sort === column;
  params.set("sort", column);
  params.set("dir", active && dir === "asc" ? "desc" : "asc");
  params.delete("page");
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined} className="px-3 py-2 text-left">
      <Link to={`?${params}`} className="inline-flex items-center gap-1 font-semibold hover:underline">
        {label}
        <span aria-hidden="true" className="text-slate-400">
          {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </th>
  );
}

/** Prev/next through a list; `capped`: more matched than were counted (list-params.server's COUNT_CAP). */
export function Pagination({ page, pages, total, capped = false }: { page: number; pages: number; total: number; capped?: boolean }) {
  const location = useLocation();
  const link = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(p));
    return `?${params}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between text-sm">
      <span className="text-slate-600">
        {capped
          ? `More than ${total.toLocaleString("en")} results · page ${page} (search or filter to narrow them)`
          : `${total.toLocaleString("en")} result${total === 1 ? "" : "s"} · page ${page} of ${pages}`}
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={link(page - 1)} className="btn-secondary" rel="prev">
            ← Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={link(page + 1)} className="btn-secondary" rel="next">
            Next →
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border-2 border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-2 text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {action}
    </div>
  );
}

/** A list's table; `stack` shows each row as a card below `sm`, each cell labelled by a CellLabel (tailwind.css). */
export function Table({ children, caption, stack = false }: { children: ReactNode; caption: string; stack?: boolean }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className={`min-w-full divide-y divide-slate-200 text-sm ${stack ? "table-stack" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** The column's name inside a cell of a stacked table, shown on a phone only (where the header row is hidden). */
export function CellLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-medium text-slate-600 sm:hidden">{children}</span>;
}

/**
 * The empty state of a list: nothing on this page, nothing matching the search or
 * filters (with a way back), or nothing yet (with the way to add the first one).
 */
export function ListEmpty({
  noun,
  filtered,
  page = 1,
  listPath,
  first,
  nothingYet,
}: {
  /** Plural, e.g. "clients". */
  noun: string;
  filtered: boolean;
  page?: number;
  listPath: string;
  /** The way to add the first one, e.g. { to: "/admin/blog/new", label: "Write the first post" }. */
  first?: { to: string; label: string };
  /** The title when there is nothing yet, if not "No <noun> yet". */
  nothingYet?: string;
}) {
  const back = (
    <Link to={listPath} className="text-brand-700 underline">
      {filtered ? "Clear the search and filters" : `Back to all ${noun}`}
    </Link>
  );
  return (
    <div className="mt-4">
      {page > 1 ? (
        <EmptyState title="This page is empty">{back}</EmptyState>
      ) : filtered ? (
        <EmptyState title={`No ${noun} match`}>{back}</EmptyState>
      ) : (
        <EmptyState title={nothingYet ?? `No ${noun} yet`}>
          {first ? (
            <Link to={first.to} className="text-brand-700 underline">
              {first.label}
            </Link>
          ) : null}
        </EmptyState>
      )}
    </div>
  );
}
