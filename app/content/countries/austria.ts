import type { Country, Source } from "../types";
import { AUSTRIA_MIGRATION_PORTAL, AUSTRIA_VERY_HIGHLY_QUALIFIED, EU_IMMIGRATION_PORTAL, RWR_CARD_FEE } from "../sources/europe";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const RWR_PLUS: Source = {
  label: "Oesterreich.gv.at (Austrian government services portal): Red-White-Red Card plus, application",
  url: "https://www.oesterreich.gv.at/en/themen/leben_in_oesterreich/aufenthalt/3/2/Seite.120307.html",
};
const RWR_CARD_AUTHORITY: Source = {
  label: "Land Oberösterreich (Upper Austria state government): Red-White-Red Card, categories and where to apply",
  url: "https://land-oberoesterreich.gv.at/106692.htm",
};
const OERAK_REGISTER: Source = {
  label: "Österreichischer Rechtsanwaltskammertag (Austrian Bar): find a lawyer",
  url: "https://www.rechtsanwaelte.at/buergerservice/servicecorner/rechtsanwalt-finden/",
};
const OERAK_PROFILE: Source = {
  label: "Österreichischer Rechtsanwaltskammertag: the lawyer's professional profile (right to represent before authorities)",
  url: "https://www.oerak.at/en/support-and-services/the-lawyer/professional-profile/",
};

