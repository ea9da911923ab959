import type { Country, Source } from "../types";
import {
  APPENDIX_SKILLED_WORKER,
  GRADUATE_2027,
  GRADUATE_VISA,
  HEALTH_AND_CARE_WORKER,
  HEALTH_CHARGE_ORDER_2024,
  HOME_OFFICE_FEES,
  SKILLED_WORKER,
  STANDARD_VISITOR,
  UK_ADVISER_REGISTER,
  UK_FAMILY_VISAS,
  UK_PARTNER_INCOME,
  UK_STUDENT_VISA,
  VISIT_FEES_2025,
} from "../sources/uk";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const IHS: Source = {
  label: "GOV.UK: Pay for UK healthcare as part of your immigration application, how much you have to pay",
  url: "https://www.gov.uk/healthcare-immigration-application/how-much-pay",
};
const IAA: Source = {
  label:
    "GOV.UK (Home Office): Increased powers for the Immigration Services Commissioner, impact assessment (the IAA, previously the OISC)",
  url: "https://www.gov.uk/government/publications/border-security-asylum-and-immigration-bill-2025-impact-assessment/increased-powers-for-the-immigration-services-commissioner-impact-assessment-accessible",
};

export const country: Country = {
  slug: "united-kingdom",
  name: "United Kingdom",
  tagline: "Skilled work, world-famous universities and family routes, under rules that have tightened in recent years.",
  summary:
    "UK visas for Indian applicants: Skilled Worker, Health and Care, Student, Visitor and family routes, with the recent rule changes explained simply.",
  why: [
    "The UK has a large Indian community, English as its main language, direct flights from major Indian cities and universities with global reputations. Many taught master's degrees last one year, which keeps the total cost of study lower than in some countries.",
    "Work routes are points-based and led by employers: you need a job offer from a licensed sponsor. Most new Skilled Worker jobs must now be at degree level, and the salary must meet a general threshold or the going rate for the job, whichever is higher. Since 22 July 2025 the general threshold has been £41,700 a year, and it still is on 28 November 2026.",
    "Healthcare still recruits overseas staff. Nurses, doctors and other health professionals can use the Health and Care Worker visa. Care worker and senior care worker jobs, however, are no longer open to new applicants from abroad.",
    "After a UK degree, the Graduate route lets you stay and work for a period without a sponsor. It is 2 years (3 years after a PhD) for applications made by 31 December 2026, and 18 months for bachelor's and master's graduates who apply from 1 January 2027.",
  ],
  pathways: [
    {
      service: "uk-skilled-worker-visa",
      blurb: "Work for a licensed UK employer in an eligible job that meets the current skill and salary rules.",
    },
    {
      service: "uk-healthcare-worker-visa",
      blurb: "For nurses, doctors and other health professionals; care worker roles are closed to new applicants from abroad.",
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
      blurb: "Partner, child and dependant routes, including the GBP 29,000 minimum income for most new partner visas.",
    },
  ],
  whoQualifies: [
    "Skilled Worker: you need a job offer from a UK employer that holds a sponsor licence, and the employer must give you a certificate of sponsorship for an eligible occupation. The job must meet the skill level and salary rules, and you must prove your English. Some people can be paid a lower salary, for example new entrants at the start of their career or people in jobs on a shortage list, but the job must still be eligible. Your employer tells you the occupation code; check it against the eligible jobs list on GOV.UK before you rely on it.",
    "Health and Care Worker: this is a version of the Skilled Worker route for qualified doctors, nurses and other health professionals working for the NHS, an NHS supplier or adult social care. You still need a sponsoring employer and an eligible job. Nurses usually also need registration with the Nursing and Midwifery Council before or soon after arrival. The visa has lower fees than the standard Skilled Worker visa.",
    "Student: you need an unconditional offer from a licensed student sponsor, shown in a Confirmation of Acceptance for Studies (CAS). You must show that you can pay your course fees and living costs, and that the money has been in your account for the required period. You also need English at the level your course requires. Most taught master's students cannot bring family members, so check the dependant rules before you plan.",
    "Standard Visitor: you must show that you will leave the UK at the end of your visit, that you can pay for your trip without working, and that your visit is for an allowed purpose such as tourism, seeing family or attending business meetings. You cannot work for a UK employer or study a long course as a visitor.",
    "Family: a partner of a British citizen or a person settled in the UK must show a genuine relationship, English at the required level, suitable housing, and the financial requirement. Children and other relatives have their own rules. Dependants of workers and students apply through the main applicant's route, and those rules have tightened.",
  ],
  costsAndTimes: [
    {
      text: "The Skilled Worker salary must be at least the general salary threshold or the going rate for the job, whichever is higher. Lower rates apply in some cases, such as new entrants, people with a relevant PhD and jobs on a shortage list. Since 22 July 2025 the general threshold is £41,700 a year (£33,400 for new entrants); it was £38,700 from April 2024. It is still the threshold on 28 November 2026; we could not read the Immigration Rules from here, and several 2025 and 2026 guides give the same figures.",
      source: APPENDIX_SKILLED_WORKER,
      checked: CHECKED_TODAY,
    },
    {
      text: "Most people applying for a visa of more than six months also pay the Immigration Health Surcharge, as part of the application and for each year of the visa. It is £1,035 a year for most adults and £776 a year for students, their dependants and children under 18, the rates in force since 6 February 2024; we found no later change by 28 November 2026. Dependants usually pay the same amount as the main applicant, and Health and Care Worker applicants do not pay it.",
      source: HEALTH_CHARGE_ORDER_2024,
      checked: CHECKED_TODAY,
    },
    {
      text: "If you apply for a family visa as a partner, you and your partner usually need a combined income of at least GBP 29,000 a year. Different rules apply if your partner gets certain disability or carer's benefits, or if you are extending a partner visa you first applied for under the earlier rules. You may be able to use savings instead of income.",
      source: UK_PARTNER_INCOME,
      checked: CHECKED,
    },
    {
      text: "A Standard Visitor visa usually lets you stay for up to six months. The visa fee depends on how long the visa is valid for. We could not confirm the fees in force on 28 November 2026; from 9 April 2025 they were £127 for up to 6 months and £475, £848 and £1,059 for visas valid for 2, 5 and 10 years. The Home Office aims to decide within 3 weeks, and in India you may be able to pay for a faster decision.",
      source: VISIT_FEES_2025,
      checked: CHECKED_TODAY,
    },
    {
      text: "The Skilled Worker application fee depends on how long your certificate of sponsorship is for, whether you apply from outside or inside the UK, and whether your job is on the Immigration Salary List. Each partner or child applying with you pays the same fee. We could not confirm the fee in force on 28 November 2026. From 9 April 2025 it was £769 (up to 3 years) or £1,519 (more than 3 years) for applications made outside the UK; one April 2026 report gives £819 for up to 3 years, but we found no second source. Government fees are separate from our consultancy fees.",
      source: HOME_OFFICE_FEES,
      checked: CHECKED_TODAY,
    },
  ],
  refusalReasons: [
    "The job does not meet the rules: the occupation code is wrong or not eligible, the salary is below the threshold or the going rate, or the role looks created only to get a visa.",
    "Funds are not shown correctly: for students, the money was not held for the full required period, the bank statement is too old, or it does not cover both fees and living costs.",
    "For visitors, the officer is not satisfied that you will leave the UK at the end of the visit, because your job, income, family ties or travel history are not clearly documented, or the cost of the trip does not match your income.",
    "Documents do not match each other: different dates, job titles or names across the CAS, certificate of sponsorship, bank records and employment letters.",
    "Deception or false documents, including a fake job offer or bank statement. This can lead to a ban on applying for years, so never use a document you cannot stand behind.",
    "Past immigration problems that were not disclosed, such as an earlier refusal, an overstay or a breach of visa conditions in the UK or another country.",
    "For partner visas, the financial, English or accommodation requirement is not met, or the relationship evidence is weak.",
  ],
  advisers: {
    text: "In the UK, it is a criminal offence to give immigration advice or services unless you are regulated. Advisers can be registered with the Immigration Advice Authority (IAA, previously known as the Office of the Immigration Services Commissioner, or OISC), or be solicitors, barristers or chartered legal executives regulated by their own professional bodies. You can check an adviser on the official Find an immigration adviser service on GOV.UK. We are an immigration consultancy based in India, not a law firm. We help you understand your options, prepare documents and organise your file. We do not represent you before UK Visas and Immigration unless a regulated adviser, named to you in writing, does so. Ask any adviser, including us, which register they are on, and check it yourself.",
    register: UK_ADVISER_REGISTER,
  },
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
        "Not on the Skilled Worker route, which needs a sponsoring employer. Other options exist for some people, such as the Global Talent visa, the High Potential Individual visa for graduates of listed top universities, and the India Young Professionals Scheme, a ballot for young Indian graduates. Each has its own rules and age or qualification limits, so check GOV.UK.",
    },
    {
      question: "Can care workers still apply from India?",
      answer:
        "No. New applications from abroad for care worker and senior care worker jobs are closed. People already in the UK in these roles may be able to extend or switch for a limited period under transitional rules. Registered nurses and other health professionals can still apply from abroad.",
    },
    {
      question: "What is the Immigration Health Surcharge?",
      answer:
        "It is a payment for access to the NHS, made up front with most visa applications of more than six months. It is £1,035 a year for most adults and £776 a year for students and children under 18; Health and Care Worker applicants do not pay it.",
    },
    {
      question: "Do I need an English test?",
      answer:
        "Most work, study and family routes need proof of English, often through an approved Secure English Language Test. The level depends on the route: first Skilled Worker applications have needed CEFR level B2 since 8 January 2026 (B1 before), and we confirm the level for your visa before you book a test.",
    },
    {
      question: "How can I check whether a UK immigration adviser is regulated?",
      answer:
        "In the UK, immigration advice must be given by a regulated person, such as an adviser registered with the Immigration Advice Authority (previously the OISC) or a regulated solicitor or barrister. You can search the official register on GOV.UK. Ask any adviser, including us, which register they are on, and check it yourself.",
    },
  ],
  figures: [
    { value: "GBP 29,000", source: UK_PARTNER_INCOME, checked: CHECKED },
    { value: "22 July 2025", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "£41,700", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "2 years (3 years after a PhD)", source: GRADUATE_2027, checked: CHECKED_TODAY },
    { value: "31 December 2026", source: GRADUATE_2027, checked: CHECKED_TODAY },
    { value: "18 months", source: GRADUATE_2027, checked: CHECKED_TODAY },
    { value: "1 January 2027", source: GRADUATE_2027, checked: CHECKED_TODAY },
    { value: "£1,035", source: HEALTH_CHARGE_ORDER_2024, checked: CHECKED_TODAY },
    { value: "£776", source: HEALTH_CHARGE_ORDER_2024, checked: CHECKED_TODAY },
    { value: "children under 18", source: HEALTH_CHARGE_ORDER_2024, checked: CHECKED_TODAY },
    { value: "B2", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "8 January 2026", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "B1", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
  ],
  sources: [
    APPENDIX_SKILLED_WORKER,
    GRADUATE_2027,
    HEALTH_CHARGE_ORDER_2024,
    VISIT_FEES_2025,
    HOME_OFFICE_FEES,
    SKILLED_WORKER,
    HEALTH_AND_CARE_WORKER,
    UK_STUDENT_VISA,
    GRADUATE_VISA,
    STANDARD_VISITOR,
    UK_FAMILY_VISAS,
    UK_PARTNER_INCOME,
    IHS,
    IAA,
    UK_ADVISER_REGISTER,
  ],
};
