import type { Service } from "../types";
import {
  CICC_REGISTER,
  IRCC_ATTESTATION,
  IRCC_BIOMETRIC_FEE,
  IRCC_DLI_LIST,
  IRCC_FEE_CHANGES,
  IRCC_FEE_LIST,
  IRCC_LEVELS_PLAN,
  IRCC_PROCESSING_TIMES,
  IRCC_REPRESENTATIVES,
  IRCC_STUDY_PERMIT,
  STUDY_LIVING_COST,
} from "../sources/canada";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "canada-student-visa",
  title: "Canada Study Permit",
  shortTitle: "Canada Study Permit",
  category: "study",
  country: "canada",
  summary:
    "Apply for a Canadian study permit: letter of acceptance, attestation letter, proof of funds, study plan and biometrics, explained step by step.",
  whoItSuits: [
    "This service suits students who have, or will soon have, a letter of acceptance from a Canadian designated learning institution and now need the study permit. It also helps parents who will sponsor the student's costs.",
    "Study permit refusals often come from unclear study plans, weak financial evidence or a program that does not fit the student's background. We help you prepare an honest, consistent application. IRCC makes the decision.",
  ],
  eligibility: [
    "A letter of acceptance from a designated learning institution (DLI), verified by the institution with IRCC.",
    "A provincial or territorial attestation letter (PAL/TAL), unless you are exempt. Since 1 January 2026, master's and doctoral students at public institutions are exempt.",
    "Proof that you can pay first-year tuition, travel and living costs. IRCC sets the minimum living-cost amount by family size and updates it regularly; since 1 September 2025 it is CAD 22,895 a year for one person outside Quebec (it was CAD 20,635 from 1 January 2024), and we found no later change by 28 November 2026.",
    "For Quebec: a Quebec Acceptance Certificate (CAQ).",
    "You must satisfy the officer that you will leave Canada when your permit ends, even if you hope to apply for permanent residence later.",
    "No criminal record that makes you inadmissible; police certificates if asked.",
    "A medical exam, if IRCC asks for one.",
  ],
  process: [
    {
      title: "Profile review",
      detail:
        "We review your academic history, gaps, English scores, finances and any past refusals, and check that your chosen program makes sense for your background.",
    },
    {
      title: "Attestation letter",
      detail: "If you need a PAL/TAL, your institution or province issues it after you accept the offer and usually pay a deposit.",
    },
    {
      title: "Study plan and finances",
      detail:
        "You write your own study plan explaining why this program, why Canada and what you will do after. We help you organise GIC, loan, bank and sponsor documents so the source of funds is clear.",
    },
    {
      title: "Online application",
      detail:
        "You apply online through your IRCC account and pay the study permit fee and the biometrics fee (CAD 85 per person, or CAD 170 for a family applying together). Your spouse and children can apply with you.",
    },
    {
      title: "Biometrics and medical",
      detail:
        "You give fingerprints and a photo at a Visa Application Centre before the deadline in your instruction letter, and complete a medical exam if asked.",
    },
    {
      title: "Decision",
      detail:
        "If approved, you receive a letter of introduction and a visitor visa in your passport. The study permit itself is issued at the border.",
    },
    {
      title: "Arrival",
      detail:
        "Show your letter of introduction, acceptance letter and proof of funds at the border. Check your permit for errors and conditions before leaving the airport.",
    },
  ],
  documents: [
    "Passport",
    "Letter of acceptance from a DLI",
    "Provincial or territorial attestation letter, unless exempt",
    "Study plan (statement of purpose)",
    "Academic certificates and transcripts",
    "English or French test results",
    "GIC certificate, if you bought one",
    "Education loan sanction letter, if applicable",
    "Recent bank statements, and proof of tuition paid",
    "Sponsor's income proof and a letter of support",
    "Explanation of study gaps, with work experience letters",
    "Quebec Acceptance Certificate (CAQ), if studying in Quebec",
  ],
  processingTime: {
    text: "IRCC publishes study permit processing times only through its online tool, by the country you apply from. Times for applications from India change through the year and usually rise before the September and January intakes. Apply as soon as you have your acceptance letter and, if needed, your attestation letter.",
    source: IRCC_PROCESSING_TIMES,
    checked: CHECKED,
  },
  governmentFee: {
    text: "The study permit fee is CAD 150. A spouse who applies for a work permit pays the work permit fee of CAD 155, and an open work permit also needs the open work permit holder fee. The biometrics fee is paid on top. Medical exams and Visa Application Centre charges are extra. Government fees are separate from our consultancy fees.",
    source: IRCC_FEE_CHANGES,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "Canada has capped study permit applications since 22 January 2024, and provinces share out the cap through attestation letters. The 2026 cap period runs from 1 January 2026, and master's and doctoral students at public institutions no longer need a PAL/TAL. Most other post-secondary students still do.",
      source: IRCC_ATTESTATION,
      checked: CHECKED,
    },
    {
      text: "Canada's 2026-2028 Immigration Levels Plan continues to reduce new temporary resident arrivals, which include new international students. Expect competition for attestation letters and careful checks of study plans and funds.",
      source: IRCC_LEVELS_PLAN,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Is a study permit the same as a visa?",
      answer:
        "No. The study permit lets you study in Canada and is issued at the border. Indian citizens also need a visitor visa to travel, which IRCC issues automatically with an approved study permit application.",
    },
    {
      question: "Do I need a GIC now that the Student Direct Stream has ended?",
      answer:
        "The Student Direct Stream has closed, and students from India now apply through the regular study permit process. A GIC is not a fixed requirement there, but it is still a clear way to show living-cost funds. You can also use bank statements, education loans or sponsor support, as long as the source of the money is clear.",
    },
    {
      question: "Why are study permits refused?",
      answer:
        "Common reasons are doubts that the student will leave Canada at the end of studies, weak or unclear funds, and a program that does not fit the student's past studies or career. A refusal letter lists the reasons; you can reapply with better evidence.",
    },
    {
      question: "Can I change my college after I arrive?",
      answer:
        "Post-secondary students must now apply for and receive a new study permit before moving to a different institution. Changing to another program at the same institution is different; check your conditions and IRCC's current guidance first.",
    },
    {
      question: "Can my spouse come and work?",
      answer:
        "Only some students' spouses can get an open work permit, mainly spouses of students in longer master's programs, doctoral programs and certain professional programs. IRCC has changed these rules several times recently, so check its family open work permit page before you plan.",
    },
    {
      question: "Who is allowed to charge a fee for Canadian immigration advice?",
      answer:
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a study permit application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself on the College's public register or with the law society.",
    },
  ],
  related: ["study-in-canada", "australia-student-visa", "usa-study-visa", "canada-visitor-visa"],
  figures: [
    { value: "1 September 2025", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "CAD 22,895", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "CAD 20,635", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "1 January 2024", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: STUDY_LIVING_COST, checked: CHECKED_TODAY },
    { value: "1 January 2026", source: IRCC_ATTESTATION, checked: CHECKED },
    { value: "CAD 85 per person", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "CAD 170 for a family", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
  ],
  sources: [
    STUDY_LIVING_COST,
    IRCC_STUDY_PERMIT,
    IRCC_DLI_LIST,
    IRCC_ATTESTATION,
    IRCC_FEE_CHANGES,
    IRCC_BIOMETRIC_FEE,
    IRCC_LEVELS_PLAN,
    IRCC_PROCESSING_TIMES,
    IRCC_FEE_LIST,
    IRCC_REPRESENTATIVES,
    CICC_REGISTER,
  ],
};
