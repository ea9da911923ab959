// Each destination's official processing-time page, in one place: the link beside the
// firm's own processing times on a client's dashboard (issue 44). The pages are the
// ones the services' texts were checked against (sources/australia, canada, uk, usa).
import type { CountrySlug, Service, Source } from "../types";
import { HOME_AFFAIRS_PROCESSING_TIMES } from "./australia";
import { IRCC_PROCESSING_TIMES } from "./canada";
import { UK_PROCESSING_TIMES } from "./uk";
import { DOS_WAIT_TIMES, USCIS_PROCESSING_TIMES } from "./usa";

export const PROCESSING_TIME_PAGES: Partial<Record<CountrySlug, Source>> = {
  australia: HOME_AFFAIRS_PROCESSING_TIMES,
  canada: IRCC_PROCESSING_TIMES,
  "united-kingdom": UK_PROCESSING_TIMES,
  usa: DOS_WAIT_TIMES,
};

const TIME_PAGES = new Set([...Object.values(PROCESSING_TIME_PAGES), USCIS_PROCESSING_TIMES].map((s) => s.url));

/**
 * The official page of how long the government takes for a service: the service's own
 * processing-time source when that is a processing-time page, else its destination's,
 * else the official page the service's stated time was checked against.
 */
export function officialProcessingTimes(service: Service | undefined, destination: string): Source | null {
  const own = service?.processingTime.source;
  if (own && TIME_PAGES.has(own.url)) return own;
  return PROCESSING_TIME_PAGES[destination as CountrySlug] ?? own ?? null;
}
