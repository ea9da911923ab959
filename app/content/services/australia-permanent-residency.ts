import type { Service } from "../types";

export const service: Service = {
  slug: "australia-permanent-residency",
  title: "Australia Permanent Residency (Skilled Visas)",
  shortTitle: "Australia PR",
  category: "permanent-residency",
  country: "australia",
  summary:
    "Plan Australian permanent residency through the points-tested 189, 190 and 491 visas or employer nomination, with clear steps and honest odds.",
  whoItSuits: [
    "This service suits skilled workers who want to settle in Australia for the long term. Typical clients are engineers, nurses, accountants, IT professionals, teachers and tradespeople with a few years of experience.",
    "Most skilled permanent visas use a points test. You earn points for age, English, work experience, education and some other factors. Reaching the minimum does not mean you will be invited: invitations go to the highest-ranked people in each occupation, and each state has its own nomination rules.",
    "If an Australian employer is ready to sponsor you, an employer-sponsored route such as the subclass 186 may suit you better. We compare both options with you before you spend money on tests and assessments.",
  ],
  eligibility: [
    "Your occupation is on the skilled occupation list that applies to the visa you want.",
    "A positive skills assessment for that occupation from the right assessing authority (for example Engineers Australia, ACS, ANMAC or VETASSESS).",
    "You are under 45 when you are invited to apply for the 189, 190 or 491 visa.",
    "At least Competent English, shown with an accepted test such as IELTS, PTE Academic or TOEFL iBT, unless your passport makes you exempt.",
    "At least 65 points on the points test. In practice, most invitations need more.",
    "An Expression of Interest (EOI) lodged in SkillSelect, followed by an invitation to apply.",
    "For the 190: nomination by a state or territory government. For the 491: nomination by a state or territory, or sponsorship by an eligible relative living in a designated regional area.",
    "Health and character requirements for you and every family member in the application, including medical exams and police certificates.",
    "For employer-sponsored permanent residence (subclass 186): a nomination from an approved Australian employer, and in most cases age under 45, the required skills and Competent English, unless an exemption applies.",
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
        "Once invited, you have 60 days to lodge the visa application. We help you put together the forms, evidence and certified translations so the file matches the claims in your EOI.",
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
    "State nomination or regional sponsorship approval (190 and 491 only)",
    "Police certificates from each country where you lived for 12 months or more in the last 10 years since age 16",
    "Medical examination results from an approved panel physician (arranged after you apply)",
    "Evidence for partner points, if you claim them (your partner's skills assessment or English results)",
    "Certified English translations of any document not in English",
  ],
  processingTime: {
    text:
      "Times change often and depend on the visa, your occupation and how complete your file is. Waiting for an invitation can take months, and some people are never invited if their points are below recent cut-offs. After you lodge, use the Department of Home Affairs processing time guide for the current figures.",
    source: {
      label: "Department of Home Affairs: global visa processing times",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times",
    },
  },
  governmentFee: {
    text:
      "In the 2025-26 program year the main applicant charge was AUD 4,910 for the 189, 190, 491 and 186 visas, plus AUD 2,455 for each family member aged 18 or over and AUD 1,230 for each child. Charges are usually indexed every 1 July, so check today's amount on the Department's visa pricing page. Skills assessments, English tests, medicals, police certificates and translations cost extra. Government fees are separate from our consultancy fees.",
    source: {
      label: "Department of Home Affairs: current visa pricing",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
    },
  },
  recentChanges: [
    "The subclass 482 Skills in Demand visa replaced the Temporary Skill Shortage visa on 7 December 2024. Its Core Skills Occupation List also applies to the Direct Entry stream of the subclass 186.",
    "Since November 2023, most subclass 482 holders can apply for permanent residence through the 186 Temporary Residence Transition stream after two years of sponsored work.",
    "Employer-sponsored salary thresholds are indexed each 1 July. For nominations lodged from 1 July 2026 the Core Skills Income Threshold is AUD 79,499.",
  ],
  faqs: [
    {
      question: "What is the difference between the 189, 190 and 491 visas?",
      answer:
        "The 189 is permanent and needs no sponsor. The 190 is permanent but needs nomination by a state or territory, which adds 5 points. The 491 is a five-year provisional visa for regional areas; it adds 15 points, and after three years of living and working in a regional area with enough income you may apply for the permanent 191 visa.",
    },
    {
      question: "Is 65 points enough to get an invitation?",
      answer:
        "65 is only the minimum to lodge an Expression of Interest. Invitations go to the highest-ranked candidates, and in many occupations recent invitations needed much more. The Department publishes results of past invitation rounds on the SkillSelect page, and we use them to give you a realistic view.",
    },
    {
      question: "Can I apply while I am living in India?",
      answer:
        "Yes. You can apply for the 189, 190 and 491 visas from outside Australia. Some states give priority to people already living or working in that state, so your location can affect your chance of nomination.",
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
  related: [
    "australia-work-visa",
    "australia-work-visa-482",
    "study-in-australia",
    "canada-permanent-residency",
  ],
  sources: [
    {
      label: "Department of Home Affairs: Skilled Independent visa (subclass 189)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189",
    },
    {
      label: "Department of Home Affairs: Skilled Nominated visa (subclass 190)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-nominated-190",
    },
    {
      label: "Department of Home Affairs: Skilled Work Regional (Provisional) visa (subclass 491)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-work-regional-provisional-491",
    },
    {
      label: "Department of Home Affairs: Employer Nomination Scheme visa (subclass 186)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/employer-nomination-scheme-186",
    },
    {
      label: "Department of Home Affairs: SkillSelect",
      url: "https://immi.homeaffairs.gov.au/visas/working-in-australia/skillselect",
    },
    {
      label: "Department of Home Affairs: skill occupation lists",
      url: "https://immi.homeaffairs.gov.au/visas/working-in-australia/skill-occupation-list",
    },
    {
      label: "Department of Home Affairs: global visa processing times",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times",
    },
    {
      label: "Department of Home Affairs: current visa pricing",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
    },
    {
      label: "Office of the Migration Agents Registration Authority (OMARA)",
      url: "https://www.mara.gov.au",
    },
  ],
  lastReviewed: "2026-11-22",
};
