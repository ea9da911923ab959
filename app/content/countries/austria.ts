import type { Country } from "../types";

export const country: Country = {
  slug: "austria",
  name: "Austria",
  tagline: "High living standards in the heart of Europe, with the points-based Red-White-Red Card for skilled workers.",
  summary:
    "Austria for Indian applicants: Red-White-Red Card, job seeker visa for highly qualified people, EU Blue Card, Schengen visits and family rules.",
  why: [
    "Austria offers good salaries, excellent public services, safe cities and a central location in Europe. Vienna regularly ranks among the world's most liveable cities.",
    "The Red-White-Red Card is a points-based permit for very highly qualified people, skilled workers in shortage occupations, other key workers, graduates of Austrian universities, self-employed key workers and start-up founders.",
    "Highly qualified people who score enough points (at least 70) can get a six-month job seeker visa to look for work in Austria, then apply for a Red-White-Red Card once they find a suitable job.",
    "German is the main language. English is common in international companies and universities, but German makes daily life and most job searches much easier.",
  ],
  pathways: [
    {
      service: "austria-job-seeker-visa",
      blurb: "A six-month job seeker visa for highly qualified people, leading to the Red-White-Red Card once you find a job.",
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
      blurb: "Bringing a spouse and children to Austria as family members of a Red-White-Red Card or Blue Card holder.",
    },
  ],
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
        "It is Austria's main residence and work permit for qualified people from outside the EU. You qualify by scoring points for qualifications, work experience, language skills and age, and in most categories by having a job offer that meets a minimum salary. It is usually valid for two years and can lead to longer-term residence.",
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
  sources: [
    { label: "Migration.gv.at (official Austrian portal)", url: "https://www.migration.gv.at/en/" },
    { label: "EU Immigration Portal", url: "https://immigration-portal.ec.europa.eu/" },
  ],
  lastReviewed: "2026-11-22",
};
