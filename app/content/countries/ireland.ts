import type { Country } from "../types";

export const country: Country = {
  slug: "ireland",
  name: "Ireland",
  tagline: "An English-speaking EU country with major tech and pharma employers and a stay-back option for graduates.",
  summary:
    "Ireland for Indian applicants: studies, the Stamp 1G graduate stay, Critical Skills and General Employment Permits, visit visas and family rules.",
  why: [
    "Ireland is English-speaking, in the EU, and home to the European headquarters of many global technology, pharmaceutical and finance companies.",
    "Graduates of Irish higher education can stay to look for work under the Third Level Graduate Programme (Stamp 1G): up to 12 months after a level 8 (honours bachelor's) degree and up to two years after a level 9 (master's) degree or higher.",
    "Employment permits are issued by the Department of Enterprise. The Critical Skills Employment Permit targets in-demand roles and offers faster family reunification and a route to longer-term residence.",
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
      blurb: "Joining a family member in Ireland, including spouses of Critical Skills Employment Permit holders.",
    },
    {
      service: "business-immigration",
      blurb: "The Start-up Entrepreneur Programme (STEP) for high-potential start-ups; the investor programme closed in 2023.",
    },
  ],
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
        "No. Ireland is in the EU but not in Schengen, so a Schengen visa does not let you enter Ireland. You need an Irish visa, applied for online through AVATS and supporting documents.",
    },
    {
      question: "Can I work while studying in Ireland?",
      answer:
        "Yes. Students on Stamp 2 on an eligible full-time course can work up to 20 hours a week during term and up to 40 hours a week in holiday periods (June to September and 15 December to 15 January).",
    },
    {
      question: "What is the Critical Skills Employment Permit?",
      answer:
        "It is a work permit for jobs on Ireland's Critical Skills Occupations List that meet a minimum salary, or for other jobs at a higher salary. Holders can usually bring their spouse or partner straight away, and after completing the permit period (usually about two years) can apply for a longer permission (Stamp 4). Salary levels are reviewed regularly, so check enterprise.gov.ie.",
    },
    {
      question: "Does Ireland have an investor visa?",
      answer:
        "No longer. The Immigrant Investor Programme closed to new applications in February 2023. The Start-up Entrepreneur Programme (STEP) is still open for founders of high-potential start-ups with at least EUR 50,000 in funding.",
    },
  ],
  sources: [
    { label: "Irish Immigration Service", url: "https://www.irishimmigration.ie/" },
    {
      label: "Department of Enterprise, Tourism and Employment: Employment permits",
      url: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/",
    },
    { label: "Education in Ireland (Enterprise Ireland)", url: "https://www.educationinireland.com/" },
  ],
  lastReviewed: "2026-11-22",
};
