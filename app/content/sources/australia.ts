// Australian official sources cited by two or more pages: Home Affairs, legislation, education, OMARA.
import type { Source } from "../types";

export const HOME_AFFAIRS_PRICING: Source = {
  label: "Australian Department of Home Affairs: current visa pricing",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
};
export const HOME_AFFAIRS_PROCESSING_TIMES: Source = {
  label: "Australian Department of Home Affairs: global visa processing times",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times",
};
export const VISITOR_600: Source = {
  label: "Australian Department of Home Affairs: Visitor visa (subclass 600)",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600",
};
export const STUDENT_500: Source = {
  label: "Department of Home Affairs: Student visa (subclass 500)",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500",
};
export const SKILLED_INDEPENDENT_189: Source = {
  label: "Department of Home Affairs: Skilled Independent visa (subclass 189)",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189",
};
export const SKILLS_IN_DEMAND_482: Source = {
  label: "Department of Home Affairs: Skills in Demand visa (subclass 482)",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skills-in-demand-482",
};
export const EMPLOYER_NOMINATION_186: Source = {
  label: "Department of Home Affairs: Employer Nomination Scheme visa (subclass 186)",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/employer-nomination-scheme-186",
};
export const SKILL_OCCUPATION_LISTS: Source = {
  label: "Department of Home Affairs: skill occupation lists",
  url: "https://immi.homeaffairs.gov.au/visas/working-in-australia/skill-occupation-list",
};
export const SID_REGULATIONS: Source = {
  label:
    "Federal Register of Legislation: Migration Amendment (2024 Measures No. 1) Regulations 2024 (Skills in Demand visa and Employer Nomination Scheme changes, from 7 December 2024)",
  url: "https://legislation.gov.au/F2024L01585/asmade/2024-12-06/text/original/epub/OEBPS/document_1/document_1.html",
};
export const LIVING_COST: Source = {
  label: "Federal Register of Legislation: LIN 24/042, evidence of financial capacity for student visas (living costs AUD 29,710)",
  url: "https://legislation.gov.au/F2024L00529/asmade/2024-05-09/text/original/epub/OEBPS/document_1/document_1.html",
};
export const LIVING_COST_IN_FORCE: Source = {
  label: "Federal Register of Legislation: LIN 19/198, evidence of financial capacity (compilation in force from 10 May 2024)",
  url: "https://www.legislation.gov.au/F2019L01366/2024-05-10/2024-05-10/text/original/epub/OEBPS/document_1/document_1.html",
};
export const ONSHORE_STUDENT_BAN: Source = {
  label:
    "Federal Register of Legislation: LIN 24/051, visas that stop a person applying for a student visa in Australia (explanatory statement)",
  url: "https://www.legislation.gov.au/F2024L00787/asmade/2024-06-26/es/original/epub/OEBPS/document_1/document_1.html",
};
export const JULY_2024_CHANGES: Source = {
  label: "Australian Government ministers: fee increase for international students part of July 1 migration reforms",
  url: "https://ministers.education.gov.au/clare/fee-increase-international-students-part-july-1-migration-reforms",
};
export const MD115: Source = {
  label: "Study Australia (Australian Government): Student visa processing 2026, Ministerial Direction 115",
  url: "https://www.studyaustralia.gov.au/en/Agent-Hub/agent-news-index/australia-s-student-visa-processing-2026--ministerial-direction-",
};
export const CRICOS: Source = {
  label: "CRICOS: register of courses for overseas students",
  url: "https://cricos.education.gov.au",
};
export const INTERNATIONAL_EDUCATION: Source = {
  label: "Department of Education: international education",
  url: "https://www.education.gov.au/international-education",
};
export const OMARA: Source = {
  label: "Office of the Migration Agents Registration Authority (OMARA)",
  url: "https://www.mara.gov.au",
};

// The 2026 figures below: the Home Affairs pricing and income-threshold pages could not be read
// when checked (2026-11-28), so each label names the official rule and the reports the figure rests on.
export const INCOME_THRESHOLDS: Source = {
  label:
    "Income thresholds indexed each 1 July under regulation 5.42A of the Migration Regulations 1994: from 1 July 2026 CSIT AUD 79,499 and SSIT AUD 146,717 (BDO Australia, 2026, and Pixel Migration, 2026); from 1 July 2025 CSIT and TSMIT AUD 76,515 and SSIT AUD 141,210 (Home Affairs announcement, reported by Reid Legal Group and Katsaros Lawyers); from 7 December 2024 CSIT AUD 73,150 and SSIT AUD 135,000 (Migration Amendment (2024 Measures No. 1) Regulations 2024)",
  url: "https://www.legislation.gov.au/F1996B03551/latest/text",
};

export const CHARGES_2026: Source = {
  label:
    "Visa application charges from 1 July 2026 (most up 25 per cent): Peak Migration, July 2026, and Wise Kangaroo, July 2026 (explanatory statement to the Home Affairs Legislation Amendment (2026 Measures No. 1) Regulations 2026); amounts from 1 July 2025 (subclass 482 AUD 3,210, subclass 186 AUD 4,910) as reported by Travelling South Migration, July 2025; the Home Affairs pricing page could not be read here",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
};

export const STUDENT_CHARGE: Source = {
  label:
    "Federal Register of Legislation: Migration Regulations 1994, Schedule 1 item 1222 (Student visa charge AUD 2,000 from 1 July 2025). From 1 July 2026: AUD 2,500 reported by Peak Migration (July 2026), matching the 25 per cent rise for most visa charges described by Wise Kangaroo (July 2026); the Home Affairs pricing page could not be read here",
  url: "https://www.legislation.gov.au/F1996B03551/latest/text",
};

export const SKILLED_189_CHARGE: Source = {
  label:
    "Visa application charge, Skilled Independent visa (subclass 189), points-tested stream: AUD 6,135 from 1 July 2026 according to Visa Atlas (checked against the Home Affairs pricing table, July 2026), while the 186 main applicant charge is reported at AUD 6,140; AUD 4,910 from 1 July 2025 (publicservices.guide, May 2026); most charges up 25 per cent from 1 July 2026 (Peak Migration and Wise Kangaroo, July 2026); the Home Affairs pricing page could not be read here",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
};
export const STUDENT_WORK_LIMIT: Source = {
  label:
    "Department of Home Affairs: Student visa (subclass 500) work conditions, 48 hours a fortnight while the course is in session since 1 July 2023, as given by Financial Express (February 2026) and Desire Migration (2026)",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500",
};
