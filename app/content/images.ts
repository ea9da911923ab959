import { COUNTRY_NAMES } from "~/lib/navigation";
import type { CountrySlug } from "./types";

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
