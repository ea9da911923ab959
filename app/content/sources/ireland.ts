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
