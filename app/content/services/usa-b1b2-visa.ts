import type { Service } from "../types";
import {
  CONSULAR_FEE_RULE,
  DOS_VISA_FEES,
  DOS_VISITOR_VISA,
  DOS_WAIT_TIMES,
  VISA_INTEGRITY_LAW,
  VISA_INTEGRITY_STATUS,
} from "../sources/usa";

const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "usa-b1b2-visa",
  title: "USA B1/B2 Visitor Visa",
  shortTitle: "USA Visitor Visa",
  category: "visitor",
  country: "usa",
  summary:
    "US visitor visa for holidays, family visits and business meetings: who qualifies, the interview, documents, fees and current waiting times.",
  whoItSuits: [
    "The B1/B2 visa is for short trips to the US: holidays, visiting family or friends, medical treatment, conferences, business meetings or contract negotiations. Most Indian travellers receive a combined B1/B2 visa that covers both business and tourism.",
    "It suits people with a clear reason for the trip, enough money to pay for it, and strong ties to India such as a job, a business, studies, property or close family. The key question at the interview is whether the officer believes you will return home after your visit.",
    "You cannot work for a US employer, be paid by a US source (apart from narrow exceptions) or study full time on this visa. For those, you need a different visa.",
  ],
  eligibility: [
    "A temporary, permitted purpose: tourism, visiting family or friends, medical treatment, or business activities such as meetings, conferences and negotiations.",
    "You must show that you will leave the US after your visit. US law presumes every visitor intends to immigrate until they show otherwise (section 214(b)).",
    "Strong ties outside the US, for example a job, business, studies, property or close family in India.",
    "Enough money to pay for the trip, or a sponsor (such as a family member or your employer) who will pay.",
    "No plan to work without permission or to study full time.",
    "A valid passport and no ground of inadmissibility, such as a past overstay, visa fraud or certain criminal convictions.",
    "In most cases, you must attend an in-person interview, and you should apply in your country of nationality or residence. Interview waivers ('dropbox') are now limited to a narrow group, such as some people renewing a full-validity visitor visa soon after it expires.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We discuss your purpose, travel history, work and family situation and any past refusals, and tell you honestly how strong your case looks.",
    },
    {
      title: "DS-160 application form",
      detail:
        "You complete the online DS-160 form, including the social media names you have used for the period the form asks about. We check it with you before you submit, because mistakes are hard to fix later.",
    },
    {
      title: "Fee payment and appointments",
      detail:
        "You pay the visa application fee, which is not refunded if the visa is refused, and book two appointments on the official US visa appointment system for India: biometrics at a Visa Application Centre and the interview at the embassy or a consulate.",
    },
    {
      title: "Documents and interview practice",
      detail:
        "We prepare a document set that matches your DS-160 and practise common interview questions with you, so you can answer clearly and honestly in your own words.",
    },
    {
      title: "Biometrics",
      detail: "You give fingerprints and a photograph at the Visa Application Centre on your appointment date.",
    },
    {
      title: "Interview",
      detail:
        "A consular officer asks about your trip and your life in India. Many decisions are given at the end of the interview. Some cases go into 'administrative processing' (section 221(g)), which can take extra weeks.",
    },
    {
      title: "Passport return and travel",
      detail:
        "If approved, your passport comes back with the visa. At the US airport, an officer decides whether to admit you and for how long. Check your I-94 record online after you arrive and leave before the date it shows.",
    },
  ],
  documents: [
    "Passport valid for your whole planned stay (extra validity is safer), plus old passports with any previous US visas",
    "DS-160 confirmation page",
    "Appointment confirmation and visa fee receipt",
    "Photograph that meets US visa photo rules (uploaded with the DS-160)",
    "Employment letter with your role, salary and approved leave, plus recent payslips (or business registration and accounts if self-employed, or student ID if studying)",
    "Recent income tax returns",
    "Recent bank statements covering several months",
    "Simple travel plan (do not buy non-refundable tickets before you have the visa)",
    "Invitation letter from your host in the US and a copy of their US status document, for family visits",
    "Invitation letter from the US company or event organiser, for business trips",
    "Letter from the US doctor or hospital with a cost estimate and proof of funds, for medical treatment",
    "Proof of ties, such as property papers or details of family in India",
    "Copies of any previous visa refusal letters",
  ],
  processingTime: {
    text: "Interview waiting times in India differ by city and change often; at busy times they have run to many months. The State Department publishes the current wait for New Delhi, Mumbai, Chennai, Hyderabad and Kolkata on its wait-time tool. We could not read the wait-time tool from here on 28 November 2026; we look up the current wait for your city with you when you book. Most cases are decided at the interview, but administrative processing can add weeks or more.",
    source: DOS_WAIT_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The visa application fee for a B1/B2 visitor visa is USD 185, the amount in force since 17 June 2023 under the State Department's schedule of fees for consular services (it was USD 160 before). We found no later change by 28 November 2026. It is not refunded if the visa is refused. Our consultancy fees are separate from government fees.",
    source: CONSULAR_FEE_RULE,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "A law passed by Congress in July 2025 (H.R. 1, the One Big Beautiful Bill Act) created a 'visa integrity fee' of at least USD 250, charged when a nonimmigrant visa is issued, on top of the application fee. We could not confirm on 28 November 2026 whether it is being collected: DHS said in July 2025 that collection would be set out in a later notice, and we found no report that it has started. We tell you before your interview if it applies.",
      source: VISA_INTEGRITY_STATUS,
      checked: CHECKED_TODAY,
    },
  ],
  faqs: [
    {
      question: "How long can I stay in the US on a B1/B2 visa?",
      answer:
        "The visa's validity (often several years for Indian citizens) is not the same as how long you may stay. The officer at the airport decides the length of each stay. Check the date on your I-94 record and leave before it.",
    },
    {
      question: "My visa was refused under section 214(b). Can I apply again?",
      answer:
        "Yes. There is no appeal, but you can apply again with a new form and fee. It is only worth reapplying if your situation has changed or you can explain your ties and purpose more clearly than before.",
    },
    {
      question: "Can I attend a business meeting or conference on this visa?",
      answer:
        "Yes. Meetings, conferences, negotiations and similar business visits are allowed. Doing productive work for a US company, or being paid by a US source, is not allowed.",
    },
    {
      question: "Can my parents visit me in the US?",
      answer:
        "Yes, parents often visit on B1/B2 visitor visas. An invitation letter helps, but the officer mainly looks at your parents' own ties to India, their finances and the purpose and length of the trip. Older parents should expect to attend an interview too.",
    },
    {
      question: "Can I do a short course on a visitor visa?",
      answer:
        "A short recreational course that is not for credit can be part of a visit. Any course for academic credit, or full-time study, needs a student visa.",
    },
  ],
  related: ["travel-visas", "usa-study-visa", "usa-h1b-visa"],
  figures: [],
  names: ["214(b)", "221(g)"],
  sources: [
    DOS_VISITOR_VISA,
    DOS_VISA_FEES,
    CONSULAR_FEE_RULE,
    VISA_INTEGRITY_LAW,
    VISA_INTEGRITY_STATUS,
    DOS_WAIT_TIMES,
    { label: "US Embassy and Consulates in India: Visas", url: "https://in.usembassy.gov/visas/" },
    { label: "US Customs and Border Protection: I-94", url: "https://i94.cbp.dhs.gov/" },
  ],
};
