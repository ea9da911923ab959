import type { Service } from "../types";
import {
  CICC_REGISTER,
  GAZETTE_DOCUMENT_CANCELLATION,
  GAZETTE_VISA_VALIDITY,
  IRCC_BIOMETRIC_FEE,
  IRCC_FEE_LIST,
  IRCC_GSS_EXEMPTIONS,
  IRCC_PROCESSING_TIMES,
  IRCC_REPRESENTATIVES,
  IRCC_START_UP_VISA,
  IRCC_VISIT_CANADA,
  IRPR_AUTHORIZED_STAY,
  IRPR_VISA_FEE,
} from "../sources/canada";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "canada-business-visa",
  title: "Canada Business Visitor Visa",
  shortTitle: "Canada Business Visa",
  category: "business",
  country: "canada",
  summary:
    "Travel to Canada for meetings, conferences, trade fairs or training as a business visitor: who qualifies, what you can do and what to submit.",
  whoItSuits: [
    "This service suits business owners, managers and employees who need to visit Canada for short business trips: meeting clients or partners, attending conferences and trade fairs, negotiating contracts, buying goods or receiving training.",
    "Business visitors do not enter the Canadian labour market. Your employer, income and profits must stay outside Canada. Indian citizens apply for the same visitor visa (TRV) as tourists, with documents that show the business purpose.",
    "If you want to live in Canada and run or buy a business there, that is a different process. See our business immigration service.",
  ],
  eligibility: [
    "You plan a short stay, usually days or weeks. The standard stay a border officer allows is up to 6 months per entry, and the officer may set a shorter period.",
    "You will not work for a Canadian employer or be paid from Canada.",
    "Your main place of business, your main source of income and your company's profits are outside Canada.",
    "Your activities are permitted for business visitors, such as meetings, conferences, trade fairs, taking orders, buying goods or services, after-sales service under a contract, or training linked to your foreign employer.",
    "Documents that support your purpose, such as an invitation from the Canadian host.",
    "The basic visitor rules: a valid passport, enough money for the trip, ties to your home country and no criminal, security or health concerns.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We check that your planned activities fit the business visitor rules. If any part of the trip looks like work in Canada, we tell you which permit or exemption may apply instead.",
    },
    {
      title: "Host and employer letters",
      detail:
        "We tell you and your Canadian host what the invitation letter and your employer's support letter should say: who you are, why you are coming, dates, and who pays the costs.",
    },
    {
      title: "Document review",
      detail: "We review company papers, your income and bank records, and any contracts, so that your purpose and finances are clear.",
    },
    {
      title: "Online application and biometrics",
      detail:
        "You apply online for a visitor visa and pay the visa fee and the biometrics fee (CAD 85 per person), then give biometrics at a Visa Application Centre.",
    },
    {
      title: "Decision",
      detail: "IRCC decides the application. If approved, the visa is placed in your passport at the Visa Application Centre.",
    },
    {
      title: "Entry",
      detail:
        "Carry your invitation letter, employer letter and proof of funds. The border officer decides whether you qualify as a business visitor and how long you can stay.",
    },
  ],
  documents: [
    "Passport, with copies of old passports showing past travel",
    "Invitation letter from the Canadian host company on letterhead, with contact details, dates and purpose",
    "Letter from your employer confirming your job, salary, the purpose of the trip and who pays the costs",
    "Company registration documents (for example certificate of incorporation, GST registration), if you own the business",
    "Business bank statements and company financial statements, if self-employed",
    "Personal bank statements and income tax returns",
    "Conference or trade fair registration, if attending an event",
    "Contracts, purchase orders or warranty agreements, if relevant to the visit",
    "Travel itinerary",
    "Digital photo meeting IRCC specifications",
  ],
  processingTime: {
    text: "Business visitors apply for a visitor visa, so the visitor visa processing times apply. IRCC publishes them only through its online tool, by the country you apply from, and times for applications made from India change often. Apply well before your meeting or event. We could not read IRCC's processing-time tool from here on 28 November 2026; we check the current time for applications from India with you before you book.",
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
      text: "Since 31 January 2025, the regulations let officers cancel a visitor visa or electronic travel authorization that was already issued in some cases, for example if an officer has reasonable grounds to believe you will not leave Canada at the end of your authorized stay. Frequent business travellers should keep their purpose and travel pattern clear and well documented.",
      source: GAZETTE_DOCUMENT_CANCELLATION,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I be paid for work I do in Canada?",
      answer:
        "As a business visitor, you must not be paid by a Canadian source or do work that is part of the Canadian labour market. Your salary should continue to come from your employer outside Canada.",
    },
    {
      question: "What is the difference between a business visitor and a work permit?",
      answer:
        "A business visitor takes part in international business, such as meetings or buying goods, without entering the Canadian job market. If you will be doing hands-on work for a Canadian company, or installing or repairing equipment beyond supervision under a sales contract, you may need a work permit.",
    },
    {
      question: "Can highly skilled workers do short assignments without a work permit?",
      answer:
        "Some can. Under the Global Skills Strategy, workers in TEER 0 or 1 jobs can work in Canada for up to 15 consecutive days once every 6 months, or up to 30 consecutive days once every 12 months, without a work permit. You still need a visitor visa, and the conditions are strict.",
    },
    {
      question: "Will I get a multiple-entry visa?",
      answer:
        "The officer decides. A visitor visa can be single-entry, or multiple-entry and valid for up to 10 years, but a long-validity visa is not the default. Explain your expected travel pattern, such as regular client visits, in your application.",
    },
    {
      question: "Can I open a company in Canada on a business visitor visa?",
      answer:
        "You can visit to explore the market, meet partners or look for an investment. Running the business in Canada, or working in it, needs a different permit or permanent residence. Canada's federal routes for entrepreneurs have been closed or paused to most new applicants while IRCC prepares a new entrepreneur pilot; check the Start-up Visa page on canada.ca and see our business immigration service for the current options.",
    },
    {
      question: "Who is allowed to charge a fee for Canadian immigration advice?",
      answer:
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a Canadian visa application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself on the College's public register or with the law society.",
    },
  ],
  related: ["canada-visitor-visa", "business-immigration", "canada-work-visa", "usa-b1b2-visa"],
  figures: [
    { value: "up to 6 months per entry", source: IRPR_AUTHORIZED_STAY, checked: CHECKED },
    { value: "CAD 85 per person", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "up to 15 consecutive days once every 6 months", source: IRCC_GSS_EXEMPTIONS, checked: CHECKED },
    { value: "up to 30 consecutive days once every 12 months", source: IRCC_GSS_EXEMPTIONS, checked: CHECKED },
    { value: "up to 10 years", source: GAZETTE_VISA_VALIDITY, checked: CHECKED },
    { value: "TEER 0 or 1", source: IRCC_GSS_EXEMPTIONS, checked: CHECKED },
  ],
  sources: [
    IRCC_VISIT_CANADA,
    IRCC_GSS_EXEMPTIONS,
    IRPR_VISA_FEE,
    IRCC_BIOMETRIC_FEE,
    IRPR_AUTHORIZED_STAY,
    GAZETTE_DOCUMENT_CANCELLATION,
    IRCC_START_UP_VISA,
    IRCC_PROCESSING_TIMES,
    IRCC_FEE_LIST,
    IRCC_REPRESENTATIVES,
    CICC_REGISTER,
  ],
};
