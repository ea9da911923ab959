import type { Country } from "../types";

export const country: Country = {
  slug: "sweden",
  name: "Sweden",
  tagline: "Innovation, work-life balance and English-friendly workplaces, with a clear, online permit system.",
  summary:
    "Sweden for Indian applicants: work permits, the permit to look for work for master's graduates, studies, Schengen visits and family rules.",
  why: [
    "Sweden is known for innovative companies, flat workplaces, strong employee rights and a good work-life balance. English is widely spoken, especially in tech, engineering and research.",
    "A work permit needs a job offer that meets set conditions, including a minimum salary. Since November 2023 the salary must be at least 80% of the Swedish median salary, and terms must match Swedish collective agreements or industry practice.",
    "People with a master's-level degree can apply for a residence permit of three to nine months to look for work or explore starting a business in Sweden.",
    "Plan for long, dark winters and a high cost of living, especially for housing in Stockholm.",
  ],
  pathways: [
    {
      service: "sweden-job-seeker-visa",
      blurb: "A three- to nine-month residence permit to look for work or explore starting a business, for people with a master's-level degree.",
    },
    {
      service: "schengen-visa",
      blurb: "A short-stay Schengen visa for tourism, family visits and business trips to Sweden.",
    },
    {
      service: "family-visas",
      blurb: "Bringing a spouse, partner and children to Sweden when you hold a work permit or residence permit.",
    },
    {
      service: "business-immigration",
      blurb: "Residence permits for people starting or running their own business in Sweden.",
    },
  ],
  facts: {
    capital: "Stockholm",
    currency: "Swedish krona (SEK)",
    language: "Swedish; English is widely spoken",
    climate: "Cold, dark winters and mild summers with very long daylight hours, especially in the north",
  },
  faqs: [
    {
      question: "Who can get the permit to look for work?",
      answer:
        "People who have completed studies equal to a Swedish second-cycle (master's) qualification, a professional degree of the right level, or a PhD. You must apply from outside Sweden, show enough money for each month of the permit plus your journey home, and have comprehensive health insurance. The Swedish Migration Agency sets the monthly amount; check its website for the current figure.",
    },
    {
      question: "Can my family come with me on the permit to look for work?",
      answer:
        "No. Family members cannot move to Sweden with you on this permit. If you get a job and a work permit, your family can then apply to join you.",
    },
    {
      question: "What salary do I need for a Swedish work permit?",
      answer:
        "At least 80% of the median salary in Sweden, which the authorities update each year, and pay and insurance in line with Swedish collective agreements or industry practice. The rules have been under review, so check migrationsverket.se for the current amount.",
    },
    {
      question: "Do I need to speak Swedish?",
      answer:
        "Not for many jobs in tech, engineering and research, where English is common. Swedish helps with daily life and a wider range of jobs, and free or low-cost Swedish classes are often available to residents.",
    },
  ],
  sources: [
    { label: "Swedish Migration Agency", url: "https://www.migrationsverket.se/" },
    {
      label: "Swedish Migration Agency: Look for work or start a business",
      url: "https://migrationsverket.se/en/you-want-to-apply/work/look-for-work/look-for-work-or-start-a-business.html",
    },
    { label: "Study in Sweden (Swedish Institute)", url: "https://studyinsweden.se/" },
    { label: "EU Immigration Portal", url: "https://immigration-portal.ec.europa.eu/" },
  ],
  lastReviewed: "2026-11-22",
};
