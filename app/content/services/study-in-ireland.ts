import type { Service, Source } from "../types";
import {
  EDUCATION_IN_IRELAND_VISAS,
  IRELAND_REGISTRATION,
  IRELAND_SINGLE_MULTIPLE,
  IRELAND_TLGP,
  IRELAND_VISA_FEES,
  IRISH_IMMIGRATION,
  STAMP_2_WORK,
  STUDY_FEE_ADVANCE,
} from "../sources/ireland";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const FINANCE_2025: Source = {
  label: "Irish Immigration Service: reminder on student finance requirements from 30 June 2025",
  url: "https://www.irishimmigration.ie/ru/reminder-on-student-finance-requirements-from-30-june-2025",
};
const ILEP: Source = {
  label: "Irish Immigration Service: Interim List of Eligible Programmes (ILEP) and TrustEd Ireland",
  url: "https://irishimmigration.ie/tr/coming-to-study-in-ireland/what-are-my-study-options/interim-list-of-eligible-programmes-ilep",
};
const TRUSTED_IRELAND: Source = {
  label: "Quality and Qualifications Ireland (QQI): what is TrustEd Ireland (higher education providers)",
  url: "https://qqi.ie/what-we-do/quality-assurance-of-education-and-training/what-is-trusted-ireland/he",
};

