import type { Service } from "../types";

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
    "Proof that you can pay first-year tuition, travel and living costs (CAD 22,895 a year for a single student outside Quebec, for applications from 1 September 2025).",
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
      detail:
        "If you need a PAL/TAL, your institution or province issues it after you accept the offer and usually pay a deposit.",
    },
    {
      title: "Study plan and finances",
      detail:
        "You write your own study plan explaining why this program, why Canada and what you will do after. We help you organise GIC, loan, bank and sponsor documents so the source of funds is clear.",
    },
    {
      title: "Online application",
      detail:
        "You apply online through your IRCC account and pay the study permit and biometrics fees. Your spouse and children can apply with you.",
    },
    {
      title: "Biometrics and medical",
      detail:
        "You give fingerprints and a photo at a Visa Application Centre within 30 days of the instruction letter, and complete a medical exam if asked.",
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
    "Bank statements for the last four months, and proof of tuition paid",
    "Sponsor's income proof and a letter of support",
    "Explanation of study gaps, with work experience letters",
    "Quebec Acceptance Certificate (CAQ), if studying in Quebec",
  ],
  processingTime: {
    text:
      "Processing times for study permits from India change through the year and rise before the September and January intakes. Apply as soon as you have your acceptance letter and attestation letter. Check IRCC's processing times tool.",
    source: {
      label: "IRCC: check processing times",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    },
  },
  governmentFee: {
    text:
      "The study permit fee is CAD 150. Biometrics cost CAD 85 per person, up to CAD 170 per family. A spouse applying for an open work permit pays CAD 155 plus the CAD 100 open work permit holder fee. Check the IRCC fee list before paying. Medical exams and Visa Application Centre charges are extra. Government fees are separate from our consultancy fees.",
    source: {
      label: "IRCC: fee list",
      url: "https://ircc.canada.ca/english/information/fees/fees.asp",
    },
  },
  recentChanges: [
    "The Student Direct Stream (SDS) ended on 8 November 2024. Students from India now apply through the regular study permit process.",
    "Since 1 January 2026, master's and doctoral students at public institutions do not need a provincial or territorial attestation letter. Most other students still do.",
    "Living-cost funds rose to CAD 22,895 for a single student for applications from 1 September 2025.",
    "Since November 2024, post-secondary students must get a new study permit before changing to a different institution.",
    "Since 21 January 2025, open work permits for spouses of students are limited to master's programs of 16 months or more, doctoral programs and some professional programs.",
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
        "A GIC is no longer a fixed requirement, but it is still a clear way to show living-cost funds. You can also use bank statements, education loans or sponsor support, as long as the source of the money is clear.",
    },
    {
      question: "Why are study permits refused?",
      answer:
        "Common reasons are doubts that the student will leave Canada at the end of studies, weak or unclear funds, and a program that does not fit the student's past studies or career. A refusal letter lists the reasons; you can reapply with better evidence.",
    },
    {
      question: "Can I change my college after I arrive?",
      answer:
        "Since November 2024, post-secondary students must apply for and receive a new study permit before moving to a different institution. Changing to another program at the same institution is different; check your conditions first.",
    },
    {
      question: "Who is allowed to charge a fee for Canadian immigration advice?",
      answer:
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a study permit application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself using IRCC's guidance.",
    },
  ],
  related: [
    "study-in-canada",
    "australia-student-visa",
    "usa-study-visa",
    "canada-visitor-visa",
  ],
  sources: [
    {
      label: "IRCC: study permit",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
    },
    {
      label: "IRCC: designated learning institutions list",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html",
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
