import type { Service, Source } from "../types";
import {
  CONSULAR_FEE_RULE,
  DOS_STUDENT_VISA,
  DOS_WAIT_TIMES,
  EDUCATIONUSA,
  FIXED_PERIOD_PROPOSAL,
  SEVIS_FEE,
  SEVP_REGULATIONS,
  STUDY_IN_THE_STATES,
  VISA_INTEGRITY_STATUS,
} from "../sources/usa";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const EMPLOYMENT_CHART: Source = {
  label: "Study in the States (DHS): school comparison chart, full course of study and employment",
  url: "https://studyinthestates.dhs.gov/sevis-help-hub/school-records/school-comparison-chart-full-course-of-study-and-employment",
};
const OPT: Source = {
  label: "USCIS: Optional Practical Training (OPT) for F-1 students",
  url: "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students",
};

export const service: Service = {
  slug: "study-in-usa",
  title: "Study in the USA",
  shortTitle: "Study in the USA",
  category: "study",
  country: "usa",
  summary:
    "Plan your studies in the USA: choosing universities, admissions, costs, work rights on OPT and the latest rules for Indian students, step by step.",
  whoItSuits: [
    "The USA suits students who want a wide choice of universities, flexible programmes and strong links to research and industry, especially in science, technology, engineering and maths (STEM). Master's programmes are the most common choice for Indian students.",
    "It suits families who can plan for high costs. Tuition and living costs together are a large yearly sum, and you must show you can pay at least the first year before the university issues your Form I-20.",
    "It also suits students who want work experience after graduating. Optional Practical Training (OPT) gives a period of work in your field, and graduates with eligible STEM degrees can apply for a longer STEM extension; USCIS's OPT page gives the current limits. Staying on to work after that, for example on an H-1B, is not guaranteed, and H-1B rules have recently been tightened.",
  ],
  eligibility: [
    "An offer of admission from a school certified by the Student and Exchange Visitor Program (SEVP). Only these schools can issue a Form I-20.",
    "Academic results that meet the programme's entry requirements. For a master's, this is usually a recognised bachelor's degree; some universities ask for a set number of years of education and may not accept all three-year degrees.",
    "English test scores where the university asks for them (for example TOEFL, IELTS or another test it accepts).",
    "GRE or GMAT scores where the programme requires them; many programmes now make them optional.",
    "Proof of funds for at least the first year of tuition and living costs, as shown on the I-20.",
    "A genuine plan to study full time, with a purpose that makes sense for your background.",
    "A valid passport and no serious immigration or criminal history.",
  ],
  process: [
    {
      title: "First consultation and profile review",
      detail:
        "We look at your academic record, test scores, work experience, budget and goals, and explain what kind of programmes and universities are realistic for you. Start early, ideally more than a year before your intended intake.",
    },
    {
      title: "Shortlist universities",
      detail:
        "We compare programmes, total costs, location, STEM designation, scholarships and assistantships. We check that each school is SEVP-certified and properly accredited.",
    },
    {
      title: "Tests and applications",
      detail:
        "You take any required tests. We help you plan your statement of purpose, CV and recommendation letters, and track deadlines. For the August/September intake, many deadlines fall between December and February.",
    },
    {
      title: "Offers, funding and the I-20",
      detail:
        "You compare offers, accept one, pay any deposit, and send the university your financial documents so it can issue your Form I-20.",
    },
    {
      title: "SEVIS fee and student visa",
      detail:
        "You pay the SEVIS I-901 fee, complete the DS-160 and attend the visa interview. Our USA Student Visa service covers this stage in detail.",
    },
    {
      title: "Before you leave",
      detail:
        "Arrange housing, the health insurance your university requires, and flights. You can enter the US no earlier than 30 days before the programme start date on your I-20.",
    },
    {
      title: "Arrival",
      detail:
        "Report to your university's international student office on arrival and follow the rules on full-time study and work to keep your status.",
    },
  ],
  documents: [
    "Passport",
    "Class 10 and 12 mark sheets, and bachelor's transcripts and degree certificate",
    "English test score report, if required",
    "GRE or GMAT score report, if required",
    "Statement of purpose",
    "Letters of recommendation (usually two or three)",
    "CV or résumé",
    "Bank statements, fixed deposit certificates or an education loan sanction letter",
    "Sponsor's letter of support and income proof (for example tax returns and payslips), if family is paying",
    "Scholarship or assistantship letters, if any",
    "Credential evaluation report, if the university asks for one",
    "Portfolio, for design, architecture and arts programmes",
    "Form I-20, once issued",
  ],
  processingTime: {
    text: "The main intakes are August/September (fall) and January (spring). Admission decisions usually come a few weeks to a few months after the application deadline. Visa interview waits in India change often; the State Department publishes current waits for each post on its wait-time tool, and you book as soon as your I-20 allows. We could not read the wait-time tool from here on 28 November 2026; we look up the current wait for your city with you when you book.",
    source: DOS_WAIT_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "Government fees for a new F-1 student start with the SEVIS I-901 fee of USD 350, paid online to the Department of Homeland Security. University application fees, deposits and tuition are paid to the university, not the government, and differ by school. Our consultancy fees are separate from government fees.",
    source: SEVIS_FEE,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "The visa application fee for an F-1 student visa is USD 185, in force since 17 June 2023 (it was USD 160 before); we found no later change by 28 November 2026. It is not refunded if the visa is refused.",
      source: CONSULAR_FEE_RULE,
      checked: CHECKED_TODAY,
    },
    {
      text: "A law passed by Congress in July 2025 (H.R. 1) created a visa integrity fee of at least USD 250, charged when a nonimmigrant visa, including an F-1 visa, is issued. We could not confirm on 28 November 2026 whether it is being collected: DHS said in July 2025 that collection would be set out in a later notice, and we found no report that it has started. We tell you before your interview if it applies.",
      source: VISA_INTEGRITY_STATUS,
      checked: CHECKED_TODAY,
    },
    {
      text: "In August 2025 the Department of Homeland Security proposed replacing 'duration of status' with a fixed period of admission for F-1 students, with a new procedure to apply for an extension of stay. It was a proposal when published; check studyinthestates.dhs.gov for the rule in force when you travel.",
      source: FIXED_PERIOD_PROPOSAL,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I work while I study in the USA?",
      answer:
        "On-campus work is allowed up to 20 hours a week while school is in session and full time in official breaks. Off-campus work is allowed only with authorisation, mainly Curricular Practical Training (CPT) during your course and OPT after it.",
    },
    {
      question: "What are OPT and STEM OPT?",
      answer:
        "OPT is a period of work in your field, usually after you finish your degree. If your degree is on the official STEM list and your employer uses E-Verify, you can apply for a STEM extension. You apply to USCIS, and you need approval before you start work. USCIS's OPT page gives the current time limits.",
    },
    {
      question: "Are three-year Indian bachelor's degrees accepted for a US master's?",
      answer:
        "Some universities accept them, others ask for a set number of years of education or an extra qualification. Check each university's international admissions page; we help you find programmes that accept your degree.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "At least the amount the university lists for the first year on your I-20, covering tuition and living costs. Officers also like to see a sensible plan for the later years, such as family income, savings or a loan.",
    },
    {
      question: "Can my spouse come with me?",
      answer:
        "Yes, on an F-2 visa. F-2 spouses cannot work in the US and may study only part time, so plan your budget for one income or none.",
    },
  ],
  related: ["usa-study-visa", "usa-h1b-visa", "study-in-canada", "study-in-uk"],
  figures: [
    { value: "30 days before", source: SEVP_REGULATIONS, checked: CHECKED },
    { value: "up to 20 hours a week while school is in session", source: EMPLOYMENT_CHART, checked: CHECKED },
  ],
  names: ["Class 10 and 12", "F-2"],
  sources: [
    EDUCATIONUSA,
    STUDY_IN_THE_STATES,
    DOS_STUDENT_VISA,
    SEVIS_FEE,
    CONSULAR_FEE_RULE,
    VISA_INTEGRITY_STATUS,
    SEVP_REGULATIONS,
    EMPLOYMENT_CHART,
    FIXED_PERIOD_PROPOSAL,
    DOS_WAIT_TIMES,
    OPT,
  ],
};
