import type { Service, Source } from "../types";
import { IRCC_START_UP_VISA } from "../sources/canada";
import { AUSTRIA_MIGRATION_PORTAL, MAKE_IT_IN_GERMANY, PORTUGAL_AIMA, SWEDEN_MIGRATION_AGENCY } from "../sources/europe";
import { IRISH_IMMIGRATION } from "../sources/ireland";
import { HEALTH_CHARGE_ORDER_2024 } from "../sources/uk";
import { EB5_AMOUNTS, EB5_FEES, USCIS_FEES, USCIS_PROCESSING_TIMES } from "../sources/usa";

const CHECKED_TODAY = "2026-11-28";

const EB5_TIMES: Source = {
  label:
    "USCIS: check case processing times, Form I-526E (figures for March 2026 as reported by US Visa Stack, April 2026; uscis.gov could not be read here)",
  url: "https://egov.uscis.gov/processing-times/",
};
const STEP_FUNDING: Source = {
  label:
    "Irish Immigration Service: Start-up Entrepreneur Programme (minimum funding EUR 50,000, EUR 30,000 for each further founder, since 15 March 2014: Department of Justice press release and Brophy Solicitors, 2014)",
  url: "https://www.irishimmigration.ie/start-up-entrepreneur-programme-step/",
};

