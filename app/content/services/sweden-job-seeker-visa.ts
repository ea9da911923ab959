import type { Service, Source } from "../types";
import { SWEDEN_LOOK_FOR_WORK, SWEDEN_WORK_PERMIT_RULES_2026 } from "../sources/europe";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const LOOK_FOR_WORK: Source = {
  label: "Swedish Migration Agency: Look for work or start a business",
  url: "https://www.migrationsverket.se/en/you-want-to-apply/work/look-for-work/look-for-work-or-start-a-business.html",
};
const FEES: Source = {
  label: "Swedish Migration Agency: fees for work permit applications (Avgifter)",
  url: "https://www.migrationsverket.se/Privatpersoner/Arbeta-i-Sverige/Avgifter.html",
};
const SALARY_RULE: Source = {
  label: "Swedish Migration Agency: the maintenance requirement for work permits is now in force (1 November 2023)",
  url: "https://www.migrationsverket.se/English/About-the-Migration-Agency/For-press/News-archive/News-archive-2023/2023-11-01-The-new-maintenance-requirement-for-work-permits-is-now-in-force.html",
};

export const service: Service = {
  slug: "sweden-job-seeker-visa",
  title: "Sweden Residence Permit to Look for Work",
  shortTitle: "Sweden Job Seeker",
  category: "job-seeker",
  country: "sweden",
  summary:
    "Sweden's residence permit for people with a master's-level degree to spend 3 to 9 months looking for work or exploring starting a business.",
  whoItSuits: [
    "Sweden gives highly qualified people a residence permit to come to Sweden to look for work or to explore starting their own business. You need a completed degree at advanced level, which means master's level or higher.",
    "It suits master's and PhD graduates, and people with a long professional degree, who have savings for the whole stay and want to meet Swedish employers in person. Common fields are IT, engineering, life sciences and research.",
    "The permit lasts from 3 to 9 months. Your family cannot move to Sweden with you on this permit. It is for searching, not for working: when you get a job offer, you apply for a work permit or an EU Blue Card.",
  ],
  eligibility: [
    "A completed degree equal to a Swedish second-cycle (advanced-level) qualification: a 60-credit or 120-credit master's degree, a professional degree of 60 to 330 credits, or a PhD-level degree. A bachelor's degree alone is not enough.",
    "A real plan to look for work or to explore starting your own business in Sweden.",
    "Bank savings of at least SEK 13,000 for each month you apply for, plus enough money for your journey home.",
    "Comprehensive health insurance valid in Sweden for your whole stay, covering emergency and other medical care, hospital stays, emergency dental care and medical repatriation.",
    "A valid passport. You cannot get a permit for longer than your passport is valid, so renew it first if it expires soon.",
    "You must be outside Sweden when you apply.",
    "A signed consent letter that lets the Swedish Council for Higher Education check your degree.",
  ],
  process: [
    {
      title: "Degree and savings check",
      detail:
        "We check that your degree counts as advanced level and help you decide how many months to apply for, based on your savings and plans.",
    },
    {
      title: "Job search plan",
      detail:
        "We help you research Swedish employers in your field and prepare a CV in the format Swedish employers expect, so you can use your months in Sweden well.",
    },
    {
      title: "Documents and insurance",
      detail:
        "You collect your degree documents, bank statements and a health insurance policy that meets the Swedish Migration Agency's requirements, and sign the consent letter for degree verification.",
    },
    {
      title: "Online application",
      detail:
        "You apply online on the Swedish Migration Agency's website and pay the application fee. We review your application with you before you submit it.",
    },
    {
      title: "Passport check and decision",
      detail:
        "The Swedish Migration Agency tells you how to show your passport, usually at a Swedish embassy or consulate, where you may also give fingerprints and a photo. The agency decides, and if you are approved you receive a residence permit card.",
    },
    {
      title: "In Sweden: job search and switch",
      detail:
        "You look for work or explore your business idea. When you get a job offer that meets the work permit rules, including the minimum salary, your employer starts a work permit application.",
    },
  ],
  documents: [
    "Copy of your passport's personal details page and the pages showing its validity",
    "Degree certificate and full transcripts for your master's or higher degree",
    "Signed consent letter for the Swedish Council for Higher Education",
    "Bank statements showing at least SEK 13,000 for each month you apply for",
    "Proof of money for your journey home",
    "Comprehensive health insurance certificate valid in Sweden",
    "CV and a short plan for your job search or business idea",
  ],
  processingTime: {
    text: "Processing times vary and change often, and the Swedish Migration Agency does not promise a fixed time for this permit. Apply well before you want to travel and send a complete application with every document. We could not confirm a processing time for this permit on 28 November 2026.",
    source: LOOK_FOR_WORK,
    checked: CHECKED_TODAY,
  },
  governmentFee: {
    text: "The Swedish Migration Agency's fee list gives SEK 2,200 for a residence permit for highly qualified persons to look for work or start a business. You pay by card when you apply online, and the fee is not refunded if you are refused. Government fees are separate from our consultancy fee.",
    source: FEES,
    checked: CHECKED,
  },
  recentChanges: [
    {
      text: "Since 1 November 2023, a Swedish work permit has required a salary of at least a set share of Sweden's median salary, which Statistics Sweden publishes every year. The minimum therefore changes every year. The job you find must meet the level in force when the work permit application is made.",
      source: SALARY_RULE,
      checked: CHECKED,
    },
    {
      text: "Since 1 June 2026 the main rule is a salary of at least 90 per cent of the Swedish median salary at the time of application: SEK 33,390 a month on 1 June 2026 (90 per cent of a median of SEK 37,100). It was 80 per cent of the median before. We check the level in force with you before you accept an offer.",
      source: SWEDEN_WORK_PERMIT_RULES_2026,
      checked: CHECKED_TODAY,
    },
  ],
  faqs: [
    {
      question: "Does my Indian bachelor's degree qualify?",
      answer:
        "Not on its own. You need a degree at master's level or higher, or a long professional degree that Sweden treats as second-cycle level. We can check your degree before you apply.",
    },
    {
      question: "How much money do I need?",
      answer:
        "At least SEK 13,000 for each month you apply for, plus the cost of your journey home. Multiply that monthly amount by the number of months you apply for, and add the price of your return ticket.",
    },
    {
      question: "Can my family come with me?",
      answer:
        "No. Family members cannot move to Sweden with you on this permit. Once you have a work permit, your family can usually apply to join you.",
    },
    {
      question: "Can I apply from inside Sweden?",
      answer:
        "No. You must be outside Sweden when you apply. People who have just finished studies or research in Sweden use a different permit, which they apply for from inside Sweden.",
    },
    {
      question: "What happens when I find a job?",
      answer:
        "You apply for a work permit or an EU Blue Card. The job must meet the conditions, such as the minimum salary and terms in line with Swedish collective agreements. Check on the Swedish Migration Agency's website whether you can apply from inside Sweden in your situation.",
    },
    {
      question: "Can I start a business on this permit?",
      answer:
        "You can explore the possibilities, such as meeting partners and researching the market. To run your own business in Sweden, you need a separate permit for self-employed people.",
    },
  ],
  related: ["germany-opportunity-card", "austria-job-seeker-visa", "portugal-job-seeker-visa"],
  figures: [
    { value: "3 to 9 months", source: SWEDEN_LOOK_FOR_WORK, checked: CHECKED },
    { value: "60-credit", source: LOOK_FOR_WORK, checked: CHECKED },
    { value: "120-credit", source: LOOK_FOR_WORK, checked: CHECKED },
    { value: "60 to 330 credits", source: LOOK_FOR_WORK, checked: CHECKED },
    { value: "SEK 13,000", source: LOOK_FOR_WORK, checked: CHECKED },
  ],
  sources: [
    SWEDEN_WORK_PERMIT_RULES_2026,
    LOOK_FOR_WORK,
    SWEDEN_LOOK_FOR_WORK,
    FEES,
    SALARY_RULE,
    { label: "Swedish Migration Agency (Migrationsverket)", url: "https://www.migrationsverket.se/en" },
  ],
};
