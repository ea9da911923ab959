import type { Country, Source } from "../types";
import {
  EDUCATION_IN_IRELAND_VISAS,
  IRELAND_REGISTRATION,
  IRELAND_SINGLE_MULTIPLE,
  IRELAND_TLGP,
  IRISH_IMMIGRATION,
  PERMIT_FEES,
  PERMIT_THRESHOLDS_2026,
  STAMP_2_WORK,
} from "../sources/ireland";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const STEP_FUNDING: Source = {
  label:
    "Irish Immigration Service: Start-up Entrepreneur Programme (minimum funding EUR 50,000 since 15 March 2014: Department of Justice press release and Brophy Solicitors, 2014)",
  url: "https://www.irishimmigration.ie/start-up-entrepreneur-programme-step/",
};

const CSEP_STAMP4: Source = {
  label: "Department of Enterprise, Tourism and Employment: notice for Critical Skills Employment Permit holders (Stamp 4)",
  url: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/latest-updates/important-notice/important-notice-for-critical-skills-and-green-card-employment-permit-holders.html",
};
const EMPLOYMENT_PERMITS: Source = {
  label: "Department of Enterprise, Tourism and Employment: employment permits",
  url: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/",
};
const LAW_SOCIETY: Source = { label: "Law Society of Ireland (find a solicitor)", url: "https://www.lawsociety.ie/" };

