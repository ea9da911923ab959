import type { Service, Source } from "../types";
import { EU_ENTRY_EXIT_SYSTEM, EU_ETIAS } from "../sources/europe";

const CHECKED = "2026-11-25";

const APPLYING: Source = {
  label: "European Commission: Applying for a Schengen visa",
  url: "https://home-affairs.ec.europa.eu/policies/schengen/visa-policy/applying-schengen-visa_en",
};
const VISA_CODE: Source = {
  label: "EUR-Lex: Regulation (EC) No 810/2009, the Visa Code (Articles 5, 12, 13, 15 and 16)",
  url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32009R0810",
};
const FEE_REGULATION: Source = {
  label: "EUR-Lex: Commission Delegated Regulation (EU) 2024/1415 on the amount of the visa fees",
  url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L_202401415",
};
const CALCULATOR: Source = {
  label: "European Commission: Short-stay calculator",
  url: "https://home-affairs.ec.europa.eu/policies/schengen/border-crossing/short-stay-calculator_en",
};

export const service: Service = {
  slug: "schengen-visa",
  title: "Schengen Visa (Short Stay)",
  shortTitle: "Schengen Visa",
  category: "visitor",
  country: "europe",
  summary:
    "Short-stay visa for the Schengen area: up to 90 days in any 180. €90 fee for adults; apply 15 days to 6 months before you travel.",
  whoItSuits: [
    "A Schengen visa lets you visit the Schengen countries for short stays of up to 90 days in any 180-day period. It covers tourism, family visits, business meetings, conferences and short events. Indian passport holders need one.",
    "It suits travellers with a clear plan and strong ties to home. Frequent travellers from India who used earlier Schengen visas lawfully may be given multiple-entry visas valid for several years, under special EU 'cascade' rules for India. The consulate decides the validity.",
    "It does not allow you to work or stay long term. To work, study or look for a job, you need a national (type D) visa from the country concerned, such as Germany's Opportunity Card.",
  ],
  eligibility: [
    "Your trip is a short stay: tourism, visiting family or friends, business, a conference, medical treatment, or a cultural or sports event.",
    "You will stay no more than 90 days in any 180-day period across all Schengen countries together.",
    "You apply to the country that is the main destination of your trip, usually where you will spend the most days. If no country is the main destination, you apply to the country you will enter first.",
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
        "You submit your documents, pay the fee and give your fingerprints and photo at the visa centre. Fingerprints given for an earlier Schengen visa can be reused if they were taken within the last 59 months.",
    },
    {
      title: "Decision",
      detail:
        "The consulate normally decides within 15 days. Your passport comes back through the visa centre. Check the visa dates, number of entries and days allowed as soon as you receive it.",
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
    "Recent bank statements covering several months, and income tax returns (ITR)",
    "If employed: employer letter with approved leave, and recent salary slips",
    "If self-employed: business registration and business bank statements",
    "If a student: a letter from your school, college or university",
    "For business trips: an invitation letter from the European company",
    "For minors: birth certificate and consent from both parents",
  ],
  processingTime: {
    text: "The normal processing time is 15 days from a complete application. It can be extended up to 45 days if the consulate needs to look at your case more closely or asks for more documents. You can apply no earlier than 6 months before your trip and at least 15 days before it. For summer travel, apply early.",
    source: APPLYING,
    checked: CHECKED,
  },
  governmentFee: {
    text: "The visa fee is €90 for adults and €45 for children aged 6 to under 12. These amounts have applied since 11 June 2024. Visa centres add their own service charge. All of these are separate from our consultancy fee.",
    source: FEE_REGULATION,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "12 October 2025: the EU Entry/Exit System (EES) started. It was introduced gradually at external borders, with full implementation by 10 April 2026, and replaces passport stamps with a digital record of your entries and exits, fingerprints and photo.",
      source: EU_ENTRY_EXIT_SYSTEM,
      checked: CHECKED,
    },
    {
      text: "ETIAS, the EU's travel authorisation, is only for visa-exempt travellers. It does not apply to people who need a Schengen visa, such as Indian passport holders. Check the official ETIAS site for its current status.",
      source: EU_ETIAS,
      checked: CHECKED,
    },
    {
      text: "11 June 2024: the visa fee rose from €80 to €90 for adults, and from €40 to €45 for children aged 6 to under 12.",
      source: FEE_REGULATION,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Which country should I apply to?",
      answer:
        "Apply to the country that is the main destination of your trip, usually where you will spend the most nights. If no country is the main destination, apply to the one you will enter first. Applying to the wrong country is a common reason for refusal.",
    },
    {
      question: "How does the 90/180-day rule work?",
      answer:
        "Count the days you spend in the Schengen area, including past trips. On any day of your stay, you must be within 90 days in any 180-day period. The European Commission has an official short-stay calculator you can use to check your dates.",
    },
    {
      question: "What is the Entry/Exit System (EES)?",
      answer:
        "It is the EU's digital border record for non-EU visitors. At your first entry, your fingerprints and photo are taken and your entries and exits are recorded electronically instead of being stamped. It is done at the border and costs nothing.",
    },
    {
      question: "Do I need ETIAS?",
      answer: "No, not if you hold a Schengen visa. ETIAS is only for nationalities that can visit without a visa.",
    },
    {
      question: "Can I get a visa valid for several years?",
      answer:
        "Possibly. Under the EU's cascade rules for India, people who lawfully used earlier Schengen visas can be given multiple-entry visas with longer validity, if their passport is valid long enough. The consulate decides. Each stay is still limited to 90 days in any 180-day period.",
    },
    {
      question: "Do children pay the visa fee?",
      answer: "Children under 6 pay no visa fee. Older children pay the reduced child fee until they turn 12.",
    },
    {
      question: "My Schengen visa was refused. Can I appeal?",
      answer:
        "Yes. Each Schengen country has its own appeal procedure, explained in the refusal letter, and the deadlines can be short. You can also make a fresh application that fixes the reasons for refusal.",
    },
  ],
  related: ["travel-visas", "uk-visitor-visa", "family-visas"],
  figures: [
    { value: "90 days in any 180", source: APPLYING, checked: CHECKED },
    { value: "90/180", source: APPLYING, checked: CHECKED },
    { value: "€90 fee for adults", source: FEE_REGULATION, checked: CHECKED },
    { value: "apply 15 days to 6 months before you travel", source: APPLYING, checked: CHECKED },
    { value: "within 15 days", source: APPLYING, checked: CHECKED },
    { value: "issued in the last 10 years", source: VISA_CODE, checked: CHECKED },
    { value: "at least 3 months after", source: VISA_CODE, checked: CHECKED },
    { value: "€30,000", source: VISA_CODE, checked: CHECKED },
    { value: "59 months", source: VISA_CODE, checked: CHECKED },
    { value: "under 6", source: VISA_CODE, checked: CHECKED },
    { value: "until they turn 12", source: FEE_REGULATION, checked: CHECKED },
  ],
  sources: [APPLYING, VISA_CODE, FEE_REGULATION, CALCULATOR, EU_ENTRY_EXIT_SYSTEM, EU_ETIAS],
};
