// How long a document can be used, per document and destination (issue 40, "documents
// that stay valid"): each rule as the official page states it, with the day it was read
// there. The counting is app/lib/documents/validity.ts. Only rules read on an official
// page are here; a destination without a rule has none we could confirm (not "no limit").
// Looked for and not confirmed on an official page on 2026-11-28, so left out: passports
// for the USA, the UK, Canada, Australia and Ireland; English tests for the UK and
// Australia; police certificates for Canada, Australia and the UK; medicals for Canada.
import type { ValidityDocument, ValidityRule } from "~/lib/documents/validity";
import type { CountrySlug, Source } from "../types";

const CHECKED = "2026-11-28";

const IRCC_WAITING_POOL: Source = {
  label: "IRCC: Create an Express Entry profile, what to do while you wait in the pool (language tests)",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/submit-profile/waiting-pool.html",
};
const HOME_AFFAIRS_AFTER_HEALTH_EXAMS: Source = {
  label: "Department of Home Affairs: After your health examinations",
  url: "https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/health/after-your-health-examinations",
};
const EU_TRAVEL_DOCUMENTS: Source = {
  label: "European Union (Your Europe): Travel documents for non-EU nationals",
  url: "https://europa.eu/youreurope/citizens/travel/entry-exit/non-eu-nationals/index_en.htm",
};

export const VALIDITY_RULES: readonly ValidityRule[] = [
  {
    documentType: "english",
    country: "canada",
    dateAsked: "test",
    rule: { kind: "months-from-date", months: 24 },
    text: "For Express Entry, a language test result can be used for 2 years from the date of the result, and it must still be valid on the day you apply for permanent residence.",
    source: IRCC_WAITING_POOL,
    checked: CHECKED,
  },
  {
    documentType: "medical",
    country: "australia",
    dateAsked: "test",
    rule: { kind: "months-from-date", months: 12 },
    text: "Australian health examination results are valid for 12 months from the day you completed the examinations.",
    source: HOME_AFFAIRS_AFTER_HEALTH_EXAMS,
    checked: CHECKED,
  },
  {
    documentType: "passport",
    country: "europe",
    dateAsked: "expiry",
    rule: { kind: "valid-until-expiry", minMonthsAfter: 3, after: "stay-end" },
    text: "For a Schengen visit, your passport must be valid for at least 3 months after the day you plan to leave and must have been issued within the last 10 years.",
    source: EU_TRAVEL_DOCUMENTS,
    checked: CHECKED,
  },
];

/** The rules for a document going to a country: the country's own first, then those for any country. */
export function rulesFor(
  documentType: ValidityDocument,
  country: CountrySlug,
  rules: readonly ValidityRule[] = VALIDITY_RULES,
): ValidityRule[] {
  const mine = rules.filter((r) => r.documentType === documentType);
  return [...mine.filter((r) => r.country === country), ...mine.filter((r) => r.country === "any")];
}