export const service: Service = {
  slug: "study-in-ireland",
  title: "Study in Ireland",
  shortTitle: "Study in Ireland",
  category: "study",
  country: "ireland",
  summary:
    "Study in Ireland from India: choosing a course, the study visa, the funds rule, part-time work and the Stamp 1G stay-back after graduation.",
  whoItSuits: [
    "Ireland suits students who want an English-speaking country in the EU, with many international technology, pharmaceutical and finance employers. One-year taught master's degrees are common, and degrees are placed on Ireland's National Framework of Qualifications (NFQ).",
    "It suits you if your family can show the required funds for fees and living costs, you are ready for high rents (especially in Dublin), and you want time after graduation to find work. The Third Level Graduate Programme (Stamp 1G) gives up to 12 months after an honours bachelor's degree (NFQ Level 8) and up to 24 months after a master's (Level 9) or higher.",
    "Indian citizens need a long-stay study visa for courses of more than 3 months. We help with both admission and the visa application.",
  ],
  eligibility: [
    "An offer for a full-time course that is eligible for student immigration permission, from a provider listed on the Interim List of Eligible Programmes (ILEP). Ireland is moving to the TrustEd Ireland quality mark, so check your course's status when you apply.",
    "Tuition fees paid as the study visa rules require before you apply, with the official receipt. If your course fee is under EUR 6,000 you pay all of it; otherwise you pay at least EUR 6,000 before you apply.",
    "Evidence that you can access at least €10,000 for your living costs, plus your course fees, without relying on public funds or casual work.",
    "Bank statements covering the period the visa guidelines ask for, showing how the money was built up.",
    "English at the level your institution asks for, usually shown with an accepted test such as IELTS.",
    "Private medical insurance for your stay.",
    "A clear explanation of any gaps in your education or work history, and an intention to leave Ireland when your permission ends.",
  ],
  process: [
    {
      title: "Course and budget consultation",
      detail:
        "We talk about your subject, career plans and budget, including rent in different cities. We explain the real costs, not only the tuition fee.",
    },
    {
      title: "Shortlist and applications",
      detail:
        "Students from outside the EU usually apply directly to each university or college. We help you choose courses that are eligible for student immigration permission and prepare your statement of purpose, CV and references.",
    },
    {
      title: "Offer and fee payment",
      detail:
        "You accept an offer and pay the part of the fee the visa rules require before you apply. Keep the official payment receipt and the college's confirmation.",
    },
    {
      title: "Study visa application",
      detail:
        "You apply online through the Irish visa system (AVATS), then submit your documents and biometrics at the visa centre as instructed. We check your documents, especially your bank statements, before you submit.",
    },
    {
      title: "Decision",
      detail:
        "The visa office decides. If you are refused, you can appeal within the time limit stated in the refusal letter, so it is worth understanding the reasons before you appeal or reapply. Do not book non-refundable travel until your visa is approved.",
    },
    {
      title: "Arrival and registration",
      detail:
        "After you arrive, you register with immigration and receive your Irish Residence Permit (IRP) with Stamp 2, which allows part-time work. Registration usually costs €300. We help you prepare for the registration appointment.",
    },
    {
      title: "Studies, work and Stamp 1G",
      detail:
        "During your course you can work part time within the hour limits. After you get your final results, you can apply for Stamp 1G to stay and look for graduate work and an employment permit.",
    },
  ],
  documents: [
    "Valid passport, and old passports with earlier visas",
    "Letter of acceptance from the Irish institution",
    "Proof of tuition fee payment",
    "Bank statements showing at least €10,000 for living costs, plus funds for your fees",
    "Sponsor's letter, ID and income proof, if a parent or relative is paying",
    "Education loan sanction letter, if you have one",
    "English test result",
    "Academic mark sheets, certificates and degree",
    "Private medical insurance",
    "Signed cover letter explaining your course choice and plans",
    "Explanation of any gaps in your education or employment",
    "Passport photos",
    "Details of any earlier visa refusals for Ireland or other countries",
  ],
  processingTime: {
    text: "Processing times for study visas change through the year and are not fixed. The Irish Immigration Service publishes the latest visa decisions, and the visa office gives current processing information. Apply as early as the rules allow, and do not book non-refundable travel until your visa is approved.",
    source: IRISH_IMMIGRATION,
    checked: CHECKED,
  },
  governmentFee: {
    text: "You pay a visa application fee when you apply. You can ask for a single-entry or a multiple-entry visa; the multiple-entry fee is higher, it is granted at the visa officer's discretion, and if you are granted a single-entry visa instead, the difference is not refunded. The fee is EUR 60 for a single-entry visa and EUR 100 for a multiple-entry visa; we found no change by 28 November 2026. Visa-centre charges are extra, and all government fees are separate from our consultancy fee.",
    source: IRELAND_VISA_FEES,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "From 30 June 2025, students who do not need a visa must show the same amount of financial support as visa-required students, such as Indian citizens. The rules on funds are now the same for all international students.",
      source: FINANCE_2025,
      checked: CHECKED,
    },
    {
      text: "Providers that want to recruit students from outside the EU/EEA will need authorisation to use the TrustEd Ireland quality mark, awarded by Quality and Qualifications Ireland. The ILEP list will close after a transition period. Check that your course is eligible at the time you apply.",
      source: TRUSTED_IRELAND,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I work while studying in Ireland?",
      answer:
        "Yes, with Stamp 2 you can work up to 20 hours a week during most of the year, and up to 40 hours a week in June, July, August and September and from 15 December to 15 January. These are weekly maximums, not averages. You cannot be self-employed.",
    },
    {
      question: "What is Stamp 1G?",
      answer:
        "It is permission under the Third Level Graduate Programme to stay and work full time after your studies while you look for a graduate job and an employment permit. Level 8 graduates can get up to 12 months. Level 9 and higher graduates get twelve months at first, which can be renewed once, up to 24 months in total, if they show they are actively looking for graduate work.",
    },
    {
      question: "Can I bring my husband, wife or children?",
      answer:
        "Generally no. A student visa does not give your family the right to join you in Ireland. They would need to qualify under their own permission.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "At least €10,000 for living costs, plus your tuition fee, in bank statements that show how the money was built up. Large sudden deposits without a clear source often cause refusals.",
    },
    {
      question: "When are the intakes?",
      answer:
        "September is the main intake. Some universities and colleges also offer January or spring intakes for certain courses. Start applying well ahead, as popular courses fill early and the visa process takes time.",
    },
    {
      question: "Is a one-year Irish master's degree recognised?",
      answer:
        "Yes. A taught master's degree is at Level 9 of Ireland's National Framework of Qualifications. Check how employers or authorities in your target country treat it, especially for regulated professions.",
    },
  ],
  related: ["study-in-uk", "uk-study-visa", "study-in-canada"],
  figures: [
    { value: "up to 12 months", source: IRELAND_TLGP, checked: CHECKED },
    { value: "up to 24 months", source: IRELAND_TLGP, checked: CHECKED },
    { value: "more than 3 months", source: EDUCATION_IN_IRELAND_VISAS, checked: CHECKED },
    { value: "€10,000", source: EDUCATION_IN_IRELAND_VISAS, checked: CHECKED },
    { value: "€300", source: IRELAND_REGISTRATION, checked: CHECKED },
    { value: "under EUR 6,000", source: STUDY_FEE_ADVANCE, checked: CHECKED_TODAY },
    { value: "at least EUR 6,000", source: STUDY_FEE_ADVANCE, checked: CHECKED_TODAY },
    { value: "up to 20 hours a week", source: STAMP_2_WORK, checked: CHECKED },
    { value: "up to 40 hours a week", source: STAMP_2_WORK, checked: CHECKED },
    { value: "15 December to 15 January", source: STAMP_2_WORK, checked: CHECKED },
  ],
  names: ["Stamp 1G", "Stamp 2", "Level 8", "Level 9"],
  sources: [
    IRELAND_VISA_FEES,
    STUDY_FEE_ADVANCE,
    IRISH_IMMIGRATION,
    EDUCATION_IN_IRELAND_VISAS,
    FINANCE_2025,
    IRELAND_TLGP,
    IRELAND_SINGLE_MULTIPLE,
    IRELAND_REGISTRATION,
    STAMP_2_WORK,
    ILEP,
    TRUSTED_IRELAND,
  ],
};
