import { Link } from "@remix-run/react";
import type { NavLink } from "~/lib/website/navigation";

/**
 * A menu of links in a <details>: it opens by pointer and keyboard without
 * JavaScript; with it (public/shell.js), it also closes on an outside click, Escape and a link.
 */
export function NavDropdown({ label, items, allLink }: { label: string; items: NavLink[]; allLink?: NavLink }) {
  return (
    <details className="nav-dropdown group relative">
      <summary className="nav-link flex cursor-pointer list-none items-center gap-1">
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="transition-transform group-open:rotate-180">
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className="absolute left-0 top-full z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 text-slate-800 shadow-xl">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block rounded px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-800">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {allLink ? (
          <Link
            to={allLink.to}
            className="mt-1 block border-t border-slate-100 px-3 pb-1 pt-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {allLink.label} →
          </Link>
        ) : null}
      </div>
    </details>
  );
}
