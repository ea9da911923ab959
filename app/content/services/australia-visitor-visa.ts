import type { Service } from "../types";
import { CHARGES_2026, HOME_AFFAIRS_PRICING, HOME_AFFAIRS_PROCESSING_TIMES, ONSHORE_STUDENT_BAN, VISITOR_600 } from "../sources/australia";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

export const service: Service = {
  slug: "australia-visitor-visa",
  title: "Australia Visitor Visa (Subclass 600)",
  shortTitle: "Australia Visitor Visa",
  category: "visitor",
  country: "australia",
  summary:
    "Visit Australia for tourism, family visits or business meetings on the subclass 600 visitor visa, with a clear checklist and realistic timelines.",
  whoItSuits: [
    "This service suits people who want to visit Australia for a holiday, to see family or friends, or for short business activities such as meetings and conferences. Indian passport holders cannot use the Electronic Travel Authority or eVisitor, so they usually apply for the subclass 600 visitor visa.",
    "Parents visiting children who study, work or live in Australia are among our most common visitor clients. We help you choose the right stream and present your purpose, funds and ties to home clearly.",
    "A visitor visa does not allow you to work. If you plan to work, or to study for longer than a visitor is allowed to, you need a different visa, and we will tell you so.",
  ],
  eligibility: [
    "A genuine temporary visit: a clear purpose and a plan to leave Australia before your permitted stay ends.",
    "Enough money to pay for your trip and stay, or a host or sponsor who can support you.",
    "Health and character requirements. A medical exam may be needed, for example for long stays or for older applicants.",
    "No outstanding debts to the Australian Government.",
    "Tourist stream: travel for a holiday, to visit family or friends, or for a short course (visitors may study only for a limited time).",
    "Business Visitor stream: short business activities such as meetings, conferences or contract negotiations only, not work for an Australian business.",
    "Sponsored Family stream: a sponsor who is an Australian citizen or permanent resident and an eligible relative. The Department may ask the sponsor for a security bond.",
    "For the offshore streams, you must be outside Australia when you apply and when the decision is made.",
  ],
  process: [
    {
      title: "First consultation",
      detail:
        "We ask about the purpose and length of your trip, who you will visit, your job, your finances and your travel history. Then we recommend a stream.",
    },
    {
      title: "Document checklist",
      detail:
        "We give you a personal checklist and review each document. We make sure your bank records, leave letter and invitation letter tell the same story.",
    },
    {
      title: "Online application",
      detail:
        "The application is lodged online through ImmiAccount and the visa charge is paid. We help you complete the form accurately, including your travel and visa history.",
    },
    {
      title: "Biometrics and health checks",
      detail:
        "If the Department asks, you give fingerprints and a photo at an Australian Visa Application Centre, or do a medical exam with an approved panel doctor.",
    },
    {
      title: "Decision",
      detail: "The Department of Home Affairs decides the application. It may ask for more information; we help you respond on time.",
    },
    {
      title: "Before you travel",
      detail:
        "We explain your visa conditions: how long each stay can be, whether you can enter once or many times, the no-work condition and any 'no further stay' condition.",
    },
  ],
  documents: [
    "Passport valid for your whole trip, plus copies of old passports with past visas",
    "Recent bank statements covering the last several months",
    "Income tax returns or Form 16 for recent years",
    "Employment letter with approved leave, or business registration documents if self-employed",
    "Invitation letter from your host in Australia, with a copy of their passport or visa",
    "Evidence of your host's status in Australia (citizenship, permanent residence or current visa)",
    "Proof of relationship to your host, such as birth certificates",
    "Travel plan or itinerary",
    "Evidence of ties to India, such as property papers or family responsibilities",
    "For business visits: invitation from the Australian organisation and a letter from your employer",
    "For a child travelling without both parents: consent from the parent who is not travelling",
  ],
  processingTime: {
    text: "Processing times vary by stream and by the time of year; school holidays and festival seasons are busier. Apply well before your travel date. Home Affairs publishes only the times of recently decided applications, which change every month; we could not read them from here on 28 November 2026, so we give you the current time for your stream before you book flights.",
    source: HOME_AFFAIRS_PROCESSING_TIMES,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The visa charge depends on the stream and on whether you apply inside or outside Australia. Most visa charges rose by 25 per cent on 1 July 2026, according to two migration sources (Peak Migration and Wise Kangaroo, July 2026); we could not confirm the subclass 600 charge in force from that day, and we confirm it with you before you pay. A security bond may be requested in the Sponsored Family stream. Medicals and biometrics, if needed, may cost extra. Government fees are separate from our consultancy fees.",
    source: CHARGES_2026,
    checked: CHECKED_TODAY,
  },
  recentChanges: [
    {
      text: "Since 1 July 2024, visitor visa holders in Australia can no longer apply for a student visa from inside Australia. If study is your real plan, apply for a student visa from outside Australia.",
      source: ONSHORE_STUDENT_BAN,
      checked: CHECKED,
    },
  ],
  faqs: [
    {
      question: "How long can I stay in Australia on a visitor visa?",
      answer:
        "The Department decides how long each stay can be, and it differs by stream and by your circumstances; Business Visitor stays are usually shorter than Tourist stays. The visa may allow one entry or many entries. Your grant letter shows the exact terms.",
    },
    {
      question: "Can I work or study on this visa?",
      answer:
        "You cannot work for an Australian business or sell goods or services to the public. You can do only short study or training; your visa conditions set the limit. For longer study, apply for a student visa from outside Australia.",
    },
    {
      question: "My parents want to visit for long periods. What are the options?",
      answer:
        "Parents can apply for a visitor visa in the Tourist or Sponsored Family stream. Parents of Australian citizens and permanent residents may also consider the Sponsored Parent (Temporary) visa, subclass 870, which allows longer stays after the child is approved as a sponsor. We compare both with you.",
    },
    {
      question: "Does an invitation letter guarantee a visa?",
      answer:
        "No. An invitation letter helps explain your purpose, but the Department looks at your whole situation, including funds, ties to home and past travel. No adviser can guarantee a grant.",
    },
    {
      question: "What happens if my visa is refused?",
      answer:
        "Read the refusal letter carefully; it lists the reasons. You can usually apply again from outside Australia with better evidence. We review the reasons with you before you reapply.",
    },
  ],
  related: ["travel-visas", "australia-student-visa", "family-visas", "australia-work-visa"],
  figures: [],
  sources: [
    CHARGES_2026,
    VISITOR_600,
    {
      label: "Department of Home Affairs: Sponsored Parent (Temporary) visa (subclass 870)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/sponsored-parent-temporary-870",
    },
    ONSHORE_STUDENT_BAN,
    HOME_AFFAIRS_PROCESSING_TIMES,
    HOME_AFFAIRS_PRICING,
  ],
};
