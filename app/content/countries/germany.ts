import type { Country, Source } from "../types";
import {
  EU_VISA_POLICY,
  GERMAN_FOREIGN_OFFICE_VISAS,
  GERMAN_MISSIONS_INDIA,
  GERMAN_NATIONAL_VISA_FEE,
  GERMAN_SCHENGEN_VISA_FEE,
  BLUE_CARD_2026,
  GERMANY_FUNDS_2026,
  MAKE_IT_IN_GERMANY,
  MAKE_IT_IN_GERMANY_OPPORTUNITY_CARD,
  OPPORTUNITY_CARD_MISSION,
  OPPORTUNITY_CARD_START,
} from "../sources/europe";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const BAR_REGISTER: Source = {
  label: "Federal Bar (BRAK): official nationwide register of lawyers (Bundesweites Amtliches Anwaltsverzeichnis)",
  url: "https://bravsearch.bea-brak.de/bravsearch/index.brak",
};

export const country: Country = {
  slug: "germany",
  name: "Germany",
  tagline: "Europe's largest economy, low-cost public universities and a points-based card to look for work.",
  summary:
    "Germany for Indian applicants: Opportunity Card job search, EU Blue Card, studies, Schengen visits and family reunification, explained simply.",
  why: [
    "Germany has shortages of skilled workers in IT, engineering, healthcare and the trades, and has reformed its immigration law in recent years to attract qualified people from outside the EU.",
    "Since 1 June 2024, the Opportunity Card (Chancenkarte) lets qualified people come for up to a year to look for skilled work. Card holders may work part time and do trial work while they search.",
    "Most public universities charge little or no tuition, though some states and universities charge non-EU students. You still need money for living costs, usually shown through a blocked account.",
    "Learning German helps a lot, both at work and in daily life, even where your job is in English. It also matters for permanent residence and citizenship later.",
  ],
  pathways: [
    {
      service: "germany-opportunity-card",
      blurb: "The points-based Opportunity Card to spend up to a year in Germany looking for skilled work.",
    },
    {
      service: "schengen-visa",
      blurb: "A short-stay Schengen visa for tourism, family visits, trade fairs and business meetings in Germany.",
    },
    {
      service: "family-visas",
      blurb: "Family reunification for spouses and children of skilled workers, Blue Card holders and residents.",
    },
    {
      service: "business-immigration",
      blurb: "Residence for self-employed people and founders whose business is viable and financed.",
    },
  ],
  whoQualifies: [
    "Opportunity Card: you qualify directly if your degree or vocational qualification is fully recognised in Germany, or if you studied or trained in Germany. Otherwise you need a university degree, or vocational training of at least two years, that is recognised by the state where you got it, basic German or good English, and enough points for things like partial recognition, language skills, work experience, age and earlier stays in Germany. In every case you must show that you can support yourself for the whole stay.",
    "EU Blue Card: you need a degree that is recognised in Germany or comparable to a German degree, and a job offer for qualified work that pays at least the minimum salary. From 1 January 2026 the minimum is EUR 50,700 a year, or EUR 45,934.20 for shortage occupations, recent graduates and some IT specialists; the thresholds change every January.",
    "Skilled worker permits: people with a recognised vocational qualification or degree can get a residence permit for qualified work with a German employer. Regulated professions, such as doctors and nurses, also need a licence to practise, which usually means formal recognition and often a German language certificate.",
    "Students: you need admission to a German university or preparatory course, proof that you can pay your living costs (usually a blocked account), health insurance and, for many courses, language certificates. Students may work part time within limits.",
    "Family members: spouses and children of people who live in Germany on a residence permit can usually join them if there is enough income and living space. Some spouses must show basic German before they come, but families of EU Blue Card holders and of many skilled workers are exempt.",
  ],
  costsAndTimes: [
    {
      text: "A national visa for a long stay, such as the Opportunity Card, a work visa, a student visa or family reunification, costs €75 in most cases and half that for minors. The fee is a processing fee and is not refunded if the visa is refused. Some people, such as spouses and minor children of German citizens and holders of public scholarships, pay no fee.",
      source: GERMAN_NATIONAL_VISA_FEE,
      checked: CHECKED,
    },
    {
      text: "A Schengen visa for a short stay costs €90 for adults and €45 for children aged 6 to 12; children under 6 pay nothing. Visa-centre service charges are extra, and the fee is not refunded if the visa is refused.",
      source: GERMAN_SCHENGEN_VISA_FEE,
      checked: CHECKED,
    },
    {
      text: "A Schengen visa allows short stays of up to 90 days in any 180-day period. Stays longer than 90 days need a national visa under German rules.",
      source: EU_VISA_POLICY,
      checked: CHECKED,
    },
    {
      text: "The Opportunity Card is issued for up to one year if you can support yourself for that period. During that time you may take secondary work of up to 20 hours a week and do trial work with possible employers. If you then have an offer of qualified work but cannot yet get another work permit, the card can be extended for up to two more years.",
      source: OPPORTUNITY_CARD_MISSION,
      checked: CHECKED,
    },
    {
      text: "There is no fixed processing time for German visas. Each German mission in India publishes its own appointment rules and visa information, and waiting times for appointments and decisions vary by mission and season. We could not confirm current waiting times on 28 November 2026; we ask the mission responsible for your state when we plan your appointment.",
      source: GERMAN_MISSIONS_INDIA,
      checked: CHECKED_TODAY,
    },
  ],
  refusalReasons: [
    "Your qualification cannot be shown to be recognised or comparable, for example because the university or degree is not listed in Anabin and there is no ZAB statement or recognition notice.",
    "Proof of funds is missing, too low or not in the accepted form, such as a blocked account that was not opened for the full period or a declaration of commitment that was not formally accepted.",
    "On the points route, the points you claim are not proved: language certificates from providers that are not accepted, work experience letters without dates and duties, or no evidence of an earlier stay in Germany.",
    "For the EU Blue Card or a work visa, the salary in the job offer is below the current threshold, or the job is not qualified work that matches your degree or training.",
    "Health insurance does not meet the rules, for example a short travel policy with exclusions for long stays.",
    "Documents contradict each other or seem not genuine, or the purpose of your stay is not believable, such as a study plan that does not fit your background.",
    "For Schengen visits, the officer is not satisfied that you will return to India, because ties to home or funds are weak or not documented.",
  ],
  advisers: {
    text: "In Germany, legal advice on a person's individual immigration case is a legal service. Under the Legal Services Act it is reserved mainly for lawyers (Rechtsanwälte) admitted to a German bar and a few other authorised persons. You can check whether someone is a lawyer admitted in Germany in the official nationwide register kept by the Federal Bar (BRAK). We are an immigration consultancy based in India, not a law firm. We help you understand the routes, prepare and check your documents and organise your file, but we do not give legal advice on German law or represent you before German missions, foreigners' offices or courts. Where your case needs that, it is done by a lawyer admitted in Germany whom we name in writing and whom you can check in the register. The German mission or foreigners' office decides every application.",
    register: BAR_REGISTER,
  },
  facts: {
    capital: "Berlin",
    currency: "Euro (EUR)",
    language: "German",
    climate: "Temperate: cold winters with some snow, warm summers and rain through the year",
  },
  faqs: [
    {
      question: "Do I need to speak German to work in Germany?",
      answer:
        "Not always. Many IT and research jobs work in English. But German improves your job options, is often needed in healthcare and customer-facing roles, and earns points for the Opportunity Card.",
    },
    {
      question: "Is my Indian degree recognised in Germany?",
      answer:
        "It depends on the degree and institution. Many skilled work routes need a degree that is recognised or comparable to a German one. Regulated professions such as doctors and nurses need formal professional recognition. The official 'Recognition in Germany' portal explains the steps.",
    },
    {
      question: "What is the EU Blue Card in Germany?",
      answer:
        "It is a residence permit for people with a recognised degree and a job offer that meets a minimum salary. In 2026 the minimum salary is EUR 50,700 a year, or EUR 45,934.20 for shortage occupations and recent graduates; the thresholds are updated every January.",
    },
    {
      question: "How much money do I need for the Opportunity Card?",
      answer:
        "You must show you can cover your living costs in Germany, for example through a blocked account or a formal declaration of commitment from someone in Germany. In 2026 a student shows EUR 992 a month (EUR 11,904 a year) and an Opportunity Card applicant EUR 1,091 a month; the amounts are set each year.",
    },
    {
      question: "Can my spouse and children join me?",
      answer:
        "Yes, on most work permits and the EU Blue Card, if you have enough income and housing. Some spouses need basic German before they come unless an exemption applies, for example for families of EU Blue Card holders and many skilled workers.",
    },
    {
      question: "Who can give me legal advice on a German visa?",
      answer:
        "Legal advice on your individual case is reserved mainly for lawyers admitted to a German bar. You can check a lawyer in the Federal Bar's official register. Ask any adviser, including us, who will handle the legal side of your case.",
    },
  ],
  figures: [
    { value: "1 June 2024", source: OPPORTUNITY_CARD_START, checked: CHECKED },
    { value: "1 January 2026", source: BLUE_CARD_2026, checked: CHECKED_TODAY },
    { value: "EUR 50,700", source: BLUE_CARD_2026, checked: CHECKED_TODAY },
    { value: "EUR 45,934.20", source: BLUE_CARD_2026, checked: CHECKED_TODAY },
    { value: "In 2026", source: BLUE_CARD_2026, checked: CHECKED_TODAY },
    { value: "EUR 992 a month", source: GERMANY_FUNDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 11,904", source: GERMANY_FUNDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 1,091 a month", source: GERMANY_FUNDS_2026, checked: CHECKED_TODAY },
  ],
  sources: [
    BLUE_CARD_2026,
    GERMANY_FUNDS_2026,
    MAKE_IT_IN_GERMANY,
    MAKE_IT_IN_GERMANY_OPPORTUNITY_CARD,
    OPPORTUNITY_CARD_MISSION,
    OPPORTUNITY_CARD_START,
    GERMAN_NATIONAL_VISA_FEE,
    GERMAN_SCHENGEN_VISA_FEE,
    EU_VISA_POLICY,
    GERMAN_MISSIONS_INDIA,
    GERMAN_FOREIGN_OFFICE_VISAS,
    { label: "Recognition in Germany (official portal)", url: "https://www.anerkennung-in-deutschland.de/en/" },
    BAR_REGISTER,
  ],
};
