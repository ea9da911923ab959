import type { Service, Source } from "../types";
import {
  CRICOS,
  HOME_AFFAIRS_PRICING,
  HOME_AFFAIRS_PROCESSING_TIMES,
  INTERNATIONAL_EDUCATION,
  JULY_2024_CHANGES,
  LIVING_COST,
  LIVING_COST_IN_FORCE,
  MD115,
  ONSHORE_STUDENT_BAN,
  STUDENT_500,
  STUDENT_CHARGE,
  STUDENT_WORK_LIMIT,
} from "../sources/australia";

const CHECKED = "2026-11-25";
const CHECKED_NOW = "2026-11-28";

const PLANNING_LEVEL: Source = {
  label: "Department of Education: supporting a managed system for a sustainable sector (National Planning Level)",
  url: "https://www.education.gov.au/international-education/consultations/draft-international-education-and-skills-strategic-framework/supporting-managed-system-sustainable-sector",
};

export const service: Service = {
  slug: "study-in-australia",
  title: "Study in Australia",
  shortTitle: "Study in Australia",
  category: "study",
  country: "australia",
  summary:
    "Choose an Australian course and institution, understand costs, enrolment limits and work rights, and plan your application step by step.",
  whoItSuits: [
    "This service suits students who are thinking about a bachelor's, master's, diploma or research degree in Australia. We help you choose a course that fits your marks, budget and career plans, not only the one that is easiest to get into.",
    "Australia now manages how many new international students each institution can take. Offers and visa processing can depend on the institution you choose, so the choice matters more than before.",
    "If you already hold an offer and only need help with the visa, see our Australia student visa service.",
  ],
  eligibility: [
    "An offer for a course registered on CRICOS (the official register of courses for overseas students), from a registered provider.",
    "The academic entry requirements of the course: marks, prerequisite subjects and sometimes work experience or a portfolio.",
    "English results that meet both the course requirement and the visa minimum (the Home Affairs English language page lists the accepted tests and scores).",
    "Enough money for tuition, living costs and travel. For the visa, living costs were set at AUD 29,710 a year for the student from 10 May 2024. We found no report of a later change, but we could not read the Home Affairs page to confirm it today.",
    "Overseas Student Health Cover (OSHC) for the whole visa period.",
    "A genuine intention to study, assessed under the Genuine Student requirement.",
    "Students who are minors need approved welfare arrangements.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We discuss your academic record, English scores, budget, preferred cities and career goals. We are honest about which courses and institutions are realistic.",
    },
    {
      title: "Shortlist courses",
      detail:
        "We check each course on CRICOS, compare fees, intakes, entry rules and outcomes, and explain which courses can lead to post-study work rights.",
    },
    {
      title: "Applications and offers",
      detail:
        "We help you prepare applications with transcripts, English results and a statement of purpose, and track responses from each institution.",
    },
    {
      title: "Acceptance and enrolment",
      detail: "You accept an offer, pay the deposit and buy OSHC. The institution then issues your Confirmation of Enrolment (CoE).",
    },
    {
      title: "Student visa",
      detail:
        "You apply for the subclass 500 student visa online, with financial evidence and your Genuine Student answers. We guide you through each document.",
    },
    {
      title: "Pre-departure",
      detail:
        "We share checklists for accommodation, money transfer, health cover, phone and banking, and explain your visa conditions, including work limits.",
    },
    {
      title: "Arrival",
      detail: "You arrive before the course starts, attend orientation and update your address with your institution.",
    },
  ],
  documents: [
    "Passport",
    "Class 10 and 12 mark sheets and certificates",
    "Degree certificates and transcripts, if you have studied after school",
    "English test results (IELTS Academic, PTE Academic, TOEFL iBT or another accepted test)",
    "Statement of purpose explaining your course choice and plans",
    "Updated CV, with work experience letters if you have worked",
    "Explanation of any study gaps",
    "Financial documents: bank statements, education loan sanction letter, income proof of sponsors",
    "Offer letter and Confirmation of Enrolment (CoE)",
    "Overseas Student Health Cover (OSHC) policy",
  ],
  processingTime: {
    text: "Admission offers can take from a few days to several weeks, depending on the institution and intake. Student visa processing times vary. Since 14 November 2025, under Ministerial Direction 115, the priority given to an offshore application depends on how close your institution is to its allocation of new international students. Plan to apply several months before your course starts. The Department of Home Affairs publishes current times in its processing time guide.",
    source: MD115,
    checked: CHECKED,
  },
  governmentFee: {
    text: "From 1 July 2026 the student visa charge for most main applicants is AUD 2,500, as reported by Peak Migration and in line with the 25 per cent rise for most visa charges described by Wise Kangaroo (both July 2026). We could not read the Home Affairs pricing page to confirm it. The charge was AUD 2,000 from 1 July 2025, AUD 1,600 from 1 July 2024 and AUD 710 before that. From 1 July 2025 each family member aged 18 or over added AUD 1,225 and each child under 18 added AUD 400; we could not confirm these family amounts from 1 July 2026. Tuition, OSHC, English tests and medical exams are paid separately. Government fees are separate from our consultancy fees.",
    source: STUDENT_CHARGE,
    checked: CHECKED_NOW,
  },
  recentChanges: [
    {
      text: "Since 1 January 2025 the Government sets a National Planning Level each year for new overseas student commencements at universities, other higher education providers and vocational colleges.",
      source: PLANNING_LEVEL,
      checked: CHECKED,
    },
    {
      text: "For 2026 the National Planning Level is 295,000 new overseas student commencements, 25,000 more than in 2025. Each institution has its own allocation.",
      source: MD115,
      checked: CHECKED,
    },
    {
      text: "Ministerial Direction 115 took effect on 14 November 2025. It gives higher visa processing priority to offshore applicants whose institutions stay within their allocation.",
      source: MD115,
      checked: CHECKED,
    },
    {
      text: "On 1 July 2024 the main student visa charge rose from AUD 710 to AUD 1,600. It rose to AUD 2,000 on 1 July 2025 and is reported at AUD 2,500 from 1 July 2026 (Peak Migration and Wise Kangaroo, July 2026).",
      source: STUDENT_CHARGE,
      checked: CHECKED_NOW,
    },
    {
      text: "Since 1 July 2024, visitor and Temporary Graduate visa holders cannot apply for a student visa from inside Australia.",
      source: ONSHORE_STUDENT_BAN,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "How many hours can I work while studying?",
      answer:
        "Student visa holders can work up to 48 hours a fortnight while their course is in session, the limit since 1 July 2023, and without an hour limit during scheduled course breaks. Research master's and PhD students have no hour limit once the course has started. The limit is a condition of your visa, and we found no change by 28 November 2026.",
    },
    {
      question: "Can I stay and work after I graduate?",
      answer:
        "Eligible graduates can apply for the Temporary Graduate visa (subclass 485). How long you can stay depends on your qualification. Since 1 July 2024 the stay is shorter and the age limit for most applicants is lower, and the English requirement is higher than for the student visa. We check the rules in force for your qualification before you choose your course.",
    },
    {
      question: "How much money do I need?",
      answer:
        "Budget for tuition (it varies widely by course and institution), living costs, OSHC, travel and the visa charge. For the visa, you may need to show funds for one year of living costs, tuition and travel. Education loans from recognised lenders are commonly accepted.",
    },
    {
      question: "Does the enrolment cap mean Australia is closed to Indian students?",
      answer:
        "No. The National Planning Level limits new international enrolments, but each institution still has places. It does mean that applying early, and choosing an institution that has not used up its allocation, can affect how quickly your visa is processed.",
    },
    {
      question: "Can my spouse come with me?",
      answer:
        "Yes, you can include your partner and children as dependants. A partner of a master's or PhD student can usually work without an hour limit; partners of other students have limited work rights. You must show extra funds for each family member.",
    },
  ],
  related: ["australia-student-visa", "study-in-canada", "study-in-uk", "australia-permanent-residency"],
  figures: [
    { value: "48 hours a fortnight", source: STUDENT_WORK_LIMIT, checked: CHECKED_NOW },
    { value: "1 July 2023", source: STUDENT_WORK_LIMIT, checked: CHECKED_NOW },
    { value: "28 November 2026", source: STUDENT_WORK_LIMIT, checked: CHECKED_NOW },
    { value: "AUD 29,710", source: LIVING_COST, checked: CHECKED },
    { value: "10 May 2024", source: LIVING_COST_IN_FORCE, checked: CHECKED },
    { value: "1 July 2024", source: JULY_2024_CHANGES, checked: CHECKED },
  ],
  names: ["Class 10 and 12"],
  sources: [
    STUDENT_WORK_LIMIT,
    STUDENT_500,
    {
      label: "Department of Home Affairs: Temporary Graduate visa (subclass 485)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485",
    },
    CRICOS,
    {
      label: "Study Australia (Australian Government)",
      url: "https://www.studyaustralia.gov.au",
    },
    INTERNATIONAL_EDUCATION,
    LIVING_COST,
    LIVING_COST_IN_FORCE,
    STUDENT_CHARGE,
    JULY_2024_CHANGES,
    MD115,
    PLANNING_LEVEL,
    ONSHORE_STUDENT_BAN,
    HOME_AFFAIRS_PROCESSING_TIMES,
    HOME_AFFAIRS_PRICING,
  ],
};
