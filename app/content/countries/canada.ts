import type { Country } from "../types";

export const country: Country = {
  slug: "canada",
  name: "Canada",
  tagline: "Permanent residence through Express Entry and provincial programmes, with fewer temporary permits than before.",
  summary:
    "Canada for Indian applicants: Express Entry and PR, work permits, capped study permits, visitor visas and family sponsorship, explained simply.",
  why: [
    "Canada aims to turn skilled newcomers into permanent residents and, later, citizens. Express Entry ranks candidates on age, education, language and work experience, and runs category-based draws for priority groups such as French speakers, healthcare workers and skilled trades.",
    "Canada has reduced temporary resident numbers since 2024. Study permits are capped, post-graduation work permit rules are stricter, and open work permits for spouses are limited. Since January 2026, master's and PhD students at public institutions are exempt from the study permit cap.",
    "People choose Canada for its public services, safe cities, large Indian community and two official languages, English and French. Speaking French can open extra immigration options.",
    "Permanent residents and citizens can sponsor spouses, partners and children. Sponsorship of parents and grandparents is paused for new applications in 2026, but the Super Visa allows long visits.",
  ],
  pathways: [
    {
      service: "canada-permanent-residency",
      blurb: "Permanent residence through Express Entry, provincial nominee programmes and other economic routes.",
    },
    {
      service: "canada-work-visa",
      blurb: "Employer-specific and open work permits, including LMIA-based and LMIA-exempt options.",
    },
    {
      service: "study-in-canada",
      blurb: "Choose a programme and institution under the study permit cap, and plan costs and work rights.",
    },
    {
      service: "canada-student-visa",
      blurb: "The study permit application: acceptance letter, attestation letter where needed, funds and documents.",
    },
    {
      service: "canada-visitor-visa",
      blurb: "The visitor visa for tourism, family visits and business trips, and the Super Visa for parents and grandparents.",
    },
    {
      service: "family-visas",
      blurb: "Spouse, partner and child sponsorship, and dependants of workers and students.",
    },
  ],
  facts: {
    capital: "Ottawa",
    currency: "Canadian dollar (CAD)",
    language: "English and French",
    climate: "Long, cold, snowy winters in most regions and warm summers; milder on the west coast",
  },
  faqs: [
    {
      question: "What is a CRS score?",
      answer:
        "The Comprehensive Ranking System gives Express Entry candidates a score out of 1,200 based on age, education, language, work experience and other factors. IRCC invites the highest-ranked candidates in each draw, or the highest-ranked within a category in category-based draws.",
    },
    {
      question: "Do I need a job offer for Express Entry?",
      answer:
        "No. Many people are invited without one. Since 25 March 2025, a job offer no longer adds CRS points, although it can still matter for eligibility in some programmes and provincial streams.",
    },
    {
      question: "Who can represent me with IRCC for a fee?",
      answer:
        "Canada allows only authorised representatives to charge for immigration advice or representation: licensed members of the College of Immigration and Citizenship Consultants, lawyers and paralegals of a Canadian law society, and notaries in Quebec. IRCC may refuse to deal with an unauthorised paid representative. You can check consultants on the College's public register. Ask any adviser, including us, what role they can play in your application.",
    },
    {
      question: "Is there a cap on study permits?",
      answer:
        "Yes. Canada sets a yearly limit and most college and undergraduate students need a provincial or territorial attestation letter (PAL/TAL). Since 1 January 2026, master's and doctoral students at public institutions do not need one. Check canada.ca for the current rules.",
    },
    {
      question: "Can my parents come to live with me in Canada?",
      answer:
        "The Parents and Grandparents Program is not accepting new applications in 2026. Parents and grandparents can apply for a Super Visa, which allows stays of up to five years per entry, if the host meets the income rule and the parent has Canadian medical insurance.",
    },
  ],
  sources: [
    {
      label: "Government of Canada: Express Entry",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry.html",
    },
    {
      label: "Government of Canada: Study permit",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
    },
    {
      label: "Government of Canada: Family sponsorship",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/family-sponsorship.html",
    },
    {
      label: "Government of Canada: Parent and grandparent Super Visa",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/parent-grandparent-super-visa.html",
    },
    {
      label: "Government of Canada: Use an authorized representative",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigration-citizenship-representative/choose/authorized.html",
    },
    { label: "College of Immigration and Citizenship Consultants", url: "https://college-ic.ca/" },
  ],
  lastReviewed: "2026-11-22",
};
