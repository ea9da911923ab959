import type { Service } from "../types";

export const service: Service = {
  slug: "schengen-visa",
  title: "Schengen Visa (Short Stay)",
  shortTitle: "Schengen Visa",
  category: "visitor",
  country: "europe",
  summary:
    "Short-stay visa for the 29 Schengen countries: up to 90 days in any 180. €90 fee for adults; apply 15 days to 6 months before you travel.",
  whoItSuits: [
    "A Schengen visa lets you visit the 29 Schengen countries for short stays of up to 90 days in any 180-day period. It covers tourism, family visits, business meetings, conferences and short events. Indian passport holders need one.",
    "It suits travellers with a clear plan and strong ties to home. Frequent travellers from India may qualify for multiple-entry visas valid for 2 years and then 5 years, under the EU's 'cascade' rules for India in force since April 2024, if they used earlier visas lawfully.",
    "It does not allow you to work or stay long term. To work, study or look for a job, you need a national (type D) visa from the country concerned, such as Germany's Opportunity Card.",
  ],
  eligibility: [
    "Your trip is a short stay: tourism, visiting family or friends, business, a conference, medical treatment, or a cultural or sports event.",
    "You will stay no more than 90 days in any 180-day period across all Schengen countries together.",
    "You apply to the country where you will spend the most days. If the days are equal, you apply to the country you will enter first.",
    "Your passport was issued in the last 10 years, is valid for at least 3 months after you plan to leave the Schengen area, and has at least two blank pages.",
    "You have travel medical insurance with cover of at least €30,000, valid in all Schengen countries for your whole trip.",
    "You have enough money for your stay and return journey, and can show you will return home, for example through your job, business, studies or family.",
    "You have no entry ban in the Schengen Information System, and you declare any earlier visa refusals honestly.",
  ],
  process: [
    {
      title: "Trip review",
      detail:
        "We confirm which country you must apply to, check your dates against the 90/180-day rule, and look at your travel history to see if you could ask for a multiple-entry visa.",
    },
    {
      title: "Appointment booking",
      detail:
        "You book an appointment with the visa centre that handles that country in your city, such as VFS Global, BLS International or TLScontact. In busy months, slots can fill weeks ahead.",
    },
    {
      title: "Documents and insurance",
      detail:
        "We give you a checklist for the specific country and your situation, and check your bank statements, leave letter, bookings and insurance before your appointment.",
    },
    {
      title: "Submission and biometrics",
      detail:
        "You submit your documents, pay the fee and give your fingerprints and photo at the visa centre. Fingerprints are kept on file and can be reused for 59 months.",
    },
    {
      title: "Decision",
      detail:
        "The consulate usually decides within 15 calendar days. Your passport comes back through the visa centre. Check the visa dates, number of entries and days allowed as soon as you receive it.",
    },
    {
      title: "Travel and the border",
      detail:
        "At your first entry, the EU Entry/Exit System (EES) records your fingerprints and photo instead of a passport stamp. Carry your return ticket, hotel bookings, insurance and invitation letter in case the border officer asks.",
    },
  ],
  documents: [
    "Completed and signed Schengen visa application form",
    "Two recent photos that meet the Schengen photo rules",
    "Valid passport, and old passports with earlier visas",
    "Travel medical insurance with at least €30,000 cover for the whole trip",
    "Flight reservation for your entry and exit dates",
    "Hotel bookings, or an invitation letter from your host with their address and ID",
    "Day-by-day travel plan",
    "Bank statements for the last 3 to 6 months, and income tax returns (ITR)",
    "If employed: employer letter with approved leave, and recent salary slips",
    "If self-employed: business registration and business bank statements",
    "If a student: a letter from your school, college or university",
    "For business trips: an invitation letter from the European company",
    "For minors: birth certificate and consent from both parents",
  ],
  processingTime: {
    text:
      "The EU rules say consulates should decide within 15 calendar days of receiving a complete application. This can be extended up to 45 days in individual cases. You can apply up to 6 months before your trip and no later than 15 calendar days before it. For travel between April and August, apply early.",
    source: {
      label: "European Commission: Applying for a Schengen visa",
      url: "https://home-affairs.ec.europa.eu/policies/schengen/visa-policy/applying-schengen-visa_en",
    },
  },
  governmentFee: {
    text:
      "€90 for adults and €45 for children aged 6 to under 12. Children under 6 pay nothing. These fees have applied since 11 June 2024 and are paid in Indian rupees at the consulate's exchange rate. Visa centres add their own service charge. All of these are separate from our consultancy fee.",
    source: {
      label: "European Commission: Applying for a Schengen visa",
      url: "https://home-affairs.ec.europa.eu/policies/schengen/visa-policy/applying-schengen-visa_en",
    },
  },
  recentChanges: [
    "12 October 2025: the EU Entry/Exit System (EES) started. It was phased in at external borders until April 2026 and replaces passport stamps with a digital record of your entries and exits, fingerprints and photo.",
    "ETIAS, the EU's travel authorisation for visa-free visitors, was not yet in operation when we last checked. It will not apply to people who need a Schengen visa, such as Indian passport holders.",
    "11 June 2024: the visa fee rose from €80 to €90 for adults, and to €45 for children aged 6 to under 12.",
    "18 April 2024: the EU adopted 'cascade' rules for Indian nationals, allowing 2-year and then 5-year multiple-entry visas for people who lawfully used earlier visas.",
    "1 January 2025: Bulgaria and Romania became full Schengen members, with land border checks removed.",
  ],
  faqs: [
    {
      question: "Which country should I apply to?",
      answer:
        "Apply to the country where you will spend the most nights. If you will spend the same time in several countries, apply to the one you will enter first. Applying to the wrong country is a common reason for refusal.",
    },
    {
      question: "How does the 90/180-day rule work?",
      answer:
        "On any day of your stay, look back 180 days. The days you spent in the Schengen area in that window must not add up to more than 90. The European Commission has an official short-stay calculator you can use to check your dates.",
    },
    {
      question: "What is the Entry/Exit System (EES)?",
      answer:
        "It is the EU's digital border record for non-EU visitors. At your first entry, your fingerprints and photo are taken and your entries and exits are recorded electronically instead of being stamped. It is done at the border and costs nothing.",
    },
    {
      question: "Do I need ETIAS?",
      answer:
        "No, not if you hold a Schengen visa. ETIAS is for nationalities that can visit without a visa. It was not yet in operation when we last checked.",
    },
    {
      question: "Can I get a visa valid for several years?",
      answer:
        "Possibly. Under the EU cascade rules for India, if you lawfully used two Schengen visas in the last three years, you can usually be issued a 2-year multiple-entry visa, and after that a 5-year visa if your passport is valid long enough. Each stay is still limited to 90 days in 180.",
    },
    {
      question: "My Schengen visa was refused. Can I appeal?",
      answer:
        "Yes. Each Schengen country has its own appeal procedure, explained in the refusal letter, and the deadlines can be short. You can also make a fresh application that fixes the reasons for refusal.",
    },
  ],
  related: ["travel-visas", "uk-visitor-visa", "family-visas"],
  sources: [
    {
      label: "European Commission: Applying for a Schengen visa",
      url: "https://home-affairs.ec.europa.eu/policies/schengen/visa-policy/applying-schengen-visa_en",
    },
    {
      label: "European Commission: Short-stay calculator",
      url: "https://home-affairs.ec.europa.eu/policies/schengen/border-crossing/short-stay-calculator_en",
    },
    { label: "Travel to Europe: Entry/Exit System (EES)", url: "https://travel-europe.europa.eu/en/ees" },
    { label: "Travel to Europe: ETIAS", url: "https://travel-europe.europa.eu/en/etias" },
  ],
  lastReviewed: "2026-11-22",
};
