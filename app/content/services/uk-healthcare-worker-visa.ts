import type { Service, Source } from "../types";
import {
  APPENDIX_SKILLED_WORKER,
  HEALTH_AND_CARE_WORKER,
  HOME_OFFICE_FEES,
  LICENSED_SPONSORS,
  SKILLED_WORKER,
  TB_TEST,
  UK_ADVISER_REGISTER,
  UK_PROCESSING_TIMES,
} from "../sources/uk";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const HEALTH_EDUCATION_PAY: Source = {
  label: "GOV.UK: Skilled Worker visa, if you work in healthcare or education",
  url: "https://www.gov.uk/skilled-worker-visa/if-you-work-in-healthcare-or-education",
};

export const service: Service = {
  slug: "uk-healthcare-worker-visa",
  title: "UK Health and Care Worker Visa",
  shortTitle: "Health and Care Worker",
  category: "work",
  country: "united-kingdom",
  summary: "For nurses, doctors and other health professionals with a UK job offer. Care worker jobs are closed to applicants from abroad.",
  whoItSuits: [
    "This visa is for qualified health professionals with a job offer from the NHS, a company that provides services to the NHS, or an approved adult social care employer. It covers roles such as nurses, midwives, doctors, physiotherapists, radiographers, paramedics and pharmacists. It is part of the Skilled Worker route, but the visa fee is lower and you do not pay the Immigration Health Surcharge.",
    "Important: UK employers can no longer sponsor care workers or senior care workers (occupation codes 6135 and 6136) who apply from outside the UK. If you are in India and your offer is for a care worker or senior care worker job, you cannot use this visa, whatever an agent tells you. Some people who are already in the UK can still switch into these jobs for a transition period, under strict conditions.",
    "This visa suits you if you are registered with the UK regulator for your profession, or working towards it. Examples are the NMC for nurses and midwives, the GMC for doctors and the HCPC for allied health professionals. It gives you a clear, employer-sponsored way to work in the UK, and in most health roles your partner and children can come with you.",
  ],
  eligibility: [
    "You are a qualified doctor, nurse, midwife, allied health professional or other health professional, and your job's occupation code is on the GOV.UK list of codes eligible for this visa.",
    "Your employer is the NHS, an organisation providing medical services to the NHS, or an adult social care provider registered with the Care Quality Commission (CQC) in England, and it holds a Home Office sponsor licence.",
    "Your employer has assigned you a Certificate of Sponsorship (CoS) for the job.",
    "Your job is not a care worker or senior care worker role (codes 6135 and 6136). These roles are closed to new applicants from outside the UK.",
    "Your pay meets the minimum for your occupation code. For most eligible health jobs this is the national pay-scale rate for the role (for example the NHS Agenda for Change band), with a fixed floor below it. We could not confirm that floor today: GOV.UK gave £23,200 before 22 July 2025, and a guide from this year (geraclinic.com) gives £25,000, but we found no second source for it.",
    "If your profession is regulated in the UK, you hold the registration you need (for example NMC, GMC, HCPC or GPhC), or you will hold it before you start work, as your job offer requires.",
    "You can prove your English at CEFR level B2 if you apply for your first visa on this route on or after 8 January 2026 (before that date it was B1). Doctors, nurses and midwives who passed an English test accepted by their UK regulator can usually use that instead of a new test.",
    "You have enough savings to support yourself when you arrive, held for the period the rules require, unless your employer confirms on your CoS that it will support you for your first month.",
    "You have a tuberculosis (TB) test certificate from a Home Office approved clinic, because you are applying from India to stay long term. You also need criminal record certificates from the countries where you have lived for long periods in recent years; GOV.UK gives the exact rule.",
  ],
  process: [
    {
      title: "Eligibility check",
      detail:
        "We look at your qualification, registration status, job offer and occupation code. We tell you plainly whether this visa fits. If your offer is for a care worker role, we explain why it cannot be used from abroad and what your real options are.",
    },
    {
      title: "Professional registration plan",
      detail:
        "Most health jobs need UK registration. For example, nurses usually take the NMC computer-based test and OSCE, and many doctors take the PLAB exams for GMC registration. We help you plan the steps and documents. The regulator makes its own decision.",
    },
    {
      title: "Job offer and Certificate of Sponsorship",
      detail:
        "You get a written offer from a licensed NHS or care employer. Before you apply, we check the details on your CoS: occupation code, salary, hours and start date. We do not sell jobs or certificates of sponsorship.",
    },
    {
      title: "Document preparation",
      detail:
        "We give you a checklist for your situation. You book a TB test at an approved clinic, get a Police Clearance Certificate, and arrange English evidence, bank statements and certified translations.",
    },
    {
      title: "Online application and payment",
      detail:
        "You apply online on GOV.UK and pay the visa fee for yourself and any family members. No Immigration Health Surcharge is due on this route. We review the form with you before you submit it.",
    },
    {
      title: "Biometrics and decision",
      detail:
        "You give your fingerprints and photo at a visa application centre in India. GOV.UK publishes the usual decision time for applications made outside the UK. Your permission is issued as an eVisa, which you view and share through your UKVI account.",
    },
    {
      title: "Before you fly and after you land",
      detail:
        "We help you plan your travel date around your start date, pack the right documents and understand your first steps in the UK, such as registering with a GP and proving your right to work through your UKVI account.",
    },
  ],
  documents: [
    "Valid passport, and old passports that show your travel history",
    "Certificate of Sponsorship reference number from your employer",
    "Job offer letter or contract showing job title, salary and weekly hours",
    "Proof of registration with the UK regulator (NMC, GMC, HCPC, GPhC or other), or of your progress towards it, if your job needs it",
    "Degree or diploma certificates and mark sheets",
    "English evidence: an approved English test, a degree taught in English, or an English test accepted by your UK regulator",
    "Tuberculosis test certificate from a Home Office approved clinic in India",
    "Police Clearance Certificate, and criminal record certificates from other countries where the rules require them",
    "Bank statements showing the required savings held for the required period, unless your employer certifies maintenance",
    "For a partner or children coming with you: marriage and birth certificates, and proof you live together if you are not married",
    "Certified English translations of any document that is not in English or Welsh",
  ],
  processingTime: {
    text: "A decision on a work visa applied for outside the UK usually takes 3 weeks, including the Health and Care Worker visa. The wait starts after you have proved your identity at the visa application centre. It can take longer if your case needs more checks. A priority service may be offered at extra cost. We could not read the GOV.UK page from here; two 2026 guides (findmyvisa.co.uk and sponsorcompanies.co.uk) both give 3 weeks.",
    source: UK_PROCESSING_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The Health and Care Worker visa fee is lower than the standard Skilled Worker fee. It depends on how long your Certificate of Sponsorship is for, and each family member who applies with you pays it too. We could not confirm the fee in force on 28 November 2026. From 9 April 2025 it was £304 (up to 3 years) or £590 (more than 3 years); a July 2026 guide gives £324 and £628, but we found no second source. You and your family do not pay the Immigration Health Surcharge on this route. Visa centre charges and optional priority services are extra. All government fees are separate from our consultancy fee.",
    source: HOME_OFFICE_FEES,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "UK employers can no longer sponsor care workers or senior care workers who apply from outside the UK. Some people already in the UK can still switch into these roles for a transition period, under strict conditions. Nurses, doctors and other eligible health professionals can still apply from abroad.",
      source: HEALTH_AND_CARE_WORKER,
      checked: CHECKED,
    },
    {
      text: "The Skilled Worker route, which includes this visa, has been tightened. From 22 July 2025 new applicants mostly need a degree-level job. From 8 January 2026 first applications need English at CEFR level B2 instead of B1. We could not read the rules from here; several 2026 guides (CAS Recruitment, immigrationbarrister.co.uk, Jobbatical) confirm the English change.",
      source: SKILLED_WORKER,
      checked: CHECKED_TODAY,
    },
  ],
  faqs: [
    {
      question: "I am a care worker in India. Can I still apply?",
      answer:
        "No. UK employers cannot sponsor care workers or senior care workers who apply from outside the UK. Be very careful with anyone who offers you a UK care job and a visa for a fee. If you have a nursing qualification, the nurse route may be open to you once you are registered with the NMC.",
    },
    {
      question: "Can nurses from India still get this visa?",
      answer:
        "Yes. Registered nurses and midwives are still eligible. You need a job offer from a licensed employer, NMC registration (or to be completing it as your employer's offer allows), and to meet the salary and English rules. The NMC sets its own English and test requirements.",
    },
    {
      question: "Do I have to pay the Immigration Health Surcharge?",
      answer:
        "No. People on the Health and Care Worker visa, and their partner and children, do not pay the surcharge. On a long visa this saves a family a lot of money compared with the standard Skilled Worker visa.",
    },
    {
      question: "Can my husband, wife or children come with me?",
      answer:
        "Yes, in most health roles. Your partner and dependent children can usually apply as your dependants. Each pays the visa fee and may need to show savings unless your employer certifies support. Care workers and senior care workers cannot bring new dependants.",
    },
    {
      question: "Should I pay someone for a job offer or a Certificate of Sponsorship?",
      answer:
        "No. Your employer must pay for your Certificate of Sponsorship and the Immigration Skills Charge, and must not pass the charge on to you. Paying an agent for a sponsored job is a common route to fraud. We do not sell jobs or certificates of sponsorship.",
    },
    {
      question: "How can I check that a UK immigration adviser is regulated?",
      answer:
        "UK law requires anyone who gives immigration advice or services in the UK to be regulated, usually by the Immigration Advice Authority (formerly OISC), or to be a regulated lawyer. You can search for an adviser on GOV.UK using the 'Find an immigration adviser' service. Always ask any adviser what they can and cannot do for you.",
    },
    {
      question: "Can this visa lead to settlement in the UK?",
      answer:
        "Time on this visa can count towards settlement (indefinite leave to remain) if you meet all the requirements. The government has announced an 'earned settlement' model with a longer standard qualifying period for many people, so check the rules on GOV.UK before you make long-term plans.",
    },
  ],
  related: ["uk-skilled-worker-visa", "family-visas", "study-in-uk"],
  figures: [
    { value: "£23,200", source: HEALTH_EDUCATION_PAY, checked: CHECKED_TODAY },
    { value: "22 July 2025", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "£25,000", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "8 January 2026", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "B2", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
    { value: "B1", source: APPENDIX_SKILLED_WORKER, checked: CHECKED_TODAY },
  ],
  names: ["6135", "6136"],
  sources: [
    APPENDIX_SKILLED_WORKER,
    HEALTH_EDUCATION_PAY,
    HEALTH_AND_CARE_WORKER,
    SKILLED_WORKER,
    HOME_OFFICE_FEES,
    UK_PROCESSING_TIMES,
    TB_TEST,
    LICENSED_SPONSORS,
    UK_ADVISER_REGISTER,
  ],
};
