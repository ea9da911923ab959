import { australiaPoints } from "./australia-points";
import { crs } from "./crs";
import type { Calculator } from "~/lib/calculators/engine";
import { opportunityCard } from "./opportunity-card";

// Every calculator of the site, in the order the calculators page lists them.
export const CALCULATORS = [crs, australiaPoints, opportunityCard] as unknown as readonly Calculator<unknown>[];

export function getCalculator(slug: string): Calculator<unknown> | undefined {
  return CALCULATORS.find((c) => c.slug === slug);
}

/** The calculator for a service or country page, if one fits. */
export function calculatorFor(page: { service?: string; country?: string }): Calculator<unknown> | undefined {
  return CALCULATORS.find((c) => c.service === page.service) ?? CALCULATORS.find((c) => c.country === page.country);
}
