// Canadian official sources cited by two or more pages: IRCC, Justice Laws, the Canada Gazette, CICC.
import type { Source } from "../types";

export const IRCC_PROCESSING_TIMES: Source = {
  label: "IRCC: check processing times",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
};
export const IRCC_FEE_LIST: Source = {
  label: "IRCC: fee list",
  url: "https://ircc.canada.ca/english/information/fees/fees.asp",
};
export const IRCC_FEE_CHANGES: Source = {
  label: "IRCC: fee changes (study permit, work permit and permanent residence fees)",
  url: "https://ircc.canada.ca/english/information/fees/fee-changes.asp",
};
export const IRCC_BIOMETRIC_FEE: Source = {
  label: "IRCC: biometric fee (program delivery instructions)",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/fees/immigration/general/biometric.html",
};
export const IRCC_WORK_PERMIT_FEES: Source = {
  label: "IRCC: work permit processing fee and open work permit holder fee",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/permit/temporary/need-permit/appeal-removal.html",
};
export const IRCC_LEVELS_PLAN: Source = {
  label: "IRCC: Question Period Note, Immigration Levels Plan 2026-2028",
  url: "https://search.open.canada.ca/qpnotes/record/cic%2CIRCC-2025-QP-00046",
};
export const IRCC_CATEGORIES_2026: Source = {
  label: "IRCC news release: Canada prioritizes top talent in 2026 Express Entry categories (18 February 2026)",
  url: "https://www.newswire.ca/news-releases/canada-prioritizes-top-talent-in-2026-immigration-express-entry-categories-888682465.html",
};
export const IRCC_EXPRESS_ENTRY: Source = {
  label: "IRCC: Express Entry",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry.html",
};
export const IRCC_FAMILY_SPONSORSHIP: Source = {
  label: "Government of Canada: Family sponsorship",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/family-sponsorship.html",
};
export const IRCC_START_UP_VISA: Source = {
  label: "IRCC: Start-up Visa program",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/start-visa.html",
};
export const IRCC_STUDY_PERMIT: Source = {
  label: "IRCC: study permit",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
};
export const IRCC_DLI_LIST: Source = {
  label: "IRCC: designated learning institutions list",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html",
};
export const IRCC_ATTESTATION: Source = {
  label: "IRCC: study permits, provincial or territorial attestation letters (program delivery instructions)",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/temporary-residents/study-permits/attestation-letters.html",
};
export const IRCC_VISIT_CANADA: Source = {
  label: "IRCC: visit Canada",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html",
};
export const IRCC_SUPER_VISA: Source = {
  label: "IRCC: Super Visa for parents and grandparents",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/parent-grandparent-super-visa.html",
};
export const IRCC_SUPER_VISA_MI: Source = {
  label: "IRCC: Ministerial Instructions regarding the Parent and Grandparent Super Visa",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/policies-operational-instructions-agreements/ministerial-instructions/other-goals/mi-super-visa-2.html",
};
export const IRCC_GSS_EXEMPTIONS: Source = {
  label: "IRCC: Global Skills Strategy work permit exemptions",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/hire-foreign-worker/temporary/global-skills-strategy/exemptions.html",
};
export const IRCC_REPRESENTATIVES: Source = {
  label: "IRCC: use an authorized immigration representative",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigration-citizenship-representative.html",
};
export const IRPR_VISA_FEE: Source = {
  label: "Justice Laws: Immigration and Refugee Protection Regulations, section 296 (visitor visa fee)",
  url: "https://laws-lois.justice.gc.ca/eng/regulations/SOR-2002-227/page-55.html",
};
export const IRPR_AUTHORIZED_STAY: Source = {
  label: "Justice Laws: Immigration and Refugee Protection Regulations, section 183 (authorized stay)",
  url: "https://laws-lois.justice.gc.ca/eng/regulations/SOR-2002-227/section-183-20220926.html",
};
export const GAZETTE_DOCUMENT_CANCELLATION: Source = {
  label: "Canada Gazette, Part II: SOR/2025-11, cancellation of immigration documents",
  url: "https://gazette.gc.ca/rp-pr/p2/2025/2025-02-12/html/sor-dors11-eng.html",
};
export const GAZETTE_VISA_VALIDITY: Source = {
  label: "Canada Gazette, Part I: cancellation of immigration documents (regulatory impact analysis)",
  url: "https://gazetteducanada.gc.ca/rp-pr/p1/2024/2024-06-15/html/reg1-eng.html",
};
export const CICC_REGISTER: Source = {
  label: "College of Immigration and Citizenship Consultants: public register",
  url: "https://college-ic.ca/protecting-the-public/find-an-immigration-consultant",
};

// The 2026 figures below: canada.ca could not be read when checked (2026-11-28), so each label names the
// official page and the reports the figure rests on.
export const PR_FEES_2026: Source = {
  label:
    "IRCC notice of 27 March 2026, permanent residence fees from 30 April 2026 (CAD 990 processing fee, CAD 600 Right of Permanent Residence Fee), as reported by Ansari Immigration (April 2026); that fees rose on that day is also reported by Canada Pathways (2026). The fees from 30 April 2024 to 29 April 2026 (CAD 950, CAD 575, CAD 260 for a dependent child) are in IRCC's 2024 notice, reported by Nairametrics and Skynet Immigration (April 2024)",
  url: "https://ircc.canada.ca/english/information/fees/fee-changes.asp",
};
export const PROOF_OF_FUNDS_2025: Source = {
  label:
    "IRCC: proof of funds for Express Entry, table in force from 7 July 2025 (CAD 15,263 for one person, CAD 28,362 for four), as reported by Business Today and Nairametrics (July 2025); no later table found in 2026 reports",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/proof-funds.html",
};
export const IRCC_SERVICE_STANDARDS: Source = {
  label:
    "IRCC: service standards (Express Entry: 6 months for 80% of complete applications; family class spouses and children: 12 months), as reported in 2026 by Visavio and IRCC Tracker",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/transparency/service-declaration/service-standards.html",
};
export const STUDY_LIVING_COST: Source = {
  label:
    "IRCC: study permit, proof of financial support (living costs outside Quebec from 1 September 2025: CAD 22,895 for one person), as reported by ClearToEnter (June 2026) and Niyama Immigration (2025); CAD 20,635 from 1 January 2024",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
};
