import { COUNTRY_NAMES } from "~/lib/website/navigation";
import type { CountrySlug, ServiceCategory } from "./types";

// The website's own pictures, each with its size (so the page does not shift as it
// loads), its text for people who cannot see it, and its licence or credit.

export type Picture = { src: string; alt: string; width: number; height: number; credit: string };

/** Flags from the flag-icons set (MIT licence, © Panayiotis Lipiridis; public/images/flags/LICENSE.txt), 4:3. */
export function flagOf(country: CountrySlug, width = 48): Picture {
  const name = COUNTRY_NAMES[country] ?? country;
  return {
    src: `/images/flags/${country}.svg`,
    alt: country === "europe" ? "Flag of the European Union" : `Flag of ${name}`,
    width,
    height: Math.round((width * 3) / 4),
    credit: "flag-icons, MIT licence",
  };
}

/** The home page's illustration: drawn for this site (no third-party artwork). */
export const HERO: Picture = {
  src: "/images/hero-routes.svg",
  alt: "A globe with routes from India to Canada, the UK, Europe, the USA and Australia",
  width: 560,
  height: 420,
  credit: "Drawn for this site",
};

const drawn = (name: string, alt: string, width = 480, height = 360): Picture => ({
  src: `/images/illustrations/${name}.svg`,
  alt,
  width,
  height,
  credit: "Drawn for this site",
});

/** Illustrations drawn for this site (public/images/illustrations), one per kind of page. */
export const ILLUSTRATIONS = {
  consultation: drawn("consultation", "Two people talking across a table"),
  documents: drawn("documents", "A document protected by a shield with a tick"),
  study: drawn("study", "A graduation cap, books and a globe"),
  work: drawn("work", "A briefcase and a work permit card"),
  visitor: drawn("visitor", "A suitcase, a passport and a plane on its route"),
  team: drawn("team", "Three members of a team"),
  success: drawn("success", "An open passport with an approved stamp"),
  services: drawn("services", "A signpost pointing in several directions"),
  blogCover: drawn("blog-cover", "A notebook with a globe and travel routes", 1200, 630),
  notFound: drawn("not-found", "A map with a dashed route that ends in a question mark"),
} satisfies Record<string, Picture>;

/** The illustration of a kind of service (a service page's header, a topic page). */
export function pictureOf(category: ServiceCategory): Picture {
  const byCategory: Record<ServiceCategory, Picture> = {
    work: ILLUSTRATIONS.work,
    "job-seeker": ILLUSTRATIONS.work,
    business: ILLUSTRATIONS.work,
    "permanent-residency": ILLUSTRATIONS.success,
    study: ILLUSTRATIONS.study,
    visitor: ILLUSTRATIONS.visitor,
    family: ILLUSTRATIONS.team,
  };
  return byCategory[category];
}
