// The site's menus. Labels live here (not in app/content) so the browser bundle
// carries a few bytes of links, not the content catalogue. A unit test checks
// every slug exists.

export type NavLink = { to: string; label: string };

/** The Services dropdown: the ten pages people ask about most. */
export const NAV_SERVICES: NavLink[] = [
  { to: "/services/canada-permanent-residency", label: "Canada PR (Express Entry)" },
  { to: "/services/australia-permanent-residency", label: "Australia PR" },
  { to: "/services/uk-skilled-worker-visa", label: "UK Skilled Worker visa" },
  { to: "/services/germany-opportunity-card", label: "Germany Opportunity Card" },
  { to: "/services/australia-work-visa-482", label: "Australia Skills in Demand (482)" },
  { to: "/services/usa-h1b-visa", label: "USA H-1B visa" },
  { to: "/services/study-in-canada", label: "Study in Canada" },
  { to: "/services/study-in-uk", label: "Study in the UK" },
  { to: "/services/usa-b1b2-visa", label: "USA visitor visa (B1/B2)" },
  { to: "/services/schengen-visa", label: "Schengen visa" },
];

/** The Countries dropdown: the ten country pages (SPEC.md §2). */
export const NAV_COUNTRIES: NavLink[] = [
  { to: "/countries/europe", label: "Europe" },
  { to: "/countries/united-kingdom", label: "United Kingdom" },
  { to: "/countries/usa", label: "USA" },
  { to: "/countries/australia", label: "Australia" },
  { to: "/countries/canada", label: "Canada" },
  { to: "/countries/germany", label: "Germany" },
  { to: "/countries/portugal", label: "Portugal" },
  { to: "/countries/austria", label: "Austria" },
  { to: "/countries/sweden", label: "Sweden" },
  { to: "/countries/ireland", label: "Ireland" },
];

/** Footer "Our Services": the first six of the spec's list. */
export const FOOTER_SERVICES: NavLink[] = [
  { to: "/services/canada-permanent-residency", label: "Canada Immigration" },
  { to: "/services/australia-permanent-residency", label: "Australia Immigration" },
  { to: "/services/uk-skilled-worker-visa", label: "UK Skilled Worker Visa" },
  { to: "/services/germany-opportunity-card", label: "Germany Opportunity Card" },
  { to: "/services/study-abroad", label: "Study Abroad" },
  { to: "/services/work-permits", label: "Work Permits" },
].slice(0, 6);

export const QUICK_LINKS: NavLink[] = [
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
  { to: "/book", label: "Book a consultation" },
  { to: "/calculators", label: "Points calculators" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-and-conditions", label: "Terms and Conditions" },
  { to: "/cancellation-refund-policy", label: "Cancellation & Refund Policy" },
];

/** The ten countries as form options (value: the country page's slug). */
export const COUNTRY_OPTIONS = NAV_COUNTRIES.map((c) => ({ value: c.to.split("/").pop()!, label: c.label }));

export const COUNTRY_NAMES: Record<string, string> = Object.fromEntries(NAV_COUNTRIES.map((c) => [c.to.split("/").pop()!, c.label]));
