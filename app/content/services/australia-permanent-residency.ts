import type { Service } from "../types";
import {
  CHARGES_2026,
  EMPLOYER_NOMINATION_186,
  HOME_AFFAIRS_PRICING,
  HOME_AFFAIRS_PROCESSING_TIMES,
  INCOME_THRESHOLDS,
  OMARA,
  SID_REGULATIONS,
  SKILLED_189_CHARGE,
  SKILLED_INDEPENDENT_189,
  SKILL_OCCUPATION_LISTS,
} from "../sources/australia";

const CHECKED = "2026-11-25";
const CHECKED_NOW = "2026-11-28";

export const service: Service = {
  slug: "australia-permanent-residency",
  title: "Australia Permanent Residency (Skilled Visas)",
  shortTitle: "Australia PR",
  category: "permanent-residency",
  country: "australia",
  summary:
    "Plan Australian permanent residency through points-tested skilled visas (subclasses 189, 190 and 491) or employer nomination, with clear steps.",
  whoItSuits: [
    "This service suits skilled workers who want to settle in Australia for the long term. Typical clients are engineers, nurses, accountants, IT professionals, teachers and tradespeople with a few years of experience.",
    "Most skilled permanent visas use a points test. You earn points for age, English, work experience, education and some other factors. Reaching the minimum does not mean you will be invited: invitations go to the highest-ranked people in each occupation, and each state has its own nomination rules.",
    "If an Australian employer is ready to sponsor you, an employer-sponsored route such as the subclass 186 may suit you better. We compare both options with you before you spend money on tests and assessments.",
  ],
  eligibility: [
    "Your occupation is on the skilled occupation list that applies to the visa you want.",
    "A positive skills assessment for that occupation from the right assessing authority (for example Engineers Australia, ACS, ANMAC or VETASSESS).",
    "You are below the age limit when you are invited to apply for a subclass 189, 190 or 491 visa (the Home Affairs visa pages give the current limit).",
    "At least Competent English, shown with an accepted test such as IELTS, PTE Academic or TOEFL iBT, unless your passport makes you exempt.",
    "A score at or above the points test pass mark set by the Department (see the Home Affairs points table). In practice, most invitations need more points than the minimum.",
    "An Expression of Interest (EOI) lodged in SkillSelect, followed by an invitation to apply.",
    "For the subclass 190 visa: nomination by a state or territory government. For the subclass 491 visa: nomination by a state or territory, or sponsorship by an eligible relative living in a designated regional area.",
    "Health and character requirements for you and every family member in the application, including medical exams and police certificates.",
    "For employer-sponsored permanent residence (subclass 186): a nomination from an approved Australian employer, and in most cases an age below the limit, the required skills and Competent English, unless an exemption applies.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We review your age, education, work history, English and family situation. We tell you which visas are realistic for you, and we say so plainly if your points are too low today.",
    },
    {
      title: "Occupation and points plan",
      detail:
        "We match your real job duties to an occupation code, check the occupation lists and state criteria, and estimate your points. We also look at how your partner's skills or English could add points.",
    },
    {
      title: "English test and skills assessment",
      detail:
        "You book and take the English test. We help you prepare the skills assessment application, including reference letters that describe your duties, dates and hours correctly.",
    },
    {
      title: "Expression of Interest and nomination",
      detail:
        "We help you lodge your EOI in SkillSelect and any state nomination registration. Then you wait for an invitation. There is no fixed waiting time, and an invitation may not come.",
    },
    {
      title: "Visa application",
      detail:
        "Once invited, you have a fixed period to lodge the visa application; the invitation states the deadline. We help you put together the forms, evidence and certified translations so the file matches the claims in your EOI.",
    },
    {
      title: "Health checks, police certificates and decision",
      detail:
        "You do the medical exam with an approved panel doctor and provide police certificates. The Department of Home Affairs assesses the application and makes the decision.",
    },
    {
      title: "Grant and arrival",
      detail:
        "If the visa is granted, we explain its conditions, including the date by which you must first enter Australia. We share a settling-in checklist: tax file number, Medicare, bank account and skills recognition.",
    },
  ],
  documents: [
    "Passports for you and each family member in the application",
    "Birth certificates, and your marriage certificate if your partner is included",
    "English test results (IELTS, PTE Academic, TOEFL iBT or another accepted test)",
    "Skills assessment outcome letter",
    "Degree certificates and academic transcripts",
    "Employment reference letters on company letterhead, showing duties, dates, hours and salary",
    "Payslips, tax records (such as Form 16 or income tax returns) and bank statements that support your work claims",
    "State nomination or regional sponsorship approval (subclass 190 and 491 only)",
    "Police certificates from each country where the Department's character rules require one (it depends on how long you lived there)",
    "Medical examination results from an approved panel physician (arranged after you apply)",
    "Evidence for partner points, if you claim them (your partner's skills assessment or English results)",
    "Certified English translations of any document not in English",
  ],
  processingTime: {
    text: "Times depend on the visa, your occupation and how complete your file is. Waiting for an invitation can take months, and some people are never invited if their points are below recent cut-offs. Home Affairs publishes only the times of recently decided applications, which change every month; we could not read them from here on 28 November 2026, so we give you the current time for your visa when you lodge.",
    source: HOME_AFFAIRS_PROCESSING_TIMES,
    checked: CHECKED_NOW,
  },
  governmentFee: {
    text: "The visa application charge depends on the visa, and the main applicant, each adult family member and each child in the application pay separate amounts. We could not confirm the subclass 189, 190 and 491 charges in force from 1 July 2026: the Home Affairs pricing page cannot be read from here, and we did not find two sources that agree on the new amounts. Two migration sources (Peak Migration and Wise Kangaroo, July 2026) report that most visa charges rose by 25 per cent on 1 July 2026. For the subclass 189 visa, one 2026 guide (Visa Atlas, July 2026) gives AUD 6,135 for the main applicant from 1 July 2026, and for the subclass 186 employer nomination visa the main applicant charge is reported as AUD 6,140; both were AUD 4,910 from 1 July 2025. We confirm the charge for your visa with you before you pay. Skills assessments, English tests, medicals, police certificates and translations cost extra. Government fees are separate from our consultancy fees.",
    source: SKILLED_189_CHARGE,
    checked: CHECKED_NOW,
  },
  recentChanges: [
    {
      text: "The subclass 482 Skills in Demand visa replaced the Temporary Skill Shortage visa on 7 December 2024. The same regulations changed the Employer Nomination Scheme (subclass 186), the main employer-sponsored route to permanent residence.",
      source: SID_REGULATIONS,
      checked: CHECKED,
    },
    {
      text: "Employer-sponsored nominations must meet an income threshold and the market rate. For the subclass 186 visa, the Core Skills Income Threshold is AUD 79,499 from 1 July 2026. It was AUD 76,515 from 1 July 2025 and AUD 73,150 when the Skills in Demand visa started on 7 December 2024.",
      source: INCOME_THRESHOLDS,
      checked: CHECKED_NOW,
    },
  ],
  faqs: [
    {
      question: "What is the difference between the subclass 189, 190 and 491 visas?",
      answer:
        "The subclass 189 visa is permanent and needs no sponsor. The subclass 190 visa is permanent but needs nomination by a state or territory, which adds points. The subclass 491 visa is a provisional visa for regional areas; its nomination adds more points, and after living and working in a regional area for the required time with enough income you may apply for the permanent subclass 191 visa. The Home Affairs points table shows how many points each nomination adds.",
    },
    {
      question: "Is the minimum points score enough to get an invitation?",
      answer:
        "The pass mark is only the minimum to lodge an Expression of Interest. Invitations go to the highest-ranked candidates, and in many occupations recent invitations needed much more. The Department publishes results of past invitation rounds on the SkillSelect page, and we use them to give you a realistic view.",
    },
    {
      question: "Can I apply while I am living in India?",
      answer:
        "Yes. You can apply for the subclass 189, 190 and 491 visas from outside Australia. Some states give priority to people already living or working in that state, so your location can affect your chance of nomination.",
    },
    {
      question: "Can my spouse and children come with me?",
      answer:
        "Yes, you can include your partner and dependent children in the same application. They must meet health and character requirements. Your partner's skills or English can sometimes add points to your score.",
    },
    {
      question: "Do I need to show settlement funds?",
      answer:
        "The federal skilled visas do not set a fixed settlement-funds amount. Some states ask for evidence of funds as part of their nomination criteria, so we check the rules of the state you target.",
    },
    {
      question: "How can I check whether an adviser may give Australian migration advice?",
      answer:
        "Inside Australia, people who give immigration assistance must be registered migration agents or Australian legal practitioners, unless an exemption applies. You can search the official Register of Migration Agents on the OMARA website. Ask any adviser, including us, what their role on your file will be and what they can and cannot do for you.",
    },
  ],
  related: ["australia-work-visa", "australia-work-visa-482", "study-in-australia", "canada-permanent-residency"],
  figures: [],
  sources: [
    SKILLED_189_CHARGE,
    SKILLED_INDEPENDENT_189,
    {
      label: "Department of Home Affairs: Skilled Nominated visa (subclass 190)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-nominated-190",
    },
    {
      label: "Department of Home Affairs: Skilled Work Regional (Provisional) visa (subclass 491)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-work-regional-provisional-491",
    },
    EMPLOYER_NOMINATION_186,
    {
      label: "Department of Home Affairs: SkillSelect",
      url: "https://immi.homeaffairs.gov.au/visas/working-in-australia/skillselect",
    },
    SKILL_OCCUPATION_LISTS,
    SID_REGULATIONS,
    INCOME_THRESHOLDS,
    CHARGES_2026,
    HOME_AFFAIRS_PROCESSING_TIMES,
    HOME_AFFAIRS_PRICING,
    OMARA,
  ],
};
