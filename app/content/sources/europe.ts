// European official sources cited by two or more pages: the EU, Germany, Portugal, Austria and Sweden.
import type { Source } from "../types";

// European Union
export const EU_VISA_POLICY: Source = {
  label: "European Commission (Migration and Home Affairs): Visa policy",
  url: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy_en",
};
export const EU_ENTRY_EXIT_SYSTEM: Source = {
  label: "European Union: Entry/Exit System (EES)",
  url: "https://travel-europe.europa.eu/ees_en",
};
export const EU_ETIAS: Source = { label: "European Union: ETIAS", url: "https://travel-europe.europa.eu/etias_en" };
export const EU_IMMIGRATION_PORTAL: Source = {
  label: "EU Immigration Portal",
  url: "https://immigration-portal.ec.europa.eu/",
};

// Germany
export const GERMAN_FOREIGN_OFFICE_VISAS: Source = {
  label: "German Federal Foreign Office: Visa and residence",
  url: "https://www.auswaertiges-amt.de/en/visa-service",
};
export const GERMAN_SCHENGEN_VISA_FEE: Source = {
  label: "Federal Foreign Office, German Embassy Nicosia: visa FAQ (visa fees)",
  url: "https://nikosia.diplo.de/cy-de/service/visaneu/1620096-1620096",
};
export const GERMAN_NATIONAL_VISA_FEE: Source = {
  label: "Federal Foreign Office, German Embassy Madrid: fees for a visa (national visa fee)",
  url: "https://spanien.diplo.de/es-de/service/-/2593692",
};
export const GERMAN_MISSIONS_INDIA: Source = {
  label: "German Missions in India: visa information",
  url: "https://india.diplo.de",
};
export const OPPORTUNITY_CARD_START: Source = {
  label: "Federal Foreign Office, German Missions in Australia: Opportunity card (Chancenkarte)",
  url: "https://australien.diplo.de/au-en/service/visa/long-term/opportunitycard/2656904",
};
export const OPPORTUNITY_CARD_MISSION: Source = {
  label: "Federal Foreign Office, German Embassy Gaborone: Job Search Opportunity Card",
  url: "https://gaborone.diplo.de/bw-en/service/-/2660884",
};
export const MAKE_IT_IN_GERMANY: Source = {
  label: "Make it in Germany (official portal)",
  url: "https://www.make-it-in-germany.com/en/",
};
export const MAKE_IT_IN_GERMANY_OPPORTUNITY_CARD: Source = {
  label: "Make it in Germany: Opportunity Card",
  url: "https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card",
};

// Portugal
export const PORTUGAL_AIMA: Source = {
  label: "AIMA: Agency for Integration, Migration and Asylum (Portugal)",
  url: "https://aima.gov.pt/",
};
export const PORTUGAL_VISA_PORTAL: Source = {
  label: "Portuguese Ministry of Foreign Affairs: Visa portal",
  url: "https://vistos.mne.gov.pt/en/",
};

// Austria
export const AUSTRIA_MIGRATION_PORTAL: Source = {
  label: "Migration.gv.at (official Austrian portal)",
  url: "https://www.migration.gv.at/en/",
};
export const AUSTRIA_VERY_HIGHLY_QUALIFIED: Source = {
  label: "Migration.gv.at: Very Highly Qualified Workers (job seeker visa and points table)",
  url: "https://migration.gv.at/en/types-of-immigration/permanent-immigration-red-white-red-card/very-highly-qualified-workers",
};

// Sweden
export const SWEDEN_MIGRATION_AGENCY: Source = {
  label: "Swedish Migration Agency (Migrationsverket)",
  url: "https://www.migrationsverket.se/",
};
export const SWEDEN_LOOK_FOR_WORK: Source = {
  label:
    "Swedish Migration Agency: Residence permit for highly qualified persons to look for work or start a business (permit length, family)",
  url: "https://migrationsverket.se/English/Private-individuals/Working-in-Sweden/Look-for-work.html",
};

// Checked on 2026-11-28: make-it-in-germany.com and the German missions' pages could not be read
// from here, so the labels name the official rule and the two 2026 reports the figures rest on.
export const GERMANY_FUNDS_2026: Source = {
  label:
    "Federal Foreign Office: proof of financial resources (blocked account) for 2026: EUR 992 a month (EUR 11,904 a year) for students, EUR 1,091 a month (EUR 13,092 a year) for the Opportunity Card, as reported by Starting in Germany (June 2026) and German Online Tests (2026)",
  url: "https://www.auswaertiges-amt.de/en/visa-service/-/2394962",
};
export const BLUE_CARD_2026: Source = {
  label:
    "Make it in Germany: EU Blue Card salary thresholds from 1 January 2026 (EUR 50,700; EUR 45,934.20 for shortage occupations, recent graduates and IT specialists), as reported by VisaFlow and NextMoveAbroad (2026)",
  url: "https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card",
};
export const RWR_CARD_FEE: Source = {
  label:
    "Migration.gv.at: Red-White-Red Card fee, EUR 218 according to Visa Atlas (checked against migration.gv.at, June 2026); the Upper Austria state government's page gives EUR 160 for people aged 6 and over; the two do not agree",
  url: "https://www.migration.gv.at/en/types-of-immigration/permanent-immigration/skilled-workers-in-shortage-occupations/",
};
export const SWEDEN_WORK_PERMIT_RULES_2026: Source = {
  label: "Swedish Migration Agency: new rules for work permits from 1 June 2026 (news, 17 April 2026)",
  url: "https://www.migrationsverket.se/nyheter/news-archive/2026-04-17-new-rules-for-work-permits-from-1-june-2026.html",
};
