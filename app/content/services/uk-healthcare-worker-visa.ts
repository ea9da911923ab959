import type { Service } from "../types";

export const service: Service = {
  slug: "uk-healthcare-worker-visa",
  title: "UK Health and Care Worker Visa",
  shortTitle: "Health and Care Worker",
  category: "work",
  country: "united-kingdom",
  summary:
    "For nurses, doctors and other health professionals with a UK job offer. Care worker jobs closed to applicants from abroad on 22 July 2025.",
  whoItSuits: [
    "This visa is for qualified health professionals with a job offer from the NHS, a company that provides services to the NHS, or an approved adult social care employer. It covers roles such as nurses, midwives, doctors, physiotherapists, radiographers, paramedics and pharmacists. It is part of the Skilled Worker route, but the visa fee is lower and you do not pay the Immigration Health Surcharge.",
    "Important: since 22 July 2025, UK employers can no longer sponsor care workers or senior care workers (occupation codes 6135 and 6136) who apply from outside the UK. If you are in India and your offer is for a care worker or senior care worker job, you cannot use this visa, whatever an agent tells you. Some people who are already in the UK can still switch into these jobs until 22 July 2028, under strict conditions.",
    "This visa suits you if you are registered with the UK regulator for your profession, or working towards it. Examples are the NMC for nurses and midwives, the GMC for doctors and the HCPC for allied health professionals. It gives you a clear, employer-sponsored way to work in the UK, and in most health roles your partner and children can come with you.",
  ],
  eligibility: [
    "You are a qualified doctor, nurse, midwife, allied health professional or other health professional, and your job's occupation code is on the gov.uk list of codes eligible for this visa.",
    "Your employer is the NHS, an organisation providing medical services to the NHS, or an adult social care provider registered with the Care Quality Commission (CQC) in England, and it holds a Home Office sponsor licence.",
    "Your employer has assigned you a Certificate of Sponsorship (CoS) for the job.",
    "Your job is not a care worker or senior care worker role (codes 6135 and 6136). These roles have been closed to new applicants from outside the UK since 22 July 2025.",
    "Your pay meets the minimum for your occupation code. For most eligible health jobs this is the NHS pay-scale rate for the role and not less than the general floor, which was raised to £25,000 a year on 22 July 2025. Check the exact rule for your code on gov.uk.",
    "If your profession is regulated in the UK, you hold the registration you need (for example NMC, GMC, HCPC or GPhC), or you will hold it before you start work, as your job offer requires.",
    "You can prove your English. First-time applicants on the Skilled Worker route, which includes this visa, need level B2 for applications made from 8 January 2026. Doctors, nurses and midwives who passed an English test accepted by their UK regulator can usually use that instead of a new test.",
    "You have at least £1,270 in savings, held for 28 days in a row, unless your employer confirms on your CoS that it will support you for your first month.",
    "You have a tuberculosis (TB) test certificate from a Home Office approved clinic, because you are applying from India. You also need a criminal record certificate from every country where you have lived for 12 months or more in the last 10 years.",
  ],
  process: [
    {
      title: "First consultation",
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
        "You apply online on gov.uk and pay the visa fee for yourself and any family members. No Immigration Health Surcharge is due on this route. We review the form with you before you submit it.",
    },
    {
      title: "Biometrics and decision",
      detail:
        "You give your fingerprints and photo at a visa application centre in India. The Home Office usually decides within 3 weeks. Your permission is issued as an eVisa, which you view and share through your UKVI account.",
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
    "Police Clearance Certificate, and criminal record certificates from any other country where you lived for 12 months or more in the last 10 years",
    "Bank statements showing £1,270 held for 28 days, unless your employer certifies maintenance",
    "For a partner or children coming with you: marriage and birth certificates, and proof you live together if you are not married",
    "Certified English translations of any document that is not in English or Welsh",
  ],
  processingTime: {
    text:
      "Usually within 3 weeks of your biometrics appointment when you apply from outside the UK. It can take longer if your case needs more checks. Priority services may be available in India at extra cost.",
    source: {
      label: "GOV.UK: Visa processing times, applications outside the UK",
      url: "https://www.gov.uk/guidance/visa-processing-times-applications-outside-the-uk",
    },
  },
  governmentFee: {
    text:
      "The visa fee is lower than the standard Skilled Worker fee and depends on whether your visa is for up to 3 years or longer. As a guide, from 9 April 2025 it was £304 (up to 3 years) or £590 (more than 3 years) per person. A new Home Office fee table took effect on 8 April 2026, so check the current fee on gov.uk before you pay. You and your family do not pay the Immigration Health Surcharge on this route. Visa centre charges and optional priority services are extra. All government fees are separate from our consultancy fee.",
    source: {
      label: "GOV.UK: Home Office immigration and nationality fees",
      url: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
    },
  },
  recentChanges: [
    "22 July 2025: care worker and senior care worker roles (codes 6135 and 6136) closed to new applicants from outside the UK. Limited switching from inside the UK is allowed until 22 July 2028.",
    "22 July 2025: the minimum skill level for the Skilled Worker route, which includes this visa, rose to degree level (RQF 6). Some jobs below degree level stay eligible only through a Temporary Shortage List that is due to run until the end of 2026.",
    "8 January 2026: the English requirement for first-time applicants on the Skilled Worker route rose from level B1 to level B2.",
    "11 March 2024: care workers and senior care workers lost the right to bring dependants. Nurses, doctors and other eligible health professionals can still bring their partner and children.",
    "November 2025: the government consulted on an 'earned settlement' model that could make many people wait longer than 5 years before they can settle. Check gov.uk for the rules in force when you plan.",
  ],
  faqs: [
    {
      question: "I am a care worker in India. Can I still apply?",
      answer:
        "No. Since 22 July 2025, UK employers cannot sponsor care workers or senior care workers who apply from outside the UK. Be very careful with anyone who offers you a UK care job and a visa for a fee. If you have a nursing qualification, the nurse route may be open to you once you are registered with the NMC.",
    },
    {
      question: "Can nurses from India still get this visa?",
      answer:
        "Yes. Registered nurses and midwives are still eligible. You need a job offer from a licensed employer, NMC registration (or to be completing it as your employer's offer allows), and to meet the salary and English rules. The NMC sets its own English and test requirements.",
    },
    {
      question: "Do I have to pay the Immigration Health Surcharge?",
      answer:
        "No. People on the Health and Care Worker visa, and their partner and children, do not pay the surcharge. On a 5-year visa this saves a family a lot of money compared with the standard Skilled Worker visa.",
    },
    {
      question: "Can my husband, wife or children come with me?",
      answer:
        "Yes, in most health roles. Your partner and your children under 18 can usually apply as your dependants. Each pays the visa fee and may need to show savings unless your employer certifies support. Care workers and senior care workers lost this right in March 2024.",
    },
    {
      question: "Should I pay someone for a job offer or a Certificate of Sponsorship?",
      answer:
        "No. Your employer must pay for your Certificate of Sponsorship and the Immigration Skills Charge, and must not pass these costs to you. Paying an agent for a sponsored job is a common route to fraud. We do not sell jobs or certificates of sponsorship.",
    },
    {
      question: "How can I check that a UK immigration adviser is regulated?",
      answer:
        "UK law requires anyone who gives immigration advice or services in the UK to be regulated, usually by the Immigration Advice Authority (formerly OISC), or to be a regulated lawyer. You can search for an adviser on gov.uk using the 'Find an immigration adviser' service. Always ask any adviser what they can and cannot do for you.",
    },
    {
      question: "Can this visa lead to settlement in the UK?",
      answer:
        "Under the current rules, time on this visa can count towards settlement (indefinite leave to remain), usually after 5 years if you meet all the requirements. The government has proposed longer qualifying periods for many people, so check the rules on gov.uk before you make long-term plans.",
    },
  ],
  related: ["uk-skilled-worker-visa", "family-visas", "study-in-uk"],
  sources: [
    { label: "GOV.UK: Health and Care Worker visa", url: "https://www.gov.uk/health-care-worker-visa" },
    {
      label: "GOV.UK: Home Office immigration and nationality fees",
      url: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
    },
    {
      label: "GOV.UK: Visa processing times, applications outside the UK",
      url: "https://www.gov.uk/guidance/visa-processing-times-applications-outside-the-uk",
    },
    { label: "GOV.UK: Tuberculosis tests for visa applicants", url: "https://www.gov.uk/tb-test-visa" },
    {
      label: "GOV.UK: Register of licensed sponsors (workers)",
      url: "https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers",
    },
    { label: "GOV.UK: Find an immigration adviser", url: "https://www.gov.uk/find-an-immigration-adviser" },
  ],
  lastReviewed: "2026-11-22",
};
