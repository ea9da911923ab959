import type { Service, Source } from "../types";
import { CHARGES_2026 } from "../sources/australia";
import { IRCC_FAMILY_SPONSORSHIP, IRCC_PROCESSING_TIMES, IRCC_SERVICE_STANDARDS, IRCC_SUPER_VISA, PR_FEES_2026 } from "../sources/canada";
import { MAKE_IT_IN_GERMANY, PORTUGAL_AIMA } from "../sources/europe";
import { HEALTH_CHARGE_ORDER_2024, HEALTHCARE_SURCHARGE, UK_FAMILY_VISAS, UK_PARTNER_INCOME } from "../sources/uk";
import { I130_FEE, USCIS_FEES } from "../sources/usa";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const GERMANY_SPOUSES: Source = {
  label: "BAMF (Federal Office for Migration and Refugees): subsequent entry of spouses",
  url: "https://www.bamf.de/EN/Migration/EhepartnerFamilie/ehepartnerfamilie-node.html",
};

export const service: Service = {
  slug: "family-visas",
  title: "Family, Partner and Parent Visas",
  shortTitle: "Family Visas",
  category: "family",
  country: null,
  summary:
    "Join a spouse, partner, parent or child abroad: family and dependant visa routes for the UK, USA, Canada, Australia and Europe, explained simply.",
  whoItSuits: [
    "This service is for people who want to live with close family abroad: a husband, wife or partner, children, and in some cases parents. It covers two kinds of route: joining a family member who is a citizen or permanent resident, and coming as the dependant of someone on a work or study visa.",
    "Family routes need strong proof. Officers check that the relationship is genuine, that the sponsor has enough income or savings, and sometimes that there is suitable housing and basic language ability. Routes for parents are limited, slow or paused in several countries.",
    "We help you find the route that fits your family, tell you honestly how long it may take, and prepare a clear, well-organised application. The decision always rests with the government concerned.",
  ],
  eligibility: [
    "A qualifying relationship: legal marriage or civil partnership, or in many countries a proven unmarried relationship that has lasted at least the minimum period the country sets. The rules differ: the UK, for example, now looks at the length of the relationship rather than only at time spent living together, and we check the current definition for your route with you.",
    "A sponsor with the right status: a citizen, a permanent resident, or someone on a visa that allows dependants.",
    "Enough income or savings. For example, a new UK partner application usually needs a combined income of at least GBP 29,000 a year, or enough savings instead; other countries set their own levels.",
    "Evidence that the relationship is genuine and continuing.",
    "Language ability on some routes, such as basic English for the UK partner route, and basic German (A1) for many spouses joining someone in Germany, with exemptions for some groups.",
    "Health and character checks, such as medical examinations and police certificates.",
    "For parents, usually proof of dependency or a long-term financial commitment from the sponsor.",
    "For children, proof of parentage and, where one parent stays behind, that parent's consent.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We map out who wants to move, the sponsor's status and income, and your timing. Then we explain which routes are open to your family and what each one demands.",
    },
    {
      title: "Eligibility check",
      detail:
        "We check the income, relationship, housing and language rules for the route, and point out gaps early so you can fix them before applying.",
    },
    {
      title: "Building the evidence",
      detail:
        "You gather relationship and financial documents. We help you organise them, arrange translations and prepare cover letters that explain your situation clearly.",
    },
    {
      title: "Sponsor's application",
      detail:
        "On many routes the sponsor files first, for example Form I-130 in the USA or the sponsorship application in Canada and Australia.",
    },
    {
      title: "Applicant's application",
      detail:
        "The family member applies online, pays fees, gives biometrics and completes medical examinations and police certificates where required.",
    },
    {
      title: "Interview or further questions",
      detail:
        "Some routes include an interview (the USA always does for immigrant visas). We help you prepare and respond to any requests for more information.",
    },
    {
      title: "Decision and arrival",
      detail:
        "After approval you travel within the validity of the visa. We explain your conditions and the next steps, such as extensions or permanent residence.",
    },
  ],
  documents: [
    "Passports for every family member",
    "Marriage certificate (and registration certificate), or evidence of living together for unmarried partners",
    "Birth certificates for children",
    "Relationship evidence: photos over time, messages and call records, joint bank accounts, shared leases or bills",
    "Proof of the sponsor's status (passport, residence permit or green card)",
    "Sponsor's income proof: payslips, employer letter, tax returns and bank statements",
    "Proof of housing, such as a lease or property papers",
    "Language test results, where required",
    "Police clearance certificates",
    "Medical examination results from an approved doctor, where required",
    "Certified translations of documents not in English",
    "Divorce decree or death certificate for any previous marriage",
    "Affidavit of support (Form I-864 for the USA), where required",
  ],
  processingTime: {
    text: "It varies widely by country and route. Dependant visas for workers and students can take weeks, while partner and parent routes can take many months and, in some categories, years. Canada: IRCC's service standard for sponsoring a spouse, partner or child is 12 months for 80% of complete applications (two 2026 reports, Visavio and IRCC Tracker, give the same standard; canada.ca could not be read from here). For the UK, Australia and the USA we could not confirm today's decision times on 28 November 2026; in the USA, many family categories also wait for a visa number in the State Department's Visa Bulletin, which can take years. We give you the time for your route at the consultation.",
    source: IRCC_SERVICE_STANDARDS,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "USA: the Form I-130 petition costs USD 675 on paper or USD 625 online, the fees in force since 1 April 2024; immigrant visa fees are paid separately. Our consultancy fees are separate from government fees.",
    source: I130_FEE,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "Canada: IRCC raised permanent residence fees on 30 April 2026. A report of IRCC's notice (Ansari Immigration, April 2026) gives CAD 570 for a sponsored spouse, partner or parent (it was CAD 545) and CAD 600 for the Right of Permanent Residence Fee (it was CAD 575); we could not confirm these amounts, or the sponsorship fee (CAD 85 until 29 April 2026), from a second source on 28 November 2026.",
      source: PR_FEES_2026,
      checked: CHECKED_TODAY,
    },
    {
      text: "UK: a partner visa costs an application fee plus the Immigration Health Surcharge of £1,035 for each year of the visa, paid up front; the surcharge has been £1,035 since 6 February 2024. We could not confirm the partner visa application fee in force on 28 November 2026.",
      source: HEALTH_CHARGE_ORDER_2024,
      checked: CHECKED_TODAY,
    },
    {
      text: "Australia: most visa charges rose by 25 per cent on 1 July 2026, according to two migration sources (Peak Migration and Wise Kangaroo, July 2026). We could not confirm the partner visa charge in force from that day, and confirm it with you before you pay.",
      source: CHARGES_2026,
      checked: CHECKED_TODAY,
    },
    {
      text: "UK: new partner visa applicants usually need a combined income of at least GBP 29,000 a year. If you first applied as a partner before 11 April 2024 and are extending with the same partner, the older, lower level still applies.",
      source: UK_PARTNER_INCOME,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can my parents move permanently to live with me?",
      answer:
        "It is possible but hard in most countries. Canada's parent sponsorship opens to new applications only from time to time, and we check with you whether an intake is open; parents can also visit for long periods on a Super Visa. The UK's adult dependent relative route is very strict. Australia's parent visas have very long queues or very high fees. Adult US citizens can petition for their parents' green cards; USCIS sets the minimum age.",
    },
    {
      question: "Will my spouse be allowed to work?",
      answer:
        "It depends on the route. Partners of UK Skilled Workers can usually work. US H-4 spouses can work only in some cases, and F-2 spouses cannot work. In Canada, spousal open work permits are now limited to certain cases. Partners on most Australian work and student visas have work rights.",
    },
    {
      question: "We are not married. Can my partner come with me?",
      answer:
        "Many countries accept unmarried partners if you can prove a lasting relationship of at least a minimum length, which each country sets, often with evidence of living together. The USA does not generally recognise unmarried partners for family immigration. We check the current definition for your route before you apply.",
    },
    {
      question: "How do we show our relationship is genuine?",
      answer:
        "Show your life together over time: wedding photos and guest details, joint accounts, shared addresses, travel together, and regular contact when apart. Consistent, well-organised evidence is more convincing than a large pile of papers.",
    },
    {
      question: "Do Indian documents need to be apostilled or translated?",
      answer:
        "Documents not in English usually need certified translations. Some countries also ask for an apostille from India's Ministry of External Affairs or other legalisation. We tell you exactly what each document needs for your route.",
    },
  ],
  related: ["canada-permanent-residency", "australia-permanent-residency", "uk-skilled-worker-visa", "travel-visas"],
  figures: [
    { value: "GBP 29,000 a year", source: UK_PARTNER_INCOME, checked: CHECKED },
    { value: "basic German (A1)", source: GERMANY_SPOUSES, checked: CHECKED },
  ],
  names: ["Form I-864", "F-2"],
  sources: [
    UK_FAMILY_VISAS,
    UK_PARTNER_INCOME,
    HEALTHCARE_SURCHARGE,
    HEALTH_CHARGE_ORDER_2024,
    IRCC_FAMILY_SPONSORSHIP,
    PR_FEES_2026,
    IRCC_SERVICE_STANDARDS,
    IRCC_SUPER_VISA,
    IRCC_PROCESSING_TIMES,
    {
      label: "Australian Department of Home Affairs: Partner visa (subclasses 309 and 100)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/partner-offshore-309-100",
    },
    { label: "USCIS: Family of US citizens and permanent residents", url: "https://www.uscis.gov/family" },
    USCIS_FEES,
    I130_FEE,
    CHARGES_2026,
    GERMANY_SPOUSES,
    MAKE_IT_IN_GERMANY,
    PORTUGAL_AIMA,
  ],
};
