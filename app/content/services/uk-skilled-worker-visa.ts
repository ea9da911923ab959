import type { Service, Source } from "../types";
import {
  APPENDIX_SKILLED_WORKER,
  HEALTH_CHARGE_ORDER_2024,
  HEALTHCARE_SURCHARGE,
  HOME_OFFICE_FEES,
  LICENSED_SPONSORS,
  SKILLED_WORKER,
  TB_TEST,
  UK_ADVISER_REGISTER,
  UK_PROCESSING_TIMES,
} from "../sources/uk";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const SALARY_CHANGES_2025: Source = {
  label: "GOV.UK: Immigration Rules statements of changes (HC 997, laid 1 July 2025)",
  url: "https://www.gov.uk/government/collections/immigration-rules-statement-of-changes",
};
const ENGLISH_CHANGES_2025: Source = {
  label: "GOV.UK: Immigration Rules statements of changes (statement laid October 2025, English level B2)",
  url: "https://www.gov.uk/government/collections/immigration-rules-statement-of-changes",
};

const SALARY_CHANGES_2024: Source = {
  label: "UK Parliament: written statement HCWS338, Immigration Rules changes (14 March 2024)",
  url: "https://questions-statements.parliament.uk/written-statements/detail/2024-03-14/hcws338",
};

