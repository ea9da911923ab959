import type { Service } from "../types";

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
    "English results that meet both the course requirement and the visa minimum (for most student visas, IELTS Academic 6.0 overall or an equivalent score on another accepted test).",
    "Enough money for tuition, living costs and travel. For the visa, living costs were set at AUD 29,710 a year for the student from 10 May 2024.",
    "Overseas Student Health Cover (OSHC) for the whole visa period.",
    "A genuine intention to study, assessed under the Genuine Student requirement.",
    "Students under 18 need approved welfare arrangements.",
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
      detail:
        "You accept an offer, pay the deposit and buy OSHC. The institution then issues your Confirmation of Enrolment (CoE).",
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
      detail:
        "You arrive before the course starts, attend orientation and update your address with your institution.",
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
    text:
      "Admission offers can take from a few days to several weeks, depending on the institution and intake. Student visa processing times vary, and the priority given to your application can depend on your institution's enrolment allocation. Plan to apply at least three to four months before your course starts, and check the Department of Home Affairs processing time guide.",
    source: {
      label: "Department of Home Affairs: global visa processing times",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times",
    },
  },
  governmentFee: {
    text:
      "The student visa charge for most main applicants rose to AUD 2,000 on 1 July 2025, with extra charges for family members. Charges are usually reviewed every 1 July, so check today's amount on the Department's visa pricing page. Tuition, OSHC, English tests and medical exams are paid separately. Government fees are separate from our consultancy fees.",
    source: {
      label: "Department of Home Affairs: current visa pricing",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
    },
  },
  recentChanges: [
    "Australia set a National Planning Level of 295,000 new international student places for 2026 (270,000 for 2025). Each institution has its own allocation.",
    "Ministerial Direction 115 took effect on 14 November 2025. It gives higher visa processing priority to applicants whose institutions stay within their allocation.",
    "The main student visa charge rose from AUD 1,600 to AUD 2,000 on 1 July 2025.",
    "The Genuine Student requirement replaced the Genuine Temporary Entrant test on 23 March 2024, and the English minimum for student visas went up.",
    "Since 1 July 2024, visitor and Temporary Graduate visa holders cannot apply for a student visa from inside Australia.",
  ],
  faqs: [
    {
      question: "How many hours can I work while studying?",
      answer:
        "Student visa holders can work up to 48 hours per fortnight while their course is in session, and without an hour limit during scheduled course breaks. Research master's and PhD students have no hour limit once the course has started.",
    },
    {
      question: "Can I stay and work after I graduate?",
      answer:
        "Eligible graduates can apply for the Temporary Graduate visa (subclass 485). How long you can stay depends on your qualification. Since 1 July 2024 the age limit for most applicants is 35, and the English requirement is higher than for the student visa. Check the current rules before you choose your course.",
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
  related: [
    "australia-student-visa",
    "study-in-canada",
    "study-in-uk",
    "australia-permanent-residency",
  ],
  sources: [
    {
      label: "Department of Home Affairs: Student visa (subclass 500)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500",
    },
    {
      label: "Department of Home Affairs: Temporary Graduate visa (subclass 485)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485",
    },
    {
      label: "CRICOS: register of courses for overseas students",
      url: "https://cricos.education.gov.au",
    },
    {
      label: "Study Australia (Australian Government)",
      url: "https://www.studyaustralia.gov.au",
    },
    {
      label: "Department of Education: international education",
      url: "https://www.education.gov.au/international-education",
    },
    {
      label: "Department of Home Affairs: global visa processing times",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times",
    },
    {
      label: "Department of Home Affairs: current visa pricing",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
    },
  ],
  lastReviewed: "2026-11-22",
};
