import type { Service } from "../types";

export const service: Service = {
  slug: "uk-visitor-visa",
  title: "UK Standard Visitor Visa",
  shortTitle: "UK Visitor Visa",
  category: "visitor",
  country: "united-kingdom",
  summary:
    "Visit the UK for up to 6 months for tourism, family, business meetings or a short course. Indian citizens must get this visa before travel.",
  whoItSuits: [
    "The Standard Visitor visa is for short trips to the UK: holidays, visiting family or friends, business meetings and conferences, short courses of up to 6 months, or private medical treatment. Indian passport holders need this visa before they travel.",
    "It suits people with a clear reason for the trip, a settled life to return to (a job, business, studies or family in India) and enough money to pay for the visit, either their own or from a family member. Frequent travellers can apply for a long-term visitor visa valid for 2, 5 or 10 years, but each stay is still limited to 6 months.",
    "This visa does not let you work for a UK employer, do paid or unpaid work for a UK company, live in the UK through frequent long visits, or get married or register a civil partnership (that needs a separate Marriage Visitor visa).",
  ],
  eligibility: [
    "You will leave the UK at the end of your visit.",
    "Your stay will normally be 6 months or less.",
    "You can pay for your trip and your return or onward journey, or a family member or friend can support you without difficulty.",
    "You will only do activities allowed for visitors, such as tourism, visiting family, business meetings, conferences, short study or private medical treatment.",
    "You will not work, claim public funds, or make the UK your main home through frequent or long visits.",
    "You have a valid passport with a blank page for the visa.",
    "You tell the truth about your travel and immigration history, including any past visa refusals in the UK or other countries.",
    "If you are under 18, you have suitable care arrangements in the UK and consent from your parents or guardian.",
  ],
  process: [
    {
      title: "Trip review",
      detail:
        "We talk through the purpose of your trip, who you will visit, how long you will stay and who pays. We check your travel history and any past refusals, and tell you honestly how strong your application looks.",
    },
    {
      title: "Document checklist",
      detail:
        "You get a checklist that fits your situation: salaried, self-employed, retired, student, or visiting family. We explain what each document proves, so that your papers tell a clear and consistent story.",
    },
    {
      title: "Online application",
      detail:
        "You apply online on gov.uk, up to 3 months before your travel date, and pay the visa fee. We review your answers with you before you submit, because mistakes or missing information often lead to refusals.",
    },
    {
      title: "Biometrics appointment",
      detail:
        "You visit a UK visa application centre in India to give your fingerprints and photo, and hand in or upload your documents as instructed.",
    },
    {
      title: "Decision",
      detail:
        "The Home Office usually decides within 3 weeks. Your passport or visa is returned through the visa centre. Check the dates and your name on the visa as soon as you receive it.",
    },
    {
      title: "Travel and arrival",
      detail:
        "Carry copies of your key documents, such as your invitation letter, hotel bookings and return ticket. A UK Border Force officer may ask about your trip when you arrive.",
    },
  ],
  documents: [
    "Valid passport, and old passports that show your travel history",
    "Bank statements for about the last 6 months, with an explanation for any large recent deposits",
    "Income tax returns (ITR) for recent years",
    "If employed: employer letter confirming your job, salary and approved leave, plus recent salary slips",
    "If self-employed: business registration documents and business bank statements",
    "If a student: a letter from your school, college or university",
    "Invitation letter from your host in the UK, with a copy of their passport or UK immigration status and their address",
    "Travel plan and accommodation details (you do not need to buy flight tickets before the decision)",
    "For business visits: a letter from the UK company explaining the meetings or event",
    "For children: birth certificate and a consent letter from both parents if a parent is not travelling",
    "Certified English translations of any document that is not in English or Welsh",
  ],
  processingTime: {
    text:
      "Usually within 3 weeks of your biometrics appointment when you apply from outside the UK. Peak months such as May to August can be busier. Priority services may be available in India at extra cost.",
    source: {
      label: "GOV.UK: Visa processing times, applications outside the UK",
      url: "https://www.gov.uk/guidance/visa-processing-times-applications-outside-the-uk",
    },
  },
  governmentFee: {
    text:
      "As a guide, from 9 April 2025 a 6-month visitor visa cost £127, and long-term visitor visas cost £475 (2 years), £848 (5 years) and £1,059 (10 years). A new Home Office fee table took effect on 8 April 2026, so check the current fee on gov.uk before you pay. Visa centre charges and optional priority services are extra. All government fees are separate from our consultancy fee.",
    source: {
      label: "GOV.UK: Home Office immigration and nationality fees",
      url: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
    },
  },
  recentChanges: [
    "9 April 2025: the 6-month visitor visa fee rose from £115 to £127, and the Home Office published a further fee table effective 8 April 2026.",
    "The UK's Electronic Travel Authorisation (ETA) now applies to many visa-free nationalities. It does not replace the visitor visa for Indian citizens, who still need a visa.",
  ],
  faqs: [
    {
      question: "How early can I apply?",
      answer:
        "You can apply up to 3 months before your travel date. For summer travel, apply early, because appointments and decisions can take longer in busy months.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "There is no fixed amount. You must show that you can pay for the trip without difficulty and still meet your normal costs at home. Steady income and savings over several months count for more than a large deposit just before you apply.",
    },
    {
      question: "Can I work or do an internship on a visitor visa?",
      answer:
        "No. Visitors cannot take a job, do paid or unpaid work for a UK company, or do work experience. Business meetings, conferences and some other listed business activities are allowed.",
    },
    {
      question: "Do I need an ETA instead of a visa?",
      answer:
        "Not if you travel on an Indian passport. The ETA is for nationalities that do not need a visa for short visits. Indian citizens need a Standard Visitor visa.",
    },
    {
      question: "My visitor visa was refused. Can I apply again?",
      answer:
        "Yes. Visitor refusals usually have no right of appeal, but you can make a new application. First read the refusal letter carefully and fix the reasons it gives. Sending the same documents again rarely works.",
    },
    {
      question: "Should I get a 2, 5 or 10-year visa?",
      answer:
        "A long-term visa suits people who will visit regularly, such as parents of children living in the UK. Each visit is still limited to 6 months, and the officer must be satisfied that you will not live in the UK through repeated visits. A long-term visa costs much more, so it makes sense only if you really plan several trips.",
    },
  ],
  related: ["travel-visas", "schengen-visa", "family-visas"],
  sources: [
    { label: "GOV.UK: Visit the UK as a Standard Visitor", url: "https://www.gov.uk/standard-visitor" },
    {
      label: "GOV.UK: Home Office immigration and nationality fees",
      url: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
    },
    {
      label: "GOV.UK: Visa processing times, applications outside the UK",
      url: "https://www.gov.uk/guidance/visa-processing-times-applications-outside-the-uk",
    },
    { label: "GOV.UK: Electronic Travel Authorisation (ETA)", url: "https://www.gov.uk/eta" },
  ],
  lastReviewed: "2026-11-22",
};
