import type { Country, Source } from "../types";
import { EU_IMMIGRATION_PORTAL, SWEDEN_LOOK_FOR_WORK, SWEDEN_MIGRATION_AGENCY, SWEDEN_WORK_PERMIT_RULES_2026 } from "../sources/europe";

const CHECKED = "2026-11-25";
const CHECKED_TODAY = "2026-11-28";

const LOOK_FOR_WORK: Source = {
  label: "Swedish Migration Agency: Look for work or start a business (requirements)",
  url: "https://migrationsverket.se/en/you-want-to-apply/work/look-for-work/look-for-work-or-start-a-business.html",
};
const SALARY_2023: Source = {
  label: "Swedish Migration Agency: the increased maintenance requirement for work permits is now in force (1 November 2023)",
  url: "https://www.migrationsverket.se/English/Private-individuals/Working-in-Sweden/Nyhetsarkiv/2023-11-01-The-increased-maintenance-requirement-for-work-permits-is-now-in-force.html",
};
const LABOUR_BILL_2026: Source = {
  label: "Government Offices of Sweden, legal database: Government bill 2025/26:87, New rules for labour immigration",
  url: "https://rkrattsbaser.gov.se/prop?get=pdf.%2Cdoc%2Cdoc%2Cpdf&page=1&post_id=3",
};
const EMPLOYERS: Source = {
  label: "Swedish Migration Agency: employing someone from outside the EU/EEA (how a work permit application starts)",
  url: "https://www.migrationsverket.se/en/employers/you-want-to-employ/employing-someone-from-outside-the-eu-eea/employment/employment.html",
};
const ADVOKAT_REGISTER: Source = {
  label: "Swedish Bar Association (Sveriges advokatsamfund): find an advokat",
  url: "https://www.advokatsamfundet.se/hitta-advokat",
};
const ADVOKAT_TITLE: Source = {
  label: "Swedish Bar Association: frequently asked questions (only members may use the title advokat)",
  url: "https://www.advokatsamfundet.se/om-advokatsamfundet/fragor-och-svar/",
};

