import type { Service } from "../types";

export const service: Service = {
  slug: "australia-work-visa",
  title: "Australia Work Visas",
  shortTitle: "Australia Work Visas",
  category: "work",
  country: "australia",
  summary:
    "Compare Australia's main work visas: Skills in Demand 482, skilled 189/190/491, regional 494, employer-nominated 186 and Work and Holiday.",
  whoItSuits: [
    "This service is for people who want to work in Australia but are not sure which visa fits. Australia has several work routes, and the right one depends on whether you have a job offer, your occupation, your age and your long-term plans.",
    "If an Australian employer wants to hire you, the Skills in Demand (subclass 482) visa or the regional subclass 494 visa are the usual routes. If you have no job offer, the points-tested skilled visas (189, 190 and 491) may work, but only if you are invited. Young Indian citizens aged 18 to 30 can also enter the annual ballot for the Work and Holiday (subclass 462) visa.",
    "We map your profile against each route and tell you which ones are realistic. We do not find jobs or arrange sponsorship, and no adviser can promise you a job or a visa.",
  ],
  eligibility: [
    "Skills in Demand (482): an approved employer sponsor, a nominated position, at least one year of relevant work experience, and English test results that meet the minimum.",
    "Skilled points-tested visas (189, 190, 491): occupation on the relevant list, a positive skills assessment, age under 45 at invitation, at least Competent English, at least 65 points and an invitation through SkillSelect.",
    "Skilled Employer Sponsored Regional (494): nomination by an employer in a designated regional area, age under 45 (unless exempt), a skills assessment, Competent English and usually at least three years of relevant experience.",
    "Employer Nomination Scheme (186): a permanent nomination by an approved employer. The Temporary Residence Transition stream is usually open after two years of sponsored work on a 482 visa.",
    "Work and Holiday (462) for Indian citizens: aged 18 to 30, selected in the annual pre-application ballot (up to 1,000 places a year for India), plus the education, English and funds criteria set for Indian applicants.",
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
      detail:
        "You complete medical exams and police certificates when asked. The Department of Home Affairs decides the application.",
    },
    {
      title: "Arrival and staying compliant",
      detail:
        "If the visa is granted, we explain its conditions, such as working only for your sponsor on a 482 visa or the six-month limit with one employer on a Work and Holiday visa.",
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
    text:
      "Processing times differ by visa and stream and change from month to month. Waiting for an invitation or a ballot selection is not included in the official figures. Check the Department of Home Affairs processing time guide for the visa you choose.",
    source: {
      label: "Department of Home Affairs: global visa processing times",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times",
    },
  },
  governmentFee: {
    text:
      "Fees depend on the visa. As examples, in 2025-26 the main applicant charge was AUD 3,210 for the subclass 482 visa and AUD 4,910 for the 186 and 494 visas. Registering for the Work and Holiday ballot costs AUD 25. Charges are usually indexed every 1 July, so check the Department's visa pricing page before you apply. For sponsored visas, the employer separately pays sponsorship and nomination fees and the Skilling Australians Fund levy. Government fees are separate from our consultancy fees.",
    source: {
      label: "Department of Home Affairs: current visa pricing",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
    },
  },
  recentChanges: [
    "On 7 December 2024 the Skills in Demand visa replaced the Temporary Skill Shortage visa. It keeps the subclass number 482 and has Specialist Skills, Core Skills and Labour Agreement streams.",
    "The work experience needed for a 482 visa fell from two years to one year.",
    "Salary thresholds rose on 1 July 2026: AUD 79,499 for the Core Skills stream and AUD 146,717 for the Specialist Skills stream, for nominations lodged from that date.",
    "India joined the Work and Holiday (462) program in 2024. Places for Indian citizens are allocated through an annual ballot.",
  ],
  faqs: [
    {
      question: "Can I get an Australian work visa without a job offer?",
      answer:
        "Yes, but only through some routes. The points-tested 189, 190 and 491 visas do not need an employer, but you must be invited, and competition is strong. The Work and Holiday visa also needs no job offer, but places for Indian citizens are limited and given by ballot.",
    },
    {
      question: "Which work visas lead to permanent residence?",
      answer:
        "The 189, 190 and 186 visas are permanent. The 491 and 494 are provisional regional visas that can lead to the permanent 191 visa after three years if you meet the conditions. Most 482 holders can move to the 186 after two years of sponsored work. The Work and Holiday visa is temporary.",
    },
    {
      question: "Should I pay someone for a job offer or sponsorship?",
      answer:
        "No. Under Australian law it is an offence to ask for, receive or offer payment in return for sponsorship or a job that leads to a visa. Sponsors must also not pass their Skilling Australians Fund levy on to you. If anyone asks you for money for a job offer, stop and report it.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "On the 482, 494, 186 and skilled visas you can usually include your partner and dependent children. The Work and Holiday visa does not allow dependants.",
    },
    {
      question: "How can I check whether an adviser may give Australian migration advice?",
      answer:
        "Inside Australia, people who give immigration assistance must be registered migration agents or Australian legal practitioners, unless an exemption applies. You can search the official Register of Migration Agents on the OMARA website. Ask any adviser, including us, what their role on your file will be.",
    },
  ],
  related: [
    "australia-work-visa-482",
    "australia-permanent-residency",
    "study-in-australia",
    "australia-visitor-visa",
  ],
  sources: [
    {
      label: "Department of Home Affairs: Skills in Demand visa (subclass 482)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skills-in-demand-482",
    },
    {
      label: "Department of Home Affairs: Skilled Employer Sponsored Regional visa (subclass 494)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-employer-sponsored-regional-494",
    },
    {
      label: "Department of Home Affairs: Employer Nomination Scheme visa (subclass 186)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/employer-nomination-scheme-186",
    },
    {
      label: "Department of Home Affairs: Skilled Independent visa (subclass 189)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189",
    },
    {
      label: "Department of Home Affairs: Work and Holiday visa (subclass 462)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/work-holiday-462",
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
