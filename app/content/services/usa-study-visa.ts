import type { Service } from "../types";
import {
  DOS_STUDENT_VISA,
  DOS_VISA_FEES,
  CONSULAR_FEE_RULE,
  DOS_WAIT_TIMES,
  FIXED_PERIOD_PROPOSAL,
  SEVIS_FEE,
  SEVP_REGULATIONS,
  STUDY_IN_THE_STATES,
  VISA_INTEGRITY_STATUS,
} from "../sources/usa";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "usa-study-visa",
  title: "USA F-1 Student Visa",
  shortTitle: "USA Student Visa",
  category: "study",
  country: "usa",
  summary:
    "F-1 student visa for the USA: Form I-20, SEVIS fee, DS-160, financial documents, interview preparation and the latest vetting rules.",
  whoItSuits: [
    "This page is about the F-1 visa application itself, once you have admission (or expect it soon) from a US university, college or school. For choosing universities and planning your studies, see our Study in the USA page.",
    "It suits students who have a Form I-20 from a certified school, can show how they will pay for their studies, and can explain at the interview why they chose the course and how it fits their plans.",
    "Vocational students need the M-1 visa and exchange students usually need the J-1. If you are not sure which applies to you, ask us at the first consultation.",
  ],
  eligibility: [
    "A Form I-20 from a school certified by the Student and Exchange Visitor Program (SEVP), for a full course of study.",
    "The SEVIS I-901 fee paid before your interview.",
    "Proof that you can pay the costs shown on your I-20, at least for the first year, from savings, family sponsors, loans or scholarships.",
    "The academic background and English ability your programme needs.",
    "A plan that fits a temporary stay: the F-1 is a non-immigrant visa, and the officer will look at your ties and plans.",
    "A valid passport that meets the State Department's passport validity rules for your stay.",
    "No ineligibility, such as a past overstay, fraud or certain criminal convictions.",
  ],
  process: [
    {
      title: "Document and profile check",
      detail:
        "We check that the details on your I-20 are correct and review your funding, study gaps, work history and any past visa refusals.",
    },
    {
      title: "Pay the SEVIS I-901 fee",
      detail: "You pay the fee online on the official SEVP payment site and keep the receipt. The name and SEVIS ID must match your I-20.",
    },
    {
      title: "Complete the DS-160",
      detail: "You fill in the DS-160 form, including the social media names the form asks for. We review it with you before you submit.",
    },
    {
      title: "Pay the visa fee and book appointments",
      detail:
        "You pay the visa fee and book biometrics and interview slots on the official US visa appointment system for India. Nearly all student applicants now attend an in-person interview, and you should apply in your country of nationality or residence. Book as early as your I-20 allows.",
    },
    {
      title: "Interview preparation",
      detail:
        "We run practice interviews on typical questions: why this course, why this university, who is paying, and what you plan to do after graduating. Answers should be honest and in your own words.",
    },
    {
      title: "Biometrics and interview",
      detail:
        "You give fingerprints and a photo at the Visa Application Centre, then attend the interview at the embassy or a consulate. Student applicants go through an online presence review; set your social media profiles to public as the State Department instructs.",
    },
    {
      title: "Visa and travel",
      detail:
        "If approved, you can enter the US up to 30 days before your programme start date. Carry your I-20 and financial papers in your hand luggage, and report to your school's international office after arrival.",
    },
  ],
  documents: [
    "Passport, plus any old passports",
    "Form I-20, signed by you and the school official",
    "SEVIS I-901 fee receipt",
    "DS-160 confirmation page",
    "Appointment confirmation and visa fee receipt",
    "Admission letter",
    "Academic transcripts, degree certificates and test score reports",
    "Bank statements, fixed deposit certificates and/or education loan sanction letter",
    "Scholarship or assistantship letters, if any",
    "Sponsor's affidavit of support, income tax returns and payslips, if family is paying",
    "Photograph that meets US visa photo rules",
    "CV and work experience letters, if you have worked",
  ],
  processingTime: {
    text: "Interview waits in India differ by city and season, and the summer months before the autumn intake are the busiest. The State Department publishes current waits for each embassy and consulate on its wait-time tool; book early. We could not read the wait-time tool from here on 28 November 2026; we look up the current wait for your city with you when you book. Some cases need administrative processing after the interview, which can add weeks.",
    source: DOS_WAIT_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "SEVIS I-901 fee: USD 350 for F and M students, paid online to the Department of Homeland Security before your interview. Our consultancy fees are separate from government fees.",
    source: SEVIS_FEE,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "The visa application fee for an F-1 student visa is USD 185, in force since 17 June 2023 (it was USD 160 before); we found no later change by 28 November 2026. It is paid before the interview and not refunded if the visa is refused.",
      source: CONSULAR_FEE_RULE,
      checked: CHECKED_TODAY,
    },
    {
      text: "A law passed by Congress in July 2025 (H.R. 1) created a visa integrity fee of at least USD 250, charged when a nonimmigrant visa, including an F-1 visa, is issued. We could not confirm on 28 November 2026 whether it is being collected: DHS said in July 2025 that collection would be set out in a later notice, and we found no report that it has started. We tell you before your interview if it applies.",
      source: VISA_INTEGRITY_STATUS,
      checked: CHECKED_TODAY,
    },
    {
      text: "In August 2025 the Department of Homeland Security proposed replacing 'duration of status' with a fixed period of admission for F-1 students, with a new procedure to apply for an extension of stay. It was a proposal when published; check Study in the States for the rule in force when you travel.",
      source: FIXED_PERIOD_PROPOSAL,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "How early can I apply for my F-1 visa?",
      answer:
        "As soon as you have your I-20 and have paid the SEVIS fee. The visa can be issued well before your programme starts (the State Department's student visa page gives the current limit), but you can enter the US only in the last 30 days before the start date on your I-20.",
    },
    {
      question: "What happens if my F-1 visa is refused?",
      answer:
        "Most refusals are under section 214(b), meaning the officer was not satisfied about your purpose, funds or ties. There is no appeal, but you can apply again with a new DS-160 and fee. Reapply only after you understand what went wrong and can address it.",
    },
    {
      question: "Do I need to show money for the whole course?",
      answer:
        "You must show funds for at least the first year, as listed on the I-20. It helps to show how later years will be paid for, such as family income or a loan covering the full course.",
    },
    {
      question: "Why do I need to make my social media public?",
      answer:
        "The State Department reviews the online presence of student visa applicants as part of security checks. Follow its instructions, and make sure what you write in the DS-160 matches your real profiles.",
    },
  ],
  related: ["study-in-usa", "usa-h1b-visa", "usa-b1b2-visa"],
  figures: [{ value: "30 days before", source: SEVP_REGULATIONS, checked: CHECKED }],
  names: ["section 214(b)"],
  sources: [
    DOS_STUDENT_VISA,
    SEVIS_FEE,
    SEVP_REGULATIONS,
    FIXED_PERIOD_PROPOSAL,
    STUDY_IN_THE_STATES,
    DOS_VISA_FEES,
    CONSULAR_FEE_RULE,
    VISA_INTEGRITY_STATUS,
    DOS_WAIT_TIMES,
  ],
};
