import type { Service } from "../types";
import {
  CICC_REGISTER,
  IRCC_BIOMETRIC_FEE,
  IRCC_FEE_LIST,
  IRCC_GSS_EXEMPTIONS,
  IRCC_LEVELS_PLAN,
  IRCC_PROCESSING_TIMES,
  IRCC_REPRESENTATIVES,
  IRCC_WORK_PERMIT_FEES,
} from "../sources/canada";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "canada-work-visa",
  title: "Canada Work Permit",
  shortTitle: "Canada Work Permit",
  category: "work",
  country: "canada",
  summary:
    "Understand Canada's work permits: LMIA-based job offers, LMIA-exempt routes and open work permits, with the recent rule changes explained.",
  whoItSuits: [
    "This service suits people who have a genuine job offer from a Canadian employer, employees being transferred to a Canadian branch of their company, and spouses or graduates who may qualify for an open work permit.",
    "Most work permits are tied to one employer. Before you can apply, the employer usually needs a Labour Market Impact Assessment (LMIA) from Employment and Social Development Canada, unless the job is exempt.",
    "We check whether your offer and route are realistic and help you prepare the application. We do not sell jobs or LMIAs, and we warn clients about job-offer scams.",
  ],
  eligibility: [
    "Employer-specific work permit: a genuine job offer, usually supported by a positive or neutral LMIA obtained by the employer. In some cities with high unemployment, ESDC does not process LMIAs for low-wage jobs; the list of areas changes every few months.",
    "LMIA-exempt work permit: a job covered by an exemption, such as an intra-company transfer or a trade-agreement profession. The employer submits the offer through the IRCC Employer Portal and pays an employer compliance fee.",
    "The skills, experience and any licence needed to do the job.",
    "You must satisfy the officer that you will leave Canada when your permit ends. You may still plan to apply for permanent residence later.",
    "Enough money to support yourself and your family until your first pay.",
    "Admissibility: police certificates if asked, a medical exam for some jobs and countries, and no serious criminal or security concerns.",
    "Open work permits for spouses are limited to partners of certain students and of workers in eligible skilled jobs with enough time left on their permit, and dependent children of workers no longer get open work permits. These rules have changed several times recently; check IRCC's family open work permit pages before you apply.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We review your job offer, your experience and your family plans, and check which type of work permit applies. We flag warning signs of a fake offer.",
    },
    {
      title: "Employer steps",
      detail:
        "The employer applies for an LMIA, or submits an LMIA-exempt offer through the Employer Portal. We explain to you what the employer must provide.",
    },
    {
      title: "Work permit application",
      detail:
        "With the LMIA number or offer of employment number, you apply online. We help you prepare proof of experience, qualifications and funds.",
    },
    {
      title: "Biometrics and medical",
      detail:
        "You pay the biometrics fee (CAD 85 per person, or CAD 170 for a family applying together), give biometrics at a Visa Application Centre and complete a medical exam if asked.",
    },
    {
      title: "Decision",
      detail:
        "IRCC decides the application. If approved, you receive a letter of introduction and, if needed, a visitor visa in your passport.",
    },
    {
      title: "Arrival",
      detail:
        "A border officer issues the work permit when you arrive. Check the permit details before you leave the counter, and keep to its conditions.",
    },
  ],
  documents: [
    "Passport",
    "Job offer letter or employment contract",
    "LMIA approval copy or offer of employment number (for LMIA-exempt jobs)",
    "Detailed CV",
    "Experience letters with duties, dates and hours",
    "Degree, diploma or trade certificates",
    "Professional licence or registration, if the job needs it",
    "Language test results, if the job or employer requires them",
    "Proof of funds",
    "Police certificates, if requested",
    "Medical exam confirmation, if requested",
    "Marriage and birth certificates for family members applying with you",
  ],
  processingTime: {
    text: "IRCC publishes work permit processing times only through its online tool, and they depend on the country you apply from and change often. An LMIA adds its own waiting time before you can apply. We could not read IRCC's processing-time tool from here on 28 November 2026; we check the current time for applications from India with you before you book.",
    source: IRCC_PROCESSING_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The work permit processing fee is CAD 155. If you apply for an open work permit, you also pay the open work permit holder fee of CAD 100, unless you are exempt. Employers pay their own LMIA or compliance fees. Government fees are separate from our consultancy fees.",
    source: IRCC_WORK_PERMIT_FEES,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "Canada's 2026-2028 Immigration Levels Plan continues to reduce new temporary resident arrivals, which include new foreign workers, while keeping permanent resident admissions stable and prioritizing economic immigration. Expect officers and employers to be more selective.",
      source: IRCC_LEVELS_PLAN,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I get a Canadian work permit without a job offer?",
      answer:
        "Only in some cases, such as an open work permit for an eligible spouse or a Post-Graduation Work Permit after studying in Canada. India does not take part in the International Experience Canada youth program, so most Indian citizens need a job offer or an eligible family link.",
    },
    {
      question: "Should I pay for an LMIA or a job offer?",
      answer:
        "No. Employers must pay the LMIA fee themselves and must not recover it from workers. Anyone selling LMIAs or job offers is a major red flag, and a fake or bought offer can lead to refusal and a ban for misrepresentation.",
    },
    {
      question: "Can I work in Canada for a few weeks without a work permit?",
      answer:
        "Some highly skilled workers can. Under the Global Skills Strategy, people in TEER 0 or 1 jobs can work for up to 15 consecutive days once every 6 months, or up to 30 consecutive days once every 12 months, without a work permit. You still need a visitor visa, and the exemption is checked at the border.",
    },
    {
      question: "How long is a work permit valid?",
      answer:
        "It is usually tied to the job offer and the LMIA, and cannot be longer than your passport. Extensions are possible if you still qualify.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "Your spouse and children can apply with you. Whether your spouse gets an open work permit depends on your job level and the time left on your permit. Children can usually study in Canada.",
    },
    {
      question: "Who is allowed to charge a fee for Canadian immigration advice?",
      answer:
        "Under Canadian law, only authorized representatives may charge a fee to advise or represent you on a Canadian immigration application: licensed members of the College of Immigration and Citizenship Consultants (CICC), lawyers and paralegals of a Canadian law society, and Quebec notaries. Ask any adviser, including us, who the authorized representative on your file will be, and check that name yourself on the College's public register or with the law society.",
    },
  ],
  related: ["canada-permanent-residency", "study-in-canada", "canada-business-visa", "australia-work-visa"],
  figures: [
    { value: "CAD 85 per person", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "CAD 170 for a family", source: IRCC_BIOMETRIC_FEE, checked: CHECKED },
    { value: "TEER 0 or 1", source: IRCC_GSS_EXEMPTIONS, checked: CHECKED },
    { value: "up to 15 consecutive days once every 6 months", source: IRCC_GSS_EXEMPTIONS, checked: CHECKED },
    { value: "up to 30 consecutive days once every 12 months", source: IRCC_GSS_EXEMPTIONS, checked: CHECKED },
  ],
  sources: [
    {
      label: "IRCC: work in Canada (work permits)",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/permit.html",
    },
    {
      label: "ESDC: hire a temporary foreign worker (LMIA)",
      url: "https://www.canada.ca/en/employment-social-development/services/foreign-workers.html",
    },
    IRCC_WORK_PERMIT_FEES,
    IRCC_BIOMETRIC_FEE,
    IRCC_GSS_EXEMPTIONS,
    IRCC_LEVELS_PLAN,
    IRCC_PROCESSING_TIMES,
    IRCC_FEE_LIST,
    IRCC_REPRESENTATIVES,
    CICC_REGISTER,
  ],
};
