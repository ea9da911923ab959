import type { Service, Source } from "../types";
import { AUSTRIA_MIGRATION_PORTAL, AUSTRIA_VERY_HIGHLY_QUALIFIED } from "../sources/europe";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const BMEIA: Source = {
  label: "Austrian Federal Ministry for European and International Affairs",
  url: "https://www.bmeia.gv.at/en/",
};
const VISA_D_FEE: Source = {
  label:
    "Consular Fees Act 1992 (Konsulargebührengesetz): visa D fee EUR 100 from 1 January 2011 (oesterreich.gv.at, formerly help.gv.at); Austrian embassies' fee lists of 2017 and 2018 charge the same amount in local currency; no 2026 source found",
  url: "https://www.help.gv.at/Portal.Node/hlpd/public/content/171/Seite.1710228.html",
};

export const service: Service = {
  slug: "austria-job-seeker-visa",
  title: "Austria Job Seeker Visa",
  shortTitle: "Austria Job Seeker",
  category: "job-seeker",
  country: "austria",
  summary:
    "A 6-month visa for very highly qualified people to look for work in Austria, then switch to a Red-White-Red Card. You need 70 of 100 points.",
  whoItSuits: [
    "Austria's Job Seeker visa is a type D visa that gives very highly qualified people 6 months in Austria to look for a job. If you find a job that matches your qualifications, you can apply for a Red-White-Red Card for very highly qualified workers in Austria.",
    "It suits experienced graduates, especially in mathematics, IT, natural sciences and engineering (called MINT subjects in Austria), PhD holders, researchers and senior managers. A typical strong profile is a 4-year degree in a MINT subject, several years of relevant experience, English at A2 or better, and an age of 35 or younger.",
    "It is demanding. Many profiles with a shorter degree or only a few years of experience do not reach 70 points. We check your points honestly before you spend money on translations and travel.",
  ],
  eligibility: [
    "At least 70 of 100 points under Austria's criteria for very highly qualified workers.",
    "Special qualifications and skills (up to 40 points): a degree from a higher-education programme of at least 4 years gives 20 points, 30 points if it is in a MINT subject, and 40 points with a PhD or post-doctoral qualification. Points are also possible for a high salary in a senior management role, research and innovation such as patents or publications, or recognised awards.",
    "Work experience matching your qualification or a senior management role (up to 20 points): 1 point for each half-year, or 10 points for six months of work experience in Austria.",
    "Language skills (up to 10 points): German or English at level A1 gives 5 points and at level A2 gives 10 points. French, Spanish, or Bosnian, Croatian or Serbian at level B1 can also give points.",
    "Age (up to 20 points): 20 points if you are 35 or younger, 15 points if you are 40 or younger, and 10 points if you are 45 or younger.",
    "Studies in Austria (up to 10 points): 5 points for half of a degree or the second part of a diploma programme in Austria, or 10 points for a complete degree in Austria.",
    "The general visa D conditions: a valid passport, proof of accommodation in Austria, health insurance and enough money for your stay.",
  ],
  process: [
    {
      title: "Points assessment",
      detail:
        "We score your profile against the official criteria and check that you can prove each point with documents. If you are below 70 points, we tell you so and explain what, if anything, could change it.",
    },
    {
      title: "Documents and translations",
      detail:
        "You collect degree certificates, employment references, language certificates and any proof of research or awards. Documents not in German or English need certified translations.",
    },
    {
      title: "Application at the Austrian representation",
      detail:
        "You apply for the Job Seeker visa in person at the Austrian embassy or consulate responsible for where you live. For most people in India this is the Austrian Embassy in New Delhi. We review your file before your appointment.",
    },
    {
      title: "Points check by the AMS",
      detail:
        "The embassy sends your documents to Austria's Public Employment Service (AMS), which checks whether you reach 70 points. If the AMS confirms your points and you meet the other visa conditions, the embassy issues a visa D valid for 6 months.",
    },
    {
      title: "Job search in Austria",
      detail:
        "After you arrive, you register your address with the local registration office. You look for work, attend interviews and meet employers.",
    },
    {
      title: "Red-White-Red Card",
      detail:
        "When you get a job offer that matches your qualifications, you apply for the Red-White-Red Card for very highly qualified workers with the residence authority in Austria, while your visa is still valid.",
    },
  ],
  documents: [
    "Valid passport",
    "Visa D application form and passport photo",
    "Degree certificates and transcripts, including PhD if you have one",
    "Employment references showing job titles, dates and duties",
    "Language certificates for German or English",
    "Proof of salary, if you claim points for a senior management position",
    "Proof of research, patents, publications or awards, if you claim points for them",
    "Proof of accommodation in Austria for your stay",
    "Health insurance valid in Austria",
    "Proof of funds, such as bank statements",
    "CV",
    "Certified translations into German or English of any document in another language",
  ],
  processingTime: {
    text: "The embassy must send your documents to the AMS in Austria for a points check before the visa can be issued, so allow time for this step. We could not confirm a processing time on 28 November 2026: migration.gv.at gives none for this visa. We ask the Austrian Embassy in New Delhi for its current waiting time when we book your appointment.",
    source: AUSTRIA_VERY_HIGHLY_QUALIFIED,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "Austrian embassies and consulates charge a fee for the visa D, and visa centres, where used, add a service charge. We could not confirm the fee in force on 28 November 2026. Under the Consular Fees Act it has been EUR 100 since 1 January 2011 (it was EUR 75 before), and Austrian embassies still listed that amount in local currency in 2018; we found no later source. We confirm the amount with the embassy before you pay. If you later apply for a Red-White-Red Card in Austria, separate fees apply. All government fees are separate from our consultancy fee.",
    source: VISA_D_FEE,
    checked: CHECKED_TODAY,
  },
  recentChanges: [],
  faqs: [
    {
      question: "Do I need a job offer to apply?",
      answer: "No. The Job Seeker visa is for looking for a job. You need a job offer later, when you apply for the Red-White-Red Card.",
    },
    {
      question: "Can I work on the Job Seeker visa?",
      answer:
        "No. The visa is for looking for work, attending interviews and meeting employers. You can start working once you have the Red-White-Red Card or another permit that allows work.",
    },
    {
      question: "Is my Indian bachelor's degree enough?",
      answer:
        "It depends on how long the programme lasted. The points table gives degree points only for a programme of at least 4 years. A 4-year degree such as a BTech or BE, or a master's after your bachelor's, may count. The AMS makes the final assessment, so we check your documents carefully first.",
    },
    {
      question: "Do I need to speak German?",
      answer:
        "No. German or English at level A1 or A2 gives you language points, and English counts. But many Austrian employers expect German, so learning it improves your job chances.",
    },
    {
      question: "What happens if I do not find a job in 6 months?",
      answer:
        "You must leave Austria when your visa ends, unless you hold another permit that lets you stay. Do not plan on staying longer; check your options with the residence authority or on migration.gv.at well before the visa ends.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "Not on the Job Seeker visa. Once you have a Red-White-Red Card, close family members, such as a spouse or registered partner and unmarried minor children, can usually apply for a Red-White-Red Card Plus. Check the conditions on migration.gv.at.",
    },
  ],
  related: ["germany-opportunity-card", "sweden-job-seeker-visa", "portugal-job-seeker-visa"],
  figures: [
    { value: "6-month", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "6 months", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "70 of 100 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "70 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "4-year", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "at least 4 years", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "up to 40 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "up to 20 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "up to 10 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "40 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "30 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "20 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "15 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "10 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "5 points", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "1 point for each half-year", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "35 or younger", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "40 or younger", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
    { value: "45 or younger", source: AUSTRIA_VERY_HIGHLY_QUALIFIED, checked: CHECKED },
  ],
  names: ["A1", "A2", "B1"],
  sources: [AUSTRIA_MIGRATION_PORTAL, AUSTRIA_VERY_HIGHLY_QUALIFIED, VISA_D_FEE, BMEIA],
};
