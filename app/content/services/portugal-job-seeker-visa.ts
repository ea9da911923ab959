import type { Service } from "../types";

export const service: Service = {
  slug: "portugal-job-seeker-visa",
  title: "Portugal Job Seeker Visa",
  shortTitle: "Portugal Job Seeker",
  category: "job-seeker",
  country: "portugal",
  summary:
    "Portugal closed its general job seeker visa on 23 October 2025. A new visa for qualified job seekers exists in law; check if applications are open.",
  whoItSuits: [
    "Until 22 October 2025, Portugal offered a general job seeker visa: 120 days in Portugal to look for work, which could be extended by 60 days. On 23 October 2025, Law 61/2025 came into force. Portuguese consulates and visa centres stopped accepting applications for the old visa, and existing appointments were cancelled.",
    "The new law creates a job seeker visa for qualified work (visto para procura de trabalho qualificado). It is for people with specialised technical skills. A government order (portaria) must define which skills and professions qualify, and applications can only be accepted once that regulation is in force. When we last checked, it had not been published. Always check the official visa portal for the current position.",
    "This page suits qualified professionals who want to work in Portugal. We help you prepare so that you can apply quickly if the new visa opens and you qualify. We also look at routes that are open now, such as a work visa with a job offer, the EU Blue Card with a qualifying contract, or job seeker routes in other countries.",
  ],
  eligibility: [
    "The old general job seeker visa is closed to new applications since 23 October 2025.",
    "The new visa is for people with specialised technical skills, as defined by a ministerial order that had not been published when we last checked. Expect to prove your qualifications and experience in a listed field.",
    "Under Law 61/2025, the new visa allows 120 days in Portugal to look for qualified work, extendable by 60 days, and is valid for Portugal only, not for travel to other Schengen countries.",
    "If you do not find work and start your residence application before the visa ends, you must leave Portugal and wait one year before applying for this visa again.",
    "Under the old rules, applicants also had to show money equal to at least three months of the Portuguese minimum wage, travel insurance, a return ticket and a criminal record certificate. Similar conditions are likely, but the final list will be set by the new regulation.",
    "A passport valid for at least 3 months beyond your planned stay.",
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
        "We track the official visa portal and the official gazette. When the ministerial order is published, we check your profile against the list of qualifying skills and the final document list.",
    },
    {
      title: "Application",
      detail:
        "When applications open, you book an appointment with the Portuguese consular post or its visa centre in India and submit your national visa application. We review your file before submission.",
    },
    {
      title: "In Portugal",
      detail:
        "If you get the visa, you travel to Portugal, register with the employment institute (IEFP) if required, and look for work. When you sign an employment contract, you apply for a residence permit with AIMA before your visa ends.",
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
    "Any extra documents listed in the new ministerial order once it is published",
  ],
  processingTime: {
    text:
      "Not available yet. The new qualified job seeker visa was not accepting applications when we last checked, because its regulation had not been published. Processing times will be set by the consular posts once applications open. Check the official visa portal for the current status.",
    source: { label: "Portuguese Ministry of Foreign Affairs: visa portal", url: "https://vistos.mne.gov.pt/en/" },
  },
  governmentFee: {
    text:
      "No fee had been published for the new visa when we last checked. Portuguese national visa fees and visa-centre service charges are listed on the official visa portal; check the amount there when applications open. Government fees are separate from our consultancy fee.",
    source: { label: "Portuguese Ministry of Foreign Affairs: visa portal", url: "https://vistos.mne.gov.pt/en/" },
  },
  recentChanges: [
    "23 October 2025: Law 61/2025 ended the general job seeker visa. Consulates and visa centres stopped accepting applications and cancelled existing appointments.",
    "The new job seeker visa for qualified work is valid for Portugal only and depends on a ministerial order that defines the qualifying skills. It cannot be applied for until that order is in force.",
    "Law 61/2025 also tightened family reunification, which generally now requires two years of legal residence first, with some exceptions.",
    "Portugal no longer lets people enter on another visa and then regularise their stay through a 'manifestation of interest'. You need the right visa before you travel.",
    "October 2023: AIMA replaced SEF as the agency for residence permits in Portugal.",
  ],
  faqs: [
    {
      question: "Can I still apply for the Portugal job seeker visa?",
      answer:
        "Not the old general visa. It closed on 23 October 2025. The new visa for qualified work exists in law, but applications depend on a ministerial order that had not been published when we last checked. Check the official visa portal, vistos.mne.gov.pt, for the latest position.",
    },
    {
      question: "Someone is offering me a Portugal job seeker visa appointment. Is it genuine?",
      answer:
        "Be very careful. Appointments for the old visa were cancelled, and the new visa opens only when the official regulation is in force. Anyone selling appointments or promising approval should be treated with suspicion. The official source is the Portuguese foreign ministry's visa portal.",
    },
    {
      question: "Can I travel to other Schengen countries on the new visa?",
      answer:
        "No. Under Law 61/2025, the new job seeker visa is valid only for Portugal.",
    },
    {
      question: "Can I go to Portugal as a tourist and look for work?",
      answer:
        "A Schengen visitor visa does not let you work, and Portugal no longer allows people to switch to a residence permit after entering as visitors through a 'manifestation of interest'. If you get a job, you normally apply for a work visa from India.",
    },
    {
      question: "What can I do instead while I wait?",
      answer:
        "If you have a job offer, a residence visa for employment may be possible. Highly qualified people with a qualifying contract may use the EU Blue Card. You can also look at Germany's Opportunity Card, Austria's Job Seeker visa or Sweden's permit to look for work.",
    },
  ],
  related: ["germany-opportunity-card", "austria-job-seeker-visa", "sweden-job-seeker-visa"],
  sources: [
    { label: "Portuguese Ministry of Foreign Affairs: visa portal", url: "https://vistos.mne.gov.pt/en/" },
    { label: "AIMA: Agency for Integration, Migration and Asylum", url: "https://aima.gov.pt" },
    { label: "Diário da República (Law 61/2025 of 22 October)", url: "https://diariodarepublica.pt" },
  ],
  lastReviewed: "2026-11-22",
};
