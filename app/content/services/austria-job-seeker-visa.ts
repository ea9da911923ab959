import type { Service } from "../types";

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
    "It suits experienced graduates, especially in mathematics, IT, natural sciences and engineering (called MINT subjects in Austria), PhD holders, researchers and senior managers. A typical strong profile is a 4-year degree in a MINT subject, several years of relevant experience, English at A2 or better, and an age under 35.",
    "It is demanding. Many profiles with a 3-year degree or only a few years of experience do not reach 70 points. We check your points honestly before you spend money on translations and travel.",
  ],
  eligibility: [
    "At least 70 of 100 points under Austria's criteria for very highly qualified workers.",
    "Qualifications (maximum 40 points): a higher-education degree from a programme of at least 4 years (20), in a MINT subject (30), or a PhD or post-doctoral qualification (40). Points are also possible for a high salary in a senior management role, research and innovation such as patents or publications, or recognised awards.",
    "Work experience matching your qualification or a senior management role (maximum 20 points): 1 point for each half-year, or 10 points for six months of work experience in Austria.",
    "Language skills (maximum 10 points): German or English at level A1 (5) or A2 (10). Some other languages also count.",
    "Age (maximum 20 points): up to 35 years (20), up to 40 years (15), up to 45 years (10).",
    "Studies in Austria (maximum 10 points): half of a degree or the second part of a diploma programme in Austria (5), or a complete degree in Austria (10).",
    "The general visa D conditions: a valid passport, proof of accommodation in Austria, health insurance and enough money for your stay.",
  ],
  process: [
    {
      title: "Points assessment",
      detail:
        "We score your profile against the official criteria and check that you can prove each point with documents. If you are below 70, we tell you so and explain what, if anything, could change it.",
    },
    {
      title: "Documents and translations",
      detail:
        "You collect degree certificates, employment references, language certificates and any proof of research or awards. Documents not in German or English need certified translations.",
    },
    {
      title: "Application at the Austrian Embassy",
      detail:
        "You apply for the Job Seeker visa in person at the Austrian representation responsible for where you live, which for most people in India is the Austrian Embassy in New Delhi. We review your file before your appointment.",
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
    text:
      "The embassy must send your documents to the AMS in Austria for a points check before it decides, so allow several weeks. There is no single published processing time; ask the Austrian Embassy in New Delhi about current waiting times when you book.",
    source: {
      label: "Migration.gv.at: Very highly qualified workers",
      url: "https://www.migration.gv.at/en/types-of-immigration/permanent-immigration-red-white-red-card/very-highly-qualified-workers/",
    },
  },
  governmentFee: {
    text:
      "Austrian representations charge a fee for the visa D, and visa centres, where used, add a service charge. The amount can change, so check the current fee with the Austrian Embassy in New Delhi before you apply. If you later apply for a Red-White-Red Card in Austria, separate fees apply. All government fees are separate from our consultancy fee.",
    source: {
      label: "Austrian Federal Ministry for European and International Affairs",
      url: "https://www.bmeia.gv.at/en/",
    },
  },
  recentChanges: [],
  faqs: [
    {
      question: "Do I need a job offer to apply?",
      answer:
        "No. The Job Seeker visa is for looking for a job. You need a job offer later, when you apply for the Red-White-Red Card.",
    },
    {
      question: "Can I work on the Job Seeker visa?",
      answer:
        "No. The visa is for looking for work, attending interviews and meeting employers. You can start working once you have the Red-White-Red Card or another permit that allows work.",
    },
    {
      question: "Is a 3-year Indian bachelor's degree enough?",
      answer:
        "On its own it usually does not meet the criterion of a programme lasting at least 4 years. A 4-year degree such as a BTech or BE, or a master's after your bachelor's, may count. The AMS makes the final assessment, so we check your documents carefully first.",
    },
    {
      question: "Do I need to speak German?",
      answer:
        "No. German or English at level A1 or A2 gives you language points, and English counts. But many Austrian employers expect German, so learning it improves your job chances.",
    },
    {
      question: "What happens if I do not find a job in 6 months?",
      answer:
        "You must leave Austria when your visa ends, unless you have another valid permit. The Job Seeker visa cannot simply be extended.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "Not on the Job Seeker visa. Once you have a Red-White-Red Card, your spouse or registered partner and children under 18 can apply for a Red-White-Red Card Plus to join you.",
    },
  ],
  related: ["germany-opportunity-card", "sweden-job-seeker-visa", "portugal-job-seeker-visa"],
  sources: [
    { label: "Migration.gv.at: official information on migration to Austria", url: "https://www.migration.gv.at/en/" },
    {
      label: "Migration.gv.at: Very highly qualified workers",
      url: "https://www.migration.gv.at/en/types-of-immigration/permanent-immigration-red-white-red-card/very-highly-qualified-workers/",
    },
    {
      label: "Austrian Federal Ministry for European and International Affairs",
      url: "https://www.bmeia.gv.at/en/",
    },
  ],
  lastReviewed: "2026-11-22",
};
