import type { Service } from "../types";

export const service: Service = {
  slug: "uk-skilled-worker-visa",
  title: "UK Skilled Worker Visa",
  shortTitle: "Skilled Worker",
  category: "work",
  country: "united-kingdom",
  summary:
    "Work in the UK for a licensed employer in a degree-level job. New applicants need £41,700 or the going rate, and English at level B2.",
  whoItSuits: [
    "The Skilled Worker visa is the main UK work visa. It is for people with a job offer from a UK employer that holds a Home Office sponsor licence. Typical applicants are software developers, engineers, accountants, scientists, teachers, analysts and managers.",
    "The rules became much stricter in 2024 and 2025. Since 22 July 2025, new applicants mostly need a degree-level job (RQF level 6 or above) and a salary of at least £41,700 or the going rate for the job, whichever is higher. Some jobs below degree level can still be sponsored only if they are on the Temporary Shortage List, which is due to run until the end of 2026. Care worker jobs can no longer be sponsored from abroad.",
    "If you are a nurse, doctor or other health professional, look at the Health and Care Worker visa first. It is part of the same route, but it costs less and you do not pay the Immigration Health Surcharge.",
  ],
  eligibility: [
    "A job offer from a UK employer on the Home Office register of licensed sponsors.",
    "A Certificate of Sponsorship (CoS) from that employer, with your job details.",
    "A job in an eligible occupation code, usually at degree level (RQF 6 or above), or a lower-skilled job listed on the Temporary Shortage List.",
    "A salary that meets the higher of the general threshold and the going rate for your occupation. For certificates assigned from 22 July 2025 the general threshold is £41,700 a year. Lower minimums (from £33,400) can apply to new entrants, such as people under 26 or switching from a UK Student or Graduate visa, to some PhD holders and to jobs on the Immigration Salary List.",
    "English at level B2 in reading, writing, speaking and listening for first applications made from 8 January 2026 (level B1 before that date). An approved English test or a degree taught in English can prove this.",
    "At least £1,270 in savings, held for 28 days in a row, unless your employer confirms on your CoS that it will support you for your first month.",
    "A tuberculosis (TB) test certificate, because you are applying from India.",
    "A criminal record certificate if your job is in education, health or social care, for each country where you lived for 12 months or more in the last 10 years.",
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
        "You apply online on gov.uk and pay the visa fee and the Immigration Health Surcharge for yourself and any family members. We review the form with you before you submit it.",
    },
    {
      title: "Biometrics and decision",
      detail:
        "You give your fingerprints and photo at a visa application centre in India. The Home Office usually decides within 3 weeks. Your visa is issued as an eVisa linked to your passport through your UKVI account.",
    },
    {
      title: "Travel and first weeks",
      detail:
        "Your permission usually starts up to 14 days before your job start date. We help you plan travel, prove your right to work through your UKVI account, and understand what you must tell your employer if your details change.",
    },
  ],
  documents: [
    "Valid passport, and old passports that show your travel history",
    "Certificate of Sponsorship reference number",
    "Job offer letter or contract showing job title, occupation code, salary and hours",
    "English evidence: approved English test result or degree certificate with proof it was taught in English",
    "Degree certificates and mark sheets (and proof of a relevant PhD if you rely on it for salary points)",
    "Tuberculosis test certificate from a Home Office approved clinic in India",
    "Bank statements showing £1,270 held for 28 days, unless your employer certifies maintenance",
    "Police Clearance Certificate, if your job is in education, health or social care",
    "For a partner or children coming with you: marriage and birth certificates, and proof of living together if you are not married",
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
      "The visa fee depends on how long your Certificate of Sponsorship is for and where you apply. As a guide, from 9 April 2025 the fee from outside the UK was £769 (up to 3 years) or £1,519 (more than 3 years) per person, with lower fees for jobs on the Immigration Salary List. A new Home Office fee table took effect on 8 April 2026, so check the current fee on gov.uk. You also pay the Immigration Health Surcharge, £1,035 per adult per year of the visa at the rate in force since February 2024; use the gov.uk calculator for your exact amount. Your employer pays the Certificate of Sponsorship fee and the Immigration Skills Charge (from 16 December 2025, £1,320 a year for medium and large sponsors and £480 for small sponsors and charities), and must not pass these to you. All government fees are separate from our consultancy fee.",
    source: {
      label: "GOV.UK: Home Office immigration and nationality fees",
      url: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
    },
  },
  recentChanges: [
    "22 July 2025: the general salary threshold rose from £38,700 to £41,700 and the minimum skill level rose to degree level (RQF 6). A Temporary Shortage List keeps some jobs below degree level open until the end of 2026, but people in those jobs cannot bring dependants.",
    "22 July 2025: care worker and senior care worker roles closed to new applicants from outside the UK.",
    "4 April 2024: the general salary threshold rose from £26,200 to £38,700, and the Shortage Occupation List was replaced by the Immigration Salary List.",
    "16 December 2025: the Immigration Skills Charge paid by employers rose by 32%, which may make some employers more selective about sponsoring.",
    "8 January 2026: the English requirement for first Skilled Worker applications rose from level B1 to level B2.",
    "November 2025: the government consulted on 'earned settlement', which proposes a 10-year standard route to settlement instead of 5 years for many workers. Check gov.uk for what is in force when you apply.",
  ],
  faqs: [
    {
      question: "Do I need a job offer before I apply?",
      answer:
        "Yes. You cannot apply without a Certificate of Sponsorship from a licensed UK employer. If you want to look for work first, the UK has no general job seeker visa. Some people come through study and the Graduate route, or use other countries' job seeker routes.",
    },
    {
      question: "Is £41,700 the salary I need?",
      answer:
        "It is the general minimum, but your salary must also meet the going rate for your occupation code, and the higher figure applies. Lower minimums, starting at £33,400, can apply to new entrants, some PhD holders and Immigration Salary List jobs. We check the exact figure for your job.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "Usually yes. Your partner and children under 18 can apply as your dependants and can work or study in the UK. The exceptions are care roles and jobs below degree level sponsored through the Temporary Shortage List from 22 July 2025, which do not allow new dependants.",
    },
    {
      question: "Can I switch from a UK Student or Graduate visa?",
      answer:
        "Yes, if you have a qualifying job offer. You may qualify for the lower new entrant salary. From 8 January 2026 you also need English at level B2 when you first apply for a Skilled Worker visa, including when you switch.",
    },
    {
      question: "How long until I can settle in the UK?",
      answer:
        "Under the current rules, Skilled Workers can usually apply to settle after 5 years if they meet all requirements. The government has proposed a longer standard period of 10 years, with shorter periods for some people. The final rules were not confirmed when we last checked, so plan with care.",
    },
    {
      question: "Should I pay for a Certificate of Sponsorship?",
      answer:
        "No. Employers pay for the certificate and the Immigration Skills Charge and must not recover these costs from you. Offers that ask you to pay for a sponsored job are a warning sign of fraud.",
    },
    {
      question: "How can I check that a UK immigration adviser is regulated?",
      answer:
        "UK law requires anyone who gives immigration advice or services in the UK to be regulated, usually by the Immigration Advice Authority (formerly OISC), or to be a regulated lawyer. You can search for an adviser with the 'Find an immigration adviser' service on gov.uk.",
    },
  ],
  related: ["uk-healthcare-worker-visa", "family-visas", "study-in-uk", "business-immigration"],
  sources: [
    { label: "GOV.UK: Skilled Worker visa", url: "https://www.gov.uk/skilled-worker-visa" },
    {
      label: "GOV.UK: Home Office immigration and nationality fees",
      url: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
    },
    {
      label: "GOV.UK: Pay for UK healthcare as part of your immigration application",
      url: "https://www.gov.uk/healthcare-immigration-application",
    },
    {
      label: "GOV.UK: Visa processing times, applications outside the UK",
      url: "https://www.gov.uk/guidance/visa-processing-times-applications-outside-the-uk",
    },
    {
      label: "GOV.UK: Register of licensed sponsors (workers)",
      url: "https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers",
    },
    { label: "GOV.UK: Tuberculosis tests for visa applicants", url: "https://www.gov.uk/tb-test-visa" },
    { label: "GOV.UK: Find an immigration adviser", url: "https://www.gov.uk/find-an-immigration-adviser" },
  ],
  lastReviewed: "2026-11-22",
};
