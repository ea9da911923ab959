import type { Country, Source } from "../types";
import { EU_IMMIGRATION_PORTAL, EU_VISA_POLICY, PORTUGAL_AIMA, PORTUGAL_VISA_PORTAL } from "../sources/europe";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const SCHENGEN_FEES: Source = {
  label: "Portuguese Ministry of Foreign Affairs, visa portal: Schengen visa fees (emolumentos)",
  url: "https://vistos.mne.gov.pt/pt/vistos-schengen/informacao-geral/emolumentos",
};
const CONSULATE_VISAS: Source = {
  label: "Consulate General of Portugal (Ministry of Foreign Affairs): Schengen visas and national visas",
  url: "https://luanda.consuladoportugal.mne.gov.pt/pt/assuntos-consulares/vistos",
};
const AIMA_ABOUT: Source = {
  label: "AIMA: about the agency (its mission, including regularising the entry and stay of foreign citizens)",
  url: "https://aima.gov.pt/pt/a-aima/sobre-nos",
};
const AIMA_ARI: Source = {
  label: "AIMA: Residence permit for investment (ARI, article 90-A of the Foreigners' Law)",
  url: "https://aima.gov.pt/pt/viver/autorizacao-de-residencia-para-investimento-art-90-o-a",
};
const OA_REGISTER: Source = {
  label: "Ordem dos Advogados (Portuguese Bar Association): lawyer search",
  url: "https://portal.oa.pt/advogados/pesquisa-de-advogados/",
};

