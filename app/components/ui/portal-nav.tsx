import { NavLink, useLocation } from "@remix-run/react";

/** A link of a portal's menu; `group` gathers a long menu under headings (Work, Money, …). */
export type PortalNavItem = { to: string; label: string; group?: string };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded px-3 py-2 ${isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

/** A short menu (three links): one strip that fits a phone. */
export function PortalStrip({ label, nav }: { label: string; nav: PortalNavItem[] }) {
  return (
    <nav aria-label={label} className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto">
      <ul className="flex gap-1 text-sm">
        {nav.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function groupsOf(nav: PortalNavItem[]) {
  const groups = new Map<string, PortalNavItem[]>();
  for (const item of nav) groups.set(item.group ?? "", [...(groups.get(item.group ?? "") ?? []), item]);
  return [...groups];
}

/**
 * A long menu, every link in view: on a desktop its groups side by side and wrapping (no
 * strip that hides links off the edge); below lg a <details> disclosure, which opens without
 * JavaScript and names the current page on its button. The current link has aria-current.
 */
export function PortalGroupedNav({ label, nav }: { label: string; nav: PortalNavItem[] }) {
  const { pathname } = useLocation();
  const groups = groupsOf(nav);
  const current = nav.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  const lists = (className: string) =>
    groups.map(([group, items]) => (
      <div key={group} className={className}>
        <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{group}</p>
        <ul className="flex flex-wrap gap-x-1 text-sm">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    ));
  return (
    <>
      <nav aria-label={label} className="hidden border-t border-slate-100 lg:block" data-portal-nav="wide">
        <div className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-1 px-4 py-2">{lists("")}</div>
      </nav>
      {/* Keyed by the page so that it closes after a link is followed with JavaScript. */}
      <details key={pathname} className="portal-menu border-t border-slate-100 lg:hidden" data-portal-nav="narrow">
        <summary className="mx-auto flex max-w-7xl cursor-pointer list-none items-center justify-between px-4 py-3 text-sm">
          <span>
            <span className="font-semibold">Menu</span>
            {current ? <span className="text-slate-600"> · {current.label}</span> : null}
          </span>
          <span aria-hidden="true" className="portal-menu-icon text-slate-500">
            ▾
          </span>
        </summary>
        <nav aria-label={label} className="mx-auto grid max-w-7xl gap-3 px-4 pb-4 sm:grid-cols-2">
          {lists("[&_ul]:flex-col")}
        </nav>
      </details>
    </>
  );
}
