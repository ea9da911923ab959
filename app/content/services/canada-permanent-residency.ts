import type { Service } from "../types";
import {
  CICC_REGISTER,
  IRCC_BIOMETRIC_FEE,
  IRCC_CATEGORIES_2026,
  IRCC_EXPRESS_ENTRY,
  IRCC_FEE_CHANGES,
  IRCC_FEE_LIST,
  IRCC_LEVELS_PLAN,
  IRCC_PROCESSING_TIMES,
  IRCC_REPRESENTATIVES,
  IRCC_SERVICE_STANDARDS,
  PR_FEES_2026,
  PROOF_OF_FUNDS_2025,
} from "../sources/canada";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

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
    "Your chances depend on your age, education, language scores, work experience and, increasingly, on whether you fit a priority category such as health care, trades or French. Several newer categories need work experience in Canada. Provincial nomination is another important route.",
    "We review your profile, show you which factors you can still improve, and tell you plainly if Canada PR looks unlikely for you today. Canada decides every application; no one can promise an invitation.",
  ],
  eligibility: [
    "Eligibility for one Express Entry program: Federal Skilled Worker (FSW), Canadian Experience Class (CEC) or Federal Skilled Trades (FST). IRCC has consulted on redesigning these programs, so we check the rules in force on the day you create your profile.",
    "FSW: continuous, paid work experience in one skilled occupation within the recent period IRCC sets, enough points on the FSW selection grid, and the minimum language scores.",
    "CEC: skilled work experience in Canada within the recent period IRCC sets, and minimum language scores that depend on the job level.",
    "Language test results from an approved test (IELTS General Training, CELPIP, PTE Core, TEF Canada or TCF Canada) that are still valid when you apply.",
    "An Educational Credential Assessment (ECA) for education completed outside Canada (needed for FSW, and useful for CRS points).",
    "Proof of settlement funds for FSW and FST applicants, unless you are allowed to work in Canada and have a valid job offer. The amount depends on family size and is updated every year.",
    "For category-based draws: meet the category rules, including a minimum amount of recent work experience in an eligible occupation. IRCC lists the rules for each category on its category-based selection page.",
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
        "You take an approved language test and get your degrees assessed by a designated organisation. These are paid to the test centre and the assessment body. Higher language scores are often the fastest way to gain points.",
    },
    {
      title: "Express Entry profile",
      detail:
        "We help you create an accurate profile. Every claim, including job codes and dates, must match the documents you will upload later. A profile stays in the pool for a limited time; if it expires, you can create a new one if you still qualify.",
    },
    {
      title: "Provincial options",
      detail:
        "We check provincial streams that match your profile. A provincial nomination through Express Entry adds a large number of CRS points. Provinces may charge their own fees.",
    },
    {
      title: "Invitation and application",
      detail:
        "If you receive an Invitation to Apply, you must submit the full application with documents, police certificates and fees before the deadline shown in the invitation, so we prepare documents early.",
    },
    {
      title: "Biometrics, medical and decision",
      detail:
        "You pay the biometrics fee (CAD 85 per person, or CAD 170 for a family applying together), give biometrics at a Visa Application Centre and complete a medical exam with an IRCC panel physician. IRCC checks eligibility and admissibility and makes the decision.",
    },
    {
      title: "Confirmation and landing",
      detail:
        "If approved, you receive a Confirmation of Permanent Residence and, if needed, a visa in your passport. You land in Canada before the expiry date, and we share a first-month checklist (SIN, health card, bank account, housing).",
    },
  ],
  documents: [
    "Passports for you and each family member",
    "Language test results that are still valid when you apply",
    "Educational Credential Assessment report",
    "Degree certificates and transcripts",
    "Employment reference letters with job title, duties, hours, salary and dates",
    "Payslips and tax records supporting your work history",
    "Proof of settlement funds: official bank letters showing current balances and recent history",
    "Police certificates from each country where IRCC's rules require one, based on how long you lived there as an adult",
    "Medical exam confirmation from an IRCC panel physician",
    "Marriage certificate and birth certificates of children",
    "Provincial nomination certificate, if nominated",
    "Digital photos meeting IRCC specifications",
  ],
  processingTime: {
    text: "IRCC's service standard for Express Entry applications is 6 months: it aims to decide 80% of complete applications within 6 months of receiving them. The time starts when you submit your application after an invitation; the wait for an invitation is not included and cannot be predicted. Provincial nominations made outside Express Entry take longer, and IRCC's online tool shows the times for recently decided applications. We could not read canada.ca from here; two 2026 reports (Visavio and IRCC Tracker) give the same 6-month standard.",
    source: IRCC_SERVICE_STANDARDS,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "IRCC charges a processing fee for the principal applicant and for an accompanying spouse or partner, a lower processing fee for each dependent child, and a Right of Permanent Residence Fee for the principal applicant and an accompanying spouse or partner. IRCC raised these fees with inflation on 30 April 2026, as it does every two years. A report of IRCC's notice (Ansari Immigration, April 2026) gives CAD 990 for the processing fee and CAD 600 for the Right of Permanent Residence Fee from that day; we could not confirm these amounts, or the new fee for a dependent child, from a second source on 28 November 2026. From 30 April 2024 to 29 April 2026 the fees were CAD 950 (processing), CAD 260 (each dependent child) and CAD 575 (Right of Permanent Residence). Biometrics cost CAD 85 per person or CAD 170 for a family. We confirm the exact amounts with you before you pay. Government fees are separate from our consultancy fees.",
    source: PR_FEES_2026,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "On 18 February 2026, IRCC announced its 2026 Express Entry categories. New categories cover foreign medical doctors, researchers and senior managers with Canadian work experience, transport occupations such as pilots and aircraft mechanics, and skilled military recruits. Rounds for strong French speakers and for health care, social services and trades continue.",
      source: IRCC_CATEGORIES_2026,
      checked: CHECKED,
    },
    {
      text: "Canada's 2026-2028 Immigration Levels Plan keeps permanent resident admissions stable, prioritizes economic immigration and continues to reduce new temporary resident arrivals.",
      source: IRCC_LEVELS_PLAN,
      checked: CHECKED,
    },
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
        "No. Most Express Entry candidates are invited without one. How much a job offer counts in the CRS has changed in recent years; we check the points in force when you create your profile. Some provincial streams do need a job offer.",
    },
    {
      question: "Can I apply from India without Canadian experience?",
      answer:
        "Yes, through the Federal Skilled Worker program or a provincial stream. Competition is strong for candidates outside Canada, and several categories need Canadian work experience, so language scores, French skills or a match with a category open to foreign experience, such as health care or trades, often make the difference.",
    },
    {
      question: "Is Express Entry changing?",
      answer:
        "IRCC has consulted on a major redesign of Express Entry, including merging the three programs and changing how CRS points are given. Until new rules take effect, the current programs apply. We check the rules in force before you create or update your profile.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "FSW and FST applicants must show settlement funds based on family size, unless they are allowed to work in Canada and have a valid job offer. In the table in force from 7 July 2025, one person needs CAD 15,263 and a family of four CAD 28,362 (before that, CAD 14,690 and CAD 27,297). IRCC updates the table every year; we could not confirm a later table on 28 November 2026 and check the amount in force with you when you create your profile. Borrowed money does not count.",
    },
    {
      question: "Who is allowed to charge a fee for Canadian immigration advice?",
      answer:
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a Canadian immigration application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself on the College's public register or with the law society.",
    },
  ],
  related: ["canada-work-visa", "study-in-canada", "australia-permanent-residency", "canada-visitor-visa"],
  figures: [
    { value: "CAD 85 per person", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "CAD 170 for a family", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "7 July 2025", source: PROOF_OF_FUNDS_2025, checked: CHECKED_TODAY },
    { value: "CAD 15,263", source: PROOF_OF_FUNDS_2025, checked: CHECKED_TODAY },
    { value: "CAD 28,362", source: PROOF_OF_FUNDS_2025, checked: CHECKED_TODAY },
    { value: "CAD 14,690", source: PROOF_OF_FUNDS_2025, checked: CHECKED_TODAY },
    { value: "CAD 27,297", source: PROOF_OF_FUNDS_2025, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: PROOF_OF_FUNDS_2025, checked: CHECKED_TODAY },
  ],
  sources: [
    IRCC_EXPRESS_ENTRY,
    {
      label: "IRCC: Express Entry category-based selection",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/rounds-invitations/category-based-selection.html",
    },
    IRCC_CATEGORIES_2026,
    PROOF_OF_FUNDS_2025,
    {
      label: "IRCC: Provincial Nominee Program",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/provincial-nominees.html",
    },
    IRCC_LEVELS_PLAN,
    PR_FEES_2026,
    IRCC_SERVICE_STANDARDS,
    IRCC_FEE_CHANGES,
    IRCC_BIOMETRIC_FEE,
    IRCC_PROCESSING_TIMES,
    IRCC_FEE_LIST,
    IRCC_REPRESENTATIVES,
    CICC_REGISTER,
  ],
};
