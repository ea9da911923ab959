import type { Service, Source } from "../types";
import { CHARGES_2026, VISITOR_600 } from "../sources/australia";
import { IRCC_BIOMETRIC_FEE, IRCC_VISIT_CANADA, IRPR_VISA_FEE } from "../sources/canada";
import { EU_ENTRY_EXIT_SYSTEM, EU_ETIAS, EU_VISA_POLICY } from "../sources/europe";
import { IRELAND_VISA_FEES, IRISH_IMMIGRATION } from "../sources/ireland";
import { STANDARD_VISITOR, VISIT_FEES_2025, VISIT_SERVICE_STANDARD } from "../sources/uk";
import { CONSULAR_FEE_RULE, DOS_VISA_FEES, DOS_VISITOR_VISA, VISA_INTEGRITY_STATUS } from "../sources/usa";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const EES: Source = {
  label: "EU Delegation to the United Kingdom (EEAS): Travel to Europe, the Entry/Exit System",
  url: "https://www.eeas.europa.eu/delegations/united-kingdom/travel-europe-%E2%80%93-new-system-comes-non-eu-nationals_en",
};

export const service: Service = {
  slug: "travel-visas",
  title: "Tourist and Visitor Visas",
  shortTitle: "Travel Visas",
  category: "visitor",
  country: null,
  summary:
    "Help with tourist and visitor visas for the UK, Schengen Europe, USA, Canada, Australia and Ireland: documents, fees, timelines and interviews.",
  whoItSuits: [
    "This service is for short trips: holidays, family visits, weddings, graduations, business meetings and conferences. Indian passport holders need a visa before travelling to the UK, the Schengen area, the USA, Canada, Australia and Ireland.",
    "It suits people who want their application prepared carefully: the right visa type, a clear and consistent explanation of the trip, and documents that match the form. Common reasons for refusal include an unclear purpose, weak or unexplained bank statements, and doubts that the traveller will return home.",
    "We do not sell appointment slots and cannot speed up a government decision. Every decision is made by the government concerned, and no visa is guaranteed.",
  ],
  eligibility: [
    "A valid passport that stays valid for the period after your return that the country requires, with blank pages for the visa.",
    "A genuine, temporary purpose for the trip, such as tourism, visiting family or a business meeting.",
    "Enough money to pay for the trip yourself, or a sponsor who will pay and can prove it.",
    "Ties to India, such as a job, business, studies, property or close family.",
    "An honest travel history, including any past refusals, which you must declare.",
    "Travel medical insurance where required: for a Schengen visa it must meet the minimum cover set by the Schengen rules and be valid in all Schengen countries.",
    "For family visits, an invitation from your host and proof of their legal status in the country.",
    "No plan to work or to study long term on a visitor visa.",
  ],
  process: [
    {
      title: "Choose the right visa",
      detail:
        "We discuss your destination, purpose and dates. For Europe, we work out which Schengen country you must apply to: normally your main destination, or your first entry if stays are equal.",
    },
    {
      title: "Personal document checklist",
      detail: "You get a checklist for your situation, whether you are employed, self-employed, a student, retired or sponsored by family.",
    },
    {
      title: "Application form",
      detail:
        "You complete the official online form: the UK on gov.uk, the USA on the DS-160, Canada and Australia on their online accounts, Ireland on AVATS, and Schengen countries on their own portals. We review your answers with you before submission.",
    },
    {
      title: "Fees and biometrics appointment",
      detail:
        "You pay the government fee and book biometrics at the official visa application centre for that country. For a Schengen visa the fee is EUR 90 for adults and EUR 45 for children aged 6 to 11, since 11 June 2024. For Canada, the biometrics fee is CAD 85 per person, on top of the visa fee.",
    },
    {
      title: "File review and submission",
      detail:
        "We check that documents are complete, translated where needed, and consistent with the form, then you submit them at the centre or upload them online.",
    },
    {
      title: "Interview, if needed",
      detail: "The USA interviews almost every applicant. Other countries rarely do. We prepare you for any interview.",
    },
    {
      title: "Decision and travel",
      detail:
        "When your passport comes back, check the visa dates, number of entries and spelling. Carry copies of key documents when you travel and follow entry rules such as the EU's Entry/Exit System.",
    },
  ],
  documents: [
    "Passport, plus old passports with previous visas",
    "Completed application form or confirmation page",
    "Photographs that meet the country's rules",
    "Bank statements for recent months (the embassy's checklist gives the period)",
    "Recent income tax returns",
    "Employment letter with approved leave and recent payslips, or business registration and accounts if self-employed, or a letter from your college if studying",
    "Travel plan and hotel bookings, or your host's address",
    "Invitation letter from your host, with a copy of their passport, visa or residence permit",
    "Travel medical insurance (required for Schengen visas)",
    "Sponsor's letter and financial documents, if someone else is paying",
    "Proof of ties, such as property papers or family details",
    "Copies of any previous refusal letters",
  ],
  processingTime: {
    text: "It depends on the country and the season. Schengen: the consulate normally decides within 15 days of a complete application, up to 45 days in some cases, and you may apply no earlier than 6 months and no later than 15 days before your trip. USA: the main wait is for the interview, which differs by city and changes week to week. Canada and Australia publish times for recently decided applications, which change every month; we could not read them from here on 28 November 2026, so we give you the current time for your country at the consultation. Apply early for peak holiday seasons.",
    source: EU_VISA_POLICY,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "Canada's visitor visa fee is CAD 100 per person; the biometrics fee is paid on top. Visa centres also charge their own service fees. Our consultancy fees are separate from all government fees.",
    source: IRPR_VISA_FEE,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "USA: the B1/B2 visa application fee is USD 185, in force since 17 June 2023; we found no later change by 28 November 2026. A visa integrity fee of at least USD 250 on each visa issued was created by law in July 2025; we could not confirm on 28 November 2026 whether it is being collected.",
      source: CONSULAR_FEE_RULE,
      checked: CHECKED_TODAY,
    },
    {
      text: "UK: we could not confirm the Standard Visitor visa fee in force on 28 November 2026. From 9 April 2025 it was £127 for a visa of up to 6 months (£115 from 4 October 2023); we found no 2026 amount.",
      source: VISIT_FEES_2025,
      checked: CHECKED_TODAY,
    },
    {
      text: "UK: the Home Office's service standard for a visit visa applied for outside the UK is a decision within 3 weeks of your visa centre appointment; we could not read GOV.UK from here to confirm today's times.",
      source: VISIT_SERVICE_STANDARD,
      checked: CHECKED_TODAY,
    },
    {
      text: "Ireland: a single-entry visit visa costs EUR 60 and a multiple-entry visa EUR 100; we found no change by 28 November 2026.",
      source: IRELAND_VISA_FEES,
      checked: CHECKED_TODAY,
    },
    {
      text: "Australia: most visa charges rose by 25 per cent on 1 July 2026, according to two migration sources (Peak Migration and Wise Kangaroo, July 2026). We could not confirm the Visitor visa (subclass 600) charge in force from that day, and confirm it with you before you pay.",
      source: CHARGES_2026,
      checked: CHECKED_TODAY,
    },
    {
      text: "The EU's Entry/Exit System (EES) started on 12 October 2025 and was introduced gradually over six months. It records the entries and exits of non-EU travellers on short stays, including Schengen visa holders, with biometric data taken at the Schengen border, and it replaces passport stamping.",
      source: EES,
      checked: CHECKED,
    },
    {
      text: "ETIAS is a travel authorisation for visitors who do not need a visa for Europe. It does not replace the Schengen visa: Indian passport holders still need a Schengen visa. Check the EU's ETIAS site for when it applies.",
      source: EU_ETIAS,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Which country do I apply to for a Schengen visa?",
      answer:
        "Apply to the country that is your main destination, meaning where you spend the most time or where the main purpose of the trip is. If you spend equal time in several countries, apply to the country you enter first.",
    },
    {
      question: "Does my travel history help?",
      answer:
        "Yes, a record of using past visas correctly usually helps, and for Schengen visas it can lead to longer multiple-entry visas. It never guarantees approval, because each application is judged on its own facts.",
    },
    {
      question: "Can you get me an earlier appointment?",
      answer:
        "No. Appointments are released by the embassies and their official visa centres, and we cannot influence them. Be careful of anyone who sells 'guaranteed' or early slots.",
    },
    {
      question: "Do I need a confirmed flight ticket?",
      answer:
        "Usually not. A flight reservation or a simple itinerary is normally enough. Do not buy non-refundable tickets before you have your visa.",
    },
    {
      question: "What can I do if my visa is refused?",
      answer:
        "Read the refusal letter carefully. Schengen refusals can be appealed in the country that refused. UK visitor refusals have no appeal, but you can apply again. US refusals also have no appeal, and you can reapply with a new form. We can help you decide whether to reapply and what to change.",
    },
  ],
  related: ["schengen-visa", "uk-visitor-visa", "usa-b1b2-visa", "canada-visitor-visa"],
  figures: [
    { value: "CAD 85 per person", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "EUR 90", source: EU_VISA_POLICY, checked: CHECKED_TODAY },
    { value: "EUR 45 for children aged 6 to 11", source: EU_VISA_POLICY, checked: CHECKED_TODAY },
    { value: "11 June 2024", source: EU_VISA_POLICY, checked: CHECKED_TODAY },
  ],
  sources: [
    EU_VISA_POLICY,
    CONSULAR_FEE_RULE,
    VISA_INTEGRITY_STATUS,
    VISIT_FEES_2025,
    VISIT_SERVICE_STANDARD,
    IRELAND_VISA_FEES,
    CHARGES_2026,
    EES,
    EU_ENTRY_EXIT_SYSTEM,
    EU_ETIAS,
    STANDARD_VISITOR,
    { label: "GOV.UK: Visa fees", url: "https://www.gov.uk/visa-fees" },
    DOS_VISITOR_VISA,
    DOS_VISA_FEES,
    IRCC_VISIT_CANADA,
    IRPR_VISA_FEE,
    IRCC_BIOMETRIC_FEE,
    VISITOR_600,
    IRISH_IMMIGRATION,
  ],
};
