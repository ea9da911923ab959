import type { Country, Source } from "../types";
import {
  CONSULAR_FEE_RULE,
  DOS_WAIT_TIMES,
  EDUCATIONUSA,
  H1B_PROCLAMATION,
  H1B_WEIGHTED_SELECTION_RULE,
  PREMIUM_PROCESSING_RULE,
  USCIS_FEE_RULE,
  USCIS_H1B,
  USCIS_PROCESSING_TIMES,
  VISA_INTEGRITY_LAW,
  VISA_INTEGRITY_STATUS,
  H1B_PROCLAMATION_STATUS,
} from "../sources/usa";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const VISA_BULLETIN: Source = {
  label: "US Department of State: Visa Bulletin",
  url: "https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html",
};
const EOIR_ROSTER: Source = {
  label: "US Department of Justice (EOIR): Recognition and Accreditation roster reports",
  url: "https://www.justice.gov/eoir/recognition-and-accreditation-roster-reports",
};

export const country: Country = {
  slug: "usa",
  name: "United States",
  tagline: "Top universities, a huge job market and strong family ties, with stricter visa checks than a few years ago.",
  summary:
    "US visas for Indian applicants: F-1 student, H-1B work, B1/B2 visitor and family routes, with current fees, interview rules and H-1B changes.",
  why: [
    "The US has the largest higher-education system in the world, with strong programmes in science, technology, engineering and business, plenty of research funding and close links to industry. Indian students are one of the largest international groups on US campuses.",
    "US employers in technology, healthcare and finance hire skilled professionals from India, but most work routes are employer-led and limited. A presidential proclamation of September 2025 added a USD 100,000 payment for many new H-1B petitions for people outside the US, and the annual H-1B draw is now weighted by the wage offered.",
    "Family ties are a major reason people move. US citizens and green card holders can sponsor certain relatives, but some family and employment green card categories for Indian citizens have very long waiting lines because of per-country limits.",
    "Visa processing has become stricter: most applicants must attend an in-person interview, and students and H-1B applicants go through an online presence review of their social media. Start early and keep your documents consistent.",
  ],
  pathways: [
    {
      service: "study-in-usa",
      blurb: "Choose universities, plan admissions and costs, and understand OPT work rights after graduating.",
    },
    {
      service: "usa-study-visa",
      blurb: "The F-1 student visa: I-20, SEVIS fee, DS-160 and interview preparation.",
    },
    {
      service: "usa-h1b-visa",
      blurb: "The employer-sponsored work visa for degree-level jobs, including the proclamation payment and weighted selection.",
    },
    {
      service: "usa-b1b2-visa",
      blurb: "The visitor visa for holidays, family visits and business meetings.",
    },
    {
      service: "family-visas",
      blurb: "Spouse, child and parent routes for relatives of US citizens and green card holders, and H-4 or F-2 dependants.",
    },
    {
      service: "business-immigration",
      blurb: "Investor and business owner routes such as EB-5 and the L-1 for companies opening a US office.",
    },
  ],
  whoQualifies: [
    "Students (F-1): you need an admission and a Form I-20 from a school certified by the Student and Exchange Visitor Program, proof that you can pay tuition and living costs for at least the first year, and a genuine plan to study. You pay the SEVIS fee before the interview. The officer must also be satisfied that you intend to leave the US when your studies and any permitted practical training end.",
    "Skilled workers (H-1B): you need a job offer from a US employer in a role that normally requires at least a bachelor's degree in a specific field, and you must hold that degree or an equivalent. The employer files the petition. Most first-time workers must also be selected in the annual registration, which favours higher wage levels, and some new petitions for people outside the US need the proclamation payment.",
    "Visitors (B1/B2): you need a short, permitted purpose such as tourism, a family visit, medical treatment or business meetings, enough money for the trip, and ties to India that show you will return. You cannot work for a US employer or study full time on this visa.",
    "Family green cards: US citizens can sponsor spouses, children, parents and siblings; green card holders can sponsor spouses and unmarried children. Close relatives of citizens (spouses, unmarried children under twenty-one and parents) are not subject to the annual limits. Other categories wait for a place in the queue, which the State Department's monthly Visa Bulletin shows by priority date.",
    "Business and investors: an L-1 suits managers and specialists moving within a company that has offices in India and the US, and the EB-5 programme gives a green card to investors who put a set amount into a US business that creates jobs. Both need careful documents about the company or the source of the money.",
  ],
  costsAndTimes: [
    {
      text: "The visa application fee is USD 185 for visitor (B1/B2) and student (F-1) visas and USD 205 for petition-based work visas such as the H-1B and L-1, under the State Department's schedule of fees. It is paid before the interview.",
      source: CONSULAR_FEE_RULE,
      checked: CHECKED,
    },
    {
      text: "For an H-1B, the employer pays the USCIS fees. Under the fee schedule in force since 1 April 2024, registration costs USD 215 and Form I-129 for an H-1B costs USD 780 (USD 460 for small employers and non-profits), plus an Asylum Program Fee of USD 600 (USD 300 for small employers, nil for non-profits) and further fees set by law.",
      source: USCIS_FEE_RULE,
      checked: CHECKED,
    },
    {
      text: "Employers can pay extra for premium processing of a Form I-129 petition. From 1 March 2026 the fee is USD 2,965.",
      source: PREMIUM_PROCESSING_RULE,
      checked: CHECKED,
    },
    {
      text: "Proclamation 10973 required a USD 100,000 payment with many new H-1B petitions for workers outside the US, filed from 21 September 2025. It was set to expire 12 months after it took effect unless extended. We could not confirm on 28 November 2026 whether it was extended beyond 21 September 2026 or has ended; we check the position with your employer's lawyer before the petition is filed.",
      source: H1B_PROCLAMATION_STATUS,
      checked: CHECKED_TODAY,
    },
    {
      text: "A law passed by Congress in July 2025 (H.R. 1) created a visa integrity fee of at least USD 250, charged when a nonimmigrant visa is issued. We could not confirm on 28 November 2026 whether it is being collected: DHS said in July 2025 that collection would be set out in a later notice, and we found no report that it has started. We tell you before your interview if it applies.",
      source: VISA_INTEGRITY_STATUS,
      checked: CHECKED,
    },
    {
      text: "Visa interview waiting times differ by city and visa type and change often. The State Department publishes the current estimate for each embassy and consulate, including New Delhi, Mumbai, Chennai, Hyderabad and Kolkata, in its wait-time tool.",
      source: DOS_WAIT_TIMES,
      checked: CHECKED,
    },
    {
      text: "USCIS publishes how long it is taking to decide each form, such as a work petition or a family petition, at each office on its processing times page. Times vary widely. We could not read the page from here on 28 November 2026; we look up the current time for your form and office when you file.",
      source: USCIS_PROCESSING_TIMES,
      checked: CHECKED_TODAY,
    },
    {
      text: "For family and employment green cards, the wait for a visa number depends on your category, your country of birth and your priority date. The State Department's monthly Visa Bulletin shows which priority dates can move forward.",
      source: VISA_BULLETIN,
      checked: CHECKED,
    },
  ],
  refusalReasons: [
    "Section 214(b): the officer is not satisfied that you will return to India, because your job, business, studies, family or property ties are weak or not clearly shown.",
    "The purpose of the trip or the study plan does not make sense for your background, or your answers at the interview do not match your DS-160 form and documents.",
    "Funds are too low, unexplained or recently deposited, or a sponsor's income and relationship to you are not clear.",
    "Misrepresentation: false documents, an undisclosed past refusal or overstay, or a hidden plan to work or study on a visitor visa. This can lead to a permanent bar, so always answer truthfully.",
    "Past immigration problems, such as an overstay, working without permission or a previous removal, or certain criminal convictions.",
    "Administrative processing (section 221(g)): the officer needs more documents or security checks before deciding. This is not a final refusal, but it can add weeks or months.",
    "For H-1B cases, a job that USCIS does not accept as a specialty occupation, a degree that does not match the role, or inconsistent wage and job details between the registration, the LCA and the petition.",
  ],
  advisers: {
    text: "Under US rules, only attorneys who are members in good standing of a US state bar, and accredited representatives of organisations recognised by the Department of Justice, may give legal advice on or represent you in US immigration matters for a fee. We are an immigration consultancy based in India, not a law firm, and we do not represent clients before USCIS, the State Department or the immigration courts. We help you understand your options, prepare and check documents, and get ready for interviews; where your case needs legal advice or representation, it is given by a US attorney or accredited representative named in writing. You can check accredited representatives on the Department of Justice (EOIR) roster and attorneys with their state bar. Ask any adviser, including us, who will represent you and what each person does.",
    register: EOIR_ROSTER,
  },
  facts: {
    capital: "Washington, D.C.",
    currency: "US dollar (USD)",
    language: "English; Spanish is also widely spoken",
    climate: "Varies widely: cold snowy winters in the north, hot summers in the south, mild on the west coast",
  },
  faqs: [
    {
      question: "Why are green card waits so long for Indian citizens?",
      answer:
        "US law limits the share of family and employment green cards that people born in any one country can receive each year. Because demand from India is very high, several categories have long queues. The State Department's monthly Visa Bulletin shows the current priority dates.",
    },
    {
      question: "Can I enter on a visitor visa and then change to a student or work visa?",
      answer:
        "It is sometimes possible, but risky. If you plan to study or work when you apply for a visitor visa, that can be treated as misrepresentation. It is usually safer to apply for the right visa from India.",
    },
    {
      question: "Who can legally give US immigration advice?",
      answer:
        "In the US, legal advice and representation on immigration matters may only be given by attorneys licensed by a US state bar or by accredited representatives of organisations recognised by the Department of Justice. You can check an attorney with the state bar and find accredited representatives on the Department of Justice (EOIR) roster. Ask any adviser, including us, what role they can play.",
    },
    {
      question: "How long is the visa interview wait in India?",
      answer:
        "It depends on the visa type and city, and it changes often. Check the State Department's visa appointment wait-time tool for the current estimate before you plan your travel.",
    },
    {
      question: "Can Indians enter the Diversity Visa (green card) lottery?",
      answer:
        "Natives of India have been excluded from recent Diversity Visa programmes because of the high number of Indian immigrants to the US. Check the current year's instructions on the State Department's website, and be wary of anyone offering to enter you.",
    },
    {
      question: "Does the USD 100,000 H-1B payment affect students already in the US?",
      answer:
        "USCIS guidance says the payment does not apply when USCIS approves a change of status, for example from F-1 to H-1B, for someone inside the US. It mainly affects new petitions for people outside the US without a valid H-1B visa. It was set for 12 months from 21 September 2025, and we could not confirm on 28 November 2026 whether it was extended.",
    },
  ],
  figures: [
    { value: "September 2025", source: H1B_PROCLAMATION, checked: CHECKED },
    { value: "USD 100,000", source: H1B_PROCLAMATION, checked: CHECKED },
    { value: "12 months from 21 September 2025", source: H1B_PROCLAMATION_STATUS, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: H1B_PROCLAMATION_STATUS, checked: CHECKED_TODAY },
  ],
  names: ["F-2", "214(b)", "221(g)"],
  sources: [
    { label: "US Department of State: US Visas", url: "https://travel.state.gov/content/travel/en/us-visas.html" },
    { label: "USCIS", url: "https://www.uscis.gov/" },
    USCIS_H1B,
    H1B_PROCLAMATION,
    H1B_WEIGHTED_SELECTION_RULE,
    USCIS_FEE_RULE,
    PREMIUM_PROCESSING_RULE,
    CONSULAR_FEE_RULE,
    VISA_INTEGRITY_LAW,
    VISA_INTEGRITY_STATUS,
    H1B_PROCLAMATION_STATUS,
    VISA_BULLETIN,
    DOS_WAIT_TIMES,
    USCIS_PROCESSING_TIMES,
    EDUCATIONUSA,
    EOIR_ROSTER,
  ],
};
