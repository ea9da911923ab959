// US official sources cited by two or more pages: State Department, USCIS, ICE (SEVP), Federal Register.
import type { Source } from "../types";

export const DOS_WAIT_TIMES: Source = {
  label: "US Department of State: Visa appointment wait times",
  url: "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/global-visa-wait-times.html",
};
export const DOS_VISA_FEES: Source = {
  label: "US Department of State: Fees for Visa Services",
  url: "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html",
};
export const DOS_STUDENT_VISA: Source = {
  label: "US Department of State: Student Visa",
  url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
};
export const DOS_VISITOR_VISA: Source = {
  label: "US Department of State: Visitor Visa",
  url: "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html",
};
export const EDUCATIONUSA: Source = {
  label: "EducationUSA (US Department of State)",
  url: "https://educationusa.state.gov/",
};
export const USCIS_PROCESSING_TIMES: Source = {
  label: "USCIS: Check case processing times",
  url: "https://egov.uscis.gov/processing-times/",
};
export const USCIS_FEES: Source = { label: "USCIS: Fee Schedule (G-1055)", url: "https://www.uscis.gov/g-1055" };
export const USCIS_H1B: Source = {
  label: "USCIS: H-1B Specialty Occupations",
  url: "https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations",
};
export const USCIS_FEE_RULE: Source = {
  label: "Federal Register: U.S. Citizenship and Immigration Services Fee Schedule (final rule, 31 January 2024)",
  url: "https://www.federalregister.gov/documents/2024/01/31/2024-01427/us-citizenship-and-immigration-services-fee-schedule-and-changes-to-certain-other-immigration",
};
export const PREMIUM_PROCESSING_RULE: Source = {
  label: "Federal Register: Adjustment to Premium Processing Fees (final rule, 12 January 2026)",
  url: "https://www.govinfo.gov/content/pkg/FR-2026-01-12/html/2026-00321.htm",
};
export const H1B_WEIGHTED_SELECTION_RULE: Source = {
  label:
    "Federal Register: Weighted Selection Process for Registrants and Petitioners Seeking To File Cap-Subject H-1B Petitions (final rule, 29 December 2025)",
  url: "https://www.govinfo.gov/content/pkg/FR-2025-12-29/html/2025-23853.htm",
};
export const H1B_PROCLAMATION: Source = {
  label: "Federal Register: Proclamation 10973 of 19 September 2025, Restriction on Entry of Certain Nonimmigrant Workers",
  url: "https://www.govinfo.gov/content/pkg/FR-2025-09-24/html/2025-18601.htm",
};
export const CONSULAR_FEE_RULE: Source = {
  label: "Federal Register: Schedule of Fees for Consular Services, Nonimmigrant and Special Visa Fees (final rule, 28 March 2023)",
  url: "https://www.govinfo.gov/content/pkg/FR-2023-03-28/pdf/2023-06290.pdf",
};
export const VISA_INTEGRITY_LAW: Source = {
  label: "Congressional Record, 2 July 2025: H.R. 1, One Big Beautiful Bill Act, text as passed (visa integrity fee)",
  url: "https://www.govinfo.gov/content/pkg/CREC-2025-07-02/html/CREC-2025-07-02-pt1-PgH3059.htm",
};
export const FIXED_PERIOD_PROPOSAL: Source = {
  label: "Federal Register: DHS proposed rule, fixed time period of admission for F, J and I nonimmigrants (2025-16554)",
  url: "https://www.federalregister.gov/d/2025-16554",
};
export const SEVIS_FEE: Source = {
  label: "US Immigration and Customs Enforcement: I-901 SEVIS fee",
  url: "https://www.ice.gov/sevis/i901",
};
export const SEVP_REGULATIONS: Source = {
  label: "US Immigration and Customs Enforcement: SEVP's governing regulations for students and schools (8 CFR 214.2(f))",
  url: "https://www.ice.gov/sevis/schools/reg",
};
export const STUDY_IN_THE_STATES: Source = {
  label: "Study in the States (US Department of Homeland Security)",
  url: "https://studyinthestates.dhs.gov/",
};

// Checked on 2026-11-28: where travel.state.gov or uscis.gov could not be read from here, the label
// names the official page and the reports the figure rests on.
export const VISA_INTEGRITY_STATUS: Source = {
  label:
    "Visa integrity fee (H.R. 1, section 100007: at least USD 250 when a nonimmigrant visa is issued): DHS Federal Register notice of 22 July 2025 ('will be implemented in a future publication'), as reported by NAFSA and the Alliance for International Exchange; no report of collection having started was found on 28 November 2026",
  url: "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html",
};
export const EB5_AMOUNTS: Source = {
  label:
    "USCIS: EB-5 Immigrant Investor Program (EB-5 Reform and Integrity Act of 2022: USD 1,050,000, or USD 800,000 in a targeted employment area or infrastructure project, until the first inflation adjustment on 1 January 2027), as reported by EB5Status (June 2026) and Business Standard (October 2025)",
  url: "https://www.uscis.gov/working-in-the-united-states/permanent-workers/eb-5-immigrant-investor-program",
};
export const EB5_FEES: Source = {
  label:
    "USCIS Fee Schedule (G-1055) after the order of the US District Court for the District of Colorado of 12 November 2025 (Moody v. Noem): Form I-526 and I-526E USD 3,675, Form I-829 USD 3,750, as reported by MurthyDotCom and VisaVerge (November 2025); DHS proposed USD 9,625 for Form I-526E in October 2025 (Business Standard); no final rule found on 28 November 2026",
  url: "https://www.uscis.gov/g-1055",
};
export const I130_FEE: Source = {
  label:
    "Federal Register: USCIS fee schedule final rule (31 January 2024), Form I-130 USD 675 on paper or USD 625 online from 1 April 2024; the same fees are reported for 2026 by ImmigrationDirect",
  url: "https://www.federalregister.gov/documents/2024/01/31/2024-01427/us-citizenship-and-immigration-services-fee-schedule-and-changes-to-certain-other-immigration",
};
export const H1B_PROCLAMATION_STATUS: Source = {
  label:
    "Federal Register: Proclamation 10973 (USD 100,000 payment for new H-1B petitions, 12 months from 21 September 2025 unless extended), with USCIS guidance of 20 September 2025 as reported by Bell Nunnally and Goldblum; no report of an extension or of its end was found on 28 November 2026",
  url: "https://www.govinfo.gov/content/pkg/FR-2025-09-24/html/2025-18601.htm",
};
