// UK official sources cited by two or more pages: GOV.UK (Home Office) visa, fee and adviser pages.
import type { Source } from "../types";

export const HOME_OFFICE_FEES: Source = {
  label: "GOV.UK: Home Office immigration and nationality fees",
  url: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
};
export const UK_PROCESSING_TIMES: Source = {
  label: "GOV.UK: Visa processing times, applications outside the UK",
  url: "https://www.gov.uk/guidance/visa-processing-times-applications-outside-the-uk",
};
export const HEALTHCARE_SURCHARGE: Source = {
  label: "GOV.UK: Pay for UK healthcare as part of your immigration application",
  url: "https://www.gov.uk/healthcare-immigration-application",
};
export const SKILLED_WORKER: Source = {
  label: "GOV.UK: Skilled Worker visa",
  url: "https://www.gov.uk/skilled-worker-visa",
};
export const HEALTH_AND_CARE_WORKER: Source = {
  label: "GOV.UK: Health and Care Worker visa",
  url: "https://www.gov.uk/health-care-worker-visa",
};
export const LICENSED_SPONSORS: Source = {
  label: "GOV.UK: Register of licensed sponsors (workers)",
  url: "https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers",
};
export const UK_STUDENT_VISA: Source = { label: "GOV.UK: Student visa", url: "https://www.gov.uk/student-visa" };
export const UK_STUDENT_MONEY: Source = {
  label: "GOV.UK: Student visa, money you need",
  url: "https://www.gov.uk/student-visa/money",
};
export const APPENDIX_STUDENT: Source = {
  label: "GOV.UK: Immigration Rules, Appendix Student (English level, work conditions)",
  url: "https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-student",
};
export const GRADUATE_VISA: Source = { label: "GOV.UK: Graduate visa", url: "https://www.gov.uk/graduate-visa" };
export const STANDARD_VISITOR: Source = {
  label: "GOV.UK: Standard Visitor visa",
  url: "https://www.gov.uk/standard-visitor",
};
export const UK_FAMILY_VISAS: Source = { label: "GOV.UK: Family visas", url: "https://www.gov.uk/uk-family-visa" };
export const UK_PARTNER_INCOME: Source = {
  label: "GOV.UK: Family visas, financial requirements if you're applying as a partner or spouse",
  url: "https://www.gov.uk/uk-family-visa/proof-income-partner",
};
export const TB_TEST: Source = {
  label: "GOV.UK: Tuberculosis tests for visa applicants",
  url: "https://www.gov.uk/tb-test-visa",
};
export const UK_ADVISER_REGISTER: Source = {
  label: "GOV.UK: Find an immigration adviser",
  url: "https://www.gov.uk/find-an-immigration-adviser",
};

export const APPENDIX_SKILLED_WORKER: Source = {
  label: "GOV.UK: Immigration Rules, Appendix Skilled Worker (salary and English requirements)",
  url: "https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-skilled-worker",
};

// The Immigration Health Surcharge in force: £1,035 a year for most adults, £776 for students and under-18s.
export const HEALTH_CHARGE_ORDER_2024: Source = {
  label: "legislation.gov.uk: The Immigration (Health Charge) (Amendment) Order 2024",
  url: "https://www.legislation.gov.uk/uksi/2024/55/body/made",
};

// Checked on 2026-11-28: GOV.UK could not be read from here, so the labels name the reports.
export const VISIT_FEES_2025: Source = {
  label:
    "GOV.UK: Standard Visitor visa fees from 9 April 2025 (£127 up to 6 months; long-term £475, £848, £1,059), as reported by Daily8 and DavidsonMorris; from 4 October 2023 £115, £400, £771, £963 (Home Office, reported by Mondaq and UK Diaries); no 2026 amount found",
  url: "https://www.gov.uk/standard-visitor/apply-standard-visitor-visa",
};
export const VISIT_SERVICE_STANDARD: Source = {
  label:
    "UK Visas and Immigration: customer service standards (visit visas applied for outside the UK: 3 weeks, priority service 5 working days where offered), as stated by the British High Commission in India (2022, reported by IVSource and Mint)",
  url: "https://www.gov.uk/government/organisations/uk-visas-and-immigration/about/about-our-services",
};
export const STUDENT_MONEY_2025: Source = {
  label:
    "GOV.UK: Student visa, money you need. From 11 November 2025 £1,529 a month in London and £1,171 elsewhere (Statement of Changes of October 2025, as reported by VisaHQ, November 2025; no second source found); from 2 January 2025 £1,483 and £1,136 (HC 217, reported by AYJ Solicitors and Ghana Guardian)",
  url: "https://www.gov.uk/student-visa/money",
};
export const GRADUATE_2027: Source = {
  label:
    "GOV.UK: Graduate visa (2 years, 3 years after a PhD); 18 months for bachelor's and master's graduates applying from 1 January 2027 under the Statement of Changes laid on 14 October 2025, as reported by ICEF Monitor and DavidsonMorris",
  url: "https://www.gov.uk/graduate-visa",
};
