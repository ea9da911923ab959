import type { Country, Source } from "../types";
import {
  CHARGES_2026,
  HOME_AFFAIRS_PRICING,
  HOME_AFFAIRS_PROCESSING_TIMES,
  INCOME_THRESHOLDS,
  JULY_2024_CHANGES,
  LIVING_COST,
  LIVING_COST_IN_FORCE,
  MD115,
  ONSHORE_STUDENT_BAN,
  SID_REGULATIONS,
  STUDENT_CHARGE,
} from "../sources/australia";

const CHECKED = "2026-11-25";
const CHECKED_NOW = "2026-11-28";

const OMARA_REGISTER: Source = {
  label: "Office of the Migration Agents Registration Authority (OMARA): Register of Migration Agents",
  url: "https://www.mara.gov.au/",
};

export const country: Country = {
  slug: "australia",
  name: "Australia",
  tagline: "Skilled and employer-sponsored migration, respected universities and a clear path from temporary to permanent visas.",
  summary:
    "Australia for Indian applicants: the Skills in Demand (482) visa, skilled PR, student and visitor visas, with recent rule changes explained.",
  why: [
    "Australia runs a planned migration programme with published occupation lists and a points test, so you can check early whether your skills are in demand.",
    "Employer-sponsored and skilled visas can lead to permanent residence. The Skills in Demand visa (subclass 482) replaced the Temporary Skill Shortage visa in December 2024, with separate streams for specialists and core skilled occupations.",
    "Universities are well ranked, and graduates may qualify for the Temporary Graduate visa (subclass 485) to gain work experience. Student visa rules have tightened in recent years, with a Genuine Student test, higher English requirements, a much higher application charge and a yearly planning level for new international students.",
    "Australia has a large and growing Indian community, English as its main language, good healthcare and schools, and an outdoor lifestyle.",
  ],
  pathways: [
    {
      service: "australia-work-visa",
      blurb:
        "An overview of Australia's work visas: Skills in Demand, points-tested skilled visas, regional and employer-nominated options.",
    },
    {
      service: "australia-work-visa-482",
      blurb: "The employer-sponsored Skills in Demand visa that replaced the Temporary Skill Shortage visa in December 2024.",
    },
    {
      service: "australia-permanent-residency",
      blurb: "Permanent visas through the points test, state nomination or employer nomination.",
    },
    {
      service: "study-in-australia",
      blurb: "Choose a course and institution, plan costs and understand work rights during and after study.",
    },
    {
      service: "australia-student-visa",
      blurb: "The Student visa (subclass 500) application: enrolment, Genuine Student answers, funds and health cover.",
    },
    {
      service: "australia-visitor-visa",
      blurb: "The Visitor visa (subclass 600) for tourism, family visits and business visits.",
    },
  ],
  whoQualifies: [
    "Skilled visas without a sponsor (subclasses 189, 190 and 491): you need an occupation on the relevant skilled occupation list, a positive skills assessment from the right assessing authority, at least Competent English, a points score at or above the pass mark, an age below the limit when you are invited, and an invitation through SkillSelect. The subclass 190 and 491 visas also need a nomination by a state or territory, or for the subclass 491 visa sponsorship by an eligible relative in a regional area. Reaching the minimum does not mean you will be invited: invitations go to the highest-ranked people in each occupation.",
    "Employer-sponsored visas (subclasses 482, 494 and 186): you need a genuine job offer from an approved Australian sponsor, an occupation that fits the stream, relevant work experience, English at the required level, and a salary at least equal to the relevant income threshold and the market rate for the job. Many subclass 482 holders can later be nominated by their employer for permanent residence through the subclass 186 visa, if they still meet its age, English and skills rules.",
    "Students (subclass 500): you need a Confirmation of Enrolment in a full-time course registered on CRICOS, answers that meet the Genuine Student requirement, English at the level the Department sets, Overseas Student Health Cover for the whole stay, and access to enough money for tuition, living costs and travel if the Department asks. The living-cost amount was set at AUD 29,710 a year for the student from 10 May 2024, with more for each family member. We found no report of a later change to this amount.",
    "Visitors (subclass 600): you need a genuine temporary purpose, enough money for the trip, strong reasons to return home, such as a job, business, property or family, and to meet the health and character requirements. A visitor visa does not allow work. Since 1 July 2024, visitors who are in Australia cannot apply for a student visa from inside the country.",
  ],
  costsAndTimes: [
    {
      text: "Student visa (subclass 500): from 1 July 2026 the charge for most main applicants is AUD 2,500, as reported by Peak Migration and in line with the 25 per cent rise for most visa charges described by Wise Kangaroo (both July 2026). We could not read the Home Affairs pricing page to confirm it. The charge was AUD 2,000 from 1 July 2025, AUD 1,600 from 1 July 2024 and AUD 710 before that. Family members pay extra, and tuition, health cover, medical exams and English tests are paid separately.",
      source: STUDENT_CHARGE,
      checked: CHECKED_NOW,
    },
    {
      text: "Student visa processing: since 14 November 2025, Ministerial Direction 115 sets the order in which offshore student visa applications are processed. Applications for institutions that are still within their share of the 2026 National Planning Level of 295,000 new overseas student commencements get higher priority, so the institution you choose can affect how long you wait.",
      source: MD115,
      checked: CHECKED,
    },
    {
      text: "Skilled, employer-sponsored and visitor visas: each adult and each child in an application pays a separate visa application charge. Most charges rose by 25 per cent on 1 July 2026, according to two migration sources (Peak Migration and Wise Kangaroo, July 2026); for example, the Skills in Demand visa is reported at AUD 4,015 for the main applicant and the subclass 186 visa at AUD 6,140. We could not read the Home Affairs pricing page to confirm each amount, so we confirm the charge for your visa with you before you pay. For sponsored visas the employer also pays the sponsorship and nomination fees and the Skilling Australians Fund levy, and must not pass these on to you. Skills assessments, English tests, medicals and police certificates cost extra.",
      source: CHARGES_2026,
      checked: CHECKED_NOW,
    },
    {
      text: "Processing times for every visa are published only in the Home Affairs processing time guide, based on applications decided recently. The guide does not count the time you may wait for a SkillSelect invitation, a state nomination or a Work and Holiday ballot, and some people are never invited, so plan for that separately.",
      source: HOME_AFFAIRS_PROCESSING_TIMES,
      checked: CHECKED,
    },
    {
      text: "Skills in Demand visa: the salary must meet the relevant income threshold and the market rate. From 1 July 2026 the Core Skills Income Threshold is AUD 79,499 and the Specialist Skills Income Threshold is AUD 146,717. They were AUD 76,515 and AUD 141,210 from 1 July 2025, and AUD 73,150 and AUD 135,000 when the visa started on 7 December 2024. They rise every July in line with average earnings.",
      source: INCOME_THRESHOLDS,
      checked: CHECKED_NOW,
    },
  ],
  refusalReasons: [
    "Weak financial evidence: too little money, large recent deposits with no explanation, or funds whose source is not shown by bank records, loan letters or sponsor documents.",
    "Genuine Student answers that are vague, copied or do not match the documents, for example a course that does not fit your past study or career, or long study gaps with no explanation.",
    "Visitor applications that do not show a clear purpose or strong reasons to return home, such as a stable job, a business, property or close family in India.",
    "Claims in a skilled or employer-sponsored application that differ from the Expression of Interest, the skills assessment or the reference letters, such as different dates, duties, hours or salary.",
    "Not meeting a core criterion at the right time: an English result, a skills assessment or a points claim that had expired or was wrong when you were invited or when you applied.",
    "An employer nomination that is refused, for example because the salary is below the income threshold or the market rate, or because the position is not genuine.",
    "Not declaring an earlier refusal, a visa cancellation or a criminal record, or giving false or misleading documents. This can also stop you from getting a visa for some years, so never hide a refusal or use a document you cannot stand behind.",
    "Health or character checks that are not finished in time, such as missing police certificates or medical examinations.",
  ],
  advisers: {
    text: "Under Australian law, a person who gives immigration assistance in Australia must be a registered migration agent or an Australian legal practitioner, unless an exemption applies. You can check a migration agent's registration number (MARN) and status on the Register of Migration Agents kept by the Office of the Migration Agents Registration Authority (OMARA), and a lawyer with the law society or legal services board of their state or territory. Advisers who work only from outside Australia do not have to register, so always ask. We are an immigration consultancy based in India, not a law firm. We help you understand your options, prepare documents and organise your file; any advice or representation on your Australian application that the law reserves is given by a registered migration agent or Australian lawyer named in writing, whom you can check on the register. The Department of Home Affairs decides every application.",
    register: OMARA_REGISTER,
  },
  facts: {
    capital: "Canberra",
    currency: "Australian dollar (AUD)",
    language: "English",
    climate: "Mostly warm and sunny: tropical in the north, temperate in the south; summer is December to February",
  },
  faqs: [
    {
      question: "What is the Skills in Demand visa?",
      answer:
        "It is the employer-sponsored temporary work visa (subclass 482) that replaced the Temporary Skill Shortage visa on 7 December 2024. It has a Specialist Skills stream for high earners, a Core Skills stream for occupations on the Core Skills Occupation List, and a Labour Agreement stream. From 1 July 2026 the Core Skills Income Threshold is AUD 79,499 and the Specialist Skills Income Threshold is AUD 146,717; both rise every July.",
    },
    {
      question: "Do I need a skills assessment?",
      answer:
        "For points-tested skilled visas, yes: you need a positive assessment from the authority for your occupation. Many employer-sponsored applications also need one. The assessing authority depends on your occupation, for example Engineers Australia or the Australian Computer Society.",
    },
    {
      question: "How do I check whether a migration agent is registered?",
      answer:
        "People who give immigration assistance in Australia must generally be registered migration agents or Australian legal practitioners. You can search the register of the Office of the Migration Agents Registration Authority (OMARA). Advisers based outside Australia do not have to register, so ask any adviser, including us, about their status and check it yourself.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "On most work, skilled and student visas you can include your partner and dependent children in the application. They usually get the same visa length, and partners generally have work rights. Each family member must meet health and character requirements.",
    },
    {
      question: "How much does an Australian visa cost?",
      answer:
        "Fees differ by visa and usually change every July. From 1 July 2026 the student visa charge for most main applicants is AUD 2,500, as reported by two migration sources, and most other visa charges rose by 25 per cent that day. We could not read the Home Affairs pricing page to confirm each amount, so we confirm the charge for your visa with you before you pay. Our consultancy fees are separate from government fees.",
    },
  ],
  figures: [
    { value: "7 December 2024", source: SID_REGULATIONS, checked: CHECKED },
    { value: "December 2024", source: SID_REGULATIONS, checked: CHECKED },
    { value: "AUD 29,710", source: LIVING_COST, checked: CHECKED },
    { value: "10 May 2024", source: LIVING_COST_IN_FORCE, checked: CHECKED },
    { value: "1 July 2024", source: ONSHORE_STUDENT_BAN, checked: CHECKED },
    { value: "1 July 2026", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "AUD 79,499", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "AUD 146,717", source: INCOME_THRESHOLDS, checked: CHECKED_NOW },
    { value: "AUD 2,500", source: STUDENT_CHARGE, checked: CHECKED_NOW },
    { value: "25 per cent", source: CHARGES_2026, checked: CHECKED_NOW },
  ],
  sources: [
    { label: "Australian Department of Home Affairs: Immigration and citizenship", url: "https://immi.homeaffairs.gov.au/" },
    {
      label: "Australian Department of Home Affairs: Visa listing",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing",
    },
    HOME_AFFAIRS_PRICING,
    HOME_AFFAIRS_PROCESSING_TIMES,
    SID_REGULATIONS,
    STUDENT_CHARGE,
    INCOME_THRESHOLDS,
    CHARGES_2026,
    JULY_2024_CHANGES,
    MD115,
    LIVING_COST,
    ONSHORE_STUDENT_BAN,
    { label: "Study Australia (Australian Government)", url: "https://www.studyaustralia.gov.au/" },
    OMARA_REGISTER,
  ],
};