const USCIS_EB5: Source = {
  label: "USCIS: EB-5 Immigrant Investor Program",
  url: "https://www.uscis.gov/working-in-the-united-states/permanent-workers/eb-5-immigrant-investor-program",
};
const UK_INNOVATOR_GUIDANCE: Source = {
  label: "GOV.UK: Innovator Founder caseworker guidance",
  url: "https://www.gov.uk/government/publications/innovator-appendix-w-workers/innovator-founder-caseworker-guidance-accessible",
};
const UK_INNOVATOR: Source = { label: "GOV.UK: Innovator Founder visa", url: "https://www.gov.uk/innovator-founder-visa" };
const AU_188: Source = {
  label: "Australian Department of Home Affairs: Business Innovation and Investment (subclass 188)",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/business-innovation-and-investment-188",
};
const AU_858: Source = {
  label: "Australian Department of Home Affairs: National Innovation visa (subclass 858)",
  url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/national-innovation-visa-858",
};

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
    "Business routes change often, and several well-known programmes have closed in recent years: Ireland's Immigrant Investor Programme, Australia's Business Innovation and Investment (subclass 188) visa, and Canada's Start-up Visa. We only advise on routes that are open when you apply.",
    "It suits people with business experience, a clear plan and funds they can document. If you are an employee rather than an owner, a skilled work visa is usually a better fit, and we can help you compare.",
  ],
  eligibility: [
    "A credible business plan or investment that matches a specific, currently open route.",
    "Funds you can prove and trace to lawful sources, such as business income, property sales, savings or inheritance.",
    "Relevant business, management or investment experience.",
    "UK Innovator Founder: an endorsement from a Home Office-approved endorsing body that your business idea is innovative, viable and scalable, a key role in running the business, and the English language level the route requires.",
    "USA EB-5: a qualifying investment in a new commercial enterprise that creates full-time jobs for US workers. The minimum investment is USD 1,050,000, or USD 800,000 in a targeted employment area (a rural or high-unemployment area) or an infrastructure project. These amounts, set by the EB-5 Reform and Integrity Act of 2022, are in force on 28 November 2026; the law adjusts them for inflation from 1 January 2027.",
    "Portugal Golden Visa (ARI): a qualifying investment, such as units in an eligible investment fund, research, culture or job creation. Buying property no longer qualifies.",
    "Ireland Start-up Entrepreneur Programme (STEP): a high-potential start-up with funding of at least EUR 50,000 (EUR 30,000 for each further founder), the minimum since 2014; we could not read the Irish Immigration Service page to confirm it on 28 November 2026.",
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
        "Many routes have a first stage: UK endorsement, Ireland's STEP evaluation, the US EB-5 petition (Form I-526 or I-526E), or making the qualifying investment in Portugal.",
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
    text: "Business routes are often slow. For US EB-5 petitions on Form I-526E, USCIS's figures for March 2026, as reported by one tracker (US Visa Stack, April 2026), were 8 to 12 months for investments in rural areas and 25 to 48 months for unreserved visas; we could not read uscis.gov to confirm them on 28 November 2026. A conditional green card follows only when a visa number is available for your country. For the UK, Portugal and other routes, we give you the time for your route at the consultation.",
    source: EB5_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "USA: since a court order of 12 November 2025, USCIS charges USD 3,675 for Form I-526E (and Form I-526) and USD 3,750 for Form I-829, the fees from before April 2024; the April 2024 fees of USD 11,160 and USD 9,525 are no longer charged. DHS proposed new EB-5 fees in October 2025 (USD 9,625 for Form I-526E); we found no final rule by 28 November 2026, and we confirm the fee with you on the day you file. UK Innovator Founder: you pay a visa fee, the endorsing body's fees and the Immigration Health Surcharge of £1,035 a year; we could not confirm the visa fee in force on 28 November 2026. Investment amounts are separate from fees and are paid into the business or fund itself. Our consultancy fees are separate from all government fees.",
    source: EB5_FEES,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "USA: on 14 November 2025 USCIS published a new edition of its fee schedule that returned the filing fees for EB-5 forms, including Form I-526 and Form I-526E, to the fees that applied before its April 2024 fee rule, after the US District Court for the District of Colorado found the April 2024 EB-5 fees unlawful.",
      source: EB5_FEES,
      checked: CHECKED_TODAY,
    },
  ],
  faqs: [
    {
      question: "Can I get residence just by buying property?",
      answer:
        "Not in the countries we cover. Portugal removed property purchases from its Golden Visa, and Ireland closed its investor programme. Most current routes need an active business or an investment in funds or companies.",
    },
    {
      question: "Can I use the US E-2 investor visa as an Indian citizen?",
      answer:
        "No. India is not an E-2 treaty country, so Indian citizens cannot get an E-2 on their Indian nationality. Options include EB-5 for investors and the L-1 visa for owners of an established Indian company opening a US office.",
    },
    {
      question: "What happened to Canada's Start-up Visa and Australia's business visa?",
      answer:
        "Canada's Start-up Visa has stopped taking new applicants, and the government has said a new, more targeted programme for entrepreneurs will follow; check canada.ca for whether it has opened. Australia closed the Business Innovation and Investment (subclass 188) visa to new applications; existing holders may still move to the permanent subclass 888 if they meet its rules, and the invitation-only National Innovation visa (subclass 858) is now the main talent route.",
    },
    {
      question: "Are there options in Germany, Austria or Sweden?",
      answer:
        "Yes. Germany issues residence permits for self-employment when the business has an economic interest or regional need and is financed. Austria offers a Red-White-Red Card for start-up founders. Sweden has a residence permit for people starting or running their own business. Each has its own capital, experience and business plan rules, which we go through with you for your case.",
    },
    {
      question: "How do I prove the source of my funds?",
      answer:
        "Show a clear paper trail: where the money came from (salary, business profits, a property sale, a gift or loan), the tax paid on it, and each bank transfer up to the investment. Gaps in this trail are a common reason for delays and refusals.",
    },
    {
      question: "Do business routes lead to permanent residence?",
      answer:
        "Some do. The UK Innovator Founder route is a route to settlement if you meet its conditions, though the UK has consulted on longer qualifying periods. EB-5 leads to a conditional green card first. Portugal's residence routes can lead to permanent residence after a period of legal residence. Rules change, so we check them for your case.",
    },
  ],
  related: ["canada-business-visa", "family-visas", "usa-b1b2-visa"],
  figures: [
    { value: "USD 1,050,000", source: EB5_AMOUNTS, checked: CHECKED_TODAY },
    { value: "USD 800,000", source: EB5_AMOUNTS, checked: CHECKED_TODAY },
    { value: "2022", source: EB5_AMOUNTS, checked: CHECKED_TODAY },
    { value: "1 January 2027", source: EB5_AMOUNTS, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: EB5_AMOUNTS, checked: CHECKED_TODAY },
    { value: "EUR 50,000", source: STEP_FUNDING, checked: CHECKED_TODAY },
    { value: "EUR 30,000", source: STEP_FUNDING, checked: CHECKED_TODAY },
    { value: "since 2014", source: STEP_FUNDING, checked: CHECKED_TODAY },
  ],
  names: ["I-526E", "I-526"],
  sources: [
    UK_INNOVATOR,
    UK_INNOVATOR_GUIDANCE,
    USCIS_EB5,
    EB5_AMOUNTS,
    EB5_FEES,
    EB5_TIMES,
    USCIS_FEES,
    USCIS_PROCESSING_TIMES,
    IRCC_START_UP_VISA,
    AU_188,
    AU_858,
    PORTUGAL_AIMA,
    IRISH_IMMIGRATION,
    STEP_FUNDING,
    HEALTH_CHARGE_ORDER_2024,
    MAKE_IT_IN_GERMANY,
    AUSTRIA_MIGRATION_PORTAL,
    SWEDEN_MIGRATION_AGENCY,
  ],
};
