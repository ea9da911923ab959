import type { Country } from "../types";

export const country: Country = {
  slug: "united-kingdom",
  name: "United Kingdom",
  tagline: "Skilled work, world-famous universities and family routes, under rules that tightened in 2024 and 2025.",
  summary:
    "UK visas for Indian applicants: Skilled Worker, Health and Care, Student, Visitor and family routes, with the 2024 and 2025 rule changes explained.",
  why: [
    "The UK has a large Indian community, English as its main language, direct flights from major Indian cities and universities with global reputations. Many master's degrees last one year, which keeps the total cost of study lower than in some countries.",
    "Work routes are points-based and led by employers: you need a job offer from a licensed sponsor. Since 22 July 2025, most new Skilled Worker jobs must be at degree level (RQF 6) and pay at least GBP 41,700 or the going rate for the job, whichever is higher, with lower rates in some cases.",
    "Healthcare still recruits overseas staff. Nurses, doctors and other health professionals can use the Health and Care Worker visa, but care workers and senior care workers can no longer apply from abroad since 22 July 2025.",
    "After a UK degree, the Graduate route lets you stay and work for a period without a sponsor. The government has announced it will shorten this from two years to 18 months for applications from January 2027, so check gov.uk for the rule that applies to you.",
  ],
  pathways: [
    {
      service: "uk-skilled-worker-visa",
      blurb: "Work for a licensed UK employer in an eligible job that meets the salary and skill rules raised in 2024 and 2025.",
    },
    {
      service: "uk-healthcare-worker-visa",
      blurb: "For nurses, doctors and other health professionals; care workers can no longer apply from abroad since 22 July 2025.",
    },
    {
      service: "study-in-uk",
      blurb: "Choose a university and course, understand costs and plan your next steps after graduating.",
    },
    {
      service: "uk-study-visa",
      blurb: "The Student visa application: CAS, funds, English and documents.",
    },
    {
      service: "uk-visitor-visa",
      blurb: "The Standard Visitor visa for tourism, family visits and business meetings of up to six months.",
    },
    {
      service: "family-visas",
      blurb: "Partner, child and dependant routes, including the GBP 29,000 minimum income for partner visas.",
    },
  ],
  facts: {
    capital: "London",
    currency: "Pound sterling (GBP)",
    language: "English; Welsh, Scottish Gaelic and Irish are also used in parts of the UK",
    climate: "Mild and wet: cool summers, chilly but rarely freezing winters, and rain through the year",
  },
  faqs: [
    {
      question: "Can I get a UK work visa without a job offer?",
      answer:
        "Not on the Skilled Worker route, which needs a sponsoring employer. Other options exist for some people, such as the Global Talent visa, the High Potential Individual visa for graduates of listed top universities, and the India Young Professionals Scheme, a ballot for Indian citizens aged 18 to 30.",
    },
    {
      question: "Can care workers still apply from India?",
      answer:
        "No. Since 22 July 2025, new applications from abroad for care worker and senior care worker jobs are closed. People already in the UK may be able to switch into these roles under transitional rules until July 2028. Registered nurses and other health professionals can still apply from abroad.",
    },
    {
      question: "What is the Immigration Health Surcharge?",
      answer:
        "It is a payment for access to the NHS, made up front with most visa applications of more than six months. It is GBP 1,035 per person per year for most applicants and GBP 776 for students and their dependants. Check gov.uk for the current rate.",
    },
    {
      question: "Do I need an English test?",
      answer:
        "Most work, study and family routes need proof of English, often through an approved Secure English Language Test. The level depends on the route; the government raised the level for new Skilled Worker applicants to B2 from January 2026. Check gov.uk for your route.",
    },
    {
      question: "How can I check whether a UK immigration adviser is regulated?",
      answer:
        "In the UK, immigration advice must be given by a regulated person, such as an adviser registered with the Immigration Advice Authority (which replaced the OISC in January 2025) or a regulated solicitor or barrister. You can search the official register on gov.uk. Ask any adviser, including us, which register they are on, and check it yourself.",
    },
  ],
  sources: [
    { label: "GOV.UK: Skilled Worker visa", url: "https://www.gov.uk/skilled-worker-visa" },
    { label: "GOV.UK: Health and Care Worker visa", url: "https://www.gov.uk/health-care-worker-visa" },
    { label: "GOV.UK: Student visa", url: "https://www.gov.uk/student-visa" },
    { label: "GOV.UK: Graduate visa", url: "https://www.gov.uk/graduate-visa" },
    { label: "GOV.UK: Standard Visitor visa", url: "https://www.gov.uk/standard-visitor" },
    { label: "GOV.UK: Family visas", url: "https://www.gov.uk/uk-family-visa" },
    {
      label: "GOV.UK: Pay for UK healthcare as part of your immigration application",
      url: "https://www.gov.uk/healthcare-immigration-application",
    },
    { label: "GOV.UK: Find an immigration adviser", url: "https://www.gov.uk/find-an-immigration-adviser" },
  ],
  lastReviewed: "2026-11-22",
};
