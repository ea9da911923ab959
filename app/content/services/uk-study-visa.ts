import type { Service, Source } from "../types";
import {
  APPENDIX_STUDENT,
  GRADUATE_VISA,
  HEALTH_CHARGE_ORDER_2024,
  HEALTHCARE_SURCHARGE,
  HOME_OFFICE_FEES,
  STUDENT_MONEY_2025,
  TB_TEST,
  UK_PROCESSING_TIMES,
  UK_STUDENT_MONEY,
  UK_STUDENT_VISA,
} from "../sources/uk";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const EVISA: Source = { label: "GOV.UK: Online immigration status (eVisa)", url: "https://www.gov.uk/evisa" };

export const service: Service = {
  slug: "uk-study-visa",
  title: "UK Student Visa",
  shortTitle: "UK Student Visa",
  category: "study",
  country: "united-kingdom",
  summary:
    "Apply for the UK Student visa with your CAS: money held for 28 days, English, TB test, fees and timelines, with every document checked.",
  whoItSuits: [
    "This service is for students aged 16 or over who have an offer from a licensed UK university or college and now need the Student visa. You apply after your university issues your Confirmation of Acceptance for Studies (CAS).",
    "The rules on money are strict. The right amount must sit in the right kind of account for 28 days in a row, and the dates must line up with your application date. Small mistakes here cause many refusals, so we check everything before you apply.",
    "If you are still choosing a course or university, start with our Study in the UK page.",
  ],
  eligibility: [
    "An unconditional offer and a Confirmation of Acceptance for Studies (CAS) from a licensed student sponsor.",
    "Money for your first year's tuition fee as shown on your CAS (minus anything already paid), plus the Home Office living-cost amount for each month of your course, up to 9 months. The monthly amount is higher for study in London: one report gives £1,529 a month in London and £1,171 elsewhere from 11 November 2025, which we could not confirm from a second source on 28 November 2026 (from 2 January 2025: £1,483 and £1,136).",
    "The money held for at least 28 days in a row, with the last day of that period no more than 31 days before you apply.",
    "English at level B2 for degree-level study (your university may assess this itself), or level B1 through an approved English test for courses below degree level.",
    "Age 16 or over. If you are 16 or 17, you need written consent from your parents or legal guardian.",
    "A tuberculosis (TB) test certificate, because you are applying from India.",
    "An ATAS certificate if your course and nationality require one.",
    "A genuine intention to study. You may be asked to attend a short credibility interview about your course, your plans and your funding.",
  ],
  process: [
    {
      title: "CAS check",
      detail:
        "We check every detail on your CAS against your passport and documents: name, course dates, fees paid, and how your English was assessed. If something is wrong, your university must fix it before you apply.",
    },
    {
      title: "Funds planning",
      detail:
        "We work out the exact amount you need and whose account it can be in. Your own account, a parent's account with a consent letter, or an education loan letter from a regulated lender can all work if the rules are followed.",
    },
    {
      title: "TB test and documents",
      detail:
        "You take a TB test at a Home Office approved clinic and collect your documents. We review them against the CAS before you apply.",
    },
    {
      title: "Online application",
      detail:
        "You apply online on GOV.UK, up to 6 months before your course starts, and pay the visa fee and the Immigration Health Surcharge. We go through your answers with you before you submit.",
    },
    {
      title: "Biometrics and interview",
      detail:
        "You give your fingerprints and photo at a visa application centre in India. Some applicants are invited to a credibility interview. We help you prepare to talk clearly about your course and plans.",
    },
    {
      title: "Decision and eVisa",
      detail:
        "The Home Office usually decides within 3 weeks. Your permission is issued as an eVisa, which you access through your UKVI account. Check that all details are correct.",
    },
    {
      title: "Travel",
      detail:
        "For courses longer than 6 months, you can usually arrive up to 1 month before your course starts; for shorter courses, up to 1 week before. We help you plan travel and your first week.",
    },
  ],
  documents: [
    "Valid passport",
    "CAS reference number from your university",
    "Bank statements or an education loan letter showing the money held for 28 days",
    "If using a parent's money: their bank statements, a signed consent letter and your birth certificate",
    "Academic documents listed on your CAS (mark sheets, degree certificates)",
    "English evidence, if your CAS says you need it",
    "Tuberculosis test certificate from a Home Office approved clinic in India",
    "ATAS certificate, if your course requires one",
    "Written consent from parents or guardian, if you are 16 or 17",
    "Certified English translations of any document that is not in English or Welsh",
  ],
  processingTime: {
    text: "When you apply from outside the UK, the Home Office aims to decide Student visa applications within 3 weeks of your biometrics appointment. The weeks before the September intake are busy, so apply as soon as your CAS and funds are ready. Priority services may be available at extra cost.",
    source: UK_PROCESSING_TIMES,
    checked: CHECKED,
  },
  governmentFee: {
    text: "You pay the Student visa application fee and the Immigration Health Surcharge for each year of your visa. The surcharge is £776 a year for students, the rate in force since 6 February 2024 (it was £470); we found no later change by 28 November 2026. We could not confirm the Student visa application fee in force on 28 November 2026, and confirm it with you before you pay. The visa is usually a few months longer than your course, so the surcharge covers those months too. Visa centre charges and optional priority services are extra. All government fees are separate from our consultancy fee.",
    source: HEALTH_CHARGE_ORDER_2024,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "Graduate route applications made on or after 1 January 2027 give bachelor's and master's graduates 18 months instead of 2 years. PhD graduates keep 3 years.",
      source: GRADUATE_VISA,
      checked: CHECKED,
    },
    {
      text: "Since January 2024, most students on taught courses cannot bring dependants. Postgraduate research students and some government-sponsored students still can.",
      source: UK_STUDENT_VISA,
      checked: CHECKED,
    },
    {
      text: "The UK has replaced biometric residence permits (BRPs) and visa stickers with eVisas. You need a UKVI account to view and prove your status.",
      source: EVISA,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "How much money must be in my account, and for how long?",
      answer:
        "Your unpaid first-year tuition plus the Home Office living-cost amount for each month of your course, up to 9 months. The monthly amount is higher in London; we check the amount in force with you before you move money. The full amount must be in the account every day for 28 days in a row, and the statement must end no more than 31 days before you apply.",
    },
    {
      question: "Can I use an education loan?",
      answer:
        "Yes, if the loan comes from a government, a government-sponsored scheme or a regulated financial institution. The loan letter must be addressed to you, show the amount, and confirm the money will be available before you travel or paid directly to the university.",
    },
    {
      question: "Can my parents' money count?",
      answer:
        "Yes. You need their bank statements, a letter from them confirming that the money is available for your studies, and your birth certificate to prove the relationship.",
    },
    {
      question: "What is a credibility interview?",
      answer:
        "It is a short interview, usually by video, to check that you are a genuine student. You may be asked why you chose the course and university, how you will pay, and what you plan to do afterwards. Clear, honest answers in your own words matter most.",
    },
    {
      question: "Can I switch to a work visa after my course?",
      answer:
        "Usually yes. If you complete a UK degree, you can apply for the Graduate route, which does not need a job offer. You can also switch to a Skilled Worker visa if you have a qualifying job offer, often at the lower new entrant salary.",
    },
    {
      question: "My Student visa was refused. What can I do?",
      answer:
        "Read the refusal letter carefully. For many Student visa refusals you can ask for an administrative review if you think a mistake was made; the letter tells you how and by when. You can also make a new application that fixes the problem.",
    },
  ],
  related: ["study-in-uk", "uk-skilled-worker-visa", "study-in-ireland"],
  figures: [
    { value: "£1,529 a month", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "£1,171", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "11 November 2025", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "2 January 2025", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "£1,483", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "£1,136", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "16 or over", source: UK_STUDENT_VISA, checked: CHECKED },
    { value: "16 or 17", source: UK_STUDENT_VISA, checked: CHECKED },
    { value: "28 days", source: UK_STUDENT_MONEY, checked: CHECKED },
    { value: "31 days", source: UK_STUDENT_MONEY, checked: CHECKED },
    { value: "up to 9 months", source: UK_STUDENT_MONEY, checked: CHECKED },
    { value: "level B2", source: APPENDIX_STUDENT, checked: CHECKED },
    { value: "level B1", source: APPENDIX_STUDENT, checked: CHECKED },
    { value: "up to 6 months before your course starts", source: UK_STUDENT_VISA, checked: CHECKED },
    { value: "within 3 weeks", source: UK_STUDENT_VISA, checked: CHECKED },
    { value: "longer than 6 months", source: UK_STUDENT_VISA, checked: CHECKED },
    { value: "up to 1 month before", source: UK_STUDENT_VISA, checked: CHECKED },
    { value: "up to 1 week before", source: UK_STUDENT_VISA, checked: CHECKED },
  ],
  sources: [
    HEALTH_CHARGE_ORDER_2024,
    STUDENT_MONEY_2025,
    UK_STUDENT_VISA,
    UK_STUDENT_MONEY,
    APPENDIX_STUDENT,
    GRADUATE_VISA,
    HOME_OFFICE_FEES,
    HEALTHCARE_SURCHARGE,
    UK_PROCESSING_TIMES,
    EVISA,
    TB_TEST,
  ],
};
