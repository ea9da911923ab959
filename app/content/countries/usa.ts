import type { Country } from "../types";

export const country: Country = {
  slug: "usa",
  name: "United States",
  tagline: "Top universities, a huge job market and strong family ties, with stricter visa checks since 2025.",
  summary:
    "US visas for Indian applicants: F-1 student, H-1B work, B1/B2 visitor and family routes, including the 2025 H-1B payment and interview changes.",
  why: [
    "The US has the largest higher-education system in the world, with strong programmes in science, technology, engineering and business, plenty of research funding and close links to industry. Indian students are one of the largest international groups on US campuses.",
    "US employers in technology, healthcare and finance hire skilled professionals from India, but most work routes are employer-led and limited. The H-1B now has a USD 100,000 payment for many new petitions for people outside the US, and selection is weighted by the wage offered.",
    "Family ties are a major reason people move. US citizens and green card holders can sponsor certain relatives, but some family and employment green card categories for Indian citizens have very long waiting lines because of per-country limits.",
    "Visa processing has become stricter since 2025: most applicants must attend an in-person interview, and students and H-1B applicants go through an online presence review. Start early and keep your documents consistent.",
  ],
  pathways: [
    {
      service: "study-in-usa",
      blurb: "Choose universities, plan admissions and costs, and understand OPT work rights after graduating.",
    },
    {
      service: "usa-study-visa",
      blurb: "The F-1 student visa: I-20, SEVIS fee, DS-160 and interview preparation.",
    },
    {
      service: "usa-h1b-visa",
      blurb: "The employer-sponsored work visa for degree-level jobs, including the 2025 payment rule and weighted selection.",
    },
    {
      service: "usa-b1b2-visa",
      blurb: "The visitor visa for holidays, family visits and business meetings.",
    },
    {
      service: "family-visas",
      blurb: "Spouse, child and parent routes for relatives of US citizens and green card holders, and H-4 or F-2 dependants.",
    },
    {
      service: "business-immigration",
      blurb: "Investor and business owner routes such as EB-5 and the L-1 for companies opening a US office.",
    },
  ],
  facts: {
    capital: "Washington, D.C.",
    currency: "US dollar (USD)",
    language: "English; Spanish is also widely spoken",
    climate: "Varies widely: cold snowy winters in the north, hot summers in the south, mild on the west coast",
  },
  faqs: [
    {
      question: "Why are green card waits so long for Indian citizens?",
      answer:
        "US law limits each country to about 7% of family and employment green cards each year. Because demand from India is very high, several categories have long queues. The State Department's monthly Visa Bulletin shows the current priority dates.",
    },
    {
      question: "Can I enter on a visitor visa and then change to a student or work visa?",
      answer:
        "It is sometimes possible, but risky. If you plan to study or work when you apply for a visitor visa, that can be treated as misrepresentation. It is usually safer to apply for the right visa from India.",
    },
    {
      question: "Who can legally give US immigration advice?",
      answer:
        "In the US, legal advice and representation on immigration matters may only be given by attorneys licensed by a US state bar or by accredited representatives of organisations recognised by the Department of Justice. You can check an attorney with the state bar and find recognised organisations on the Department of Justice (EOIR) website. Ask any adviser, including us, what role they can play.",
    },
    {
      question: "How long is the visa interview wait in India?",
      answer:
        "It depends on the visa type and city, and it changes often. Check the State Department's visa appointment wait-time tool for the current estimate before you plan your travel.",
    },
    {
      question: "Can Indians enter the Diversity Visa (green card) lottery?",
      answer:
        "No. India is not eligible for the Diversity Visa programme because of the high number of Indian immigrants to the US in recent years. Be wary of anyone offering to enter you.",
    },
  ],
  sources: [
    { label: "US Department of State: US Visas", url: "https://travel.state.gov/content/travel/en/us-visas.html" },
    { label: "USCIS", url: "https://www.uscis.gov/" },
    {
      label: "USCIS: H-1B Specialty Occupations",
      url: "https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations",
    },
    {
      label: "US Department of State: Visa Bulletin",
      url: "https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html",
    },
    {
      label: "US Department of State: Visa appointment wait times",
      url: "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/global-visa-wait-times.html",
    },
    { label: "EducationUSA (US Department of State)", url: "https://educationusa.state.gov/" },
    {
      label: "US Department of Justice (EOIR): Recognition and Accreditation Program",
      url: "https://www.justice.gov/eoir/recognition-and-accreditation-program",
    },
  ],
  lastReviewed: "2026-11-22",
};
