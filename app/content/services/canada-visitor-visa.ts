import type { Service } from "../types";
import {
  CICC_REGISTER,
  GAZETTE_DOCUMENT_CANCELLATION,
  GAZETTE_VISA_VALIDITY,
  IRCC_BIOMETRIC_FEE,
  IRCC_FEE_LIST,
  IRCC_PROCESSING_TIMES,
  IRCC_REPRESENTATIVES,
  IRCC_SUPER_VISA,
  IRCC_SUPER_VISA_MI,
  IRCC_VISIT_CANADA,
  IRPR_AUTHORIZED_STAY,
  IRPR_VISA_FEE,
} from "../sources/canada";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "canada-visitor-visa",
  title: "Canada Visitor Visa (TRV) and Super Visa",
  shortTitle: "Canada Visitor Visa",
  category: "visitor",
  country: "canada",
  summary:
    "Apply for a Canada visitor visa for tourism or family visits, or a Super Visa for parents and grandparents, with a clear checklist.",
  whoItSuits: [
    "This service suits people who want to visit Canada for a holiday, to see family or friends, or to attend a family event. Indian citizens need a visitor visa, also called a temporary resident visa (TRV), to travel to Canada.",
    "Parents and grandparents of Canadian citizens and permanent residents can also apply for a Super Visa, which allows much longer visits.",
    "We help you show your purpose, your funds and your reasons to return home in a clear, honest way. The visa officer makes the decision, and a border officer decides how long you may stay.",
  ],
  eligibility: [
    "A valid passport.",
    "Good health; a medical exam may be required for long stays.",
    "No criminal or immigration-related convictions that make you inadmissible.",
    "Ties to your home country, such as a job, business, property or family, that show you will return.",
    "Enough money for your stay and your return trip.",
    "A convincing purpose of visit, supported by documents.",
    "Super Visa: you are the parent or grandparent of a Canadian citizen or permanent resident, your child or grandchild meets the minimum income level and invites you in writing, and you hold private medical insurance from an accepted insurer that meets IRCC's current coverage and duration rules. Check the Super Visa page for the exact insurance rules before you buy a policy.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We ask about your trip, your host, your work and income, and your past travel and refusals, and tell you whether a visitor visa or Super Visa fits better.",
    },
    {
      title: "Document checklist",
      detail:
        "We give you a personal checklist and review your bank records, income proof, invitation letter and travel plan for consistency.",
    },
    {
      title: "Online application",
      detail:
        "The application is submitted online through an IRCC account, with the visa fee and the biometrics fee. The biometrics fee is CAD 85 per person, or CAD 170 for a family applying together.",
    },
    {
      title: "Biometrics",
      detail:
        "You receive a biometric instruction letter and give fingerprints and a photo at a Visa Application Centre (in India, run by VFS Global) before the deadline in the letter.",
    },
    {
      title: "Decision and passport",
      detail:
        "IRCC decides the application. If approved, you send your passport to the Visa Application Centre so the visa can be placed in it.",
    },
    {
      title: "Travel and entry",
      detail:
        "At the airport in Canada a border officer checks your documents and decides how long you can stay. Carry your invitation letter and proof of funds.",
    },
  ],
  documents: [
    "Passport, with copies of old passports showing past travel",
    "Digital photo meeting IRCC specifications",
    "Recent bank statements covering several months",
    "Recent income tax returns",
    "Employment letter with salary and approved leave, or business registration and financial documents",
    "Invitation letter from your host in Canada, with their status proof (passport, PR card or permit)",
    "Proof of relationship to your host, if visiting family",
    "Travel itinerary or hotel bookings (no need to buy tickets before the visa)",
    "Evidence of ties to India, such as property, dependants or ongoing studies",
    "Super Visa: signed invitation and support letter, host's proof of income, and medical insurance documents",
    "Consent letter for children travelling without both parents",
  ],
  processingTime: {
    text: "IRCC publishes visitor visa processing times only through its online tool, by the country you apply from. Times for applications made from India change often and can be long in peak seasons, and booking and giving biometrics adds some days. We could not read IRCC's processing-time tool from here on 28 November 2026; we check the current time for applications from India with you before you book.",
    source: IRCC_PROCESSING_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The visitor visa fee is CAD 100 per person, and the same fee applies whether the officer issues a single-entry or a multiple-entry visa. The biometrics fee is paid on top. Visa Application Centre service and courier charges are extra. Government fees are separate from our consultancy fees.",
    source: IRPR_VISA_FEE,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "Since 31 January 2025, the regulations let officers cancel a visitor visa or electronic travel authorization that was already issued in some cases, for example if an officer has reasonable grounds to believe you will not leave Canada at the end of your authorized stay. Clear evidence of ties to home matters more than before.",
      source: GAZETTE_DOCUMENT_CANCELLATION,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "How long can I stay in Canada on a visitor visa?",
      answer:
        "The standard stay is up to 6 months per entry, but the border officer decides and may set a shorter or different period. Super Visa holders can stay up to 5 years per entry.",
    },
    {
      question: "How long will my visa be valid?",
      answer:
        "The officer decides. A visitor visa can be single-entry, or multiple-entry and valid for up to 10 years, but it never lasts beyond your passport. A long-validity visa is not the default; explain your travel plans clearly in the application.",
    },
    {
      question: "Can I work or study as a visitor?",
      answer:
        "You cannot work for a Canadian employer. You can take a short course without a study permit if it is short enough to finish within your authorized stay; longer programs need a study permit. Check IRCC's rules for short courses before you enrol.",
    },
    {
      question: "What is the difference between a visitor visa and a Super Visa?",
      answer:
        "A visitor visa suits most trips. A Super Visa is only for parents and grandparents of Canadian citizens and permanent residents; it allows longer stays per entry, but it needs a host who meets the income level and private medical insurance.",
    },
    {
      question: "Does an invitation letter guarantee a visa?",
      answer:
        "No. It helps explain your trip, but the officer looks at your whole situation, including funds, ties to home and travel history. No adviser can guarantee a visa.",
    },
    {
      question: "My visa was refused. What can I do?",
      answer:
        "Read the refusal letter to see which reasons were ticked. You can apply again with stronger evidence that answers those reasons. You can also ask for the officer's notes through an Access to Information and Privacy request. We review the refusal with you before you reapply.",
    },
    {
      question: "Who is allowed to charge a fee for Canadian immigration advice?",
      answer:
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a Canadian visa application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself on the College's public register or with the law society.",
    },
  ],
  related: ["canada-business-visa", "travel-visas", "family-visas", "usa-b1b2-visa"],
  figures: [
    { value: "CAD 85 per person", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "CAD 170 for a family", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "up to 6 months per entry", source: IRPR_AUTHORIZED_STAY, checked: CHECKED },
    { value: "up to 5 years per entry", source: IRCC_SUPER_VISA_MI, checked: CHECKED },
    { value: "up to 10 years", source: GAZETTE_VISA_VALIDITY, checked: CHECKED },
  ],
  sources: [
    IRCC_VISIT_CANADA,
    IRCC_SUPER_VISA,
    IRCC_SUPER_VISA_MI,
    IRPR_VISA_FEE,
    IRCC_BIOMETRIC_FEE,
    IRPR_AUTHORIZED_STAY,
    GAZETTE_DOCUMENT_CANCELLATION,
    IRCC_PROCESSING_TIMES,
    IRCC_FEE_LIST,
    IRCC_REPRESENTATIVES,
    CICC_REGISTER,
  ],
};
