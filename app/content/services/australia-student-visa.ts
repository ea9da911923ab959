import type { Service } from "../types";
import {
  CRICOS,
  HOME_AFFAIRS_PRICING,
  HOME_AFFAIRS_PROCESSING_TIMES,
  INTERNATIONAL_EDUCATION,
  JULY_2024_CHANGES,
  LIVING_COST,
  LIVING_COST_IN_FORCE,
  MD115,
  OMARA,
  ONSHORE_STUDENT_BAN,
  STUDENT_500,
  STUDENT_CHARGE,
} from "../sources/australia";

const CHECKED = "2026-11-25";
const CHECKED_NOW = "2026-11-28";

export const service: Service = {
  slug: "australia-student-visa",
  title: "Australia Student Visa (Subclass 500)",
  shortTitle: "Australia Student Visa",
  category: "study",
  country: "australia",
  summary:
    "Apply for Australia's subclass 500 student visa: Genuine Student answers, financial evidence, English, health cover and a clear checklist.",
  whoItSuits: [
    "This service suits students who have an offer, or are about to accept one, from an Australian institution and now need the student visa. It also suits parents who want to understand what the visa needs from them as financial sponsors.",
    "Most refusals come from weak financial evidence, unclear study plans or answers that do not match the documents. We help you present a consistent, honest application. The decision is always made by the Department of Home Affairs.",
  ],
  eligibility: [
    "A Confirmation of Enrolment (CoE) for a full-time course registered on CRICOS (some sponsored and exchange students use other evidence).",
    "Meet the Genuine Student requirement: show that you intend to study, with answers about your background, course choice and plans.",
    "English: a result on an accepted test at the score the Department sets for student visas, or a lower score with English study packaged before the main course, unless you are exempt. The Home Affairs English language page lists the accepted tests and scores.",
    "Financial capacity: access to enough money for the first year of tuition, living costs (set at AUD 29,710 a year for the student from 10 May 2024) and travel, if the Department asks for evidence.",
    "Overseas Student Health Cover (OSHC) for you and any family members for the whole stay.",
    "Health and character requirements, including a medical exam if asked.",
    "Students who are minors need approved welfare arrangements.",
    "If you are in Australia on a visitor or Temporary Graduate visa, you must apply from outside Australia.",
  ],
  process: [
    {
      title: "Profile and risk check",
      detail:
        "We review your academic history, study gaps, English scores, finances and any past refusals. We point out weak spots before you pay the visa charge.",
    },
    {
      title: "Confirmation of Enrolment",
      detail: "You accept your offer, pay the deposit and buy OSHC. Your institution issues the CoE.",
    },
    {
      title: "Genuine Student answers",
      detail:
        "You write your own answers about why this course, why this institution, why Australia and how it fits your career. We check they are clear and match your documents; we do not write them for you.",
    },
    {
      title: "Financial evidence",
      detail:
        "We help you organise bank statements, loan letters and sponsor income proof, and check that the source of the money is explained.",
    },
    {
      title: "Online application",
      detail:
        "The application is lodged in ImmiAccount and the visa charge is paid. You may be asked to give biometrics at an Australian Visa Application Centre.",
    },
    {
      title: "Medical and decision",
      detail:
        "You complete the medical exam with an approved panel doctor when asked. The Department decides the application and may ask for more information first.",
    },
    {
      title: "Travel and arrival",
      detail:
        "After grant, we explain your conditions: stay enrolled, attend classes, keep OSHC, keep your address updated and stay within the work limit.",
    },
  ],
  documents: [
    "Passport",
    "Confirmation of Enrolment (CoE)",
    "Genuine Student answers or statement",
    "Academic certificates and mark sheets, with an explanation of any gaps",
    "English test results",
    "Bank statements and evidence of where the money came from",
    "Education loan sanction letter, if you use a loan",
    "Sponsor's income proof, such as income tax returns and salary slips",
    "Overseas Student Health Cover (OSHC) policy",
    "Work experience letters, if you have worked",
    "Birth certificate (and marriage certificate if your partner comes with you)",
    "Welfare arrangement documents for students who are minors",
  ],
  processingTime: {
    text: "Processing times vary through the year and are longest before the main intakes. Under Ministerial Direction 115, in effect since 14 November 2025, offshore applications for institutions that are still within their allocation of new international students get higher priority. Apply as soon as you have your CoE. The Department of Home Affairs publishes current times in its processing time guide.",
    source: MD115,
    checked: CHECKED,
  },
  governmentFee: {
    text: "From 1 July 2026 the visa charge for most main applicants is AUD 2,500, as reported by Peak Migration and in line with the 25 per cent rise for most visa charges described by Wise Kangaroo (both July 2026). We could not read the Home Affairs pricing page to confirm it. The charge was AUD 2,000 from 1 July 2025, AUD 1,600 from 1 July 2024 and AUD 710 before that. From 1 July 2025 each family member aged 18 or over added AUD 1,225 and each child under 18 added AUD 400; we could not confirm these family amounts from 1 July 2026. OSHC, medical exams and English tests are paid separately. Government fees are separate from our consultancy fees.",
    source: STUDENT_CHARGE,
    checked: CHECKED_NOW,
  },
  recentChanges: [
    {
      text: "Ministerial Direction 115 took effect on 14 November 2025. For offshore applications it sets processing priority according to each education provider's allocation under the 2026 National Planning Level of 295,000 new overseas student commencements.",
      source: MD115,
      checked: CHECKED,
    },
    {
      text: "Since 1 July 2024, visitor and Temporary Graduate visa holders cannot apply for a student visa from inside Australia.",
      source: ONSHORE_STUDENT_BAN,
      checked: CHECKED,
    },
    {
      text: "On 1 July 2024 the main student visa charge rose from AUD 710 to AUD 1,600. It rose to AUD 2,000 on 1 July 2025 and is reported at AUD 2,500 from 1 July 2026 (Peak Migration and Wise Kangaroo, July 2026).",
      source: STUDENT_CHARGE,
      checked: CHECKED_NOW,
    },
    {
      text: "The living-cost figure for financial capacity rose from AUD 24,505 to AUD 29,710 a year for the main student in May 2024.",
      source: LIVING_COST,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "What is the Genuine Student requirement?",
      answer:
        "It is how the Department checks that studying is your main reason for coming. You answer questions about your current situation, your course and institution choice, and how the course helps your future. Answers should be your own, specific and supported by your documents.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "If asked, you show enough for your first year of tuition, one year of living costs and travel. The living-cost figure was set at AUD 29,710 a year for the student from 10 May 2024, with more for each family member. We found no report of a later change, but we could not read the Home Affairs page to confirm it today.",
    },
    {
      question: "Can I use an education loan?",
      answer:
        "Yes. A loan from a recognised bank or financial institution is commonly used. The sanction letter should show the amount, your name and the purpose, and the Department may check it.",
    },
    {
      question: "My student visa was refused before. Can I apply again?",
      answer:
        "Often yes, if you apply from outside Australia and fix the reasons for refusal. You must declare the earlier refusal. We read the refusal letter with you and tell you honestly whether a new application makes sense.",
    },
    {
      question: "Can I include my spouse and children?",
      answer:
        "Yes. They must be included in your application or join later as subsequent entrants. You need extra funds and OSHC for each of them, and they must meet health and character requirements.",
    },
    {
      question: "How can I check whether an adviser may give Australian migration advice?",
      answer:
        "Inside Australia, people who give visa advice must be registered migration agents or Australian legal practitioners, unless an exemption applies. You can search the official Register of Migration Agents on the OMARA website. Ask any adviser, including us, what their role on your file will be.",
    },
  ],
  related: ["study-in-australia", "canada-student-visa", "uk-study-visa", "australia-visitor-visa"],
  figures: [
    { value: "AUD 29,710", source: LIVING_COST, checked: CHECKED },
    { value: "10 May 2024", source: LIVING_COST_IN_FORCE, checked: CHECKED },
  ],
  sources: [
    STUDENT_500,
    INTERNATIONAL_EDUCATION,
    CRICOS,
    LIVING_COST,
    LIVING_COST_IN_FORCE,
    STUDENT_CHARGE,
    JULY_2024_CHANGES,
    MD115,
    ONSHORE_STUDENT_BAN,
    HOME_AFFAIRS_PROCESSING_TIMES,
    HOME_AFFAIRS_PRICING,
    OMARA,
  ],
};
