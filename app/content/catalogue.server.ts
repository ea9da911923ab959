import { titleFromSlug } from "~/lib/ui/format";
// The marketing content, indexed. Server-only: pages receive just what they show.
import { service as australiaPermanentResidency } from "./services/australia-permanent-residency";
import { service as australiaStudentVisa } from "./services/australia-student-visa";
import { service as australiaVisitorVisa } from "./services/australia-visitor-visa";
import { service as australiaWorkVisa } from "./services/australia-work-visa";
import { service as australiaWorkVisa482 } from "./services/australia-work-visa-482";
import { service as austriaJobSeekerVisa } from "./services/austria-job-seeker-visa";
import { service as businessImmigration } from "./services/business-immigration";
import { service as canadaBusinessVisa } from "./services/canada-business-visa";
import { service as canadaPermanentResidency } from "./services/canada-permanent-residency";
import { service as canadaStudentVisa } from "./services/canada-student-visa";
import { service as canadaVisitorVisa } from "./services/canada-visitor-visa";
import { service as canadaWorkVisa } from "./services/canada-work-visa";
import { service as familyVisas } from "./services/family-visas";
import { service as germanyOpportunityCard } from "./services/germany-opportunity-card";
import { service as portugalJobSeekerVisa } from "./services/portugal-job-seeker-visa";
import { service as schengenVisa } from "./services/schengen-visa";
import { service as studyInAustralia } from "./services/study-in-australia";
import { service as studyInCanada } from "./services/study-in-canada";
import { service as studyInIreland } from "./services/study-in-ireland";
import { service as studyInUk } from "./services/study-in-uk";
import { service as studyInUsa } from "./services/study-in-usa";
import { service as swedenJobSeekerVisa } from "./services/sweden-job-seeker-visa";
import { service as travelVisas } from "./services/travel-visas";
import { service as ukHealthcareWorkerVisa } from "./services/uk-healthcare-worker-visa";
import { service as ukSkilledWorkerVisa } from "./services/uk-skilled-worker-visa";
import { service as ukStudyVisa } from "./services/uk-study-visa";
import { service as ukVisitorVisa } from "./services/uk-visitor-visa";
import { service as usaB1b2Visa } from "./services/usa-b1b2-visa";
import { service as usaH1bVisa } from "./services/usa-h1b-visa";
import { service as usaStudyVisa } from "./services/usa-study-visa";
import { country as australiaCountry } from "./countries/australia";
import { country as austriaCountry } from "./countries/austria";
import { country as canadaCountry } from "./countries/canada";
import { country as europeCountry } from "./countries/europe";
import { country as germanyCountry } from "./countries/germany";
import { country as irelandCountry } from "./countries/ireland";
import { country as portugalCountry } from "./countries/portugal";
import { country as swedenCountry } from "./countries/sweden";
import { country as unitedKingdomCountry } from "./countries/united-kingdom";
import { country as usaCountry } from "./countries/usa";
import { policy as cancellationRefundPolicy } from "./policies/cancellation-refund-policy";
import { policy as privacyPolicy } from "./policies/privacy-policy";
import { policy as termsAndConditions } from "./policies/terms-and-conditions";
import { checksOf, STALE_AFTER_DAYS, staleChecks } from "./figures";
import type { Country, CountrySlug, Policy, Service } from "./types";

export const SERVICES: Service[] = [
  australiaPermanentResidency,
  australiaStudentVisa,
  australiaVisitorVisa,
  australiaWorkVisa,
  australiaWorkVisa482,
  austriaJobSeekerVisa,
  businessImmigration,
  canadaBusinessVisa,
  canadaPermanentResidency,
  canadaStudentVisa,
  canadaVisitorVisa,
  canadaWorkVisa,
  familyVisas,
  germanyOpportunityCard,
  portugalJobSeekerVisa,
  schengenVisa,
  studyInAustralia,
  studyInCanada,
  studyInIreland,
  studyInUk,
  studyInUsa,
  swedenJobSeekerVisa,
  travelVisas,
  ukHealthcareWorkerVisa,
  ukSkilledWorkerVisa,
  ukStudyVisa,
  ukVisitorVisa,
  usaB1b2Visa,
  usaH1bVisa,
  usaStudyVisa,
];
export const COUNTRIES: Country[] = [
  australiaCountry,
  austriaCountry,
  canadaCountry,
  europeCountry,
  germanyCountry,
  irelandCountry,
  portugalCountry,
  swedenCountry,
  unitedKingdomCountry,
  usaCountry,
];
export const POLICIES: Policy[] = [cancellationRefundPolicy, privacyPolicy, termsAndConditions];

const bySlug = new Map(SERVICES.map((s) => [s.slug, s]));

export function getService(slug: string): Service | undefined {
  return bySlug.get(slug);
}

/** What people read for a stored service: its title, never its slug. */
export function serviceTitle(slug: string): string {
  return bySlug.get(slug)?.title ?? titleFromSlug(slug);
}

export function getCountry(slug: string): Country | undefined {
  return COUNTRIES.find((c) => c.slug === slug);
}

export function getPolicy(slug: string): Policy | undefined {
  return POLICIES.find((p) => p.slug === slug);
}

export function servicesIn(country: CountrySlug): Service[] {
  return SERVICES.filter((s) => s.country === country);
}

/** Every service as a form option, by title. */
export function serviceOptions() {
  return SERVICES.map((s) => ({ value: s.slug, label: s.title })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Each service's title by its slug, for pages that name a stored topic (a booking's). */
export function serviceLabels(): Record<string, string> {
  return Object.fromEntries(SERVICES.map((s) => [s.slug, s.title]));
}

/** A card's worth of a service: what lists and menus show. */
export function serviceCard(s: Service) {
  return { slug: s.slug, title: s.title, shortTitle: s.shortTitle, summary: s.summary, category: s.category, country: s.country };
}
export type ServiceCard = ReturnType<typeof serviceCard>;

/** The menus' topic pages: every service of some categories, on one page. Any other unknown slug is a 404. */
export const TOPICS: Record<string, { title: string; summary: string; categories: Service["category"][] }> = {
  "study-abroad": {
    title: "Study Abroad",
    summary: "Study in Canada, the UK, Australia, Ireland or the USA: choosing a course, the student visa, funds and work rights.",
    categories: ["study"],
  },
  "work-permits": {
    title: "Work Permits",
    summary: "Work visas and job-seeker routes: employer-sponsored permits, skilled worker visas and points-based job search visas.",
    categories: ["work", "job-seeker"],
  },
  "visitor-visa": {
    title: "Visitor Visas",
    summary: "Visitor and tourist visas for holidays, family visits and short business trips, with a clear checklist for each country.",
    categories: ["visitor"],
  },
};

export function getTopic(slug: string) {
  const topic = Object.hasOwn(TOPICS, slug) ? TOPICS[slug] : undefined;
  return topic ? { slug, ...topic, services: SERVICES.filter((s) => topic.categories.includes(s.category)) } : undefined;
}

/** For the admin dashboard: how many figures were not checked in STALE_AFTER_DAYS, and the oldest. */
export function contentFreshness(today: string) {
  const pages = [...SERVICES, ...COUNTRIES];
  const stale = staleChecks(pages, today, STALE_AFTER_DAYS);
  const title = (slug: string) => getService(slug)?.title ?? getCountry(slug)?.name ?? slug;
  return {
    stale: stale.length,
    total: pages.reduce((n, p) => n + checksOf(p).length, 0),
    days: STALE_AFTER_DAYS,
    oldest: stale.slice(0, 5).map((c) => ({ page: title(c.page), what: c.what, checked: c.checked })),
  };
}
