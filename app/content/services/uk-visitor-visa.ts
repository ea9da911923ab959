import type { Service, Source } from "../types";
import { HOME_OFFICE_FEES, STANDARD_VISITOR, UK_PROCESSING_TIMES, VISIT_FEES_2025, VISIT_SERVICE_STANDARD } from "../sources/uk";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const ETA: Source = { label: "GOV.UK: Electronic Travel Authorisation (ETA)", url: "https://www.gov.uk/eta" };

export const service: Service = {
  slug: "uk-visitor-visa",
  title: "UK Standard Visitor Visa",
  shortTitle: "UK Visitor Visa",
  category: "visitor",
  country: "united-kingdom",
  summary: "Visit the UK for tourism, family, business meetings or a short course. Indian citizens must get this visa before they travel.",
  whoItSuits: [
    "The Standard Visitor visa is for short trips to the UK: holidays, visiting family or friends, business meetings and conferences, short courses, or private medical treatment. GOV.UK sets the maximum length of each visit. Indian passport holders need this visa before they travel.",
    "It suits people with a clear reason for the trip, a settled life to return to (a job, business, studies or family in India) and enough money to pay for the visit, either their own or from a family member. Frequent travellers can apply for a long-term visitor visa valid for several years, but each stay is still limited to the normal maximum for a visit.",
    "This visa does not let you work for a UK employer, do paid or unpaid work for a UK company, live in the UK through frequent long visits, or get married or register a civil partnership (that needs a separate Marriage Visitor visa).",
  ],
  eligibility: [
    "You will leave the UK at the end of your visit.",
    "Your stay will be no longer than the maximum the visitor rules allow.",
    "You can pay for your trip and your return or onward journey, or a family member or friend can support you without difficulty.",
    "You will only do activities allowed for visitors, such as tourism, visiting family, business meetings, conferences, short study or private medical treatment.",
    "You will not work, claim public funds, or make the UK your main home through frequent or long visits.",
    "You have a valid passport with a blank page for the visa.",
    "You tell the truth about your travel and immigration history, including any past visa refusals in the UK or other countries.",
    "If you are a child, you have suitable care arrangements in the UK and consent from your parents or guardian.",
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
        "You apply online on GOV.UK before your travel date (GOV.UK says how early you can apply) and pay the visa fee. We review your answers with you before you submit, because mistakes or missing information often lead to refusals.",
    },
    {
      title: "Biometrics appointment",
      detail:
        "You visit a UK visa application centre in India to give your fingerprints and photo, and hand in or upload your documents as instructed.",
    },
    {
      title: "Decision",
      detail:
        "GOV.UK publishes the usual decision time for visit visas applied for outside the UK. Your passport or visa is returned through the visa centre. Check the dates and your name on the visa as soon as you receive it.",
    },
    {
      title: "Travel and arrival",
      detail:
        "Carry copies of your key documents, such as your invitation letter, hotel bookings and return ticket. A UK Border Force officer may ask about your trip when you arrive.",
    },
  ],
  documents: [
    "Valid passport, and old passports that show your travel history",
    "Bank statements for recent months, with an explanation for any large recent deposits",
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
    text: "The Home Office's service standard for visit visas applied for outside the UK is a decision within 3 weeks, counted from the day you prove your identity at the visa application centre; a priority service with a decision in about 5 working days is offered in India at extra cost. It can take longer if your case needs more checks, and in busy months it has taken longer. We could not read GOV.UK from here to confirm today's times on 28 November 2026; the 3-week standard is the one UK Visas and Immigration and the British High Commission in India have published.",
    source: VISIT_SERVICE_STANDARD,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The fee depends on the visa you choose, and each traveller, including each child, pays a separate fee. We could not confirm the fees in force on 28 November 2026. From 9 April 2025 they were £127 for a Standard Visitor visa of up to 6 months, and £475, £848 and £1,059 for long-term visitor visas valid for 2, 5 and 10 years (before that, from 4 October 2023: £115, £400, £771 and £963); we found no 2026 amounts. We confirm the fee with you before you pay. Visa centre charges and optional priority services are extra. All government fees are separate from our consultancy fee.",
    source: VISIT_FEES_2025,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "The UK's Electronic Travel Authorisation (ETA) is for travellers of nationalities that do not need a visa for short visits. It does not replace the visitor visa for Indian citizens, who still need a visa before they travel.",
      source: ETA,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "How early can I apply?",
      answer:
        "The earliest you can apply is 3 months before you travel. For summer travel, apply as early as you can, because appointments and decisions can take longer in busy months.",
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
      question: "Should I get a long-term visitor visa?",
      answer:
        "A long-term visa suits people who will visit regularly, such as parents of children living in the UK. Each visit is still limited to the normal maximum, and the officer must be satisfied that you will not live in the UK through repeated visits. A long-term visa costs much more, so it makes sense only if you really plan several trips.",
    },
  ],
  related: ["travel-visas", "schengen-visa", "family-visas"],
  figures: [{ value: "3 months before you travel", source: STANDARD_VISITOR, checked: CHECKED_TODAY }],
  sources: [
    STANDARD_VISITOR,
    VISIT_FEES_2025,
    VISIT_SERVICE_STANDARD,
    HOME_OFFICE_FEES,
    UK_PROCESSING_TIMES,
    ETA,
    { label: "GOV.UK: Check if you need a UK visa", url: "https://www.gov.uk/check-uk-visa" },
  ],
};
