import type { Country, Source } from "../types";
import {
  EU_ENTRY_EXIT_SYSTEM,
  EU_ETIAS,
  EU_IMMIGRATION_PORTAL,
  EU_VISA_POLICY,
  GERMAN_NATIONAL_VISA_FEE,
  GERMAN_SCHENGEN_VISA_FEE,
} from "../sources/europe";

const CHECKED = "2026-11-25";

const EES_START: Source = {
  label: "Government Offices of Sweden, Embassy in Rabat: Entry/Exit System (EES)",
  url: "https://www.swedenabroad.se/en/embassies/morocco-rabat/current/entryexit-system-ees",
};
const EES_ROLLOUT: Source = {
  label: "Delegation of the European Union to Serbia: the Entry/Exit System will start operations on 12 October 2025",
  url: "https://europa.rs/?lang=en&p=137624",
};
const ETIAS_TIMELINE: Source = {
  label: "European Union, Travel to Europe: ETIAS timeline explained",
  url: "https://travel-europe.europa.eu/etias-timeline-explained-2023-11-24_it",
};
const E_JUSTICE: Source = {
  label: "European e-Justice Portal (find a lawyer: links to each country's bar register)",
  url: "https://e-justice.europa.eu/",
};

export const country: Country = {
  slug: "europe",
  name: "Europe",
  tagline: "One short-stay visa for most of Europe, strong universities and national routes for skilled workers.",
  summary:
    "Europe for Indian travellers, students and workers: Schengen visas, job seeker routes in Germany, Austria, Sweden and Portugal, and new border checks.",
  why: [
    "Europe offers many options in one region: respected public universities (some with low or no tuition), strong worker protections, good public transport and a single short-stay Schengen visa that is valid across the Schengen area.",
    "There is no single 'EU work visa'. Each country runs its own work and residence permits, although most EU countries offer the EU Blue Card for highly qualified workers with a job offer. Germany, Austria, Sweden and Portugal also have routes that let qualified people come and look for work.",
    "Many countries have shortages in healthcare, engineering, IT and skilled trades. Learning the local language, even at a basic level, makes a big difference to job prospects and daily life.",
    "Border checks are changing. Since 12 October 2025 the EU's Entry/Exit System has been recording the travel details, fingerprints and facial images of non-EU visitors on short stays, and ETIAS will later apply to visa-free travellers.",
  ],
  pathways: [
    {
      service: "schengen-visa",
      blurb: "A short-stay visa for up to 90 days in any 180-day period across the Schengen area, for tourism, family visits or business.",
    },
    {
      service: "germany-opportunity-card",
      blurb: "A points-based card that lets qualified people spend up to a year in Germany looking for skilled work.",
    },
    {
      service: "austria-job-seeker-visa",
      blurb: "A job seeker visa for highly qualified people to look for a job in Austria and then apply for a Red-White-Red Card.",
    },
    {
      service: "sweden-job-seeker-visa",
      blurb: "A residence permit to look for work or explore starting a business, for people with a master's-level degree.",
    },
    {
      service: "portugal-job-seeker-visa",
      blurb: "Portugal's job seeker visa, now limited to highly qualified professionals; check the current rules before you plan.",
    },
    {
      service: "study-in-ireland",
      blurb: "An English-speaking EU study destination with a post-study stay option for graduates.",
    },
  ],
  whoQualifies: [
    "Schengen visa (short stays): you need a clear purpose, such as tourism, a family visit or business meetings, enough money for the trip, travel medical insurance and ties to India that show you will return. You apply to the country that is your main destination, or to the country you enter first if no country is the main one.",
    "National long-stay visas: for work, study, job search or family reunion you apply for a national visa of the country you want to live in. Each country sets its own rules, fees and documents, and a national visa or residence permit lets you live and work only in the country that issued it.",
    "EU Blue Card: most EU countries offer it to people with a university degree and a job offer for highly qualified work that pays at least the country's minimum salary. Each country sets its own salary threshold and updates it regularly.",
    "Job seeker routes: Germany's Opportunity Card uses a points system or full recognition of your qualification. Austria, Sweden and Portugal have their own job seeker permits, mainly for highly qualified people. All of them need proof that you can support yourself while you look for work.",
    "Students: you need an admission letter from a recognised institution, proof of funds for tuition and living costs, health insurance and, often, language certificates. Many countries let students work part time within limits.",
  ],
  costsAndTimes: [
    {
      text: "A Schengen visa for a short stay costs €90 for adults and €45 for children aged 6 to 12; children under 6 pay nothing. Visa-centre service charges are extra, and the fee is not refunded if the visa is refused.",
      source: GERMAN_SCHENGEN_VISA_FEE,
      checked: CHECKED,
    },
    {
      text: "A Schengen visa allows short stays of up to 90 days in any 180-day period, and is generally valid for every Schengen state. Stays longer than 90 days need a national visa under each country's own procedures.",
      source: EU_VISA_POLICY,
      checked: CHECKED,
    },
    {
      text: "National visa fees are set by each country. Germany, for example, charges €75 for a national visa in most cases, and half that for minors.",
      source: GERMAN_NATIONAL_VISA_FEE,
      checked: CHECKED,
    },
    {
      text: "Since 12 October 2025 the Entry/Exit System has been introduced step by step at the external borders, with full use planned by 10 April 2026. It records your travel document, your entry and exit dates and your fingerprints and facial image, so allow extra time at the border on your first trip.",
      source: EES_ROLLOUT,
      checked: CHECKED,
    },
    {
      text: "ETIAS is a travel authorisation for visa-free travellers that starts a few months after the Entry/Exit System. The EU says it will announce the start several months before launch. Indian passport holders need a Schengen visa instead, so ETIAS does not replace your visa.",
      source: ETIAS_TIMELINE,
      checked: CHECKED,
    },
  ],
  refusalReasons: [
    "The consulate is not satisfied that you will return to India, because your job, business, property or family ties are weak or not documented.",
    "Funds are too low, unexplained or recently deposited, or bank statements do not match your income proof and tax returns.",
    "The purpose of the trip is unclear or does not match the documents, for example hotel bookings that do not fit the itinerary, or an invitation without proof of the host's status.",
    "Travel medical insurance is missing or does not cover the whole trip and all Schengen states.",
    "You applied to the wrong country: the application must go to your main destination, or to your first country of entry if there is no main destination.",
    "Past overstays, earlier refusals that were not disclosed, or false or altered documents.",
    "For long stays, the qualification, job offer, salary or proof of funds does not meet the national rules of that country.",
  ],
  advisers: {
    text: "Each European country decides who may give legal advice on its immigration law. In most EU countries, including Germany, Austria, Sweden and Portugal, legal advice on an individual case and representation before the authorities are given by lawyers admitted to that country's bar. You can find each country's bar register through the EU's e-Justice Portal. We are an immigration consultancy based in India, not a law firm. We help you choose a route, prepare and check your documents and organise your file, but we do not represent you before a consulate, immigration authority or court. Where your case needs legal advice or representation, it is given by a lawyer admitted in that country whom we name in writing and whom you can check in the national register. The consulate or immigration authority decides every application.",
    register: E_JUSTICE,
  },
  facts: {
    capital: "Brussels (main seat of the EU institutions)",
    currency: "Euro in most EU countries; some, such as Sweden, Poland and the Czech Republic, use their own currency",
    language: "Many official languages; English is widely used in business and universities",
    climate: "Cool and wet in the north-west, cold winters in the north and east, hot dry summers in the south",
  },
  faqs: [
    {
      question: "Which countries does a Schengen visa cover?",
      answer:
        "The Schengen area covers most EU countries, including Bulgaria and Romania, plus Iceland, Liechtenstein, Norway and Switzerland. Ireland and Cyprus are in the EU but not in the Schengen area, so they need separate visas. Check the visa sticker: some visas are limited to certain countries.",
    },
    {
      question: "What is the Entry/Exit System (EES)?",
      answer:
        "EES is the EU's digital border record for non-EU visitors on short stays. It started on 12 October 2025 and replaces passport stamps. On your first entry you give fingerprints and a facial image at the border, and the system records each entry and exit to check the limit on short stays of up to 90 days in any 180-day period.",
    },
    {
      question: "Do Indian travellers need ETIAS?",
      answer:
        "No. ETIAS is a travel authorisation for people who do not need a visa, such as UK or US citizens. Indian passport holders still need a Schengen visa. Check travel-europe.europa.eu for whether ETIAS has started.",
    },
    {
      question: "If I get a work permit in one EU country, can I work anywhere in the EU?",
      answer:
        "No. A national work or residence permit lets you work only in the country that issued it. EU Blue Card holders can move to another EU country more easily after a period of work in the first one, but they still need permission from the new country.",
    },
    {
      question: "Do I need to speak the local language?",
      answer:
        "Not always to get a job, especially in IT and research, where English is common. But the local language helps a lot with finding work, everyday life and, later, permanent residence or citizenship, which often require it.",
    },
  ],
  figures: [
    { value: "12 October 2025", source: EES_START, checked: CHECKED },
    { value: "up to 90 days in any 180-day period", source: EU_VISA_POLICY, checked: CHECKED },
  ],
  sources: [
    EU_VISA_POLICY,
    EES_START,
    EES_ROLLOUT,
    ETIAS_TIMELINE,
    GERMAN_SCHENGEN_VISA_FEE,
    GERMAN_NATIONAL_VISA_FEE,
    EU_ENTRY_EXIT_SYSTEM,
    EU_ETIAS,
    EU_IMMIGRATION_PORTAL,
    E_JUSTICE,
  ],
};