export const country: Country = {
  slug: "portugal",
  name: "Portugal",
  tagline: "Mild climate, relaxed pace of life and a growing tech scene, under immigration rules that have recently tightened.",
  summary:
    "Portugal for Indian applicants: the new job seeker visa rules, work and residence visas, Golden Visa options, family reunification and AIMA.",
  why: [
    "Portugal attracts people with its mild climate, safety, lower living costs than many Western European countries, and a growing start-up and tech scene in Lisbon and Porto.",
    "Portugal has recently tightened its Foreigners' Law. The general job seeker visa has been replaced by a narrower visa for highly qualified people. You can no longer enter as a visitor and then apply for residence from inside Portugal. Family reunification now usually needs a period of legal residence first, with some exceptions.",
    "Residence permits are handled by AIMA (Agency for Integration, Migration and Asylum), which took over the administrative work of the former SEF. Long waits for appointments and decisions have been common, so plan extra time.",
    "The Golden Visa (ARI) is still open for some kinds of investment, such as job creation and qualifying investment funds, but buying property no longer qualifies.",
  ],
  pathways: [
    {
      service: "portugal-job-seeker-visa",
      blurb: "The job seeker visa, now limited to highly qualified professionals with specialised technical skills.",
    },
    {
      service: "schengen-visa",
      blurb: "A short-stay Schengen visa for tourism, family visits and business trips to Portugal.",
    },
    {
      service: "business-immigration",
      blurb: "The Golden Visa's job-creation and fund options, and residence routes for entrepreneurs.",
    },
    {
      service: "family-visas",
      blurb: "Family reunification, including the minimum residence rule and its exceptions.",
    },
  ],
  whoQualifies: [
    "Work and residence visas: you need a job offer or contract from a Portuguese employer, or a recognised basis such as highly qualified work, research, study, self-employment or your own income. You apply for the right national visa at the Portuguese consulate or visa centre for where you live, before you travel. After you arrive, you apply to AIMA for a residence permit. For regulated professions, such as doctors, nurses or engineers, your qualification must also be recognised in Portugal.",
    "The qualified job seeker visa: the law now limits the job seeker visa to people with specialised technical skills, which the government defines by regulation. Until that regulation is in force, consulates cannot accept these applications. Check the visa portal before you plan anything around this route.",
    "Golden Visa (ARI): you qualify through a qualifying investment, made personally or through a company, that you keep for the required period. Property purchases no longer count. You must also have a clean criminal record and spend a minimum number of days in Portugal.",
    "Family members: a resident can apply to bring a spouse or partner, minor children and some dependent relatives. In most cases the resident must first have held legal residence for a minimum period. They must show suitable housing and enough income without relying on social support. Exceptions apply, for example for families with minor children and for holders of an EU Blue Card, a highly qualified permit or a Golden Visa.",
    "Visitors: Indian citizens need a Schengen visa for short trips. You must show the purpose of the trip, enough money, travel insurance and strong reasons to return home. A visitor visa does not allow work, and you can no longer switch to residence from inside Portugal.",
  ],
  costsAndTimes: [
    {
      text: "Short stays and long stays: for tourism, family visits, business meetings or medical treatment of less than 90 days you apply for a Schengen visa. For stays of more than 90 days you apply for a national visa, either a residence visa or a temporary stay visa, at the Portuguese consulate responsible for where you live.",
      source: CONSULATE_VISAS,
      checked: CHECKED,
    },
    {
      text: "Schengen visa fees: the fee is EUR 90 for adults and EUR 45 for children aged 6 to 11, the amounts set by EU rules since 11 June 2024; we found no change by 28 November 2026. It pays only for processing the application, so it is not refunded if the visa is refused. Children under six and some other groups are exempt, and an external visa centre may add a service fee of up to half the visa fee.",
      source: EU_VISA_POLICY,
      checked: CHECKED_TODAY,
    },
    {
      text: "Golden Visa (ARI): the routes that remain include creating at least 10 jobs, and transferring capital into scientific research, cultural heritage or other qualifying investments, such as investment funds, each with a minimum amount set in law. Holders must spend at least 7 days in Portugal in the first year and at least 14 days in each later year. The permit allows family reunification and travel in the Schengen area without a visa.",
      source: AIMA_ARI,
      checked: CHECKED,
    },
    {
      text: "Residence permits after arrival are decided by AIMA, the public agency that regularises the entry and stay of foreign citizens in Portugal. AIMA does not publish a single waiting time. Plan for the time needed to get an appointment as well as for the decision, and keep your visa and appointment papers with you.",
      source: AIMA_ABOUT,
      checked: CHECKED,
    },
  ],
  refusalReasons: [
    "Applying for the wrong type of visa for the real purpose of the stay, for example a visitor visa when you plan to work or settle.",
    "Weak proof of money: bank statements that do not show enough funds, large unexplained deposits, or income that cannot be traced to a job, business or pension.",
    "A job offer or contract that does not look genuine, does not match your qualifications, or does not meet the pay and conditions required for the visa you chose.",
    "No proof of accommodation in Portugal, or housing that is not suitable for the family members you want to bring.",
    "Missing or invalid documents: an expired passport, a police certificate that is too old or not apostilled, or translations that are missing.",
    "For visitors, not showing strong reasons to return home, such as a stable job, a business, property or close family in India.",
    "Entering or staying in Portugal or the Schengen area without permission in the past, or not declaring an earlier refusal.",
    "For family reunification, applying before the resident meets the minimum residence period, or not proving the relationship.",
  ],
  advisers: {
    text: "In Portugal, legal advice and representation on immigration matters for a fee are reserved for lawyers registered with the Ordem dos Advogados (the Portuguese Bar Association) and, within their own field, solicitors registered with their own professional body. You can check a lawyer's registration in the Bar Association's public lawyer search. We are an immigration consultancy based in India, not a law firm. We help you understand your options, prepare documents and organise your file. We do not represent you before AIMA or a Portuguese consulate; if your case needs legal advice or representation, it is given by a lawyer registered with the Ordem dos Advogados, named in writing, whom you can check in the register. AIMA and the consulates decide every application.",
    register: OA_REGISTER,
  },
  facts: {
    capital: "Lisbon",
    currency: "Euro (EUR)",
    language: "Portuguese",
    climate: "Mediterranean: mild, wet winters and hot, dry summers; cooler and rainier in the north",
  },
  faqs: [
    {
      question: "Can I still apply for Portugal's job seeker visa?",
      answer:
        "Only in a narrower form. Portuguese consulates have stopped accepting applications for the old job seeker visa. The law now provides a job seeker visa for people with specialised technical skills, with the details set by government regulation. Check the Portuguese visa portal for whether applications are open and what they require.",
    },
    {
      question: "Can I enter Portugal as a tourist and then apply for residence?",
      answer:
        "No. Under the amended Foreigners' Law, you need the right visa, such as a work, study or residence visa, from a Portuguese consulate before you travel. The old 'manifestation of interest' route has closed.",
    },
    {
      question: "How long before my family can join me?",
      answer:
        "In most cases you must hold legal residence in Portugal for a minimum period before you can apply for family reunification. There are exceptions, for example for families with minor or dependent children and for holders of an EU Blue Card, a highly qualified permit or a Golden Visa. Check AIMA for the rule that applies to you.",
    },
    {
      question: "Can I get a Golden Visa by buying a flat in Lisbon?",
      answer:
        "No. Property purchases no longer qualify for the Golden Visa. The remaining options include job creation, qualifying investment funds, research, cultural heritage and investment in Portuguese companies. The details are on AIMA's page on residence permits for investment.",
    },
    {
      question: "Do I need to speak Portuguese?",
      answer:
        "Many tech and international jobs use English, but Portuguese helps a lot in daily life and with most jobs. Proof of Portuguese is also required for citizenship.",
    },
  ],
  figures: [],
  sources: [
    PORTUGAL_VISA_PORTAL,
    EU_VISA_POLICY,
    SCHENGEN_FEES,
    CONSULATE_VISAS,
    PORTUGAL_AIMA,
    AIMA_ABOUT,
    AIMA_ARI,
    OA_REGISTER,
    EU_IMMIGRATION_PORTAL,
  ],
};