export const country: Country = {
  slug: "sweden",
  name: "Sweden",
  tagline: "Innovation, work-life balance and English-friendly workplaces, with a clear, online permit system.",
  summary:
    "Sweden for Indian applicants: work permits, the permit to look for work for master's graduates, studies, Schengen visits and family rules.",
  why: [
    "Sweden is known for innovative companies, flat workplaces, strong employee rights and a good work-life balance. English is widely spoken, especially in tech, engineering and research.",
    "A work permit needs a job offer that meets set conditions, including a minimum salary tied to the Swedish median salary, and terms that match Swedish collective agreements or industry practice. The salary floor was raised on 1 November 2023, and again on 1 June 2026 to 90 per cent of the median salary.",
    "People with a master's-level degree can apply for a residence permit of three to nine months to look for work or explore starting a business in Sweden.",
    "Plan for long, dark winters and a high cost of living, especially for housing in Stockholm.",
  ],
  pathways: [
    {
      service: "sweden-job-seeker-visa",
      blurb:
        "A three- to nine-month residence permit to look for work or explore starting a business, for people with a master's-level degree.",
    },
    {
      service: "schengen-visa",
      blurb: "A short-stay Schengen visa for tourism, family visits and business trips to Sweden.",
    },
    {
      service: "family-visas",
      blurb: "Bringing a spouse, partner and children to Sweden when you hold a work permit or residence permit.",
    },
    {
      service: "business-immigration",
      blurb: "Residence permits for people starting or running their own business in Sweden.",
    },
  ],
  whoQualifies: [
    "Work permits: you need a job offer from an employer in Sweden, a valid passport, a salary that meets the current salary requirement, and pay, insurance and other terms no worse than Swedish collective agreements or the practice in the occupation. The employer must advertise the job in Sweden and the EU first. The employer starts the application online, and then you complete your part. You must not come to Sweden as a tourist and start working; you may travel only once the permit is granted.",
    "Permit to look for work or start a business: you need a completed degree at second-cycle (master's) level, a professional degree at that level, or a PhD. You must apply from outside Sweden, show enough money for the whole period plus your journey home, and hold comprehensive health insurance valid for care in Sweden. Your family cannot move to Sweden with you on this permit.",
    "EU Blue Card: you need a higher education degree or, in some cases, equivalent professional experience, and a job offer with a salary at or above the Blue Card threshold, which is higher than the general work permit salary.",
    "Family members: a spouse, registered partner or cohabiting partner and children under eighteen can usually apply to join someone with a work permit, as long as the worker can support them and, in many cases, has suitable housing.",
    "Visitors: Indian citizens need a Schengen visa for short trips. You must show the purpose of the trip, travel insurance, enough money and strong reasons to return home. A visitor visa does not allow work.",
  ],
  costsAndTimes: [
    {
      text: "Work permit salary: from 1 November 2023 a work permit needed a salary of at least 80 per cent of the Swedish median salary published each year by Statistics Sweden, instead of the earlier flat minimum of SEK 13,000 a month. The salary must also be in line with collective agreements or practice in the occupation. The median salary in force on the day you apply is the one that counts.",
      source: SALARY_2023,
      checked: CHECKED,
    },
    {
      text: "Since 1 June 2026 the main rule is a salary of at least 90 per cent of the Swedish median salary at the time of application. On 1 June 2026 that was SEK 33,390 a month (90 per cent of a median of SEK 37,100). Statistics Sweden publishes a new median each June; one guide (swedworks.se) gives SEK 38,300 from June 2026, which makes SEK 34,470, but we could not confirm that with a second source. Extensions applied for before 1 December 2026 could still be assessed at 80 per cent (The Local, swedworks.se). Comprehensive health insurance is now required for stays of up to one year, and EU Blue Cards can be issued for up to four years.",
      source: SWEDEN_WORK_PERMIT_RULES_2026,
      checked: CHECKED_TODAY,
    },
    {
      text: "Permit to look for work or start a business: you must show bank assets of at least SEK 13,000 for each month of the permit you apply for, plus money for your return journey. The degree must correspond to a 60-credit or 120-credit Master's degree, a professional degree worth 60 to 330 credits, or a PhD-level degree.",
      source: LOOK_FOR_WORK,
      checked: CHECKED_TODAY,
    },
    {
      text: "The employer starts a work permit application in the Migration Agency's e-service, and only once you have completed and submitted your part is it registered. Since 1 June 2026, some occupations, such as forest berry picking and personal assistance, can no longer get work permits at all, so check the occupation before you resign from a job in India.",
      source: EMPLOYERS,
      checked: CHECKED,
    },
    {
      text: "Application fees are paid online when you apply, and accompanying family members pay their own fees. We could not confirm the fees in force on 28 November 2026 from the Swedish Migration Agency; a May 2026 guide (publicservices.guide) lists SEK 2,200 for a work permit and SEK 2,000 for an EU Blue Card. The same guide says about 75 per cent of complete highly qualified applications are decided within about 1 month and other work permits within about 4 months.",
      source: SWEDEN_MIGRATION_AGENCY,
      checked: CHECKED_TODAY,
    },
  ],
  refusalReasons: [
    "A salary below the current salary requirement, or pay, insurance or holidays below the level of the collective agreement or practice for the job.",
    "A job that was not advertised properly in Sweden and the EU before the offer, or an employer that cannot show it can pay the salary.",
    "Working in Sweden without a permit, or starting work before the permit was granted.",
    "For the permit to look for work, a degree that is not at master's level, too little money in your own bank account, or applying from inside Sweden.",
    "Health insurance that does not cover the whole stay or the care required.",
    "Documents that do not match each other, such as a contract, payslips and the employer's information in the e-service giving different salaries or dates.",
    "For visitors, not showing a clear purpose or strong reasons to return home, or an earlier refusal or overstay in the Schengen area.",
  ],
  advisers: {
    text: "In Sweden, only members of the Swedish Bar Association (Sveriges advokatsamfund) may use the title advokat; they are bound by its code of conduct and are supervised by it. Swedish law does not reserve every kind of immigration help to lawyers, so ask anyone who advises you what their qualification is and check an advokat in the Bar Association's search. We are an immigration consultancy based in India, not a law firm. We help you understand your options, prepare documents and organise your file. We do not represent you before the Swedish Migration Agency or a Swedish embassy; if your case needs legal advice or representation, it is given by a Swedish advokat named in writing, whom you can check in the register. The Swedish Migration Agency decides every application.",
    register: ADVOKAT_REGISTER,
  },
  facts: {
    capital: "Stockholm",
    currency: "Swedish krona (SEK)",
    language: "Swedish; English is widely spoken",
    climate: "Cold, dark winters and mild summers with very long daylight hours, especially in the north",
  },
  faqs: [
    {
      question: "Who can get the permit to look for work?",
      answer:
        "People who have completed studies equal to a Swedish second-cycle (master's) qualification, a professional degree of the right level, or a PhD. You must apply from outside Sweden, show enough money for each month of the permit plus your journey home, and have comprehensive health insurance. You need at least SEK 13,000 for each month of the permit.",
    },
    {
      question: "Can my family come with me on the permit to look for work?",
      answer:
        "No. Family members cannot move to Sweden with you on this permit. If you get a job and a work permit, your family can then apply to join you.",
    },
    {
      question: "What salary do I need for a Swedish work permit?",
      answer:
        "Since 1 June 2026, at least 90 per cent of the Swedish median salary at the time you apply: SEK 33,390 a month on 1 June 2026, and more after Statistics Sweden's yearly update in June. Pay and insurance must also be in line with Swedish collective agreements or industry practice, which can mean a higher salary.",
    },
    {
      question: "Do I need to speak Swedish?",
      answer:
        "Not for many jobs in tech, engineering and research, where English is common. Swedish helps with daily life and a wider range of jobs, and free or low-cost Swedish classes are often available to residents.",
    },
  ],
  figures: [
    { value: "1 November 2023", source: SALARY_2023, checked: CHECKED },
    { value: "1 June 2026", source: SWEDEN_WORK_PERMIT_RULES_2026, checked: CHECKED_TODAY },
    { value: "90 per cent", source: SWEDEN_WORK_PERMIT_RULES_2026, checked: CHECKED_TODAY },
    { value: "SEK 33,390", source: SWEDEN_WORK_PERMIT_RULES_2026, checked: CHECKED_TODAY },
    { value: "SEK 13,000", source: LOOK_FOR_WORK, checked: CHECKED_TODAY },
  ],
  sources: [
    SWEDEN_MIGRATION_AGENCY,
    LOOK_FOR_WORK,
    SWEDEN_LOOK_FOR_WORK,
    SALARY_2023,
    LABOUR_BILL_2026,
    SWEDEN_WORK_PERMIT_RULES_2026,
    EMPLOYERS,
    ADVOKAT_REGISTER,
    ADVOKAT_TITLE,
    { label: "Study in Sweden (Swedish Institute)", url: "https://studyinsweden.se/" },
    EU_IMMIGRATION_PORTAL,
  ],
};
