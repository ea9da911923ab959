import type { Service } from "../types";

export const service: Service = {
  slug: "business-immigration",
  title: "Business and Investor Immigration",
  shortTitle: "Business Immigration",
  category: "business",
  country: null,
  summary:
    "Founder, entrepreneur and investor routes that are open now, such as the UK Innovator Founder visa and US EB-5, with recently closed programmes flagged.",
  whoItSuits: [
    "This service is for founders, business owners and investors who want to build or invest in a business abroad and live there. It is not a shortcut. Most routes need a real, innovative or job-creating business, money you can trace to lawful sources, and your active involvement.",
    "Business routes change often, and several well-known programmes have closed recently: Ireland's Immigrant Investor Programme in February 2023, Australia's Business Innovation and Investment (subclass 188) visa in July 2024, and Canada's Start-up Visa at the end of 2025. We only advise on routes that are open when you apply.",
    "It suits people with business experience, a clear plan and funds they can document. If you are an employee rather than an owner, a skilled work visa is usually a better fit, and we can help you compare.",
  ],
  eligibility: [
    "A credible business plan or investment that matches a specific, currently open route.",
    "Funds you can prove and trace to lawful sources, such as business income, property sales, savings or inheritance.",
    "Relevant business, management or investment experience.",
    "UK Innovator Founder: an endorsement from a Home Office-approved endorsing body that your business idea is innovative, viable and scalable, plus English at level B2.",
    "USA EB-5: an investment of USD 1,050,000, or USD 800,000 in a targeted employment area or certain infrastructure projects, that creates at least 10 full-time US jobs.",
    "Portugal Golden Visa (ARI): a qualifying investment such as EUR 500,000 in eligible investment funds. Buying property no longer qualifies since October 2023.",
    "Ireland Start-up Entrepreneur Programme (STEP): at least EUR 50,000 in funding for a high-potential start-up.",
    "A clean criminal record and good immigration history.",
    "Language ability where the route requires it.",
  ],
  process: [
    {
      title: "Strategy consultation",
      detail:
        "We discuss your goals, business background, funds, family and timeline, and compare the routes that are open to someone with your profile.",
    },
    {
      title: "Choose a route and country",
      detail:
        "We set out the pros, cons, costs and risks of each option. For company, tax and investment law, we recommend you also take advice from qualified local professionals.",
    },
    {
      title: "Business plan and source of funds",
      detail:
        "You prepare the business plan and the paper trail for your money. We help you organise the evidence so an officer can follow it from source to investment.",
    },
    {
      title: "Endorsement or approval stage",
      detail:
        "Many routes have a first stage: UK endorsement, Ireland's STEP evaluation, the US EB-5 petition (Form I-526E), or making the qualifying investment in Portugal.",
    },
    {
      title: "Visa or residence application",
      detail:
        "After the first stage, you and your family apply for the visa or residence permit, with biometrics, medicals and police certificates where required.",
    },
    {
      title: "Arrival and conditions",
      detail:
        "You move and start meeting the route's conditions, such as keeping the investment, reaching business milestones or spending minimum time in the country.",
    },
    {
      title: "Renewal and permanent residence",
      detail:
        "We help you plan renewals and the move to permanent residence where the route allows it, so you collect the right evidence from the start.",
    },
  ],
  documents: [
    "Passports for you and your family",
    "Business plan with financial projections",
    "CV showing business or investment experience",
    "Company documents: registration, shareholding and audited accounts",
    "Personal and business bank statements",
    "Source-of-funds evidence, such as sale deeds, gift deeds, loan papers or dividend records",
    "Income tax returns for several years",
    "Investment documents, such as fund subscription agreements",
    "Endorsement, approval or commitment letters",
    "Police clearance certificates",
    "English or other language test results, where required",
    "Certified translations and apostilles, where required",
  ],
  processingTime: {
    text: "Business routes are often slow and vary by programme. The UK needs endorsement first and then a visa decision. US EB-5 petitions (Form I-526E) can take a year or more. Portugal's residence stage is handled by AIMA and has had long delays. Check the official processing pages for your route; we give you a realistic range at the consultation.",
    source: {
      label: "USCIS: Check case processing times",
      url: "https://egov.uscis.gov/processing-times/",
    },
  },
  governmentFee: {
    text: "Government fees vary by route and change often. Examples: the US Form I-526E costs USD 11,160 (USCIS fee schedule since April 2024). The UK Innovator Founder route has a visa fee, the Immigration Health Surcharge and the endorsing body's own fees; check gov.uk for current amounts. Investment amounts are separate from fees and are paid into the business or fund itself. Our consultancy fees are separate from all government fees.",
    source: {
      label: "USCIS: Fee Schedule (G-1055)",
      url: "https://www.uscis.gov/g-1055",
    },
  },
  recentChanges: [
    "Canada: the Start-up Visa stopped accepting new applications after 31 December 2025; only people with a commitment certificate issued in 2025 could apply, until 30 June 2026. IRCC said a new pilot for entrepreneurs would follow in 2026; check canada.ca for whether it has opened. The Self-Employed Persons Program has been paused since April 2024.",
    "Australia: the Business Innovation and Investment (subclass 188) visa closed to new applications on 31 July 2024. Existing 188 holders can still apply for the permanent subclass 888 if they meet its rules. The invitation-only National Innovation visa (subclass 858) started in December 2024.",
    "Portugal: the Golden Visa (ARI) no longer accepts property purchases (since October 2023). Fund, research, culture and job-creation options remain.",
    "USA: a 'Gold Card' programme linked to a large payment was announced in 2025. Check uscis.gov for its current rules and status before relying on it.",
  ],
  faqs: [
    {
      question: "Can I get residence just by buying property?",
      answer:
        "Not in the countries we cover. Portugal removed property purchases from its Golden Visa in October 2023, and Ireland closed its investor programme in 2023. Most current routes need an active business or an investment in funds or companies.",
    },
    {
      question: "Can I use the US E-2 investor visa as an Indian citizen?",
      answer:
        "No. India is not an E-2 treaty country, so Indian citizens cannot get an E-2 on their Indian nationality. Options include EB-5 for investors and the L-1 visa for owners of an established Indian company opening a US office.",
    },
    {
      question: "Are there options in Germany, Austria or Sweden?",
      answer:
        "Yes. Germany issues residence permits for self-employment when the business has an economic interest or regional need and is financed. Austria offers a Red-White-Red Card for start-up founders. Sweden has a residence permit for people starting or running their own business. Each has its own capital, experience and business plan rules, so check the official pages with us.",
    },
    {
      question: "How do I prove the source of my funds?",
      answer:
        "Show a clear paper trail: where the money came from (salary, business profits, a property sale, a gift or loan), the tax paid on it, and each bank transfer up to the investment. Gaps in this trail are a common reason for delays and refusals.",
    },
    {
      question: "Do business routes lead to permanent residence?",
      answer:
        "Some do. Under current rules, the UK Innovator Founder route can lead to settlement after three years if you meet the conditions, though the UK has consulted on longer settlement periods. EB-5 leads to a conditional green card. Portugal's residence routes can lead to permanent residence after five years. Rules change, so we check them for your case.",
    },
  ],
  related: ["canada-business-visa", "family-visas", "usa-b1b2-visa"],
  sources: [
    { label: "GOV.UK: Innovator Founder visa", url: "https://www.gov.uk/innovator-founder-visa" },
    {
      label: "USCIS: EB-5 Immigrant Investor Program",
      url: "https://www.uscis.gov/working-in-the-united-states/permanent-workers/eb-5-immigrant-investor-program",
    },
    { label: "USCIS: Fee Schedule (G-1055)", url: "https://www.uscis.gov/g-1055" },
    {
      label: "Government of Canada: Start-up Visa",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/start-visa.html",
    },
    {
      label: "Australian Department of Home Affairs: Business Innovation and Investment (subclass 188)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/business-innovation-and-investment-188",
    },
    {
      label: "Australian Department of Home Affairs: National Innovation visa (subclass 858)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/national-innovation-visa-858",
    },
    { label: "AIMA: Agency for Integration, Migration and Asylum (Portugal)", url: "https://aima.gov.pt/" },
    { label: "Irish Immigration Service", url: "https://www.irishimmigration.ie/" },
    { label: "Make it in Germany (official portal)", url: "https://www.make-it-in-germany.com/en/" },
    { label: "Migration.gv.at (official Austrian portal)", url: "https://www.migration.gv.at/en/" },
    { label: "Swedish Migration Agency", url: "https://www.migrationsverket.se/" },
  ],
  lastReviewed: "2026-11-22",
};