export const service: Service = {
  slug: "uk-skilled-worker-visa",
  title: "UK Skilled Worker Visa",
  shortTitle: "Skilled Worker",
  category: "work",
  country: "united-kingdom",
  summary:
    "Work in the UK for a licensed employer in an eligible, usually degree-level job, with a salary that meets the current threshold and going rate.",
  whoItSuits: [
    "The Skilled Worker visa is the main UK work visa. It is for people with a job offer from a UK employer that holds a Home Office sponsor licence. Typical applicants are software developers, engineers, accountants, scientists, teachers, analysts and managers.",
    "The rules have become much stricter in recent years. New applicants now mostly need a degree-level job and a salary that meets both the general salary threshold and the going rate for the job, whichever is higher. Some jobs below degree level can be sponsored only if they are on a temporary shortage list. Care worker jobs can no longer be sponsored from abroad.",
    "If you are a nurse, doctor or other health professional, look at the Health and Care Worker visa first. It is part of the same route, but the visa fee is lower and you do not pay the Immigration Health Surcharge.",
  ],
  eligibility: [
    "A job offer from a UK employer on the Home Office register of licensed sponsors.",
    "A Certificate of Sponsorship (CoS) from that employer, with your job details.",
    "A job in an eligible occupation code, usually at degree level, or a lower-skilled job that is on one of the shortage lists the rules allow.",
    "A salary that meets the higher of the general salary threshold and the going rate for your occupation code. Since 22 July 2025 the general salary threshold is £41,700 a year, and at least £17.13 an hour. Lower minimums apply to new entrants (for example people switching from a UK Student or Graduate visa), with a floor of £33,400, and to some PhD holders and some listed jobs.",
    "English in reading, writing, speaking and listening at CEFR level B2 if you apply for your first Skilled Worker visa on or after 8 January 2026 (before that date it was B1). People already on the route who proved B1 keep that level when they extend. An approved English test or a degree taught in English can prove it.",
    "Enough savings to support yourself when you arrive, held for the period the rules require, unless your employer confirms on your CoS that it will support you for your first month.",
    "A tuberculosis (TB) test certificate from a Home Office approved clinic, because you are applying from India to stay long term.",
    "A criminal record certificate if your job is in education, health or social care, from the countries where you have lived for long periods in recent years. GOV.UK gives the exact rule.",
  ],
  process: [
    {
      title: "Profile check",
      detail:
        "We check your job title against the occupation codes, compare the salary with the current thresholds and going rate, and look at your English evidence. You get a clear answer on whether this visa can work for you now.",
    },
    {
      title: "Job search and offer",
      detail:
        "You apply to employers that appear on the licensed sponsor register. We can help you present your CV for UK employers, but we do not sell job offers and cannot promise one.",
    },
    {
      title: "Certificate of Sponsorship check",
      detail:
        "When your employer assigns your CoS, we check the occupation code, salary, hours and start date. Mistakes on the CoS are a common reason for refusal, and only the employer can correct them.",
    },
    {
      title: "Documents and English",
      detail:
        "You book an English test if you need one, take a TB test at an approved clinic, and collect bank statements, a Police Clearance Certificate if your job needs it, and certified translations.",
    },
    {
      title: "Online application and payment",
      detail:
        "You apply online on GOV.UK and pay the visa fee and the Immigration Health Surcharge for yourself and any family members. We review the form with you before you submit it.",
    },
    {
      title: "Biometrics and decision",
      detail:
        "You give your fingerprints and photo at a visa application centre in India. GOV.UK publishes the usual decision time for applications made outside the UK. Your visa is issued as an eVisa linked to your passport through your UKVI account.",
    },
    {
      title: "Travel and first weeks",
      detail:
        "Your permission usually starts shortly before your job start date. We help you plan travel, prove your right to work through your UKVI account, and understand what you must tell your employer if your details change.",
    },
  ],
  documents: [
    "Valid passport, and old passports that show your travel history",
    "Certificate of Sponsorship reference number",
    "Job offer letter or contract showing job title, occupation code, salary and hours",
    "English evidence: approved English test result or degree certificate with proof it was taught in English",
    "Degree certificates and mark sheets (and proof of a relevant PhD if you rely on it for a lower salary minimum)",
    "Tuberculosis test certificate from a Home Office approved clinic in India",
    "Bank statements showing the required savings held for the required period, unless your employer certifies maintenance",
    "Police Clearance Certificate, if your job is in education, health or social care",
    "For a partner or children coming with you: marriage and birth certificates, and proof of living together if you are not married",
    "Certified English translations of any document that is not in English or Welsh",
  ],
  processingTime: {
    text: "A decision on a work visa applied for outside the UK usually takes 3 weeks. The wait starts after you have proved your identity at the visa application centre. It can take longer if your case needs more checks. A priority service (decision in about 5 working days) may be offered at extra cost. We could not read the GOV.UK page from here; two 2026 guides (findmyvisa.co.uk and withrowan.co.uk) both give 3 weeks.",
    source: UK_PROCESSING_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The visa fee depends on how long your Certificate of Sponsorship is for, and each family member who applies with you pays it too. We could not confirm the fee in force on 28 November 2026. From 9 April 2025 it was £769 (up to 3 years) or £1,519 (more than 3 years) for applications made outside the UK; one April 2026 report gives £819 for up to 3 years, but we found no second source. You also pay the Immigration Health Surcharge: £1,035 a year for most adults and £776 for children under 18, the rates in force since 6 February 2024; we found no later change. Your employer pays the Certificate of Sponsorship fee and the Immigration Skills Charge, and must not pass the Immigration Skills Charge on to you. All government fees are separate from our consultancy fee.",
    source: HOME_OFFICE_FEES,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "In March 2024 the government laid rule changes that raised the general salary threshold for new Skilled Worker applicants from £26,200 to £38,700 a year and raised going rates to median UK pay.",
      source: SALARY_CHANGES_2024,
      checked: CHECKED,
    },
    {
      text: "From 22 July 2025 the general salary threshold rose from £38,700 to £41,700 a year (new entrants: £33,400), going rates were updated, and most new jobs must be at degree level (RQF 6). This applies to Certificates of Sponsorship assigned from that date. It is still the threshold on 28 November 2026; we could not read the Immigration Rules from here, and five 2025–2026 guides (among them Burness Paull and DavidsonMorris) give the same figures.",
      source: SALARY_CHANGES_2025,
      checked: CHECKED_TODAY,
    },
    {
      text: "From 8 January 2026, first applications for a Skilled Worker visa, including switching from another visa, need English at CEFR level B2 instead of B1. Extensions and settlement for people who already proved B1 stay at B1. We could not read the rules from here; several 2026 guides (CAS Recruitment, immigrationbarrister.co.uk, Jobbatical) confirm it.",
      source: ENGLISH_CHANGES_2025,
      checked: CHECKED_TODAY,
    },
    {
      text: "The Immigration (Health Charge) (Amendment) Order 2024 raised the Immigration Health Surcharge for most adult applicants from £624 to £1,035 a year from 6 February 2024. We found no later change by 28 November 2026; the GOV.UK calculator gives your exact amount.",
      source: HEALTH_CHARGE_ORDER_2024,
      checked: CHECKED_TODAY,
    },
    {
      text: "Care worker and senior care worker roles have been closed to new applicants from abroad since 22 July 2025. Jobs below degree level can be sponsored only if they are on a temporary shortage list.",
      source: SKILLED_WORKER,
      checked: CHECKED_TODAY,
    },
  ],
  faqs: [
    {
      question: "Do I need a job offer before I apply?",
      answer:
        "Yes. You cannot apply without a Certificate of Sponsorship from a licensed UK employer. If you want to look for work first, the UK has no general job seeker visa. Some people come through study and the Graduate route, or use other countries' job seeker routes.",
    },
    {
      question: "What salary do I need?",
      answer:
        "Usually at least £41,700 a year, or the going rate for your occupation code if that is higher. Lower minimums can apply to new entrants, some PhD holders and some listed jobs. We check the going rate for your exact job code with you.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "Usually yes. Your partner and dependent children can apply as your dependants and can work or study in the UK. The exceptions are care roles and jobs below degree level sponsored through the temporary shortage lists, which do not allow new dependants.",
    },
    {
      question: "Can I switch from a UK Student or Graduate visa?",
      answer:
        "Yes, if you have a qualifying job offer. You may qualify for the lower new entrant salary. You must also meet the English level for first Skilled Worker applications, CEFR level B2, including when you switch.",
    },
    {
      question: "How long until I can settle in the UK?",
      answer:
        "Time on this visa can count towards settlement (indefinite leave to remain). The government has announced an 'earned settlement' model with a longer standard qualifying period for many people, with shorter periods for some. Check GOV.UK for the rules in force when you plan.",
    },
    {
      question: "Should I pay for a Certificate of Sponsorship?",
      answer:
        "No. Employers pay for the certificate and the Immigration Skills Charge and must not recover the charge from you. Offers that ask you to pay for a sponsored job are a warning sign of fraud.",
    },
    {
      question: "How can I check that a UK immigration adviser is regulated?",
      answer:
        "UK law requires anyone who gives immigration advice or services in the UK to be regulated, usually by the Immigration Advice Authority (formerly OISC), or to be a regulated lawyer. You can search for an adviser with the 'Find an immigration adviser' service on GOV.UK.",
    },
  ],
  related: ["uk-healthcare-worker-visa", "family-visas", "study-in-uk", "business-immigration"],
  figures: [
    { value: "22 July 2025", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "£41,700", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "£17.13", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "£33,400", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "8 January 2026", source: ENGLISH_CHANGES_2025, checked: CHECKED_TODAY },
    { value: "B2", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "B1", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
  ],
  sources: [
    APPENDIX_SKILLED_WORKER,
    SALARY_CHANGES_2025,
    ENGLISH_CHANGES_2025,
    SKILLED_WORKER,
    HOME_OFFICE_FEES,
    HEALTHCARE_SURCHARGE,
    UK_PROCESSING_TIMES,
    SALARY_CHANGES_2024,
    HEALTH_CHARGE_ORDER_2024,
    LICENSED_SPONSORS,
    TB_TEST,
    UK_ADVISER_REGISTER,
  ],
};
