import type { Country } from "../types";

export const country: Country = {
  slug: "portugal",
  name: "Portugal",
  tagline: "Mild climate, relaxed pace of life and a growing tech scene, under immigration rules that tightened in 2025.",
  summary:
    "Portugal for Indian applicants: the new job seeker visa rules, work and residence visas, Golden Visa options, family reunification and AIMA.",
  why: [
    "Portugal attracts people with its mild climate, safety, lower living costs than many Western European countries, and a growing start-up and tech scene in Lisbon and Porto.",
    "Portugal tightened its Foreigners' Law in October 2025. The job seeker visa is now limited to highly qualified professionals, people can no longer enter as visitors and then apply for residence from inside Portugal, and family reunification usually needs two years of legal residence first.",
    "Residence applications are handled by AIMA (Agency for Integration, Migration and Asylum), which replaced SEF in October 2023. Long waits for appointments and decisions have been common, so plan extra time.",
    "The Golden Visa (ARI) is still open for investment funds and other qualifying investments, but buying property no longer qualifies since October 2023.",
  ],
  pathways: [
    {
      service: "portugal-job-seeker-visa",
      blurb: "The job seeker visa, now limited to highly qualified professionals under the law in force since October 2025.",
    },
    {
      service: "schengen-visa",
      blurb: "A short-stay Schengen visa for tourism, family visits and business trips to Portugal.",
    },
    {
      service: "business-immigration",
      blurb: "The Golden Visa's fund and job-creation options, and residence routes for entrepreneurs.",
    },
    {
      service: "family-visas",
      blurb: "Family reunification, including the two-year residence rule and its exceptions.",
    },
  ],
  facts: {
    capital: "Lisbon",
    currency: "Euro (EUR)",
    language: "Portuguese",
    climate: "Mediterranean: mild, wet winters and hot, dry summers; cooler and rainier in the north",
  },
  faqs: [
    {
      question: "Can I still apply for Portugal's job seeker visa?",
      answer:
        "Only in a narrower form. From 23 October 2025, Portuguese consulates stopped accepting applications for the old job seeker visa. The law now provides a job seeker visa for highly qualified professionals, with details set by government regulation. Check the Portuguese visa portal for whether applications are open and what they require.",
    },
    {
      question: "Can I enter Portugal as a tourist and then apply for residence?",
      answer:
        "No. Under the October 2025 law, you need the right visa, such as a work, study or residence visa, from a Portuguese consulate before you travel. The old 'manifestation of interest' route has closed.",
    },
    {
      question: "How long before my family can join me?",
      answer:
        "In most cases you need two years of legal residence before applying for family reunification. There are exceptions, for example for minor or dependent children and for holders of an EU Blue Card, highly qualified status or a Golden Visa. Check AIMA for your situation.",
    },
    {
      question: "Do I need to speak Portuguese?",
      answer:
        "Many tech and international jobs use English, but Portuguese helps a lot in daily life and with most jobs. Proof of Portuguese is also required for citizenship.",
    },
  ],
  sources: [
    { label: "Portuguese Ministry of Foreign Affairs: Visa portal", url: "https://vistos.mne.gov.pt/en/" },
    { label: "AIMA: Agency for Integration, Migration and Asylum", url: "https://aima.gov.pt/" },
    { label: "EU Immigration Portal", url: "https://immigration-portal.ec.europa.eu/" },
  ],
  lastReviewed: "2026-11-22",
};
