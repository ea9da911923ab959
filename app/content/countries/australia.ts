import type { Country } from "../types";

export const country: Country = {
  slug: "australia",
  name: "Australia",
  tagline: "Skilled and employer-sponsored migration, respected universities and a clear path from temporary to permanent visas.",
  summary:
    "Australia for Indian applicants: the Skills in Demand (482) visa, skilled PR, student and visitor visas, with the 2024 and 2025 changes explained.",
  why: [
    "Australia runs a planned migration programme with published occupation lists and a points test, so you can check early whether your skills are in demand.",
    "Employer-sponsored and skilled visas can lead to permanent residence. The Skills in Demand visa (subclass 482) replaced the Temporary Skill Shortage visa in December 2024, with separate streams for specialists and core skilled occupations.",
    "Universities are well ranked, and graduates may qualify for the Temporary Graduate visa (subclass 485) to gain work experience. Student visa rules have tightened since 2024, with a Genuine Student test, higher English requirements and a much higher application fee.",
    "Australia has a large and growing Indian community, English as its main language, good healthcare and schools, and an outdoor lifestyle.",
  ],
  pathways: [
    {
      service: "australia-work-visa",
      blurb: "An overview of Australia's work visas: Skills in Demand, points-tested skilled visas, regional and employer-nominated options.",
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
        "It is the employer-sponsored temporary work visa (subclass 482) that replaced the Temporary Skill Shortage visa on 7 December 2024. It has a Specialist Skills stream for high earners, a Core Skills stream for occupations on the Core Skills Occupation List, and a Labour Agreement stream. Salary thresholds are updated each July, so check Home Affairs for current figures.",
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
        "Fees differ by visa and usually change each year on 1 July. The Student visa fee in particular has risen sharply since 2024. Always check the Department of Home Affairs' current visa pricing page before you apply. Our consultancy fees are separate from government fees.",
    },
  ],
  sources: [
    { label: "Australian Department of Home Affairs: Immigration and citizenship", url: "https://immi.homeaffairs.gov.au/" },
    {
      label: "Australian Department of Home Affairs: Visa listing",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing",
    },
    {
      label: "Australian Department of Home Affairs: Current visa pricing",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/fees-and-charges/current-visa-pricing",
    },
    { label: "Study Australia (Australian Government)", url: "https://www.studyaustralia.gov.au/" },
    { label: "Office of the Migration Agents Registration Authority", url: "https://www.mara.gov.au/" },
  ],
  lastReviewed: "2026-11-22",
};
