import type { Service, Source } from "../types";
import { PORTUGAL_AIMA, PORTUGAL_VISA_PORTAL } from "../sources/europe";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const LAW_61_2025: Source = {
  label: "Diário da República: Lei n.º 61/2025, de 22 de outubro (amends the Foreigners Act, Lei n.º 23/2007)",
  url: "https://files.diariodarepublica.pt/1s/2025/10/20400/0000900017.pdf",
};
const PARLIAMENT_TEXT: Source = {
  label: "Assembleia da República: amended text of Article 57-A of the Foreigners Act (visa to look for qualified work)",
  url: "https://debates.parlamento.pt/catalogo/r3/dar/s2a/17/01/029S1/2025-07-17/16",
};
const OLD_VISA: Source = {
  label: "Embassy of Portugal (MNE): job seeker visa conditions under the former rules",
  url: "https://mexico.embaixadaportugal.mne.gov.pt/pt/a-embaixada/noticias/vistos-de-procura-de-trabalho-art-59%C2%BA",
};
const MNE_JOB_SEEKER: Source = {
  label: "Portuguese Ministry of Foreign Affairs visa portal: visa to look for work",
  url: "https://vistos.mne.gov.pt/pt/vistos-nacionais/documentacao-instrutoria/procura-de-trabalho",
};
const END_OF_MANIFESTATION: Source = {
  label: "Diário da República: Decreto-Lei n.º 37-A/2024 (end of the 'manifestation of interest' procedure)",
  url: "https://files.diariodarepublica.pt/1s/2024/06/10601/0000200003.pdf",
};

