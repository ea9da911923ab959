import type { Service } from "../types";

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
    "Enough money for first-year tuition, travel and living costs. For applications from 1 September 2025, living costs outside Quebec are CAD 22,895 a year for a single student, more for family members.",
    "For Quebec: a Quebec Acceptance Certificate (CAQ) before you apply for the study permit.",
    "If you want to work in Canada after graduating: a program and institution that are eligible for a PGWP, and for some college programs a field of study on IRCC's list.",
    "A clean record and a medical exam if required.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We look at your marks, English scores, budget and goals, and explain how the cap and the PGWP rules affect your options.",
    },
    {
      title: "Shortlist programs",
      detail:
        "We check that each institution is a DLI, whether the program is PGWP-eligible, and whether a field-of-study rule applies. We compare tuition, intakes and locations.",
    },
    {
      title: "Applications and acceptance",
      detail:
        "We help you apply with transcripts, test scores and a statement of purpose, and compare the offers you receive.",
    },
    {
      title: "Deposit and attestation letter",
      detail:
        "You pay the deposit and the institution or province arranges your PAL/TAL if you need one.",
    },
    {
      title: "Funds and study permit",
      detail:
        "You arrange proof of funds, such as a Guaranteed Investment Certificate (GIC), an education loan or bank balances, and apply for the study permit online.",
    },
    {
      title: "Pre-departure",
      detail:
        "We share checklists for housing, health insurance, banking and travel documents, and explain the conditions of your permit.",
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
    text:
      "Admission decisions can take several weeks, and PAL/TAL letters are issued by institutions or provinces on their own timelines. Study permit processing times from India change through the year and are longest before the September intake. Check IRCC's processing times tool.",
    source: {
      label: "IRCC: check processing times",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    },
  },
  governmentFee: {
    text:
      "The study permit fee is CAD 150 and biometrics cost CAD 85 per person. Institutions charge their own application fees and tuition, which vary widely by program and province. Check the IRCC fee list before paying. Government fees are separate from our consultancy fees.",
    source: {
      label: "IRCC: fee list",
      url: "https://ircc.canada.ca/english/information/fees/fees.asp",
    },
  },
  recentChanges: [
    "Canada has capped new study permit applications since January 2024, and most applicants need a provincial or territorial attestation letter. The 2026-2028 levels plan set a target of 155,000 new international student arrivals for 2026, about half the 2025 target.",
    "Since 1 January 2026, master's and doctoral students at public institutions no longer need an attestation letter.",
    "Living-cost funds rose to CAD 22,895 for a single student for applications from 1 September 2025.",
    "Since November 2024, students can work off campus up to 24 hours a week during academic sessions.",
    "Since 1 November 2024, PGWP applicants must show language test results, and graduates of many non-degree college programs must have studied in a field linked to long-term labour shortages. IRCC said the field-of-study list would not change during 2026.",
    "The Student Direct Stream ended on 8 November 2024. All students from India now apply through the regular process.",
    "Since November 2024, post-secondary students need a new study permit to change institution.",
  ],
  faqs: [
    {
      question: "How many hours can I work while studying?",
      answer:
        "Eligible full-time students can work off campus up to 24 hours a week while classes are in session, and full time during scheduled breaks such as summer holidays. Check your permit conditions before you start work.",
    },
    {
      question: "Will I get a work permit after graduation?",
      answer:
        "Only if you graduate from a PGWP-eligible program at an eligible institution and meet the language and, where it applies, field-of-study rules. The permit length depends on your program. Programs taught under curriculum licensing arrangements between public colleges and private partners are not eligible for new students since September 2024.",
    },
    {
      question: "Is Canada still a good option for Indian students?",
      answer:
        "It can be, but it is more selective than before. Fewer permits are available, and funds and PGWP rules are stricter. A strong academic fit and a program that matches Canada's labour needs matter more than ever.",
    },
    {
      question: "Can my spouse come and work?",
      answer:
        "Since 21 January 2025, spouses can get an open work permit only if you study in a master's program of at least 16 months, a doctoral program, or certain professional programs. Otherwise your spouse may visit or apply for their own permit.",
    },
    {
      question: "How much money do I need in total?",
      answer:
        "Plan for first-year tuition, living costs of at least CAD 22,895 a year for a single student outside Quebec (from 1 September 2025), travel, health insurance and the permit fees. IRCC reviews the living-cost figure each year.",
    },
  ],
  related: [
    "canada-student-visa",
    "study-in-australia",
    "study-in-uk",
    "canada-permanent-residency",
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
      label: "IRCC: work off campus as a student",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/work-off-campus.html",
    },
    {
      label: "IRCC: Post-Graduation Work Permit",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation.html",
    },
    {
      label: "EduCanada (Government of Canada)",
      url: "https://www.educanada.ca",
    },
    {
      label: "IRCC: check processing times",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    },
    {
      label: "IRCC: fee list",
      url: "https://ircc.canada.ca/english/information/fees/fees.asp",
    },
  ],
  lastReviewed: "2026-11-22",
};
