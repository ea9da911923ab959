import type { Service, Source } from "../types";
import {
  GERMAN_FOREIGN_OFFICE_VISAS,
  GERMAN_MISSIONS_INDIA,
  GERMAN_NATIONAL_VISA_FEE,
  GERMANY_FUNDS_2026,
  MAKE_IT_IN_GERMANY_OPPORTUNITY_CARD,
  OPPORTUNITY_CARD_MISSION,
  OPPORTUNITY_CARD_START,
} from "../sources/europe";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const ONLINE_PORTAL: Source = {
  label: "Federal Foreign Office, German Embassy Kathmandu: Chancenkarte (opportunity card), online application",
  url: "https://kathmandu.diplo.de/np-en/service/01-visaeinreise/2659160-2659160",
};
const RESIDENCE_ACT_20A: Source = {
  label: "Residence Act (AufenthG), section 20a: Opportunity Card",
  url: "https://www.gesetze-im-internet.de/aufenthg_2004/__20a.html",
};
const RESIDENCE_ACT_20B: Source = {
  label: "Residence Act (AufenthG), section 20b: points for the Opportunity Card",
  url: "https://www.gesetze-im-internet.de/aufenthg_2004/__20b.html",
};

export const service: Service = {
  slug: "germany-opportunity-card",
  title: "Germany Opportunity Card (Chancenkarte)",
  shortTitle: "Opportunity Card",
  category: "job-seeker",
  country: "germany",
  summary:
    "Up to one year in Germany to look for skilled work, with part-time work allowed. Points-based; you need a degree or a two-year vocational qualification.",
  whoItSuits: [
    "Since 1 June 2024, Germany's Opportunity Card (Chancenkarte) lets skilled people from outside the EU come to Germany for up to one year to look for a qualified job, without a job offer first.",
    "It suits graduates and people with at least two years of state-recognised vocational training, especially in IT, engineering, health and technical trades. You need savings or other proof that you can support yourself for the whole stay, and some German or good English.",
    "It is a job-search permit, not a work visa. You still have to find a job and then switch to a work residence permit, such as the EU Blue Card or a skilled worker permit. Many German employers expect German, so learning it greatly improves your chances.",
  ],
  eligibility: [
    "First route, no points needed: your foreign university degree or vocational qualification is fully recognised in Germany, or you studied or trained in Germany.",
    "Second route, points: a university degree, or vocational training of at least two years, that is state-recognised in the country where you got it. For Indian degrees this is usually checked in the Anabin database or with a statement of comparability from the ZAB.",
    "For the points route, German at level A1 or English at level B2 at least.",
    "For the points route, a minimum of six points. Points are given for partial recognition of your qualification in Germany, German above the minimum level, English at level C1, relevant work experience, your age (younger applicants get more), a qualification in a shortage occupation, an earlier legal stay in Germany, and a partner who also qualifies and applies with you. We score your profile against the points table in the Residence Act before you apply.",
    "Proof that you can support yourself for the whole stay, usually through a blocked account or a formal declaration of commitment from someone in Germany. For the Opportunity Card the amount in 2026 is EUR 1,091 a month, or EUR 13,092 for a full year; it is set each year, and we confirm it with you before you open an account.",
    "Health insurance that is valid in Germany for your stay.",
    "A valid passport.",
  ],
  process: [
    {
      title: "Eligibility and points check",
      detail:
        "We check your degree or vocational qualification, work history, languages and age, and count your points with you against the current table. If you do not reach the minimum, we tell you what could change that, such as a German course or partial recognition.",
    },
    {
      title: "Qualification check",
      detail:
        "We help you check your university and degree in the Anabin database, or apply to the ZAB for a statement of comparability. If you want partial recognition for extra points, we explain the process with the competent authority.",
    },
    {
      title: "Language, funds and insurance",
      detail:
        "You take an accepted language test, such as Goethe-Institut or telc for German, or IELTS for English. You open a blocked account or arrange other proof of funds, and buy suitable health insurance.",
    },
    {
      title: "Visa application",
      detail:
        "You apply for a national (type D) visa for the Opportunity Card at the German mission responsible for where you live in India, following its booking rules. Some missions accept applications through the Federal Foreign Office's online Consular Services Portal. We review your file before submission.",
    },
    {
      title: "Decision",
      detail:
        "The mission checks your documents and decides. Waiting times vary, so we help you plan your notice period and travel only after you have the visa.",
    },
    {
      title: "Arrival in Germany",
      detail:
        "You register your address at the local registration office and keep your health insurance active. If your local foreigners' office (Ausländerbehörde) needs you to take further steps for your residence permit, we help you prepare.",
    },
    {
      title: "Job search and switch to a work permit",
      detail:
        "You can work part time and do trial work while you search. Once you have an offer for qualified work, you apply to switch to the right work permit, such as the EU Blue Card, before your card expires.",
    },
  ],
  documents: [
    "Valid passport",
    "National visa application form and biometric photos",
    "Degree certificates and transcripts, or vocational training certificates",
    "Anabin printout, ZAB statement of comparability, or recognition notice",
    "Language certificates (German and/or English)",
    "Work experience letters showing job titles, dates and duties",
    "CV in German format (tabular CV)",
    "Blocked account confirmation or other proof of funds",
    "Health insurance certificate valid in Germany",
    "Short letter explaining your job search plan in Germany",
    "Proof of an earlier stay in Germany, if you claim points for it",
    "Marriage certificate and your partner's documents, if you claim the partner point",
  ],
  processingTime: {
    text: "There is no fixed processing time. Each German mission in India publishes its own appointment rules and visa information, and waiting times for appointments and decisions vary. We could not confirm the current waiting times on 28 November 2026; we ask the mission responsible for your state when we plan your appointment, before you resign from your job.",
    source: GERMAN_MISSIONS_INDIA,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The fee for a national visa is €75 in most cases, and half that for minors. It is a processing fee, so it is not refunded if the visa is refused. Visa-centre charges, qualification checks (ZAB), language tests, the blocked account and health insurance cost extra and are set by those providers. All of these are separate from our consultancy fee.",
    source: GERMAN_NATIONAL_VISA_FEE,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "Since 1 June 2024, qualified people from outside the EU can use the Opportunity Card to enter Germany and look for work. It replaced the old job-seeker route for most applicants who do not have a German or fully recognised qualification.",
      source: OPPORTUNITY_CARD_START,
      checked: CHECKED,
    },
    {
      text: "German missions are moving visa applications online through the Federal Foreign Office's Consular Services Portal: you upload your documents, the mission tells you whether the file is complete, and you then attend a short appointment to show originals, give fingerprints and pay the fee. Check whether the mission for your area in India accepts Opportunity Card applications this way.",
      source: ONLINE_PORTAL,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I work on the Opportunity Card?",
      answer:
        "Yes, in a limited way. You can work part time for up to 20 hours a week on average, and do trial work of up to two weeks at a time with a possible employer. Full-time work needs a work residence permit.",
    },
    {
      question: "Is my Indian degree recognised?",
      answer:
        "Many are. For the points route, your university should be listed as 'H+' in Anabin and your degree type should be listed, or you can get a ZAB statement of comparability. For full recognition without points, the rules depend on your profession. We help you check this first.",
    },
    {
      question: "Do I need to speak German?",
      answer:
        "On the points route you need at least basic German or good English. More German gives more points and makes job-hunting much easier. In IT, some employers hire in English, but most other jobs expect German.",
    },
    {
      question: "What happens if I do not find a job in one year?",
      answer:
        "Your card ends and you must leave unless you qualify for another permit. If you have an offer of qualified employment but cannot yet get the work permit for it, the card can be extended for up to two more years. The foreigners' office decides.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "Family reunification is not normally available on the Opportunity Card. If your partner also qualifies, they can apply for their own card, and this can also give you an extra point. Once you move to a work permit, family reunification rules become more generous.",
    },
    {
      question: "Does the Opportunity Card lead to permanent residence?",
      answer:
        "Not directly. It is a bridge to a work permit. After you switch to a work permit such as the EU Blue Card, you can build up time towards permanent residence under those rules.",
    },
  ],
  related: ["austria-job-seeker-visa", "sweden-job-seeker-visa", "portugal-job-seeker-visa", "schengen-visa"],
  figures: [
    { value: "1 June 2024", source: OPPORTUNITY_CARD_START, checked: CHECKED },
    { value: "German at level A1 or English at level B2", source: OPPORTUNITY_CARD_MISSION, checked: CHECKED },
    { value: "English at level C1", source: RESIDENCE_ACT_20B, checked: CHECKED },
    { value: "20 hours a week on average", source: RESIDENCE_ACT_20A, checked: CHECKED },
    { value: "EUR 1,091 a month", source: GERMANY_FUNDS_2026, checked: CHECKED_TODAY },
    { value: "EUR 13,092", source: GERMANY_FUNDS_2026, checked: CHECKED_TODAY },
    { value: "in 2026", source: GERMANY_FUNDS_2026, checked: CHECKED_TODAY },
  ],
  sources: [
    GERMANY_FUNDS_2026,
    OPPORTUNITY_CARD_MISSION,
    OPPORTUNITY_CARD_START,
    ONLINE_PORTAL,
    RESIDENCE_ACT_20A,
    RESIDENCE_ACT_20B,
    GERMAN_NATIONAL_VISA_FEE,
    GERMAN_MISSIONS_INDIA,
    MAKE_IT_IN_GERMANY_OPPORTUNITY_CARD,
    GERMAN_FOREIGN_OFFICE_VISAS,
    { label: "Recognition in Germany (federal portal)", url: "https://www.anerkennung-in-deutschland.de" },
    { label: "Anabin database (KMK)", url: "https://anabin.kmk.org" },
  ],
};