export const service: Service = {
  slug: "portugal-job-seeker-visa",
  title: "Portugal Job Seeker Visa",
  shortTitle: "Portugal Job Seeker",
  category: "job-seeker",
  country: "portugal",
  summary:
    "Portugal closed its general job seeker visa in October 2025. A visa for qualified job seekers exists in law; check whether applications are open.",
  whoItSuits: [
    "Until Law 61/2025 came into force on 23 October 2025, Portugal offered a general job seeker visa: 120 days in Portugal to look for work, which could be extended by 60 days. Portuguese consulates and visa centres no longer accept applications for that visa.",
    "The new law creates a job seeker visa for qualified work (visto para procura de trabalho qualificado). It is for people with specialised technical skills. A government order (portaria) must define which skills and professions qualify, and applications can only be made once that regulation is in force. When we last checked, we could not confirm that this order has been published or that applications are open.",
    "This page suits qualified professionals who want to work in Portugal. We help you prepare so that you can apply quickly if the new visa opens and you qualify. We also look at routes that are open now, such as a work visa with a job offer, the EU Blue Card with a qualifying contract, or job seeker routes in other countries.",
  ],
  eligibility: [
    "The old general job seeker visa is closed to new applications.",
    "The new visa is for people with specialised technical skills, as defined by a government order. Expect to prove your qualifications and experience in a listed field.",
    "Under the amended law, the visa lets you stay in Portugal for 120 days to look for qualified work and to start the residence permit process once you begin working.",
    "If your visa ends before you start working and begin your residence application, you must leave Portugal and wait one year before applying for this visa again.",
    "Under the old rules, applicants also had to show money equal to at least three months of the Portuguese minimum wage, a return ticket and a criminal record certificate. Similar conditions are likely, but the final list is set by the new regulation and the consulate.",
    "A valid passport that meets the consulate's validity rule for national visas.",
  ],
  process: [
    {
      title: "Honest first check",
      detail:
        "We tell you clearly whether this route is open today and whether your profile is likely to count as specialised technical work. If another route fits you better now, we say so.",
    },
    {
      title: "Profile and document preparation",
      detail:
        "You collect degree certificates, experience letters and a Police Clearance Certificate, and get the apostilles Portugal requires for Indian documents. This takes time, so starting early helps.",
    },
    {
      title: "Watching for the regulation",
      detail:
        "We track the official visa portal and the official gazette. When the government order is published, we check your profile against the list of qualifying skills and the final document list.",
    },
    {
      title: "Application",
      detail:
        "When applications open, you book an appointment with the Portuguese consular post or its visa centre in India and submit your national visa application. We review your file before submission.",
    },
    {
      title: "In Portugal",
      detail:
        "If you get the visa, you travel to Portugal, register with the employment institute (IEFP) if required, and look for work. When you start working, you apply for a residence permit with AIMA before your visa ends.",
    },
    {
      title: "If you get a job offer first",
      detail:
        "If a Portuguese employer offers you a job before the new visa opens, you can apply from India for a residence visa for employment instead. We help you prepare that application.",
    },
  ],
  documents: [
    "Valid passport",
    "National visa application form and passport photos",
    "Degree certificates and transcripts, with apostille",
    "Work experience letters showing your technical skills, roles and dates",
    "CV",
    "Proof of funds, such as bank statements",
    "Travel and health insurance valid in Portugal",
    "Police Clearance Certificate with apostille, and consent for a Portuguese criminal record check",
    "Flight reservation or return ticket",
    "Proof of accommodation in Portugal",
    "Any extra documents listed in the new government order once it is published",
  ],
  processingTime: {
    text: "The new qualified job seeker visa can only be applied for once the government order (portaria) listing the qualifying skills is in force. We could not confirm on 28 November 2026 that this order has been published, so we cannot give a processing time. For the old visa, a report in October 2025 (brlafora.com.br) spoke of consular waits of up to 8 months.",
    source: MNE_JOB_SEEKER,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "We could not confirm a fee for the new qualified job seeker visa on 28 November 2026: no fee applies until applications open, and we found no official fee for it. Portuguese national visa fees and visa-centre service charges are listed on the official visa portal. Government fees are separate from our consultancy fee.",
    source: PORTUGAL_VISA_PORTAL,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "Law 61/2025 was published in the Diário da República on 22 October 2025 and came into force on 23 October 2025. It replaced the general job seeker visa with a job seeker visa for qualified work, for people with specialised technical skills defined by a government order.",
      source: LAW_61_2025,
      checked: CHECKED,
    },
    {
      text: "The same law tightened family reunification: in general, the residence permit holder must first have held a valid permit for two years, with exceptions such as for minor children and for holders of an EU Blue Card or a highly qualified activity permit.",
      source: LAW_61_2025,
      checked: CHECKED,
    },
    {
      text: "Portugal ended the 'manifestation of interest' procedure, which let people who entered on another visa apply for residence later. You need the right visa before you travel.",
      source: END_OF_MANIFESTATION,
      checked: CHECKED,
    },
    {
      text: "AIMA, the Agency for Integration, Migration and Asylum, has replaced SEF as the agency that handles residence permits in Portugal.",
      source: PORTUGAL_AIMA,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I still apply for the Portugal job seeker visa?",
      answer:
        "Not the old general visa; it closed when Law 61/2025 came into force. The new visa for qualified work exists in law, but applications depend on a government order defining the qualifying skills. Check the official visa portal, vistos.mne.gov.pt, for the latest position.",
    },
    {
      question: "Someone is offering me a Portugal job seeker visa appointment. Is it genuine?",
      answer:
        "Be very careful. The old visa no longer exists, and the new visa opens only when the official regulation is in force. Anyone selling appointments or promising approval should be treated with suspicion. The official source is the Portuguese foreign ministry's visa portal.",
    },
    {
      question: "Can I travel to other Schengen countries on the new visa?",
      answer:
        "Do not plan on it. The old job seeker visa was valid only for Portugal, and the new one is a Portuguese national visa under the same article of the law. Check the conditions on the official visa portal when applications open.",
    },
    {
      question: "Can I go to Portugal as a tourist and look for work?",
      answer:
        "A Schengen visitor visa does not let you work, and Portugal has ended the 'manifestation of interest' route that let visitors apply for residence later. If you get a job, you normally apply for a work visa from India.",
    },
    {
      question: "What can I do instead while I wait?",
      answer:
        "If you have a job offer, a residence visa for employment may be possible. Highly qualified people with a qualifying contract may use the EU Blue Card. You can also look at Germany's Opportunity Card, Austria's Job Seeker visa or Sweden's permit to look for work.",
    },
  ],
  related: ["germany-opportunity-card", "austria-job-seeker-visa", "sweden-job-seeker-visa"],
  figures: [
    { value: "23 October 2025", source: LAW_61_2025, checked: CHECKED_TODAY },
    { value: "October 2025", source: LAW_61_2025, checked: CHECKED_TODAY },
    { value: "120 days", source: PARLIAMENT_TEXT, checked: CHECKED_TODAY },
    { value: "60 days", source: OLD_VISA, checked: CHECKED_TODAY },
  ],
  names: ["Law 61/2025"],
  sources: [PORTUGAL_VISA_PORTAL, MNE_JOB_SEEKER, LAW_61_2025, PARLIAMENT_TEXT, OLD_VISA, END_OF_MANIFESTATION, PORTUGAL_AIMA],
};
