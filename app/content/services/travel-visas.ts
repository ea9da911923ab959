import type { Service } from "../types";

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
    "A valid passport. Many countries want it valid for at least three to six months after you return, with blank pages for the visa.",
    "A genuine, temporary purpose for the trip, such as tourism, visiting family or a business meeting.",
    "Enough money to pay for the trip yourself, or a sponsor who will pay and can prove it.",
    "Ties to India, such as a job, business, studies, property or close family.",
    "An honest travel history, including any past refusals, which you must declare.",
    "Travel medical insurance where required: for a Schengen visa it must cover at least EUR 30,000.",
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
      detail:
        "You get a checklist for your situation, whether you are employed, self-employed, a student, retired or sponsored by family.",
    },
    {
      title: "Application form",
      detail:
        "You complete the official online form: the UK on gov.uk, the USA on the DS-160, Canada and Australia on their online accounts, Ireland on AVATS, and Schengen countries on their own portals. We review your answers with you before submission.",
    },
    {
      title: "Fees and biometrics appointment",
      detail:
        "You pay the government fee and book biometrics at the official visa application centre for that country.",
    },
    {
      title: "File review and submission",
      detail:
        "We check that documents are complete, translated where needed, and consistent with the form, then you submit them at the centre or upload them online.",
    },
    {
      title: "Interview, if needed",
      detail:
        "The USA interviews almost every applicant. Other countries rarely do. We prepare you for any interview.",
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
    "Bank statements for the last three to six months",
    "Income tax returns for the last two to three years",
    "Employment letter with approved leave and recent payslips, or business registration and accounts if self-employed, or a letter from your college if studying",
    "Travel plan and hotel bookings, or your host's address",
    "Invitation letter from your host, with a copy of their passport, visa or residence permit",
    "Travel medical insurance (required for Schengen visas)",
    "Sponsor's letter and financial documents, if someone else is paying",
    "Proof of ties, such as property papers or family details",
    "Copies of any previous refusal letters",
  ],
  processingTime: {
    text: "It depends on the country and the season. Schengen: a decision is usually made within 15 calendar days, and can take up to 45 days in some cases; you can apply up to six months before travel and should apply at least 15 days before. UK: a Standard Visitor visa is usually decided within about three weeks of your biometrics appointment. USA: mainly depends on interview waiting times. Canada and Australia publish live processing times on their websites. Apply early for peak holiday seasons.",
    source: {
      label: "European Commission (Migration and Home Affairs): Visa policy",
      url: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy_en",
    },
  },
  governmentFee: {
    text: "Fees at our last check (most change every year or two): Schengen short-stay visa EUR 90 for adults and EUR 45 for children aged 6 to 12 (free under 6); UK Standard Visitor visa for up to six months GBP 127 (from April 2025; UK fees usually change in April, so check gov.uk); USA B1/B2 USD 185; Canada visitor visa CAD 100 plus CAD 85 for biometrics. For Australia's Visitor visa (subclass 600) and Ireland's visit visa, check the current fee on the official sites. Visa centres also charge their own service fees. Our consultancy fees are separate from all government fees.",
    source: {
      label: "European Commission (Migration and Home Affairs): Visa policy",
      url: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy_en",
    },
  },
  recentChanges: [
    "The EU's Entry/Exit System (EES) started on 12 October 2025. Non-EU travellers on short stays, including Schengen visa holders, register fingerprints and a facial image at the Schengen border on their first entry, instead of getting passport stamps. It was phased in until April 2026.",
    "ETIAS, a travel authorisation for visa-free visitors to Europe, had not started at our last review; the EU has said it is planned for the last quarter of 2026. Indian passport holders still need a Schengen visa, not ETIAS.",
    "USA: since September 2025, most applicants need an in-person interview and should apply in their country of nationality or residence.",
    "UK: the six-month visitor visa fee rose to GBP 127 in April 2025. Visitors from visa-free countries now need an Electronic Travel Authorisation (ETA), but Indian citizens still need a visitor visa.",
    "Schengen: since April 2024, Indian citizens with a good visa record can receive longer multiple-entry visas under the 'cascade' rules, usually a two-year visa after two visas used lawfully in the previous three years, possibly followed by a five-year visa.",
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
  sources: [
    {
      label: "European Commission (Migration and Home Affairs): Visa policy",
      url: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy_en",
    },
    { label: "European Union: Entry/Exit System (EES)", url: "https://travel-europe.europa.eu/ees_en" },
    { label: "European Union: ETIAS", url: "https://travel-europe.europa.eu/etias_en" },
    { label: "GOV.UK: Standard Visitor visa", url: "https://www.gov.uk/standard-visitor" },
    { label: "GOV.UK: Visa fees", url: "https://www.gov.uk/visa-fees" },
    {
      label: "US Department of State: Visitor Visa",
      url: "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html",
    },
    {
      label: "Government of Canada: Visit Canada",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html",
    },
    {
      label: "Australian Department of Home Affairs: Visitor visa (subclass 600)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600",
    },
    { label: "Irish Immigration Service", url: "https://www.irishimmigration.ie/" },
  ],
  lastReviewed: "2026-11-22",
};
