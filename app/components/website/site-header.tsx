import { Link, NavLink as RemixNavLink } from "@remix-run/react";
import { NAV_COUNTRIES, NAV_SERVICES, type NavLink } from "~/lib/website/navigation";
import { Logo } from "../ui/logo";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";

const MAIN: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
];
const AFTER: NavLink[] = [
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact Us" },
];

/**
 * The fixed navigation bar (SPEC.md §2). It turns white and blurred after 50 px of
 * scroll; over the dark hero of a country page it is transparent with the logo
 * inverted while at the top (public/shell.js keeps `data-scrolled` and the logo up to date).
 * Without JavaScript it stays solid white (tailwind.css).
 */
export function SiteHeader({ brandName, overDarkHero }: { brandName: string; overDarkHero: boolean }) {
  return (
    <header className="site-header" data-scrolled="false" data-over-hero={overDarkHero}>
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <Link to="/" aria-label={`${brandName} home`} className="mr-auto min-w-0">
          <Logo name={brandName} inverted={overDarkHero} />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm font-medium">
            {MAIN.map((l) => (
              <li key={l.to}>
                <TopLink link={l} />
              </li>
            ))}
            <li>
              <NavDropdown label="Services" items={NAV_SERVICES} allLink={{ to: "/services", label: "All services" }} />
            </li>
            <li>
              <NavDropdown label="Countries" items={NAV_COUNTRIES} />
            </li>
            {AFTER.map((l) => (
              <li key={l.to}>
                <TopLink link={l} />
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/client/login" className="nav-link hidden whitespace-nowrap text-sm font-medium lg:block">
          Sign in
        </Link>
        {/* Below 1280 px it says "Book" (its name is still the whole phrase) so that it fits beside the logo and the menu. */}
        <Link to="/book" className="btn-accent shrink-0 gap-0 whitespace-nowrap px-3 lg:px-4" data-book-cta>
          Book<span className="sr-only xl:not-sr-only">&nbsp;a consultation</span>
        </Link>
        <MobileMenu mainLinks={[...MAIN, ...AFTER, { to: "/client/login", label: "Sign in" }]} />
      </div>
    </header>
  );
}

function TopLink({ link }: { link: NavLink }) {
  return (
    <RemixNavLink to={link.to} end={link.to === "/"} className="nav-link" prefetch="intent">
      {link.label}
    </RemixNavLink>
  );
}
