import type { Service } from "../types";

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
    "A qualifying relationship: legal marriage or civil partnership, or in many countries a proven unmarried relationship with a period of living together (for example two years for the UK, and usually 12 months for Canada and Australia).",
    "A sponsor with the right status: a citizen, a permanent resident, or someone on a visa that allows dependants.",
    "Enough income or savings. For example, the UK partner route has needed a minimum income of GBP 29,000 a year since April 2024; other countries set their own levels.",
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
    text: "It varies widely. Dependant visas for workers and students can take weeks, while partner and parent routes can take many months and, in some categories, years. Check the official tools: GOV.UK for the UK, the IRCC processing-time tool for Canada, the Home Affairs processing-time page for Australia, and USCIS processing times and the Visa Bulletin for the USA.",
    source: {
      label: "Government of Canada: Check processing times",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    },
  },
  governmentFee: {
    text: "Fees on family routes are often high and change regularly. Examples: the US Form I-130 costs USD 675 on paper or USD 625 online (USCIS fee schedule since April 2024). The UK partner visa has an application fee plus the Immigration Health Surcharge of GBP 1,035 a year per adult, paid up front. Canada and Australia list partner and parent fees on their official fee pages. We confirm the exact current fees for your route before you pay. Our consultancy fees are separate from government fees.",
    source: {
      label: "USCIS: Fee Schedule (G-1055)",
      url: "https://www.uscis.gov/g-1055",
    },
  },
  recentChanges: [
    "UK: the minimum income for partner visas rose to GBP 29,000 in April 2024. The Migration Advisory Committee reported on the rules in June 2025; check gov.uk for any new level.",
    "UK: Skilled Workers sponsored on or after 22 July 2025 for jobs below degree level (on the Temporary Shortage List or Immigration Salary List) cannot bring dependants. Since January 2024, most students on taught master's courses cannot bring dependants either.",
    "Canada: the Parents and Grandparents Program is not accepting new applications in 2026; the Super Visa is still open. Since January 2025, open work permits for spouses of students and workers are limited to certain programmes and occupations.",
    "Portugal: a law in force since October 2025 generally requires two years of legal residence before family reunification, with exceptions such as minor children and holders of an EU Blue Card, highly qualified status or a Golden Visa.",
  ],
  faqs: [
    {
      question: "Can my parents move permanently to live with me?",
      answer:
        "It is possible but hard in most countries. Canada's parent sponsorship is paused for new applications in 2026, though parents can visit for long periods on a Super Visa. The UK's adult dependent relative route is very strict. Australia's parent visas have very long queues or very high fees. US citizens aged 21 or over can sponsor parents for green cards.",
    },
    {
      question: "Will my spouse be allowed to work?",
      answer:
        "It depends on the route. Partners of UK Skilled Workers can usually work. US H-4 spouses can work only in some cases, and F-2 spouses cannot work. In Canada, spousal open work permits are now limited to certain cases. Partners on most Australian work and student visas have work rights.",
    },
    {
      question: "We are not married. Can my partner come with me?",
      answer:
        "Many countries accept unmarried partners if you can prove a lasting relationship, usually with a period of living together: two years for the UK and generally 12 months for Canada and Australia. The USA does not generally recognise unmarried partners for family immigration.",
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
  sources: [
    { label: "GOV.UK: Family visas", url: "https://www.gov.uk/uk-family-visa" },
    {
      label: "GOV.UK: Pay for UK healthcare as part of your immigration application",
      url: "https://www.gov.uk/healthcare-immigration-application",
    },
    {
      label: "Government of Canada: Family sponsorship",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/family-sponsorship.html",
    },
    {
      label: "Government of Canada: Parent and grandparent Super Visa",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/parent-grandparent-super-visa.html",
    },
    {
      label: "Australian Department of Home Affairs: Partner visa (subclasses 309 and 100)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/partner-offshore-309-100",
    },
    { label: "USCIS: Family of US citizens and permanent residents", url: "https://www.uscis.gov/family" },
    { label: "USCIS: Fee Schedule (G-1055)", url: "https://www.uscis.gov/g-1055" },
    { label: "Make it in Germany (official portal)", url: "https://www.make-it-in-germany.com/en/" },
    { label: "AIMA: Agency for Integration, Migration and Asylum (Portugal)", url: "https://aima.gov.pt/" },
  ],
  lastReviewed: "2026-11-22",
};
