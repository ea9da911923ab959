// Irish official sources cited by two or more pages: Irish Immigration Service, Education in Ireland, WRC.
import type { Source } from "../types";

export const IRISH_IMMIGRATION: Source = {
  label: "Irish Immigration Service (Immigration Service Delivery)",
  url: "https://www.irishimmigration.ie/",
};
export const IRELAND_SINGLE_MULTIPLE: Source = {
  label: "Irish Immigration Service: single and multiple entry visas",
  url: "https://irishimmigration.ie/single-multiple-visas",
};
export const IRELAND_REGISTRATION: Source = {
  label: "Irish Immigration Service: registration of immigration permissions at the Burgh Quay Registration Office (registration fee)",
  url: "https://irishimmigration.ie/transfer-of-registration-responsibility-for-cork-and-limerick",
};
export const IRELAND_TLGP: Source = {
  label: "Irish Immigration Service: Third Level Graduate Programme (Stamp 1G)",
  url: "https://irishimmigration.ie/my-situation-has-changed-since-i-arrived-in-ireland/third-level-graduate-programme",
};
export const EDUCATION_IN_IRELAND_VISAS: Source = {
  label: "Education in Ireland (Enterprise Ireland, Irish Government): student visas",
  url: "https://www.educationinireland.com/en/plan-you-study-abroad/student-visas",
};
export const STAMP_2_WORK: Source = {
  label: "Workplace Relations Commission: employment entitlements of non-EEA students holding immigration Stamp 2",
  url: "https://www.workplacerelations.ie/en/news-media/Workplace_Relations_Notices/Changes_to_Employment_entitlements_of_Non-EEA_Students_holding_Immigration_Stamp_2.html",
};

// Checked on 2026-11-28 against a stored copy of the official fees page (undated) and two guides.
export const IRELAND_VISA_FEES: Source = {
  label:
    "Irish Immigration Service: visa fees (single entry EUR 60, multiple entry EUR 100, transit EUR 25), also given by EU Helpers and Cities Insider; no change found by 28 November 2026",
  url: "https://www.irishimmigration.ie/coming-to-visit-ireland/visa-fees/",
};
export const STUDY_FEE_ADVANCE: Source = {
  label:
    "Irish Immigration Service: long-stay study visa (course fees under EUR 6,000 paid in full, otherwise at least EUR 6,000, before applying), as given by The Mentors Circle (May 2026) and IndiaEducation",
  url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
};
export const PERMIT_THRESHOLDS_2026: Source = {
  label:
    "Department of Enterprise, Tourism and Employment: Roadmap for Minimum Annual Remuneration, thresholds from 1 March 2026 (General Employment Permit EUR 36,605; Critical Skills EUR 40,904 with a relevant degree, EUR 68,911 otherwise), as reported by VisaHQ (February 2026) and Peninsula Ireland; from 17 January 2024 EUR 34,000, EUR 38,000 and EUR 64,000",
  url: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/",
};
export const PERMIT_FEES: Source = {
  label:
    "Department of Enterprise, Tourism and Employment: employment permit fees (Critical Skills EUR 1,000; General Employment Permit EUR 1,000 up to 24 months, EUR 500 for 6 months or less; 90% refunded if refused), as given by Visa Atlas (July 2026) and publicservices.guide (May 2026)",
  url: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/fees/",
};
