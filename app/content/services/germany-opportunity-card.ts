import type { Service } from "../types";

export const service: Service = {
  slug: "germany-opportunity-card",
  title: "Germany Opportunity Card (Chancenkarte)",
  shortTitle: "Opportunity Card",
  category: "job-seeker",
  country: "germany",
  summary:
    "Up to one year in Germany to look for skilled work, with part-time work allowed. Points-based; you need a degree or 2-year vocational qualification.",
  whoItSuits: [
    "Since 1 June 2024, Germany's Opportunity Card (Chancenkarte) lets skilled people from outside the EU come to Germany for up to one year to look for a qualified job, without a job offer first.",
    "It suits graduates and people with at least two years of state-recognised vocational training, especially in IT, engineering, health and technical trades. You need savings or other proof that you can support yourself for the whole stay, and some German or good English.",
    "It is a job-search permit, not a work visa. You still have to find a job and then switch to a work residence permit, such as the EU Blue Card or a skilled worker permit. Many German employers expect German, so learning it greatly improves your chances.",
  ],
  eligibility: [
    "Route 1, no points needed: your foreign university degree or vocational qualification is fully recognised in Germany, or you studied or trained in Germany.",
    "Route 2, points: a university degree, or vocational training of at least two years, that is state-recognised in the country where you got it. For Indian degrees this is usually checked in the Anabin database or with a statement of comparability from the ZAB.",
    "For the points route, German at level A1 or English at level B2 at least.",
    "For the points route, at least 6 points from: partial recognition of your qualification in Germany (4); German at B2, B1 or A2 (3, 2 or 1); 5 years of relevant work in the last 7 (3) or 2 years in the last 5 (2); age under 35 (2) or 35 to 39 (1); a qualification in a shortage occupation (1); English at C1 (1); at least 6 months of earlier legal stay in Germany in the last 5 years, not as a tourist (1); and a partner who also qualifies and applies with you (1).",
    "Proof that you can support yourself, usually through a blocked account. The figure used in 2025 and 2026 guidance was €1,091 a month (€13,092 for a year); check the current amount before you apply. A part-time job contract of up to 20 hours a week can also count.",
    "Health insurance that is valid in Germany for your stay.",
    "A valid passport.",
  ],
  process: [
    {
      title: "Eligibility and points check",
      detail:
        "We check your degree or vocational qualification, work history, languages and age, and count your points with you. If you do not reach 6 points, we tell you what could change that, such as a German course or partial recognition.",
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
    text:
      "There is no fixed legal processing time. Waiting times for appointments and decisions at German missions in India vary and can range from several weeks to a few months. Check the current information on the website of the German mission responsible for your state before you book.",
    source: { label: "German Missions in India: visa information", url: "https://india.diplo.de" },
  },
  governmentFee: {
    text:
      "The national visa fee is €75 for adults, paid in Indian rupees at the mission's exchange rate. Visa-centre charges, qualification recognition (ZAB), language tests, the blocked account and health insurance cost extra and are set by those providers. All of these are separate from our consultancy fee.",
    source: {
      label: "Make it in Germany: Opportunity Card",
      url: "https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card",
    },
  },
  recentChanges: [
    "1 June 2024: the Opportunity Card was introduced under section 20a of the Residence Act, as part of Germany's Skilled Immigration Act reforms.",
    "The required monthly funds are updated from time to time. €1,091 a month was the figure used in 2025 guidance; always check the current amount.",
    "Germany is moving more visa applications online through the Federal Foreign Office's Consular Services Portal. Check whether the mission for your area accepts online Opportunity Card applications.",
  ],
  faqs: [
    {
      question: "Can I work on the Opportunity Card?",
      answer:
        "Yes, in a limited way. You can work part time for up to 20 hours a week in any job, and do trial work of up to two weeks with a possible employer. Full-time work needs a work residence permit.",
    },
    {
      question: "Is my Indian degree recognised?",
      answer:
        "Many are. For the points route, your university should be listed as 'H+' in Anabin and your degree type should be listed, or you can get a ZAB statement of comparability. For full recognition without points, the rules depend on your profession. We help you check this first.",
    },
    {
      question: "Do I need to speak German?",
      answer:
        "On the points route you need at least German A1 or English B2. More German gives more points and makes job-hunting much easier. In IT, some employers hire in English, but most other jobs expect German.",
    },
    {
      question: "What happens if I do not find a job in one year?",
      answer:
        "Your card ends and you must leave unless you qualify for another permit. In some cases, if you have an offer of qualified employment but cannot yet get the work permit for it, a follow-on Opportunity Card of up to two years may be possible. The foreigners' office decides.",
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
  sources: [
    {
      label: "Make it in Germany: Opportunity Card",
      url: "https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card",
    },
    { label: "German Missions in India", url: "https://india.diplo.de" },
    { label: "Federal Foreign Office: visa service", url: "https://www.auswaertiges-amt.de/en/visa-service" },
    { label: "Recognition in Germany (federal portal)", url: "https://www.anerkennung-in-deutschland.de" },
    { label: "Anabin database (KMK)", url: "https://anabin.kmk.org" },
  ],
  lastReviewed: "2026-11-22",
};
