import type { Service } from "../types";
import {
  CONSULAR_FEE_RULE,
  DOS_WAIT_TIMES,
  H1B_PROCLAMATION,
  H1B_WEIGHTED_SELECTION_RULE,
  PREMIUM_PROCESSING_RULE,
  USCIS_FEES,
  USCIS_FEE_RULE,
  USCIS_H1B,
  VISA_INTEGRITY_LAW,
  VISA_INTEGRITY_STATUS,
  H1B_PROCLAMATION_STATUS,
} from "../sources/usa";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "usa-h1b-visa",
  title: "USA H-1B Specialty Occupation Visa",
  shortTitle: "USA H-1B Visa",
  category: "work",
  country: "usa",
  summary:
    "H-1B work visa for degree-level jobs with a US employer: the registration draw, the proclamation payment, costs, steps and documents.",
  whoItSuits: [
    "The H-1B is for professionals with at least a bachelor's degree (or equivalent experience) who have a job offer from a US employer in a role that needs that degree, such as software engineering, data science, engineering, finance or medicine. Your employer files the petition. You cannot apply for an H-1B on your own.",
    "A presidential proclamation of September 2025 added a USD 100,000 payment for many new H-1B petitions for people outside the US. It was set to last 12 months unless extended; we could not confirm on 28 November 2026 whether it was extended. While it applies, hiring directly from India is much more expensive, and the route is most practical for people already in the US in another valid status, such as F-1 students on OPT, who change status without leaving.",
    "If you do not have an employer yet, we can explain how the route works, check whether your degree and job are likely to fit, and suggest other options. Once an employer is ready to sponsor you, we help you prepare your documents and your visa interview.",
  ],
  eligibility: [
    "A job offer from a US employer who will file the petition for you.",
    "The job must be a 'specialty occupation': it normally needs at least a US bachelor's degree, or equivalent, in a specific field.",
    "You hold that degree or a foreign equivalent, or education plus experience that a credential evaluator rates as equivalent (specialised work experience can make up for missing years of university).",
    "The employer must get a certified Labor Condition Application (LCA) from the US Department of Labor and pay at least the higher of the actual wage or the prevailing wage for the job and location.",
    "Most first-time H-1B workers are 'cap-subject': there are 65,000 places a year, plus 20,000 for people with a US master's degree or higher, and you must be selected in the annual registration.",
    "Some employers are cap-exempt, such as universities, their related non-profits and non-profit or government research bodies. They can file at any time of year.",
    "While the September 2025 proclamation is in force, a new petition for someone outside the US without a valid H-1B visa needs the USD 100,000 payment or an approved national-interest exception.",
    "If the job needs a licence (for example doctors and some engineers), you must meet the state's licensing rules.",
    "You must be admissible to the US: serious past immigration violations or certain criminal convictions can bar you.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We look at your degree, experience, job offer and where you live now. We explain whether the H-1B fits, what your employer may need to pay, and realistic alternatives.",
    },
    {
      title: "Employer registers you (cap cases)",
      detail:
        "Your employer registers you online with USCIS in the registration window, usually in March, and pays the registration fee. From the FY 2027 season, selection is weighted by the wage level offered, so higher-paid jobs have better odds. Nobody can promise selection.",
    },
    {
      title: "Labor Condition Application",
      detail:
        "If you are selected, or if the employer is cap-exempt, the employer files an LCA with the Department of Labor and waits for it to be certified.",
    },
    {
      title: "Petition filed with USCIS",
      detail:
        "The employer files Form I-129 with the fees, evidence about the job and your qualifications, and proof of the USD 100,000 payment where it applies. Cap petitions are filed within the period stated in the selection notice. We help you collect your part of the evidence.",
    },
    {
      title: "USCIS decision",
      detail:
        "USCIS approves, refuses or sends a Request for Evidence (RFE). If the employer pays for premium processing, USCIS takes action within 15 business days.",
    },
    {
      title: "Visa interview in India",
      detail:
        "With the approval notice (Form I-797) you fill in the DS-160 form, pay the visa application fee (USD 205 for petition-based visas such as the H-1B), give biometrics and attend an in-person interview at a US consulate. H-1B and H-4 applicants now go through an online presence review, so follow the instructions on social media privacy settings. We prepare you for the interview.",
    },
    {
      title: "Travel and start work",
      detail:
        "You can enter the US shortly before the start date on your approval; your employer's lawyer will confirm when you may travel. You may work only for the employer (or employers) that petitioned for you. Your spouse and children can apply for H-4 visas.",
    },
  ],
  documents: [
    "Passport valid for your planned stay, plus old passports",
    "Degree certificates and mark sheets for every qualification",
    "Credential evaluation of your Indian degree, if your employer's lawyer asks for one (common for three-year degrees)",
    "Experience letters on company letterhead with dates, job title and duties",
    "Up-to-date CV",
    "Job offer letter, and copies of the LCA and petition from your employer",
    "Form I-797 approval notice",
    "DS-160 confirmation page and visa fee receipt",
    "Recent photograph that meets US visa photo rules",
    "Recent payslips and tax records (important if you have worked in the US before)",
    "Professional licence, if the job needs one",
    "Marriage certificate and children's birth certificates for H-4 dependants",
  ],
  processingTime: {
    text: "Registration for cap-subject jobs happens once a year, usually in March, and USCIS announces the dates in advance. Selected employers file the petition in the window given in the selection notice, and most cap-subject jobs start in October, at the start of the US government's fiscal year. Normal USCIS processing can take several months; premium processing is much faster. Visa interview waits in India change often and were disrupted by the new online presence review. We could not read the wait-time tool from here on 28 November 2026; we look up the current wait for your city with you when you book.",
    source: USCIS_H1B,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "Petition fees are the employer's cost, and US rules stop employers from passing some of them on to you. Under the USCIS fee schedule in force since 1 April 2024: registration USD 215; Form I-129 for an H-1B USD 780 (USD 460 for small employers and non-profits); Asylum Program Fee USD 600 (USD 300 for small employers, nil for non-profits). Further fees set by law, such as the ACWIA training fee and the fraud prevention and detection fee, depend on the employer and the petition. Premium processing is optional and costs extra. Fees change: check the USCIS fee schedule before filing. Our consultancy fees are separate from all government fees.",
    source: USCIS_FEE_RULE,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "Proclamation 10973, signed on 19 September 2025 and in effect from 21 September 2025, required a USD 100,000 payment with many new H-1B petitions for workers outside the US, unless the Secretary of Homeland Security grants a national-interest exception. It was set to expire 12 months after it took effect unless extended. We could not confirm on 28 November 2026 whether it was extended beyond 21 September 2026 or has ended; we check the position with your employer's lawyer before the petition is filed.",
      source: H1B_PROCLAMATION_STATUS,
      checked: CHECKED_TODAY,
    },
    {
      text: "USCIS guidance on the proclamation says the payment does not apply to petitions filed before it took effect, to holders of valid H-1B visas, or when USCIS approves a change of status, amendment or extension of stay for someone inside the US.",
      source: USCIS_H1B,
      checked: CHECKED,
    },
    {
      text: "A DHS rule effective 27 February 2026 replaced the purely random draw with weighted selection from the FY 2027 registration season: a registration at wage level IV is entered four times, level III three times, level II twice and level I once.",
      source: H1B_WEIGHTED_SELECTION_RULE,
      checked: CHECKED,
    },
    {
      text: "From 1 March 2026, the premium processing fee for Form I-129 petitions such as the H-1B rose from USD 2,805 to USD 2,965.",
      source: PREMIUM_PROCESSING_RULE,
      checked: CHECKED,
    },
    {
      text: "A law passed by Congress in July 2025 (H.R. 1, the One Big Beautiful Bill Act) created a 'visa integrity fee' of at least USD 250, charged when a nonimmigrant visa is issued. We could not confirm on 28 November 2026 whether it is being collected: DHS said in July 2025 that collection would be set out in a later notice, and we found no report that it has started. We tell you before your interview if it applies.",
      source: VISA_INTEGRITY_STATUS,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I apply for an H-1B myself, without an employer?",
      answer:
        "No. A US employer must register you (for cap cases) and file the petition. You can prepare by making sure your degree, experience letters and CV are in order, so you are ready when an employer wants to sponsor you.",
    },
    {
      question: "Does the USD 100,000 payment apply to me?",
      answer:
        "It mainly applies to new petitions for people outside the US who do not hold a valid H-1B visa. USCIS guidance says it does not apply to petitions filed before the proclamation took effect, or when USCIS approves a change of status or extension for someone already in the US. The proclamation was set for 12 months unless extended, and we could not confirm on 28 November 2026 whether it was. Your employer's lawyer decides how it applies to your case.",
    },
    {
      question: "What are my chances of being selected?",
      answer:
        "Nobody can promise selection. Since the FY 2027 season, registrations for higher wage levels get more entries in the draw, so a better-paid job offer improves the odds. USCIS publishes registration and selection numbers each year on its website.",
    },
    {
      question: "Can my spouse work in the US on an H-4 visa?",
      answer:
        "Only in some cases. An H-4 spouse can apply for a work permit (EAD) if the H-1B worker has an approved immigrant petition (Form I-140) or has extended H-1B status beyond the normal maximum under certain rules. Otherwise the H-4 spouse can live and study in the US but not work.",
    },
    {
      question: "How long can I stay on an H-1B?",
      answer:
        "An H-1B is approved for a set period and can be extended up to the maximum total stay allowed by US law; the USCIS H-1B page explains the limits. Longer extensions are possible in some green card cases. Your approval notice shows your dates.",
    },
    {
      question: "Is a three-year Indian bachelor's degree accepted?",
      answer:
        "Not automatically. A three-year degree is often treated as less than a US bachelor's degree, so it may need to be combined with a master's degree or relevant work experience in a formal credential evaluation. We can help you gather the right evidence.",
    },
  ],
  related: ["usa-study-visa", "study-in-usa", "usa-b1b2-visa", "family-visas"],
  figures: [
    { value: "28 November 2026", source: H1B_PROCLAMATION_STATUS, checked: CHECKED_TODAY },
    { value: "USD 100,000", source: H1B_PROCLAMATION, checked: CHECKED },
    { value: "September 2025", source: H1B_PROCLAMATION, checked: CHECKED },
    { value: "12 months", source: H1B_PROCLAMATION, checked: CHECKED },
    { value: "65,000", source: H1B_WEIGHTED_SELECTION_RULE, checked: CHECKED },
    { value: "20,000", source: H1B_WEIGHTED_SELECTION_RULE, checked: CHECKED },
    { value: "FY 2027", source: H1B_WEIGHTED_SELECTION_RULE, checked: CHECKED },
    { value: "15 business days", source: USCIS_FEE_RULE, checked: CHECKED },
    { value: "USD 205", source: CONSULAR_FEE_RULE, checked: CHECKED },
  ],
  sources: [
    USCIS_H1B,
    H1B_PROCLAMATION,
    H1B_WEIGHTED_SELECTION_RULE,
    USCIS_FEE_RULE,
    PREMIUM_PROCESSING_RULE,
    CONSULAR_FEE_RULE,
    VISA_INTEGRITY_LAW,
    VISA_INTEGRITY_STATUS,
    H1B_PROCLAMATION_STATUS,
    USCIS_FEES,
    {
      label: "US Department of State: Temporary Worker Visas",
      url: "https://travel.state.gov/content/travel/en/us-visas/employment/temporary-worker-visas.html",
    },
    DOS_WAIT_TIMES,
    {
      label: "US Department of Labor: H-1B program",
      url: "https://www.dol.gov/agencies/whd/immigration/h1b",
    },
  ],
};
