import type { Service, Source } from "../types";
import {
  CHARGES_2026,
  EMPLOYER_NOMINATION_186,
  HOME_AFFAIRS_PRICING,
  HOME_AFFAIRS_PROCESSING_TIMES,
  INCOME_THRESHOLDS,
  JULY_2024_CHANGES,
  OMARA,
  SID_REGULATIONS,
  SKILLED_INDEPENDENT_189,
  SKILLS_IN_DEMAND_482,
} from "../sources/australia";

const CHECKED = "2026-11-25";
const CHECKED_NOW = "2026-11-28";

const WHM_BALLOT: Source = {
  label: "Federal Register of Legislation: LIN 24/060, Work and Holiday (subclass 462) visa pre-application process (ballot)",
  url: "https://legislation.gov.au/F2024L01141/asmade/2024-09-12/text/original/epub/OEBPS/document_1/document_1.html",
};

export const service: Service = {
  slug: "australia-work-visa",
  title: "Australia Work Visas",
  shortTitle: "Australia Work Visas",
  category: "work",
  country: "australia",
  summary:
    "Compare Australia's main work visas: Skills in Demand, points-tested skilled visas, regional and employer-nominated visas, and Work and Holiday.",
  whoItSuits: [
    "This service is for people who want to work in Australia but are not sure which visa fits. Australia has several work routes, and the right one depends on whether you have a job offer, your occupation, your age and your long-term plans.",
    "If an Australian employer wants to hire you, the Skills in Demand (subclass 482) visa or the regional subclass 494 visa are the usual routes. If you have no job offer, the points-tested skilled visas (subclasses 189, 190 and 491) may work, but only if you are invited. Young Indian citizens within the program's age range can also enter the yearly ballot for the Work and Holiday (subclass 462) visa.",
    "We map your profile against each route and tell you which ones are realistic. We do not find jobs or arrange sponsorship, and no adviser can promise you a job or a visa.",
  ],
  eligibility: [
    "Skills in Demand (subclass 482): an approved employer sponsor, a nominated position, recent relevant work experience at least as long as the Department requires, and English test results that meet the minimum.",
    "Skilled points-tested visas (subclasses 189, 190 and 491): an occupation on the relevant list, a positive skills assessment, an age below the limit when invited, at least Competent English, a score at or above the points test pass mark and an invitation through SkillSelect. The Home Affairs points table gives the current figures.",
    "Skilled Employer Sponsored Regional (subclass 494): nomination by an employer in a designated regional area, an age below the limit (unless exempt), a skills assessment, Competent English, the relevant work experience the Department requires, and a salary at least equal to the Temporary Skilled Migration Income Threshold and the market rate. That threshold was AUD 76,515 from 1 July 2025; we could not confirm the amount in force from 1 July 2026.",
    "Employer Nomination Scheme (subclass 186): a permanent nomination by an approved employer. The Temporary Residence Transition stream is open to many subclass 482 holders after a period of sponsored work.",
    "Work and Holiday (subclass 462) for Indian citizens: within the age range the program sets, selected in the yearly pre-application ballot (places for India are capped each year), plus the education, English and funds criteria set for Indian applicants.",
    "For every route: health and character requirements, and a genuine intention to follow the visa conditions.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We review your occupation, experience, qualifications, English, age and family. We ask whether you already have a job offer, because that changes which visas are open to you.",
    },
    {
      title: "Choose the route",
      detail:
        "We compare the employer-sponsored and points-tested options and explain the cost, time and risk of each. You decide which route to follow.",
    },
    {
      title: "Tests and assessments",
      detail:
        "You take an English test. If your route needs one, we help you prepare a skills assessment with the right reference letters and evidence.",
    },
    {
      title: "Sponsor, invitation or ballot",
      detail:
        "Depending on the route, your employer lodges sponsorship and nomination applications, you lodge an Expression of Interest and wait for an invitation, or you register in the Work and Holiday ballot.",
    },
    {
      title: "Visa application",
      detail:
        "We help you prepare the visa application and document checklist, and check that your claims are consistent across every form.",
    },
    {
      title: "Health, police checks and decision",
      detail: "You complete medical exams and police certificates when asked. The Department of Home Affairs decides the application.",
    },
    {
      title: "Arrival and staying compliant",
      detail:
        "If the visa is granted, we explain its conditions, such as working only for your sponsor on a 482 visa, or the limit on how long you may work for one employer on a Work and Holiday visa.",
    },
  ],
  documents: [
    "Passport and national identity documents",
    "Updated CV with exact job titles and dates",
    "Employment reference letters on letterhead, with duties, hours and salary",
    "Degree certificates, diplomas and transcripts",
    "English test results",
    "Skills assessment outcome, if your route needs one",
    "Job offer or employment contract (employer-sponsored routes)",
    "Payslips and tax records supporting your work history",
    "Police certificates for countries where you have lived",
    "Medical examination results (arranged after you apply)",
    "Marriage and birth certificates for family members included",
    "Evidence of funds (Work and Holiday visa)",
  ],
  processingTime: {
    text: "Home Affairs publishes processing times only through its processing time guide, based on recently decided applications. They differ by visa and stream and change from month to month. Waiting for an invitation or a ballot selection is not included in the official figures. Check the guide for the visa you choose.",
    source: HOME_AFFAIRS_PROCESSING_TIMES,
    checked: CHECKED,
  },
  governmentFee: {
    text: "Fees depend on the visa, and each adult and each child in an application pays a separate charge. Registering for the Work and Holiday ballot has its own small fee. Most visa charges rose by 25 per cent on 1 July 2026, according to Peak Migration and Wise Kangaroo (July 2026); the Skills in Demand visa is reported at AUD 4,015 for the main applicant from that day. We could not read the Home Affairs pricing page to confirm each amount, so we confirm the charge for your visa with you before you pay. For sponsored visas, the employer separately pays sponsorship and nomination fees and the Skilling Australians Fund levy. Government fees are separate from our consultancy fees.",
    source: CHARGES_2026,
    checked: CHECKED_NOW,
  },
  recentChanges: [
    {
      text: "On 7 December 2024 the Skills in Demand visa replaced the Temporary Skill Shortage visa. It keeps the subclass number 482 and has Specialist Skills, Core Skills and Labour Agreement streams.",
      source: SID_REGULATIONS,
      checked: CHECKED,
    },
    {
      text: "When the Skills in Demand visa started, the regulations set the Core Skills Income Threshold at AUD 73,150 and the Specialist Skills Income Threshold at AUD 135,000. They rose to AUD 76,515 and AUD 141,210 on 1 July 2025, and to AUD 79,499 and AUD 146,717 on 1 July 2026, under the yearly indexation rule in regulation 5.42A of the Migration Regulations.",
      source: INCOME_THRESHOLDS,
      checked: CHECKED_NOW,
    },
    {
      text: "Since 1 July 2024, sponsored workers whose job ends have up to 180 days, instead of 60, to find a new sponsor, apply for another visa or leave Australia.",
      source: JULY_2024_CHANGES,
      checked: CHECKED,
    },
    {
      text: "Work and Holiday (subclass 462) visas for countries with high demand, including India, are now given through a pre-application ballot, under rules made in September 2024. You register first and may apply only if you are selected.",
      source: WHM_BALLOT,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I get an Australian work visa without a job offer?",
      answer:
        "Yes, but only through some routes. The points-tested visas (subclasses 189, 190 and 491) do not need an employer, but you must be invited, and competition is strong. The Work and Holiday visa also needs no job offer, but places for Indian citizens are limited and given by ballot.",
    },
    {
      question: "Which work visas lead to permanent residence?",
      answer:
        "The subclass 189, 190 and 186 visas are permanent. The subclass 491 and 494 visas are provisional regional visas that can lead to the permanent subclass 191 visa after a set period if you meet the conditions. Many subclass 482 holders can move to the subclass 186 visa after a period of sponsored work. The Work and Holiday visa is temporary.",
    },
    {
      question: "Should I pay someone for a job offer or sponsorship?",
      answer:
        "No. Under Australian law it is an offence to ask for, receive or offer payment in return for sponsorship or a job that leads to a visa. Sponsors must also not pass their Skilling Australians Fund levy on to you. If anyone asks you for money for a job offer, stop and report it.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "On the subclass 482, 494 and 186 visas and the skilled visas you can usually include your partner and dependent children. The Work and Holiday visa does not allow dependants.",
    },
    {
      question: "How can I check whether an adviser may give Australian migration advice?",
      answer:
        "Inside Australia, people who give immigration assistance must be registered migration agents or Australian legal practitioners, unless an exemption applies. You can search the official Register of Migration Agents on the OMARA website. Ask any adviser, including us, what their role on your file will be.",
    },
  ],
  related: ["australia-work-visa-482", "australia-permanent-residency", "study-in-australia", "australia-visitor-visa"],
  figures: [
    { value: "AUD 76,515", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "1 July 2025", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "1 July 2026", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
  ],
  sources: [
    SKILLS_IN_DEMAND_482,
    {
      label: "Department of Home Affairs: Skilled Employer Sponsored Regional visa (subclass 494)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-employer-sponsored-regional-494",
    },
    EMPLOYER_NOMINATION_186,
    SKILLED_INDEPENDENT_189,
    {
      label: "Department of Home Affairs: Work and Holiday visa (subclass 462)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/work-holiday-462",
    },
    SID_REGULATIONS,
    INCOME_THRESHOLDS,
    CHARGES_2026,
    JULY_2024_CHANGES,
    WHM_BALLOT,
    HOME_AFFAIRS_PROCESSING_TIMES,
    HOME_AFFAIRS_PRICING,
    OMARA,
  ],
};