export const country: Country = {
  slug: "austria",
  name: "Austria",
  tagline: "High living standards in the heart of Europe, with the points-based Red-White-Red Card for skilled workers.",
  summary:
    "Austria for Indian applicants: Red-White-Red Card, job seeker visa for highly qualified people, EU Blue Card, Schengen visits and family rules.",
  why: [
    "Austria offers good salaries, excellent public services, safe cities and a central location in Europe. Vienna regularly ranks among the world's most liveable cities.",
    "The Red-White-Red Card is a points-based permit for very highly qualified people, skilled workers in shortage occupations, other key workers, graduates of Austrian universities, self-employed key workers and start-up founders.",
    "Very highly qualified people who score at least 70 points can get a six-month job seeker visa to look for work in Austria, then apply for a Red-White-Red Card once they find a suitable job.",
    "German is the main language. English is common in international companies and universities, but German makes daily life and most job searches much easier.",
  ],
  pathways: [
    {
      service: "austria-job-seeker-visa",
      blurb: "A six-month job seeker visa for very highly qualified people, leading to the Red-White-Red Card once you find a job.",
    },
    {
      service: "schengen-visa",
      blurb: "A short-stay Schengen visa for tourism, family visits and business trips to Austria.",
    },
    {
      service: "business-immigration",
      blurb: "Red-White-Red Card options for start-up founders and self-employed key workers.",
    },
    {
      service: "family-visas",
      blurb: "Bringing a spouse and children to Austria as family members of a Red-White-Red Card or EU Blue Card holder.",
    },
  ],
  whoQualifies: [
    "Very highly qualified workers: you score points for a university degree (more for degrees in mathematics, computing, science or technology, and for a PhD), senior management salary, research, patents and awards, work experience, language skills in German, English, French or Spanish, age, and studies in Austria. With enough points you can apply for the job seeker visa without a job offer, or for a Red-White-Red Card once you have one.",
    "Skilled workers in shortage occupations and other key workers: you need a concrete job offer from an Austrian employer, a salary at least at the minimum set for your category and the collective agreement, and enough points in that category's own table for qualifications, experience, languages and age. The Public Employment Service (AMS) checks the criteria, and for some categories it also checks whether a suitable worker is available locally.",
    "EU Blue Card: you need a university degree, or in some IT jobs equivalent experience, and a job offer with a salary above the Blue Card threshold. Graduates of Austrian universities, self-employed key workers and start-up founders have their own Red-White-Red Card categories and conditions.",
    "For every route you also need health insurance, accommodation that is usual for the area, and enough regular income to support yourself without relying on public funds. Family members must show these too, and the rules on German before arrival depend on the permit, so check the family route on the official portal.",
    "Visitors: Indian citizens need a Schengen visa for short trips. You must show the purpose of the trip, travel insurance, enough money and strong reasons to return home. A visitor visa does not allow work.",
  ],
  costsAndTimes: [
    {
      text: "Job seeker visa: very highly qualified people who reach at least 70 points on the official points table can come to Austria for six months on a job seeker visa to look for work. If they find a suitable job, they can apply for a Red-White-Red Card at the Austrian embassy in their home country, or with the residence authority in Austria while they are staying there legally.",
      source: AUSTRIA_VERY_HIGHLY_QUALIFIED,
      checked: CHECKED,
    },
    {
      text: "Where and how to apply for the Red-White-Red Card: the district authority or city authority for your future home in Austria is responsible, and the Public Employment Service (AMS) assesses the criteria, partly with a points system. Your employer can file the application for you with that authority.",
      source: RWR_CARD_AUTHORITY,
      checked: CHECKED,
    },
    {
      text: "Red-White-Red Card fee: we could not confirm the amount in force on 28 November 2026. A 2026 guide (Visa Atlas, June 2026) gives EUR 218, while the Upper Austria state government's page gives EUR 160 for people aged 6 and over. We confirm the fee with the authority before you pay.",
      source: RWR_CARD_FEE,
      checked: CHECKED_TODAY,
    },
    {
      text: "After two years: a Red-White-Red Card or EU Blue Card holder can move to the Red-White-Red Card plus, which allows any employed or self-employed work in Austria, if the AMS confirms that they worked under the conditions of their permit for 21 of the last 24 months. Family members of Red-White-Red Card holders can also be issued a Red-White-Red Card plus.",
      source: RWR_PLUS,
      checked: CHECKED,
    },
    {
      text: "Salary minimums and processing times differ by Red-White-Red Card category, and the minimums are raised most years. We could not confirm each category's minimum for 2026 or a processing time on 28 November 2026, and we check the ones for your job with you before you apply.",
      source: AUSTRIA_MIGRATION_PORTAL,
      checked: CHECKED_TODAY,
    },
  ],
  refusalReasons: [
    "Not enough points in the category you applied for, often because a degree, work experience or language certificate was not proved with the right documents.",
    "A salary below the minimum for the category or below the collective agreement for the job.",
    "A job offer that does not match your qualifications, or an employer that the AMS cannot verify.",
    "No proof of accommodation, health insurance or enough regular income for you and your family.",
    "Documents that are missing, not translated into German, or not legalised or apostilled where required.",
    "For the job seeker visa, not being able to show money for the stay or proof of the qualifications claimed in the points table.",
    "For visitors, not showing a clear purpose or strong reasons to return home, or an earlier refusal or overstay in the Schengen area.",
  ],
  advisers: {
    text: "In Austria, professional legal advice and representation for a fee are reserved for lawyers (Rechtsanwälte) admitted to one of the regional bars; a lawyer may represent you before all Austrian courts and authorities. You can check a lawyer in the Austrian Bar's lawyer search. We are an immigration consultancy based in India, not a law firm. We help you understand your options, prepare documents and organise your file. We do not represent you before an Austrian embassy, residence authority or the AMS; if your case needs legal advice or representation, it is given by an Austrian lawyer named in writing, whom you can check in the Bar's register. The Austrian authorities decide every application.",
    register: OERAK_REGISTER,
  },
  facts: {
    capital: "Vienna",
    currency: "Euro (EUR)",
    language: "German",
    climate: "Continental and Alpine: cold, snowy winters (especially in the mountains) and warm summers",
  },
  faqs: [
    {
      question: "What is the Red-White-Red Card?",
      answer:
        "It is Austria's main residence and work permit for qualified people from outside the EU. You qualify by scoring points for qualifications, work experience, language skills and age, and in most categories by having a job offer that meets a minimum salary. It ties you to a named employer at first, and can later lead to the Red-White-Red Card plus and longer-term residence.",
    },
    {
      question: "How do the points work?",
      answer:
        "Each category has its own points table and minimum score. For example, the job seeker visa for very highly qualified people needs at least 70 points. The official migration.gv.at portal has a points calculator you can use before applying.",
    },
    {
      question: "Where do I apply?",
      answer:
        "You can usually apply at the Austrian embassy responsible for you, or your future employer can apply for you at the residence authority in Austria. The job seeker visa is applied for at the embassy.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "Yes. Family members of Red-White-Red Card and EU Blue Card holders can apply for a Red-White-Red Card plus, which lets them live and work in Austria. You need enough income, health insurance and suitable housing.",
    },
  ],
  figures: [{ value: "70 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED }],
  sources: [
    RWR_CARD_FEE,
    AUSTRIA_MIGRATION_PORTAL,
    AUSTRIA_VERY_HIGHLY_QUALIFIED,
    RWR_PLUS,
    RWR_CARD_AUTHORITY,
    OERAK_REGISTER,
    OERAK_PROFILE,
    { label: "Oesterreich.gv.at: official government services portal", url: "https://www.oesterreich.gv.at/en/" },
    EU_IMMIGRATION_PORTAL,
  ],
};
