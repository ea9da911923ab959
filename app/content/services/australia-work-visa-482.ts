import type { Service } from "../types";
import {
  CHARGES_2026,
  EMPLOYER_NOMINATION_186,
  HOME_AFFAIRS_PRICING,
  HOME_AFFAIRS_PROCESSING_TIMES,
  INCOME_THRESHOLDS,
  JULY_2024_CHANGES,
  OMARA,
  SID_REGULATIONS,
  SKILLS_IN_DEMAND_482,
  SKILL_OCCUPATION_LISTS,
} from "../sources/australia";

const CHECKED = "2026-11-25";
const CHECKED_NOW = "2026-11-28";

export const service: Service = {
  slug: "australia-work-visa-482",
  title: "Australia Skills in Demand Visa (Subclass 482)",
  shortTitle: "Skills in Demand 482",
  category: "work",
  country: "australia",
  summary:
    "The employer-sponsored Skills in Demand (subclass 482) visa: streams, salary thresholds, documents and the route to permanent residence.",
  whoItSuits: [
    "This visa suits skilled workers who have a job offer from an Australian employer that is willing to sponsor them. It is the main temporary work visa for sponsored workers. How long it is granted for depends on the nomination; the Home Affairs visa page shows the current maximum.",
    "Since 7 December 2024 the subclass 482 has been the Skills in Demand visa. It replaced the Temporary Skill Shortage visa. The stream you apply in depends mainly on your salary and your occupation.",
    "We help applicants understand the rules and prepare their part of the application, and we can explain the sponsor's steps to your employer. We do not find jobs, and we never ask for or accept payment for a job offer or sponsorship.",
  ],
  eligibility: [
    "A nomination by an approved Australian sponsor (a Standard Business Sponsor, or an employer with a labour agreement) for a genuine position.",
    "Core Skills stream: your occupation is on the Core Skills Occupation List, and your salary is at least the Core Skills Income Threshold and at least the market rate. From 1 July 2026 the threshold is AUD 79,499; it was AUD 76,515 from 1 July 2025. It rises every July in line with average earnings.",
    "Specialist Skills stream: a skilled occupation outside the trades, machinery operator and labourer groups, with a salary at or above the Specialist Skills Income Threshold (AUD 146,717 from 1 July 2026; AUD 141,210 from 1 July 2025) and the market rate.",
    "Labour Agreement stream: a position covered by an agreement between your employer and the Australian Government, on the terms of that agreement.",
    "Recent work experience in your nominated occupation or a closely related one, at least the minimum the Department sets (the Home Affairs visa page gives the current period).",
    "A skills assessment, if your occupation or passport requires one.",
    "English test results that meet the minimum for the visa, unless you are exempt.",
    "Adequate health insurance for your stay, and the health and character requirements.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We look at your job offer, salary, occupation, experience and English, and check which stream fits. If the offer does not meet the salary threshold or the market rate, we tell you at this stage.",
    },
    {
      title: "Sponsor check",
      detail:
        "Your employer must be an approved sponsor or apply to become one. We explain what the employer needs to provide, such as evidence of labour market testing where required.",
    },
    {
      title: "Nomination",
      detail:
        "The employer lodges a nomination for your position, with the salary, duties and occupation code. The employer pays the nomination fee and the Skilling Australians Fund levy.",
    },
    {
      title: "Visa application",
      detail:
        "You lodge the visa application, usually soon after the nomination. We help you prepare your identity, experience, qualification, English and family documents.",
    },
    {
      title: "Health checks and decision",
      detail:
        "You and your family complete medical exams and police certificates if asked. The Department of Home Affairs decides the nomination and the visa.",
    },
    {
      title: "Arrival and compliance",
      detail:
        "After grant you travel and start work with your sponsor in the nominated job. We explain your conditions, including what to do if your job ends.",
    },
    {
      title: "Planning for permanent residence",
      detail:
        "After working for your sponsor for the period the rules require, most subclass 482 holders can be nominated for the permanent subclass 186 visa through the Temporary Residence Transition stream, if they meet the age, English and skills rules.",
    },
  ],
  documents: [
    "Passport, and national ID for family members included",
    "Signed employment contract or offer showing salary, hours and duties",
    "Detailed CV",
    "Employment reference letters on letterhead covering your relevant work experience",
    "Payslips or tax records supporting your work history",
    "Degree, diploma or trade qualification certificates and transcripts",
    "Skills assessment outcome, if required",
    "English test results, or evidence of an exemption",
    "Evidence of health insurance for your stay",
    "Police certificates, if requested",
    "Medical examination results, if requested",
    "Marriage and birth certificates for your partner and children",
  ],
  processingTime: {
    text: "Home Affairs publishes processing times only through its processing time guide, based on recently decided applications, and they differ by stream and change often. A complete nomination and visa application, lodged together, is usually decided faster than an incomplete one. We could not read the guide from here on 28 November 2026; we give you the current time for your stream when you lodge.",
    source: HOME_AFFAIRS_PROCESSING_TIMES,
    checked: CHECKED_NOW,
  },
  governmentFee: {
    text: "The visa application charge is paid per person: the main applicant, each adult family member and each child in the application pay separate amounts. From 1 July 2026 the main applicant charge is reported as AUD 4,015 (Peak Migration, July 2026), in line with the 25 per cent rise for most visa charges described by Wise Kangaroo (July 2026). It was reported as AUD 3,210 from 1 July 2025 (Travelling South Migration, July 2025). We could not read the Home Affairs pricing page to confirm these amounts, so we confirm the charge with you before you pay. The employer separately pays the sponsorship and nomination fees and the Skilling Australians Fund levy (an amount for each year of the visa that depends on the business's turnover); the employer must not pass these costs on to you. Health checks, police certificates and English tests cost extra. Government fees are separate from our consultancy fees.",
    source: CHARGES_2026,
    checked: CHECKED_NOW,
  },
  recentChanges: [
    {
      text: "The Skills in Demand visa started on 7 December 2024 and replaced the Temporary Skill Shortage visa. The old short-term and medium-term streams gave way to the Specialist Skills, Core Skills and Labour Agreement streams.",
      source: SID_REGULATIONS,
      checked: CHECKED,
    },
    {
      text: "When the Skills in Demand visa started, the regulations set the Core Skills Income Threshold at AUD 73,150 and the Specialist Skills Income Threshold at AUD 135,000. They rose to AUD 76,515 and AUD 141,210 on 1 July 2025, and to AUD 79,499 and AUD 146,717 on 1 July 2026, under the yearly indexation rule in regulation 5.42A of the Migration Regulations.",
      source: INCOME_THRESHOLDS,
      checked: CHECKED_NOW,
    },
    {
      text: "Since 1 July 2024, sponsored workers whose job ends have more time to find a new sponsor, apply for another visa or leave Australia: up to 180 days, instead of 60 days before.",
      source: JULY_2024_CHANGES,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Does the 482 visa lead to permanent residency?",
      answer:
        "It can. After working for your sponsor for the period the rules require, most holders can be nominated by their employer for the permanent subclass 186 visa through the Temporary Residence Transition stream. You must still meet that visa's age, English and skills requirements, and the employer must agree to nominate you. Check the current rules on the Home Affairs subclass 186 page.",
    },
    {
      question: "Can I change employers on a 482 visa?",
      answer:
        "Yes, but the new employer must be an approved sponsor and must lodge a new nomination for you. You can start with the new employer only after that nomination is approved. If your job ends, you have a limited period to find a new sponsor or leave.",
    },
    {
      question: "Is there an age limit?",
      answer:
        "There is no age limit for the 482 visa itself. The permanent subclass 186 visa has an upper age limit for most applicants, unless an exemption applies, so age matters if you plan to stay permanently. We check the current limit with you.",
    },
    {
      question: "Can an employer or agent charge me for the sponsorship?",
      answer:
        "No. It is against Australian law to ask for, receive or offer payment for sponsorship or a job linked to a visa. Sponsors must also pay their own nomination costs and Skilling Australians Fund levy. If someone asks you to pay for a sponsored job offer, do not pay.",
    },
    {
      question: "Can my partner work in Australia?",
      answer:
        "Yes. A partner included in your Skills in Demand visa can usually work and study in Australia without a limit on hours. Children included can attend school.",
    },
    {
      question: "How can I check whether an adviser may give Australian migration advice?",
      answer:
        "Inside Australia, people who give immigration assistance must be registered migration agents or Australian legal practitioners, unless an exemption applies. You can search the official Register of Migration Agents on the OMARA website. Ask any adviser, including us, what their role on your file will be.",
    },
  ],
  related: ["australia-work-visa", "australia-permanent-residency", "uk-skilled-worker-visa"],
  figures: [
    { value: "7 December 2024", source: SID_REGULATIONS, checked: CHECKED },
    { value: "AUD 79,499", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "AUD 76,515", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "AUD 146,717", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "AUD 141,210", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "1 July 2026", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "1 July 2025", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
  ],
  names: ["Skills in Demand 482"],
  sources: [
    SKILLS_IN_DEMAND_482,
    SKILL_OCCUPATION_LISTS,
    EMPLOYER_NOMINATION_186,
    SID_REGULATIONS,
    INCOME_THRESHOLDS,
    CHARGES_2026,
    JULY_2024_CHANGES,
    HOME_AFFAIRS_PROCESSING_TIMES,
    HOME_AFFAIRS_PRICING,
    OMARA,
  ],
};
