import type { Service } from "../types";

export const service: Service = {
  slug: "usa-h1b-visa",
  title: "USA H-1B Specialty Occupation Visa",
  shortTitle: "USA H-1B Visa",
  category: "work",
  country: "usa",
  summary:
    "H-1B work visa for degree-level jobs with a US employer: the registration draw, the USD 100,000 payment rule, costs, steps and documents.",
  whoItSuits: [
    "The H-1B is for professionals with at least a bachelor's degree (or equivalent experience) who have a job offer from a US employer in a role that needs that degree, such as software engineering, data science, engineering, finance or medicine. Your employer files the petition. You cannot apply for an H-1B on your own.",
    "Since 21 September 2025, many new H-1B petitions for people outside the US need an extra USD 100,000 payment from the employer. This makes hiring directly from India much more expensive. The route is now most practical for people already in the US in another valid status, such as F-1 students on OPT, who change status without leaving.",
    "If you do not have an employer yet, we can explain how the route works, check whether your degree and job are likely to fit, and suggest other options. Once an employer is ready to sponsor you, we help you prepare your documents and your visa interview.",
  ],
  eligibility: [
    "A job offer from a US employer who will file the petition for you.",
    "The job must be a 'specialty occupation': it normally needs at least a US bachelor's degree, or equivalent, in a specific field.",
    "You hold that degree or a foreign equivalent, or education plus experience that a credential evaluator rates as equivalent (often three years of work for each missing year of university).",
    "The employer must get a certified Labor Condition Application (LCA) from the US Department of Labor and pay at least the higher of the actual wage or the prevailing wage for the job and location.",
    "Most first-time H-1B workers are 'cap-subject': there are 65,000 places a year, plus 20,000 for people with a US master's degree or higher, and you must be selected in the annual registration.",
    "Some employers are cap-exempt, such as universities, their related non-profits and non-profit or government research bodies. They can file at any time of year.",
    "For a new petition filed on or after 21 September 2025 for someone outside the US without a valid H-1B visa, the employer must pay USD 100,000 or hold an approved exception.",
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
        "Your employer registers you online with USCIS in the March registration window and pays the registration fee. From the FY 2027 season, selection is weighted by the wage level offered, so higher-paid jobs have better odds. Nobody can promise selection.",
    },
    {
      title: "Labor Condition Application",
      detail:
        "If you are selected, or if the employer is cap-exempt, the employer files an LCA with the Department of Labor and waits for it to be certified.",
    },
    {
      title: "Petition filed with USCIS",
      detail:
        "The employer files Form I-129 with the fees, evidence about the job and your qualifications, and proof of the USD 100,000 payment where it applies. Cap petitions are usually filed from 1 April, within the period stated in the selection notice. We help you collect your part of the evidence.",
    },
    {
      title: "USCIS decision",
      detail:
        "USCIS approves, refuses or sends a Request for Evidence (RFE). If the employer pays for premium processing, USCIS takes action within 15 business days.",
    },
    {
      title: "Visa interview in India",
      detail:
        "With the approval notice (Form I-797) you fill in the DS-160 form, pay the visa fee, give biometrics and attend an in-person interview at a US consulate. We prepare you for the interview. Since December 2025, H-1B and H-4 applicants go through an online presence review, so follow the instructions on social media settings.",
    },
    {
      title: "Travel and start work",
      detail:
        "You can enter the US up to 10 days before the start date on your approval. You may work only for the employer (or employers) that petitioned for you. Your spouse and children can apply for H-4 visas.",
    },
  ],
  documents: [
    "Passport valid for your planned stay (six months' extra validity is safest), plus old passports",
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
    text: "Registration happens once a year in March. Selections are usually announced by the end of March, cap petitions can be filed from 1 April, and most cap-subject jobs start on or after 1 October. Normal USCIS processing can take several months; with premium processing, USCIS acts within 15 business days. Visa interview waits in India change often and were disrupted from December 2025 by the new online presence review, so check the State Department's wait-time tool before planning travel.",
    source: {
      label: "USCIS: H-1B Specialty Occupations",
      url: "https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations",
    },
  },
  governmentFee: {
    text: "Petition fees are the employer's cost, and US rules stop employers from passing some of them on to you. Under the USCIS fee schedule in force since April 2024: registration USD 215; Form I-129 USD 780 (USD 460 for small employers and non-profits); Asylum Program Fee USD 600 (USD 300 for small employers, nil for non-profits); ACWIA training fee USD 750 or USD 1,500 depending on employer size; USD 500 fraud prevention fee for new petitions; and USD 4,000 extra for some large employers whose staff are mostly on H-1B or L-1 visas. Premium processing is optional and costs USD 2,965 from 1 March 2026. Many new petitions for people outside the US also need the USD 100,000 payment. At the visa stage you pay the visa application fee (USD 205 for petition-based visas such as H-1B). Fees change: check the USCIS fee schedule before filing. Our consultancy fees are separate from all government fees.",
    source: {
      label: "USCIS: Fee Schedule (G-1055)",
      url: "https://www.uscis.gov/g-1055",
    },
  },
  recentChanges: [
    "21 September 2025: a Presidential Proclamation requires a USD 100,000 payment for many new H-1B petitions, mainly for workers outside the US without a valid H-1B visa. USCIS guidance of 20 October 2025 says it does not apply when USCIS approves a change of status, extension or amendment for someone inside the US. The measure has been challenged in court, so check uscis.gov for the current position.",
    "From the FY 2027 registration in March 2026, USCIS uses weighted selection based on the wage level of the job offer (Level IV is entered four times, Level I once) instead of a purely random draw.",
    "From 15 December 2025, all H-1B and H-4 visa applicants go through an online presence review. Many interviews in India were moved to later dates.",
    "From 2 September 2025, most visa applicants must attend an in-person interview, and from 6 September 2025 applicants should apply in their country of nationality or residence.",
    "The premium processing fee for Form I-129 rose from USD 2,805 to USD 2,965 on 1 March 2026.",
    "A US law passed in July 2025 created a 'visa integrity fee' of at least USD 250 on visa issuance. Check travel.state.gov for whether it is being charged when you apply.",
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
        "It mainly applies to new petitions filed on or after 21 September 2025 for people outside the US who do not hold a valid H-1B visa. Per USCIS guidance, it does not apply to existing visas, to petitions filed before that date, or when USCIS approves a change of status or extension for someone already in the US. Your employer's lawyer decides how it applies to your case, and the rules may change, so check uscis.gov.",
    },
    {
      question: "What are my chances of being selected?",
      answer:
        "Nobody can promise selection. Since the FY 2027 season, registrations for higher wage levels get more entries in the draw, so a better-paid job offer improves the odds. USCIS publishes registration and selection numbers each year on its website.",
    },
    {
      question: "Can my spouse work in the US on an H-4 visa?",
      answer:
        "Only in some cases. An H-4 spouse can apply for a work permit (EAD) if the H-1B worker has an approved immigrant petition (Form I-140) or has extended H-1B status beyond six years under certain rules. Otherwise the H-4 spouse can live and study in the US but not work.",
    },
    {
      question: "How long can I stay on an H-1B?",
      answer:
        "An H-1B is usually approved for up to three years and can be extended to a total of six years. Longer extensions are possible in some green card cases.",
    },
    {
      question: "Is a three-year Indian bachelor's degree accepted?",
      answer:
        "Not automatically. A three-year degree is often treated as less than a US bachelor's degree, so it may need to be combined with a master's degree or relevant work experience in a formal credential evaluation. We can help you gather the right evidence.",
    },
  ],
  related: ["usa-study-visa", "study-in-usa", "usa-b1b2-visa", "family-visas"],
  sources: [
    {
      label: "USCIS: H-1B Specialty Occupations",
      url: "https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations",
    },
    { label: "USCIS: Fee Schedule (G-1055)", url: "https://www.uscis.gov/g-1055" },
    {
      label: "USCIS: How do I request premium processing?",
      url: "https://www.uscis.gov/forms/all-forms/how-do-i-request-premium-processing",
    },
    {
      label: "US Department of State: Temporary Worker Visas",
      url: "https://travel.state.gov/content/travel/en/us-visas/employment/temporary-worker-visas.html",
    },
    {
      label: "US Department of State: Visa appointment wait times",
      url: "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/global-visa-wait-times.html",
    },
    {
      label: "US Department of Labor: H-1B program",
      url: "https://www.dol.gov/agencies/whd/immigration/h1b",
    },
  ],
  lastReviewed: "2026-11-22",
};
