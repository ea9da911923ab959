import type { Service } from "../types";
import {
  IRCC_ATTESTATION,
  IRCC_BIOMETRIC_FEE,
  IRCC_DLI_LIST,
  IRCC_FEE_CHANGES,
  IRCC_FEE_LIST,
  IRCC_LEVELS_PLAN,
  IRCC_PROCESSING_TIMES,
  IRCC_STUDY_PERMIT,
  STUDY_LIVING_COST,
} from "../sources/canada";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "study-in-canada",
  title: "Study in Canada",
  shortTitle: "Study in Canada",
  category: "study",
  country: "canada",
  summary:
    "Choose a Canadian college or university and understand the study permit cap, costs, work rights and post-graduation work permit rules.",
  whoItSuits: [
    "This service suits students planning a diploma, bachelor's, master's or PhD in Canada. We help you choose a program that matches your academic record, budget and career plans.",
    "Canada has limited the number of new study permits since 2024, and the rules on work during and after study have changed. Many programs no longer lead to a Post-Graduation Work Permit (PGWP), so the choice of program and institution is more important than it used to be.",
    "If you already have a letter of acceptance and only need help with the permit, see our Canada study permit service.",
  ],
  eligibility: [
    "A letter of acceptance from a designated learning institution (DLI). Your institution verifies the letter with IRCC.",
    "A provincial or territorial attestation letter (PAL/TAL) for most applicants. Since 1 January 2026, master's and doctoral students at public institutions no longer need one.",
    "Academic entry requirements of the program, and an English or French test score that meets them.",
    "Enough money for first-year tuition, travel and living costs. IRCC sets the minimum living-cost amount by family size, outside Quebec, and updates it regularly; since 1 September 2025 it is CAD 22,895 a year for one person (it was CAD 20,635 from 1 January 2024), and we found no later change by 28 November 2026.",
    "For Quebec: a Quebec Acceptance Certificate (CAQ) before you apply for the study permit.",
    "If you want to work in Canada after graduating: a program and institution that are eligible for a PGWP, proof of language skills, and for some college programs a field of study on IRCC's list.",
    "A clean record and a medical exam if required.",
  ],
  process: [
    {
      title: "First consultation",
      detail: "We look at your marks, English scores, budget and goals, and explain how the cap and the PGWP rules affect your options.",
    },
    {
      title: "Shortlist programs",
      detail:
        "We check that each institution is a DLI, whether the program is PGWP-eligible, and whether a field-of-study rule applies. We compare tuition, intakes and locations.",
    },
    {
      title: "Applications and acceptance",
      detail: "We help you apply with transcripts, test scores and a statement of purpose, and compare the offers you receive.",
    },
    {
      title: "Deposit and attestation letter",
      detail: "You pay the deposit and the institution or province arranges your PAL/TAL if you need one.",
    },
    {
      title: "Funds and study permit",
      detail:
        "You arrange proof of funds, such as a Guaranteed Investment Certificate (GIC), an education loan or bank balances, and apply for the study permit online. You also pay the biometrics fee, CAD 85 per person.",
    },
    {
      title: "Pre-departure",
      detail: "We share checklists for housing, health insurance, banking and travel documents, and explain the conditions of your permit.",
    },
    {
      title: "Arrival",
      detail:
        "A border officer issues your study permit when you arrive. You register at your institution and stay enrolled to keep your status.",
    },
  ],
  documents: [
    "Passport",
    "Class 10 and 12 mark sheets, and degree transcripts if applicable",
    "English or French test results (for example IELTS Academic, TOEFL iBT or PTE Academic)",
    "Statement of purpose and updated CV",
    "Letter of acceptance from a DLI",
    "Provincial or territorial attestation letter, unless exempt",
    "Proof of funds: GIC certificate, education loan letter, bank statements, tuition payment receipt",
    "Sponsor's income documents, such as income tax returns",
    "Explanation of any study gaps, with work experience letters",
    "Quebec Acceptance Certificate (CAQ), if studying in Quebec",
  ],
  processingTime: {
    text: "Admission decisions can take several weeks, and PAL/TAL letters are issued by institutions or provinces on their own timelines. IRCC publishes study permit processing times only through its online tool; times for applications from India change through the year and are usually longest before the September intake. We could not read IRCC's processing-time tool from here on 28 November 2026; we check the current time for applications from India with you before you book.",
    source: IRCC_PROCESSING_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The study permit fee is CAD 150, and the biometrics fee is paid on top. Institutions charge their own application fees and tuition, which vary widely by program and province. Government fees are separate from our consultancy fees.",
    source: IRCC_FEE_CHANGES,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "Canada has capped study permit applications since 22 January 2024, and most post-secondary applicants need a provincial or territorial attestation letter. The 2026 cap period runs from 1 January 2026, and master's and doctoral students at public institutions no longer need a PAL/TAL.",
      source: IRCC_ATTESTATION,
      checked: CHECKED,
    },
    {
      text: "Canada's 2026-2028 Immigration Levels Plan continues to reduce new temporary resident arrivals, which include new international students, while it keeps permanent resident admissions stable.",
      source: IRCC_LEVELS_PLAN,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "How many hours can I work while studying?",
      answer:
        "Eligible full-time students can work off campus for a limited number of hours a week while classes are in session, and full time during scheduled breaks such as summer holidays. IRCC sets the weekly limit; check its off-campus work page and your permit conditions before you start work.",
    },
    {
      question: "Will I get a work permit after graduation?",
      answer:
        "Only if you graduate from a PGWP-eligible program at an eligible institution and meet the language and, where it applies, field-of-study rules. The permit length depends on your program. Programs taught under curriculum licensing arrangements between public colleges and private partners are not eligible for new students.",
    },
    {
      question: "Is Canada still a good option for Indian students?",
      answer:
        "It can be, but it is more selective than before. Fewer permits are available, and funds and PGWP rules are stricter. The Student Direct Stream has closed, so students from India apply through the regular process. A strong academic fit and a program that matches Canada's labour needs matter more than ever.",
    },
    {
      question: "Can my spouse come and work?",
      answer:
        "Only some students' spouses can get an open work permit, mainly spouses of students in longer master's programs, doctoral programs and certain professional programs. Otherwise your spouse may visit or apply for their own permit. IRCC has changed these rules several times recently; check before you plan.",
    },
    {
      question: "How much money do I need in total?",
      answer:
        "Plan for first-year tuition, IRCC's minimum living-cost amount for your family size, travel, health insurance and the permit fees. For one student outside Quebec the living-cost amount is CAD 22,895 a year; IRCC reviews it regularly, and we confirm it with you when you prepare your funds.",
    },
  ],
  related: ["canada-student-visa", "study-in-australia", "study-in-uk", "canada-permanent-residency"],
  figures: [
    { value: "1 September 2025", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "CAD 22,895", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "CAD 20,635", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "1 January 2024", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "since 2024", source: IRCC_ATTESTATION, checked: CHECKED },
    { value: "1 January 2026", source: IRCC_ATTESTATION, checked: CHECKED },
    { value: "CAD 85 per person", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
  ],
  names: ["Class 10 and 12"],
  sources: [
    STUDY_LIVING_COST,
    IRCC_STUDY_PERMIT,
    IRCC_DLI_LIST,
    {
      label: "IRCC: work off campus as a student",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/work-off-campus.html",
    },
    {
      label: "IRCC: Post-Graduation Work Permit",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation.html",
    },
    IRCC_ATTESTATION,
    IRCC_FEE_CHANGES,
    IRCC_BIOMETRIC_FEE,
    IRCC_LEVELS_PLAN,
    {
      label: "EduCanada (Government of Canada)",
      url: "https://www.educanada.ca",
    },
    IRCC_PROCESSING_TIMES,
    IRCC_FEE_LIST,
  ],
};
