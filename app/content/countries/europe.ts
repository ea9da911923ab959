import type { Country } from "../types";

export const country: Country = {
  slug: "europe",
  name: "Europe",
  tagline: "One short-stay visa for 29 countries, strong universities and national routes for skilled workers.",
  summary:
    "Europe for Indian travellers, students and workers: Schengen visas, job seeker routes in Germany, Austria, Sweden and Portugal, and new border checks.",
  why: [
    "Europe offers many options in one region: respected public universities (some with low or no tuition), strong worker protections, good public transport and a single short-stay Schengen visa that covers 29 countries.",
    "There is no single 'EU work visa'. Each country runs its own work and residence permits, although most EU countries offer the EU Blue Card for highly qualified workers with a job offer. Germany, Austria, Sweden and Portugal also have routes that let qualified people come and look for work.",
    "Many countries have shortages in healthcare, engineering, IT and skilled trades. Learning the local language, even at a basic level, makes a big difference to job prospects and daily life.",
    "Border checks are changing. Since October 2025 the EU's Entry/Exit System records fingerprints and a photo of non-EU visitors at the Schengen border, and ETIAS will later apply to visa-free travellers.",
  ],
  pathways: [
    {
      service: "schengen-visa",
      blurb: "A short-stay visa for up to 90 days in any 180-day period across the Schengen area, for tourism, family visits or business.",
    },
    {
      service: "germany-opportunity-card",
      blurb: "A points-based card that lets qualified people spend up to a year in Germany looking for skilled work.",
    },
    {
      service: "austria-job-seeker-visa",
      blurb: "A six-month visa for highly qualified people to look for a job in Austria and then apply for a Red-White-Red Card.",
    },
    {
      service: "sweden-job-seeker-visa",
      blurb: "A residence permit of three to nine months to look for work or explore starting a business, for people with a master's-level degree.",
    },
    {
      service: "portugal-job-seeker-visa",
      blurb: "Portugal's job seeker visa, limited to highly qualified professionals under a law in force since October 2025.",
    },
    {
      service: "study-in-ireland",
      blurb: "An English-speaking EU study destination with a post-study stay option for graduates.",
    },
  ],
  facts: {
    capital: "Brussels (main seat of the EU institutions)",
    currency: "Euro in 21 EU countries (Bulgaria joined in January 2026); others use their own currency",
    language: "24 official EU languages; English is widely used in business and universities",
    climate: "Cool and wet in the north-west, cold winters in the north and east, hot dry summers in the south",
  },
  faqs: [
    {
      question: "Which countries does a Schengen visa cover?",
      answer:
        "The Schengen area has 29 countries: 25 EU countries plus Iceland, Liechtenstein, Norway and Switzerland. Bulgaria and Romania became full members in January 2025. Ireland and Cyprus are in the EU but not in Schengen, so they need separate visas.",
    },
    {
      question: "What is the Entry/Exit System (EES)?",
      answer:
        "EES is the EU's digital border record for non-EU visitors on short stays. It started on 12 October 2025 and replaces passport stamps. On your first entry you give fingerprints and a facial image at the border, and the system records each entry and exit to check the 90/180-day rule.",
    },
    {
      question: "Do Indian travellers need ETIAS?",
      answer:
        "No. ETIAS is a travel authorisation for people who do not need a visa, such as UK or US citizens. Indian passport holders still need a Schengen visa. ETIAS had not started at our last review; the EU has said it is planned for the last quarter of 2026.",
    },
    {
      question: "If I get a work permit in one EU country, can I work anywhere in the EU?",
      answer:
        "No. A national work or residence permit lets you work only in the country that issued it. EU Blue Card holders can move to another EU country more easily after 12 months, but they still need permission from the new country.",
    },
    {
      question: "Do I need to speak the local language?",
      answer:
        "Not always to get a job, especially in IT and research, where English is common. But the local language helps a lot with finding work, everyday life and, later, permanent residence or citizenship, which often require it.",
    },
  ],
  sources: [
    {
      label: "European Commission (Migration and Home Affairs): Visa policy",
      url: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy_en",
    },
    { label: "European Union: Entry/Exit System (EES)", url: "https://travel-europe.europa.eu/ees_en" },
    { label: "European Union: ETIAS", url: "https://travel-europe.europa.eu/etias_en" },
    { label: "EU Immigration Portal", url: "https://immigration-portal.ec.europa.eu/" },
    {
      label: "European Union: Countries using the euro",
      url: "https://european-union.europa.eu/institutions-law-budget/euro/countries-using-euro_en",
    },
  ],
  lastReviewed: "2026-11-22",
};
