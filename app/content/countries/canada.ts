import type { Country } from "../types";
import {
  CICC_REGISTER,
  IRCC_ATTESTATION,
  IRCC_BIOMETRIC_FEE,
  IRCC_CATEGORIES_2026,
  IRCC_EXPRESS_ENTRY,
  IRCC_FAMILY_SPONSORSHIP,
  IRCC_FEE_CHANGES,
  IRCC_LEVELS_PLAN,
  IRCC_PROCESSING_TIMES,
  IRCC_STUDY_PERMIT,
  IRCC_SUPER_VISA,
  IRCC_SUPER_VISA_MI,
  IRCC_WORK_PERMIT_FEES,
  IRPR_AUTHORIZED_STAY,
  IRPR_VISA_FEE,
  IRCC_SERVICE_STANDARDS,
  PR_FEES_2026,
} from "../sources/canada";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const country: Country = {
  slug: "canada",
  name: "Canada",
  tagline: "Permanent residence through Express Entry and provincial programmes, with fewer temporary permits than before.",
  summary:
    "Canada for Indian applicants: Express Entry and PR, work permits, capped study permits, visitor visas and family sponsorship, explained simply.",
  why: [
    "Canada aims to turn skilled newcomers into permanent residents and, later, citizens. Express Entry ranks candidates on age, education, language and work experience, and runs category-based rounds for priority groups such as French speakers, health care workers and skilled trades.",
    "Canada has reduced temporary resident numbers in recent years. Study permits are capped, post-graduation work permit rules are stricter, and open work permits for spouses are limited. Master's and doctoral students at public institutions no longer need a provincial attestation letter.",
    "People choose Canada for its public services, safe cities, large Indian community and two official languages, English and French. Speaking French can open extra immigration options.",
    "Permanent residents and citizens can sponsor spouses, partners and children. New sponsorship applications for parents and grandparents are not being accepted at present, but the Super Visa allows long visits.",
  ],
  pathways: [
    {
      service: "canada-permanent-residency",
      blurb: "Permanent residence through Express Entry, provincial nominee programmes and other economic routes.",
    },
    {
      service: "canada-work-visa",
      blurb: "Employer-specific and open work permits, including LMIA-based and LMIA-exempt options.",
    },
    {
      service: "study-in-canada",
      blurb: "Choose a programme and institution under the study permit cap, and plan costs and work rights.",
    },
    {
      service: "canada-student-visa",
      blurb: "The study permit application: acceptance letter, attestation letter where needed, funds and documents.",
    },
    {
      service: "canada-visitor-visa",
      blurb: "The visitor visa for tourism, family visits and business trips, and the Super Visa for parents and grandparents.",
    },
    {
      service: "family-visas",
      blurb: "Spouse, partner and child sponsorship, and dependants of workers and students.",
    },
  ],
  whoQualifies: [
    "Permanent residence through Express Entry: you must first qualify for one of its programs. The Federal Skilled Worker Program suits skilled workers with experience outside Canada, the Canadian Experience Class suits people with skilled work experience in Canada, and the Federal Skilled Trades Program suits qualified tradespeople. All three need an approved language test, and the Federal Skilled Worker Program also needs an Educational Credential Assessment and proof of settlement funds. Qualifying only puts you in the pool: IRCC then invites the highest-ranked candidates in each round, or the highest-ranked within a category such as French, health care or trades.",
    "Provincial Nominee Programs: each province and territory runs its own streams for the workers, graduates and business people it needs. Some streams need a job offer from an employer in the province, some are linked to Express Entry and some are not. Quebec selects its own economic immigrants through a separate system, with French often playing a large part.",
    "Work permits: most workers need a genuine job offer, and the employer usually needs a Labour Market Impact Assessment (LMIA) showing that no Canadian worker is available. Some jobs are exempt from the LMIA, for example intra-company transfers and certain trade-agreement professionals. Open work permits are limited to specific groups, such as eligible spouses and some graduates of Canadian institutions.",
    "Study permits: you need a letter of acceptance from a designated learning institution, an attestation letter from the province or territory unless you are exempt, enough money for tuition, travel and living costs, and a study plan that makes sense for your background. The officer must also be satisfied that you will leave Canada when your permit ends.",
    "Visitor visas and the Super Visa: visitors need a clear purpose, enough money for the trip and ties to home, such as a job, business, property or family. The Super Visa is only for parents and grandparents of Canadian citizens and permanent residents whose child or grandchild meets the income level and who hold private medical insurance that meets IRCC's rules.",
  ],
  costsAndTimes: [
    {
      text: "A visitor visa costs CAD 100 per person, and the fee is the same whether the officer issues a single-entry or a multiple-entry visa. Visa Application Centre service charges are extra.",
      source: IRPR_VISA_FEE,
      checked: CHECKED,
    },
    {
      text: "A study permit costs CAD 150 and a work permit CAD 155.",
      source: IRCC_FEE_CHANGES,
      checked: CHECKED,
    },
    {
      text: "An open work permit needs the open work permit holder fee of CAD 100 on top of the CAD 155 work permit processing fee, unless you are exempt from it.",
      source: IRCC_WORK_PERMIT_FEES,
      checked: CHECKED,
    },
    {
      text: "Most applicants also pay a biometrics fee of CAD 85 per person, or a family rate of CAD 170 when a family applies together.",
      source: IRCC_BIOMETRIC_FEE,
      checked: CHECKED,
    },
    {
      text: "Permanent residence fees rose with inflation on 30 April 2026. A report of IRCC's notice (Ansari Immigration, April 2026) gives CAD 990 for the processing fee of a principal applicant in the economic classes and CAD 600 for the Right of Permanent Residence Fee; we could not confirm these amounts from a second source on 28 November 2026. From 30 April 2024 to 29 April 2026 they were CAD 950 and CAD 575, with CAD 260 for each dependent child.",
      source: PR_FEES_2026,
      checked: CHECKED_TODAY,
    },
    {
      text: "IRCC's service standards are 6 months for Express Entry applications and 12 months for sponsoring a spouse, partner or child, each for 80% of complete applications (two 2026 reports, Visavio and IRCC Tracker, give the same standards). For visas and permits, IRCC publishes only the times of recently decided applications, by the country you apply from; we could not read them from here on 28 November 2026. For Express Entry, the wait for an invitation is not counted and cannot be predicted.",
      source: IRCC_SERVICE_STANDARDS,
      checked: CHECKED_TODAY,
    },
    {
      text: "The standard stay for a temporary resident is 6 months from entry, unless an officer fixes a different period based on your means of support, the period you ask for and your passport's expiry.",
      source: IRPR_AUTHORIZED_STAY,
      checked: CHECKED,
    },
  ],
  refusalReasons: [
    "The officer is not satisfied that you will leave Canada at the end of your stay, because ties to home (job, business, property, family) are weak or not documented.",
    "Funds are too low, unexplained or recently deposited, or the source of the money is not clear from bank records, loan letters or sponsor documents.",
    "The purpose of the trip or the study plan does not make sense: for example, a program that repeats or steps down from past studies, or a visit with no clear reason and no invitation.",
    "Documents do not match each other or the profile: different dates, job titles or duties, or an Express Entry profile that claims points the documents cannot prove.",
    "Misrepresentation: a false or bought job offer, fake letters or an undisclosed past refusal. This can lead to a ban on applying again, so never hide a refusal or use a document you cannot stand behind.",
    "Missing or expired items, such as a language test that is no longer valid, an attestation letter that was not included, or biometrics and medical exams not done before the deadline.",
    "Inadmissibility on criminal, security or medical grounds, or past overstays and status violations in Canada or other countries.",
  ],
  advisers: {
    text: "Canadian law allows only authorized representatives to advise on or represent you in a Canadian immigration or citizenship application for a fee: licensees of the College of Immigration and Citizenship Consultants (Regulated Canadian Immigration Consultants), lawyers and paralegals who are members of a Canadian provincial or territorial law society, and notaries of the Chambre des notaires du Québec. IRCC may refuse to deal with a paid representative who is not authorized. We are an immigration consultancy based in India, not a law firm. We help you understand your options, prepare documents and organise your file; any paid advice or representation on your Canadian application is given by an authorized representative named in writing, whom you can check on the College's public register or with the law society. Ask any adviser, including us, who will represent you and what each person does.",
    register: CICC_REGISTER,
  },
  facts: {
    capital: "Ottawa",
    currency: "Canadian dollar (CAD)",
    language: "English and French",
    climate: "Long, cold, snowy winters in most regions and warm summers; milder on the west coast",
  },
  faqs: [
    {
      question: "What is a CRS score?",
      answer:
        "The Comprehensive Ranking System gives each Express Entry candidate a score based on age, education, language, work experience and other factors. IRCC invites the highest-ranked candidates in each round, or the highest-ranked within a category in category-based rounds. There is no fixed pass mark; every round has its own cut-off.",
    },
    {
      question: "Do I need a job offer for Express Entry?",
      answer:
        "No. Many people are invited without one. How much a job offer counts in the CRS has changed in recent years, and IRCC has consulted on further changes to Express Entry, so check the current criteria on canada.ca. A job offer can still matter for some provincial streams.",
    },
    {
      question: "Which Express Entry categories is IRCC using now?",
      answer:
        "For 2026, IRCC announced new categories for doctors, researchers and senior managers with Canadian work experience, transport occupations and skilled military recruits, and kept rounds for French speakers and for health care, social services and trades. Categories can change each year.",
    },
    {
      question: "Who can represent me with IRCC for a fee?",
      answer:
        "Canada allows only authorized representatives to charge for immigration advice or representation: licensed members of the College of Immigration and Citizenship Consultants, lawyers and paralegals of a Canadian law society, and notaries in Quebec. IRCC may refuse to deal with an unauthorized paid representative. You can check consultants on the College's public register. Ask any adviser, including us, what role they can play in your application.",
    },
    {
      question: "Is there a cap on study permits?",
      answer:
        "Yes. Canada has capped study permit applications since 2024, and most college and undergraduate students need a provincial or territorial attestation letter (PAL/TAL). Since 1 January 2026, master's and doctoral students at public institutions do not need one. Check canada.ca for the current rules.",
    },
    {
      question: "Can my parents come to live with me in Canada?",
      answer:
        "New sponsorship applications for parents and grandparents are not being accepted at present; check IRCC for any future intake. Parents and grandparents can apply for a Super Visa, which allows stays of up to 5 years per entry, if the host meets the income rule and the parent has private medical insurance that meets IRCC's rules.",
    },
    {
      question: "Is Canada reducing immigration?",
      answer:
        "Canada is reducing new temporary resident arrivals, such as international students and foreign workers, while keeping permanent resident admissions stable and giving economic immigration a larger role. That makes strong, well-documented applications more important.",
    },
  ],
  figures: [
    { value: "since 2024", source: IRCC_ATTESTATION, checked: CHECKED },
    { value: "1 January 2026", source: IRCC_ATTESTATION, checked: CHECKED },
    { value: "For 2026", source: IRCC_CATEGORIES_2026, checked: CHECKED },
    { value: "up to 5 years per entry", source: IRCC_SUPER_VISA_MI, checked: CHECKED },
  ],
  sources: [
    PR_FEES_2026,
    IRCC_SERVICE_STANDARDS,
    IRCC_EXPRESS_ENTRY,
    IRCC_CATEGORIES_2026,
    IRCC_STUDY_PERMIT,
    IRCC_ATTESTATION,
    IRCC_FAMILY_SPONSORSHIP,
    IRCC_SUPER_VISA,
    IRCC_SUPER_VISA_MI,
    IRCC_LEVELS_PLAN,
    IRPR_VISA_FEE,
    IRCC_FEE_CHANGES,
    IRCC_WORK_PERMIT_FEES,
    IRCC_BIOMETRIC_FEE,
    IRPR_AUTHORIZED_STAY,
    IRCC_PROCESSING_TIMES,
    {
      label: "Government of Canada: Use an authorized representative",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigration-citizenship-representative/choose/authorized.html",
    },
    CICC_REGISTER,
  ],
};
