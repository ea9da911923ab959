import type { Country } from "../types";

export const country: Country = {
  slug: "germany",
  name: "Germany",
  tagline: "Europe's largest economy, low-cost public universities and a points-based card to look for work.",
  summary:
    "Germany for Indian applicants: Opportunity Card job search, EU Blue Card, studies, Schengen visits and family reunification, explained simply.",
  why: [
    "Germany has shortages of skilled workers in IT, engineering, healthcare and the trades, and has reformed its immigration law in recent years to attract qualified people from outside the EU.",
    "Since June 2024, the Opportunity Card (Chancenkarte) lets qualified people come for up to a year to look for skilled work. Card holders may work part time and do trial work while they search.",
    "Most public universities charge little or no tuition, though some states and universities charge non-EU students. You still need money for living costs, usually shown through a blocked account.",
    "Learning German helps a lot, both at work and in daily life, even where your job is in English. It also matters for permanent residence and citizenship later.",
  ],
  pathways: [
    {
      service: "germany-opportunity-card",
      blurb: "The points-based Opportunity Card to spend up to a year in Germany looking for skilled work.",
    },
    {
      service: "schengen-visa",
      blurb: "A short-stay Schengen visa for tourism, family visits, trade fairs and business meetings in Germany.",
    },
    {
      service: "family-visas",
      blurb: "Family reunification for spouses and children of skilled workers, Blue Card holders and residents.",
    },
    {
      service: "business-immigration",
      blurb: "Residence for self-employed people and founders whose business is viable and financed.",
    },
  ],
  facts: {
    capital: "Berlin",
    currency: "Euro (EUR)",
    language: "German",
    climate: "Temperate: cold winters with some snow, warm summers and rain through the year",
  },
  faqs: [
    {
      question: "Do I need to speak German to work in Germany?",
      answer:
        "Not always. Many IT and research jobs work in English. But German improves your job options, is often needed in healthcare and customer-facing roles, and earns points for the Opportunity Card.",
    },
    {
      question: "Is my Indian degree recognised in Germany?",
      answer:
        "It depends on the degree and institution. Many skilled work routes need a degree that is recognised or comparable to a German one. Regulated professions such as doctors and nurses need formal professional recognition. The official 'Recognition in Germany' portal explains the steps.",
    },
    {
      question: "What is the EU Blue Card in Germany?",
      answer:
        "It is a residence permit for people with a recognised degree and a job offer that meets a minimum salary. The salary thresholds are updated every year and are lower for shortage occupations and recent graduates, so check make-it-in-germany.com for the current figures.",
    },
    {
      question: "How much money do I need for the Opportunity Card?",
      answer:
        "You must show you can cover your living costs in Germany, for example through a blocked account or a formal declaration of commitment from someone in Germany. The monthly amount is set each year, so check the current figure on the official Make it in Germany portal.",
    },
    {
      question: "Can my spouse and children join me?",
      answer:
        "Yes, on most work permits and the EU Blue Card, if you have enough income and housing. Spouses may need basic German (A1) unless an exemption applies, for example for families of EU Blue Card holders and many skilled workers.",
    },
  ],
  sources: [
    { label: "Make it in Germany (official portal)", url: "https://www.make-it-in-germany.com/en/" },
    {
      label: "Make it in Germany: Opportunity Card",
      url: "https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card",
    },
    { label: "German Federal Foreign Office: Visa and residence", url: "https://www.auswaertiges-amt.de/en/visa-service" },
    { label: "Recognition in Germany (official portal)", url: "https://www.anerkennung-in-deutschland.de/en/" },
  ],
  lastReviewed: "2026-11-22",
};
