import type { Service } from "../types";

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
    "Super Visa: you are the parent or grandparent of a Canadian citizen or permanent resident, your child or grandchild meets the minimum income level and invites you in writing, and you have medical insurance of at least CAD 100,000 from an accepted insurer, valid for at least one year from entry.",
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
        "The application is submitted online through an IRCC account, with the visa fee and the biometrics fee.",
    },
    {
      title: "Biometrics",
      detail:
        "You receive a biometric instruction letter and give fingerprints and a photo at a Visa Application Centre (in India, run by VFS Global) within 30 days.",
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
    "Bank statements for the last four to six months",
    "Income tax returns for the last two or three years",
    "Employment letter with salary and approved leave, or business registration and financial documents",
    "Invitation letter from your host in Canada, with their status proof (passport, PR card or permit)",
    "Proof of relationship to your host, if visiting family",
    "Travel itinerary or hotel bookings (no need to buy tickets before the visa)",
    "Evidence of ties to India, such as property, dependants or ongoing studies",
    "Super Visa: signed invitation and support letter, host's proof of income, and medical insurance documents",
    "Consent letter for children travelling without both parents",
  ],
  processingTime: {
    text:
      "Visitor visa processing times for applications made from India change often and can be long in peak seasons. Biometrics add a few days to book and give. Check IRCC's processing times tool before you book flights.",
    source: {
      label: "IRCC: check processing times",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    },
  },
  governmentFee: {
    text:
      "The visitor visa fee is CAD 100 per person, with a family maximum of CAD 500 for five or more people applying together. A Super Visa also costs CAD 100. Biometrics cost CAD 85 per person, up to CAD 170 per family. Visa Application Centre service and courier charges are extra. Check the IRCC fee list before paying. Government fees are separate from our consultancy fees.",
    source: {
      label: "IRCC: fee list",
      url: "https://ircc.canada.ca/english/information/fees/fees.asp",
    },
  },
  recentChanges: [
    "Since November 2024, multiple-entry visas valid for up to 10 years are no longer issued by default. Officers decide whether to give a single or multiple-entry visa and how long it is valid.",
    "Since early 2025, officers can also cancel a visa that has already been issued in some cases, for example if they are no longer satisfied that you will leave Canada at the end of your stay. Clear evidence of ties to home matters more than before.",
  ],
  faqs: [
    {
      question: "How long can I stay in Canada on a visitor visa?",
      answer:
        "Most visitors can stay up to six months per entry, but the border officer decides and may allow a shorter stay. Super Visa holders can stay up to five years per entry.",
    },
    {
      question: "Can I work or study as a visitor?",
      answer:
        "You cannot work for a Canadian employer. You can take a short course or program of six months or less without a study permit.",
    },
    {
      question: "What is the difference between a visitor visa and a Super Visa?",
      answer:
        "A visitor visa suits most trips. A Super Visa is only for parents and grandparents of Canadian citizens and permanent residents; it allows stays of up to five years per entry, but it needs a host who meets the income level and private medical insurance.",
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
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a Canadian visa application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself using IRCC's guidance.",
    },
  ],
  related: [
    "canada-business-visa",
    "travel-visas",
    "family-visas",
    "usa-b1b2-visa",
  ],
  sources: [
    {
      label: "IRCC: visit Canada",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html",
    },
    {
      label: "IRCC: Super Visa for parents and grandparents",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/parent-grandparent-super-visa.html",
    },
    {
      label: "IRCC: biometrics",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/campaigns/biometrics.html",
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
