import type { Service } from "../types";

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
    "You plan to stay for a short period, usually days or weeks and less than six months.",
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
      detail:
        "We review company papers, your income and bank records, and any contracts, so that your purpose and finances are clear.",
    },
    {
      title: "Online application and biometrics",
      detail:
        "You apply online for a visitor visa and pay the fees, then give biometrics at a Visa Application Centre.",
    },
    {
      title: "Decision",
      detail:
        "IRCC decides the application. If approved, the visa is placed in your passport at the Visa Application Centre.",
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
    text:
      "Business visitors apply for a visitor visa, so the same processing times apply. Times for applications made from India change often. Apply well before your meeting or event, and check IRCC's processing times tool.",
    source: {
      label: "IRCC: check processing times",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    },
  },
  governmentFee: {
    text:
      "The visitor visa fee is CAD 100 per person, and biometrics cost CAD 85 per person. Visa Application Centre service and courier charges are extra. Check the IRCC fee list before paying. Government fees are separate from our consultancy fees.",
    source: {
      label: "IRCC: fee list",
      url: "https://ircc.canada.ca/english/information/fees/fees.asp",
    },
  },
  recentChanges: [
    "Since November 2024, multiple-entry visitor visas valid for up to 10 years are no longer the default. Officers decide the number of entries and the validity, so frequent business travellers should explain their travel pattern clearly.",
    "For people who want to move to Canada to start a business: IRCC stopped accepting new Start-up Visa applications after 31 December 2025, except for applicants with a valid 2025 commitment certificate, who had until 30 June 2026. The Self-Employed Persons Program remains paused. IRCC has said a new entrepreneur pilot will replace these routes; check canada.ca for its current status.",
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
        "Some can. Under the Global Skills Strategy, certain highly skilled workers in managerial or professional jobs can work in Canada for up to 15 days once every six months, or up to 30 days once a year, without a work permit. You still need a visitor visa, and the conditions are strict.",
    },
    {
      question: "Can I open a company in Canada on a business visitor visa?",
      answer:
        "You can visit to explore the market, meet partners or look for an investment. Running the business in Canada, or working in it, needs a different permit or permanent residence. See our business immigration service for the current options.",
    },
    {
      question: "Who is allowed to charge a fee for Canadian immigration advice?",
      answer:
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a Canadian visa application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself using IRCC's guidance.",
    },
  ],
  related: [
    "canada-visitor-visa",
    "business-immigration",
    "canada-work-visa",
    "usa-b1b2-visa",
  ],
  sources: [
    {
      label: "IRCC: visit Canada",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html",
    },
    {
      label: "IRCC: work in Canada (work permits and exemptions)",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/permit.html",
    },
    {
      label: "IRCC: Start-up Visa program",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/start-visa.html",
    },
    {
      label: "IRCC: check processing times",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    },
    {
      label: "IRCC: fee list",
      url: "https://ircc.canada.ca/english/information/fees/fees.asp",
    },
    {
      label: "IRCC: use an authorized immigration representative",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigration-citizenship-representative.html",
    },
  ],
  lastReviewed: "2026-11-22",
};
