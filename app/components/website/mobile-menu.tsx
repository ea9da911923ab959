import { Link } from "@remix-run/react";
import { NAV_COUNTRIES, NAV_SERVICES, type NavLink } from "~/lib/website/navigation";

/**
 * The phone menu: a 320 px panel that slides in with an overlay. It is a
 * <details>, so it opens and closes without JavaScript, and CSS locks the page's
 * scrolling while it is open (tailwind.css). With JavaScript (public/shell.js) it also
 * closes on an overlay or outside click, a link click and Escape.
 */
export function MobileMenu({ mainLinks }: { mainLinks: NavLink[] }) {
  return (
    <details className="mobile-menu lg:hidden" data-mobile-menu>
      <summary className="menu-toggle flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md" aria-label="Menu">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="menu-icon-open">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="menu-icon-close">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div data-menu-overlay className="fixed inset-x-0 bottom-0 top-16 z-40 bg-slate-900/50" aria-hidden="true" />
      <nav
        data-menu-panel
        aria-label="Mobile"
        className="menu-panel fixed bottom-0 right-0 top-16 z-50 w-80 overflow-y-auto bg-white px-4 py-4 text-slate-800 shadow-2xl"
      >
        <ul className="space-y-1">
          {mainLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="block rounded px-3 py-2 font-medium hover:bg-slate-100">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <MenuSection title="Services" links={NAV_SERVICES} all={{ to: "/services", label: "All services" }} />
        <MenuSection title="Countries" links={NAV_COUNTRIES} />
        <Link to="/book" className="btn-accent mt-6 w-full">
          Book a consultation
        </Link>
        <Link to="/contact" className="btn-secondary mt-3 w-full">
          Get Started
        </Link>
      </nav>
    </details>
  );
}

function MenuSection({ title, links, all }: { title: string; links: NavLink[]; all?: NavLink }) {
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      <ul className="mt-1">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="block rounded px-3 py-2 text-sm hover:bg-slate-100">
              {l.label}
            </Link>
          </li>
        ))}
        {all ? (
          <li>
            <Link to={all.to} className="block rounded px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-100">
              {all.label} →
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
