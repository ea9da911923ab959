import type { Service } from "../types";

export const service: Service = {
  slug: "canada-permanent-residency",
  title: "Canada Permanent Residency",
  shortTitle: "Canada PR",
  category: "permanent-residency",
  country: "canada",
  summary:
    "Plan Canadian permanent residence through Express Entry, category-based draws or a Provincial Nominee Program, with an honest CRS review.",
  whoItSuits: [
    "This service suits skilled workers, graduates and tradespeople who want to move to Canada permanently. Most people apply through Express Entry, an online system that ranks candidates with the Comprehensive Ranking System (CRS).",
    "Your chances depend on your age, education, language scores, work experience and, increasingly, on whether you fit a priority category such as healthcare, trades, STEM, education or French. Provincial nomination is another important route.",
    "We review your profile, show you which factors you can still improve, and tell you plainly if Canada PR looks unlikely for you today. Canada decides every application; no one can promise an invitation.",
  ],
  eligibility: [
    "Eligibility for one Express Entry program: Federal Skilled Worker (FSW), Canadian Experience Class (CEC) or Federal Skilled Trades (FST).",
    "FSW: at least one year of continuous full-time (or equal part-time) paid work in a TEER 0, 1, 2 or 3 occupation in the last 10 years, and at least 67 out of 100 points on the FSW selection grid.",
    "CEC: at least one year of skilled work experience in Canada in the last three years.",
    "Language test results from an approved test (IELTS General Training, CELPIP, PTE Core, TEF Canada or TCF Canada). FSW needs at least CLB 7 in all four abilities; CEC needs CLB 7 or CLB 5 depending on the job level.",
    "An Educational Credential Assessment (ECA) for education completed outside Canada (needed for FSW, and useful for CRS points).",
    "Proof of settlement funds for FSW and FST applicants, unless you are allowed to work in Canada and have a valid job offer. The amount depends on family size and is updated every year.",
    "For category-based draws: meet the category rules. Since 18 February 2026, occupation categories need at least 12 months of work experience in an eligible occupation within the last three years.",
    "Provincial Nominee Program: a nomination from a province or territory under one of its streams. Quebec runs its own selection system.",
    "Admissibility: a medical exam, police certificates, and no serious criminal or security concerns.",
  ],
  process: [
    {
      title: "First consultation and CRS estimate",
      detail:
        "We review your age, education, work history, language level, family and any Canadian ties, estimate your CRS score and check category and provincial options.",
    },
    {
      title: "Language test and ECA",
      detail:
        "You take an approved language test and get your degrees assessed by a designated organisation. Higher language scores are often the fastest way to gain points.",
    },
    {
      title: "Express Entry profile",
      detail:
        "We help you create an accurate profile. Every claim, including job codes and dates, must match the documents you will upload later. A profile stays valid for up to 12 months.",
    },
    {
      title: "Provincial options",
      detail:
        "We check provincial streams that match your profile. A provincial nomination through Express Entry adds 600 CRS points.",
    },
    {
      title: "Invitation and application",
      detail:
        "If you receive an Invitation to Apply, you have 60 days to submit the full application with documents, police certificates and fees.",
    },
    {
      title: "Biometrics, medical and decision",
      detail:
        "You give biometrics at a Visa Application Centre and complete a medical exam with an IRCC panel physician. IRCC checks eligibility and admissibility and makes the decision.",
    },
    {
      title: "Confirmation and landing",
      detail:
        "If approved, you receive a Confirmation of Permanent Residence and, if needed, a visa in your passport. You land in Canada before the expiry date, and we share a first-month checklist (SIN, health card, bank account, housing).",
    },
  ],
  documents: [
    "Passports for you and each family member",
    "Language test results (less than two years old when you apply)",
    "Educational Credential Assessment report",
    "Degree certificates and transcripts",
    "Employment reference letters with job title, duties, hours, salary and dates",
    "Payslips and tax records supporting your work history",
    "Proof of settlement funds: official bank letters showing balances and six-month history",
    "Police certificates from each country where you lived for six months or more in a row since age 18",
    "Medical exam confirmation from an IRCC panel physician",
    "Marriage certificate and birth certificates of children",
    "Provincial nomination certificate, if nominated",
    "Digital photos meeting IRCC specifications",
  ],
  processingTime: {
    text:
      "IRCC's service standard is to process most complete Express Entry applications within about six months of submission. Provincial nominations made outside Express Entry usually take longer. Waiting for an invitation is not included and cannot be predicted. Check IRCC's processing times tool for current figures.",
    source: {
      label: "IRCC: check processing times",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    },
  },
  governmentFee: {
    text:
      "From 30 April 2026, most economic programs charge a processing fee of CAD 990 for each adult plus the Right of Permanent Residence Fee of CAD 600 for each adult; dependent children pay a lower processing fee. Biometrics cost CAD 85 per person, up to CAD 170 per family. Provinces may charge their own nomination fees. Check the IRCC fee list before paying. Language tests, ECAs, medicals and police certificates cost extra. Government fees are separate from our consultancy fees.",
    source: {
      label: "IRCC: fee list",
      url: "https://ircc.canada.ca/english/information/fees/fees.asp",
    },
  },
  recentChanges: [
    "On 18 February 2026, IRCC set the 2026 Express Entry categories. New categories include physicians, researchers and senior managers with Canadian work experience, transport occupations and skilled military recruits. French, healthcare and social services, trades, STEM and education continue; the agriculture category was retired.",
    "Since 18 February 2026, occupation categories need at least 12 months of work experience in an eligible occupation in the last three years (previously six months).",
    "Since 25 March 2025, a job offer no longer adds CRS points.",
    "Permanent residence fees increased on 30 April 2026 (Right of Permanent Residence Fee CAD 600).",
    "Canada's 2026-2028 levels plan keeps permanent resident admissions at about 380,000 a year, with a larger share for economic immigrants.",
  ],
  faqs: [
    {
      question: "What CRS score do I need?",
      answer:
        "There is no fixed score. Each round of invitations has its own cut-off, which depends on the program or category and the number of invitations. IRCC publishes every round on its website. We compare your score with recent rounds for the categories you fit.",
    },
    {
      question: "Do I need a job offer in Canada?",
      answer:
        "No. Most Express Entry candidates do not have one, and since 25 March 2025 a job offer no longer adds CRS points. Some provincial streams do need a job offer.",
    },
    {
      question: "Can I apply from India without Canadian experience?",
      answer:
        "Yes, through the Federal Skilled Worker program or a provincial stream. Competition is strong for candidates outside Canada, so language scores, a category match (such as healthcare, trades, STEM or education) or French skills often make the difference.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "FSW and FST applicants must show settlement funds based on family size, unless they are allowed to work in Canada and have a valid job offer. IRCC updates the table every year; check the current amounts on the proof of funds page. Borrowed money does not count.",
    },
    {
      question: "Who is allowed to charge a fee for Canadian immigration advice?",
      answer:
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a Canadian immigration application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself using IRCC's guidance.",
    },
  ],
  related: [
    "canada-work-visa",
    "study-in-canada",
    "australia-permanent-residency",
    "canada-visitor-visa",
  ],
  sources: [
    {
      label: "IRCC: Express Entry",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry.html",
    },
    {
      label: "IRCC: Express Entry category-based selection",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/rounds-invitations/category-based-selection.html",
    },
    {
      label: "IRCC: proof of funds for Express Entry",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/proof-funds.html",
    },
    {
      label: "IRCC: Provincial Nominee Program",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/provincial-nominees.html",
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
