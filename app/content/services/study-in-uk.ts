import type { Service, Source } from "../types";
import {
  APPENDIX_STUDENT,
  GRADUATE_VISA,
  HEALTH_CHARGE_ORDER_2024,
  HEALTHCARE_SURCHARGE,
  HOME_OFFICE_FEES,
  STUDENT_MONEY_2025,
  UK_STUDENT_MONEY,
  UK_STUDENT_VISA,
} from "../sources/uk";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const SPONSOR_REGISTER: Source = {
  label: "GOV.UK: Register of licensed student sponsors",
  url: "https://www.gov.uk/government/publications/register-of-licensed-sponsors-students",
};

export const service: Service = {
  slug: "study-in-uk",
  title: "Study in the UK",
  shortTitle: "Study in the UK",
  category: "study",
  country: "united-kingdom",
  summary:
    "Plan UK study from India: choosing a course, applying through UCAS or direct, real costs, work rights, the Graduate route and recent rule changes.",
  whoItSuits: [
    "The UK suits students who want a shorter degree with strong global recognition. Many master's degrees last only one year, and most bachelor's degrees in England are shorter than a four-year Indian BTech. All teaching is in English.",
    "It suits you if your family can pay tuition and living costs without relying on part-time work, and you want the option to work in the UK after graduating on the Graduate route. Plan realistically: the Graduate route is becoming shorter for most graduates, and sponsored work visas after study now need higher salaries and better English.",
    "This page helps you choose a course and university and get an offer. For the visa application itself, see our UK Student visa page.",
  ],
  eligibility: [
    "An offer from a university or college that holds a Home Office Student sponsor licence. You can check the register of licensed student sponsors on GOV.UK.",
    "The academic entry requirements set by the university, for example your Class 12 marks for an undergraduate course, or a recognised bachelor's degree with the required grade for a master's.",
    "English at the level the university asks for. For the visa, degree-level study needs at least level B2, which many universities assess themselves. Others ask for a test such as IELTS.",
    "Enough money for your first year's tuition (or the unpaid balance) plus the Home Office living-cost amount, held in the right way before you apply for the visa.",
    "An ATAS certificate for some postgraduate subjects in science, engineering and technology, if your course requires it.",
    "Age 16 or over for the Student visa. Younger pupils use the Child Student route.",
    "If you want to bring your partner or children: since January 2024 this is mainly allowed for postgraduate research courses such as a PhD, and for some government-sponsored students on longer courses.",
  ],
  process: [
    {
      title: "Goals and budget consultation",
      detail:
        "We talk about your subject, career plans and total budget for fees and living costs. We are honest if your budget fits some cities and courses better than others.",
    },
    {
      title: "Shortlist courses",
      detail:
        "We help you compare courses, entry requirements, fees, location and graduate outcomes. We check that each university is a licensed student sponsor.",
    },
    {
      title: "Applications",
      detail:
        "Undergraduate applications go through UCAS. For most courses the main deadline is in late January; medicine, dentistry and Oxford or Cambridge courses have an earlier deadline in mid-October. Check the exact dates on the UCAS website. Postgraduate applications usually go straight to the university. We help you with your statement of purpose, CV and references.",
    },
    {
      title: "English test and offers",
      detail:
        "You take an English test if the university needs one, and you meet any conditions in your offer. We help you compare offers and choose.",
    },
    {
      title: "Deposit and CAS",
      detail:
        "You accept your offer, pay any deposit the university asks for and give the information it needs to issue your Confirmation of Acceptance for Studies (CAS).",
    },
    {
      title: "Funds and Student visa",
      detail:
        "You hold the required money for 28 days in a row, take a TB test and apply for the Student visa. Our UK Student visa service covers this step in detail.",
    },
    {
      title: "Pre-departure",
      detail:
        "We help you with accommodation, travel dates, what to carry, and your first steps on arrival, such as collecting your university ID and registering with a GP.",
    },
  ],
  documents: [
    "Valid passport",
    "Class 10 and Class 12 mark sheets and certificates",
    "Degree certificate and full transcripts (for postgraduate applications)",
    "English test result, if the university asks for one",
    "Statement of purpose or UCAS personal statement",
    "Two letters of recommendation (academic or professional)",
    "CV, and portfolio if your course asks for one",
    "Proof of funds: bank statements or an education loan sanction letter",
    "ATAS certificate, if your course requires it",
    "Work experience letters, if relevant to your course",
  ],
  processingTime: {
    text: "Each university sets its own timeline for deciding applications. For the Student visa, you can apply up to 6 months before your course starts if you apply from outside the UK, and you will usually get a decision within 3 weeks.",
    source: UK_STUDENT_VISA,
    checked: CHECKED,
  },
  governmentFee: {
    text: "The main government costs are the Student visa application fee and the Immigration Health Surcharge, which you pay for each year of your visa. The surcharge is £776 a year for students, the rate in force since 6 February 2024 (it was £470); we found no later change by 28 November 2026. We could not confirm the Student visa application fee in force on 28 November 2026; we confirm it with you before you pay. Tuition fees are set by each university, and UCAS charges its own application fee. All of these are separate from our consultancy fee.",
    source: HEALTH_CHARGE_ORDER_2024,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "Since January 2024, most students on taught courses, including one-year master's degrees, cannot bring dependants.",
      source: UK_STUDENT_VISA,
      checked: CHECKED,
    },
    {
      text: "For Graduate route applications made on or after 1 January 2027, bachelor's and master's graduates get 18 months instead of 2 years. PhD graduates still get 3 years.",
      source: GRADUATE_VISA,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "Can I work while I study in the UK?",
      answer:
        "If you study at degree level at a university, you can usually work up to 20 hours a week during term time and full time during official vacations. Below degree level the limit is usually 10 hours a week. You cannot be self-employed or work as a professional sportsperson. Your eVisa shows your limit.",
    },
    {
      question: "What is the Graduate route?",
      answer:
        "It lets you stay and work in the UK after you finish your degree, without a job offer. It is 2 years for bachelor's and master's graduates who apply by 31 December 2026, and 18 months for those who apply on or after 1 January 2027. PhD graduates get 3 years. You can later switch to a Skilled Worker visa if you find a qualifying job.",
    },
    {
      question: "When are the intakes?",
      answer:
        "September is the main intake. Many universities also offer a January intake, and a few courses start in May. Start applying about a year ahead for September, especially for popular universities.",
    },
    {
      question: "Can I take my husband or wife with me?",
      answer:
        "Only in limited cases. Since January 2024, students on taught courses cannot bring dependants. Postgraduate research students, such as PhD students, and some government-sponsored students can still bring family.",
    },
    {
      question: "Do I need IELTS?",
      answer:
        "It depends on the university and course. Some universities accept high Class 12 English marks for some courses. For the visa, the university confirms your English level. For courses below degree level you usually need an approved English test.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "Your first year's tuition fee (minus anything you have already paid) plus the Home Office living-cost amount for each month of your course, up to 9 months. The money must be held for 28 days in a row before you apply. The monthly amount is higher in London. One report (VisaHQ, November 2025) gives £1,529 a month in London and £1,171 elsewhere from 11 November 2025; we could not confirm these from a second source on 28 November 2026. From 2 January 2025 the amounts were £1,483 and £1,136. We check the amount in force with you before you move money.",
    },
  ],
  related: ["uk-study-visa", "study-in-ireland", "uk-skilled-worker-visa"],
  figures: [
    { value: "£1,529 a month", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "£1,171", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "11 November 2025", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "VisaHQ, November 2025", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "28 November 2026", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "2 January 2025", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "£1,483", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "£1,136", source: STUDENT_MONEY_2025, checked: CHECKED_TODAY },
    { value: "level B2", source: APPENDIX_STUDENT, checked: CHECKED },
    { value: "16 or over", source: UK_STUDENT_VISA, checked: CHECKED },
    { value: "January 2024", source: UK_STUDENT_VISA, checked: CHECKED },
    { value: "28 days", source: UK_STUDENT_MONEY, checked: CHECKED },
    { value: "up to 9 months", source: UK_STUDENT_MONEY, checked: CHECKED },
    { value: "up to 20 hours a week", source: APPENDIX_STUDENT, checked: CHECKED },
    { value: "10 hours a week", source: APPENDIX_STUDENT, checked: CHECKED },
    { value: "2 years", source: GRADUATE_VISA, checked: CHECKED },
    { value: "31 December 2026", source: GRADUATE_VISA, checked: CHECKED },
    { value: "18 months", source: GRADUATE_VISA, checked: CHECKED },
    { value: "1 January 2027", source: GRADUATE_VISA, checked: CHECKED },
    { value: "3 years", source: GRADUATE_VISA, checked: CHECKED },
  ],
  names: ["Class 10", "Class 12"],
  sources: [
    HEALTH_CHARGE_ORDER_2024,
    STUDENT_MONEY_2025,
    UK_STUDENT_VISA,
    UK_STUDENT_MONEY,
    APPENDIX_STUDENT,
    GRADUATE_VISA,
    HOME_OFFICE_FEES,
    HEALTHCARE_SURCHARGE,
    SPONSOR_REGISTER,
    { label: "UCAS: undergraduate applications", url: "https://www.ucas.com" },
  ],
};