export const country: Country = {
  slug: "ireland",
  name: "Ireland",
  tagline: "An English-speaking EU country with major tech and pharma employers and a stay-back option for graduates.",
  summary:
    "Ireland for Indian applicants: studies, the Stamp 1G graduate stay, Critical Skills and General Employment Permits, visit visas and family rules.",
  why: [
    "Ireland is English-speaking, in the EU, and home to the European headquarters of many global technology, pharmaceutical and finance companies.",
    "Graduates of Irish higher education can stay to look for work under the Third Level Graduate Programme (Stamp 1G): up to 12 months after a level 8 (honours bachelor's) degree and up to 24 months after a level 9 (master's) degree or higher, within the overall limits on time as a student.",
    "Employment permits are issued by the Department of Enterprise, Tourism and Employment. The Critical Skills Employment Permit targets in-demand roles and offers faster family reunification and a route to longer-term residence.",
    "Ireland is not in the Schengen area. You need an Irish visa even if you hold a Schengen visa, and Ireland shares a Common Travel Area with the UK.",
  ],
  pathways: [
    {
      service: "study-in-ireland",
      blurb: "Choose a course, plan costs, work part time while studying and use the Stamp 1G stay-back after graduating.",
    },
    {
      service: "travel-visas",
      blurb: "Irish short-stay visit visas for tourism, family visits and business trips.",
    },
    {
      service: "family-visas",
      blurb: "Joining a family member in Ireland, including spouses and partners of Critical Skills Employment Permit holders.",
    },
    {
      service: "business-immigration",
      blurb:
        "The Start-up Entrepreneur Programme (STEP) for high-potential start-ups; the Immigrant Investor Programme has closed to new applications.",
    },
  ],
  whoQualifies: [
    "Students: you need an offer for a full-time course that is eligible for student immigration permission, proof that you have paid your fees as the visa rules require, enough money for your living costs, private medical insurance and English at the level your course needs. You must explain any gaps in your education or work, and show that you intend to leave Ireland when your permission ends. Courses must be offered by a provider on the Interim List of Eligible Programmes (ILEP), which is being replaced by the TrustEd Ireland quality mark.",
    "Critical Skills Employment Permit: you need a job offer from an employer in Ireland, either in an occupation on the Critical Skills Occupations List at or above the lower salary level, or in most other occupations at or above the higher salary level. You need the qualifications or experience the job requires. From 1 March 2026 the levels are EUR 40,904 a year (listed occupations, with a relevant degree) and EUR 68,911 (other occupations); they were EUR 38,000 and EUR 64,000 before. A General Employment Permit needs at least EUR 36,605 a year (EUR 34,000 before).",
    "General Employment Permit: this is for jobs that are not on the ineligible occupations list and that meet the minimum salary. In most cases the employer must first advertise the job to Irish and EEA workers (the labour market needs test). Some permits have rules on how many of the employer's staff must be from the EEA.",
    "Visitors: you must show a clear reason for the trip, enough money to pay for it, and strong ties to India, such as a job, business, studies or family. A visit visa does not allow you to work or to stay long term.",
    "Family: spouses, civil partners and de facto partners of Critical Skills Employment Permit holders can usually join them straight away. Family members of most other permit holders and of students face longer waiting periods or are not eligible, so check before you plan.",
  ],
  costsAndTimes: [
    {
      text: "Short-stay visitors can apply for a single-entry or a multiple-entry visa; a multiple-entry visa has a higher fee and is usually granted only to people who have followed the conditions of earlier Irish visas. If you pay for a multiple-entry visa but are granted a single-entry visa, the difference is not refunded.",
      source: IRELAND_SINGLE_MULTIPLE,
      checked: CHECKED,
    },
    {
      text: "After you arrive on a long-stay visa, you register your permission and receive an Irish Residence Permit (IRP). The registration fee is €300 for most people, paid on the day of your appointment; some people are exempt.",
      source: IRELAND_REGISTRATION,
      checked: CHECKED,
    },
    {
      text: "Under the Third Level Graduate Programme, graduates with a level 8 award receive twelve months' permission. Graduates with a level 9 award or higher receive twelve months at first, renewable for a further twelve months if they show they have taken real steps to find graduate-level work.",
      source: IRELAND_TLGP,
      checked: CHECKED,
    },
    {
      text: "Processing times for visas change through the year and depend on the visa office. The Irish Immigration Service publishes the latest visa decisions; do not book non-refundable travel until your visa is approved.",
      source: IRISH_IMMIGRATION,
      checked: CHECKED,
    },
    {
      text: "A Critical Skills Employment Permit costs EUR 1,000. A General Employment Permit costs EUR 1,000 for up to 24 months, or EUR 500 for 6 months or less. 90% of the fee is refunded if the permit is refused. The Department decides applications in the order they arrive and publishes the date it is working on; we could not read that page from here on 28 November 2026, so we check it with you before you plan your start date.",
      source: PERMIT_FEES,
      checked: CHECKED_TODAY,
    },
  ],
  refusalReasons: [
    "Finances are not clear: the bank statement does not cover the required period, large deposits appear just before the application with no explanation, or the sponsor's income does not support the amount shown.",
    "The course or job does not fit your background: for example, a course that repeats or steps down from earlier studies, or a job that does not match your qualifications and experience.",
    "Gaps in education or employment are not explained, or the explanation is not backed by documents.",
    "The visa officer is not satisfied that you will leave Ireland when your permission ends, because your ties to India are weak or not shown.",
    "Documents are missing, not translated, or do not match each other, or the application leaves out an earlier refusal for Ireland or another country.",
    "False or altered documents. This can lead to refusal of future applications, so never submit a document you cannot stand behind.",
  ],
  advisers: {
    text: "In Ireland, legal advice and representation on immigration matters for a fee are given by solicitors, who are regulated and listed by the Law Society of Ireland, and by barristers. You can check whether a person is a practising solicitor with the Law Society. We are an immigration consultancy based in India, not a law firm. We help you understand your options, prepare documents and organise your file. We do not represent you before the Irish immigration authorities or the Department of Enterprise unless a registered adviser, such as an Irish solicitor named to you in writing, does so. The Irish immigration authorities decide every application. Ask any adviser, including us, what their role on your file will be.",
    register: LAW_SOCIETY,
  },
  facts: {
    capital: "Dublin",
    currency: "Euro (EUR)",
    language: "English and Irish; English is used in daily life",
    climate: "Mild, damp and changeable all year; rarely very hot or very cold",
  },
  faqs: [
    {
      question: "Is Ireland part of the Schengen area?",
      answer:
        "No. Ireland is in the EU but not in Schengen, so a Schengen visa does not let you enter Ireland. You need an Irish visa, applied for online through AVATS, with supporting documents.",
    },
    {
      question: "Can I work while studying in Ireland?",
      answer:
        "Yes, if you hold Stamp 2 permission. You can work up to 40 hours a week in June, July, August and September and from 15 December to 15 January, and up to 20 hours a week at all other times. These are weekly maximums, not averages.",
    },
    {
      question: "What is the Critical Skills Employment Permit?",
      answer:
        "It is a work permit for jobs on Ireland's Critical Skills Occupations List that meet a minimum salary, or for most other jobs at a higher salary. Holders can usually bring their spouse or partner straight away, and after 2 years of employment on the permit can apply for Stamp 4 permission, which lets them live and work in Ireland without an employment permit. Salary levels are reviewed regularly, so check enterprise.gov.ie.",
    },
    {
      question: "Does Ireland have an investor visa?",
      answer:
        "No longer. The Immigrant Investor Programme has closed to new applications. The Start-up Entrepreneur Programme (STEP) is still open for founders of high-potential start-ups with at least EUR 50,000 in funding, the minimum since 2014; we could not read the Irish Immigration Service page to confirm it on 28 November 2026.",
    },
    {
      question: "Do I need to register after I arrive?",
      answer:
        "Yes, if you are staying for more than three months on a long-stay visa. You book an appointment, register your permission and receive an Irish Residence Permit card by post. Keep your IRP valid and renew it before it expires.",
    },
  ],
  figures: [
    { value: "up to 12 months", source: IRELAND_TLGP, checked: CHECKED },
    { value: "up to 24 months", source: IRELAND_TLGP, checked: CHECKED },
    { value: "up to 40 hours a week", source: STAMP_2_WORK, checked: CHECKED },
    { value: "up to 20 hours a week", source: STAMP_2_WORK, checked: CHECKED },
    { value: "15 December to 15 January", source: STAMP_2_WORK, checked: CHECKED },
    { value: "after 2 years of employment", source: CSEP_STAMP4, checked: CHECKED },
    { value: "1 March 2026", source: PERMIT_THRESHOLDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 40,904", source: PERMIT_THRESHOLDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 68,911", source: PERMIT_THRESHOLDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 38,000", source: PERMIT_THRESHOLDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 64,000", source: PERMIT_THRESHOLDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 36,605", source: PERMIT_THRESHOLDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 34,000", source: PERMIT_THRESHOLDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 50,000", source: STEP_FUNDING, checked: CHECKED_TODAY },
    { value: "since 2014", source: STEP_FUNDING, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: STEP_FUNDING, checked: CHECKED_TODAY },
  ],
  names: ["Stamp 1G", "Stamp 2", "Stamp 4", "level 8", "level 9"],
  sources: [
    PERMIT_THRESHOLDS_2026,
    PERMIT_FEES,
    STEP_FUNDING,
    IRISH_IMMIGRATION,
    IRELAND_TLGP,
    IRELAND_SINGLE_MULTIPLE,
    IRELAND_REGISTRATION,
    STAMP_2_WORK,
    CSEP_STAMP4,
    EMPLOYMENT_PERMITS,
    EDUCATION_IN_IRELAND_VISAS,
    LAW_SOCIETY,
  ],
};
