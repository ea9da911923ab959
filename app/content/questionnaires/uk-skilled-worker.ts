// The UK Skilled Worker visa (issue 40): what the online application on GOV.UK asks of
// the worker and of each partner or child applying with them (personal details,
// passport, address, family, immigration and travel history, criminality and
// character), and what only the worker answers (the certificate of sponsorship and job,
// English, money to live on). The UK form asks for trips in the last 10 years but no
// continuous history of addresses or work, so this template has no month-by-month one.
import type { Template } from "~/lib/cases/questionnaire";
import { choice, country, date, ifYes, longText, pastDate, rows, section, text, yesNo } from "./build";
import { UK_CHARACTER } from "./uk-character";

const TIMES = [
  ["zero", "Zero"],
  ["once", "Once"],
  ["two_to_five", "2 to 5 times"],
  ["six_or_more", "6 or more times"],
] as const;

const personal = section(
  "personal_details",
  "Personal details",
  ["everyone"],
  [
    text("given_names", "Given names", { hint: "As shown in your passport", required: false }),
    text("family_name", "Family name"),
    ifYes(
      "other_names",
      "In addition to the names already provided, are you now or have you ever been known by another name?",
      "Each other name",
    ),
    choice("sex", "Sex", [
      ["male", "Male"],
      ["female", "Female"],
      ["unspecified", "Unspecified"],
    ]),
    pastDate("date_of_birth", "Date of birth"),
    text("place_of_birth", "Place of birth"),
    country("country_of_birth", "Country of birth"),
    country("nationality", "Nationality"),
    ifYes(
      "other_nationality",
      "Do you have, or have you ever had, any other nationality or citizenship?",
      "Each nationality, and the dates you held it",
    ),
    choice(
      "immigration_status",
      "If you live outside your country of nationality: your immigration status where you live",
      [
        ["temporary_visa", "I have a temporary visa"],
        ["permanent_resident", "I am a permanent resident"],
        ["none", "I do not have a visa and I am not a permanent resident"],
      ],
      { required: false, hint: "Leave empty if you live in your country of nationality" },
    ),
    date("immigration_status_expiry", "When your visa there expires", { required: false }),
  ],
);

const passport = section(
  "passport",
  "Passport and identity card",
  ["everyone"],
  [
    text("passport_number", "Passport or travel document number"),
    text("passport_authority", "Issuing authority"),
    pastDate("passport_issued", "Issue date"),
    date("passport_expiry", "Expiry date"),
    ifYes("national_id", "Do you have a valid national identity card?", "Card number, issuing authority, issue date and expiry date"),
  ],
);

const contact = section(
  "contact",
  "Contact details and address",
  ["adult"],
  [
    text("email", "Email address"),
    text("phone", "Telephone number, with country code"),
    longText("address", "Your home address"),
    text("time_at_address", "How long have you lived at this address? (years and months)"),
    choice("ownership", "What is the ownership status of your home?", [
      ["own", "I own it"],
      ["rent", "I rent it"],
      ["other", "Other"],
    ]),
    text("ownership_other", "If other: your living situation", { required: false }),
  ],
);

const family = section(
  "family",
  "Your partner and family",
  ["adult"],
  [
    choice("relationship_status", "What is your relationship status?", [
      ["single", "Single"],
      ["married", "Married or a civil partner"],
      ["unmarried_partner", "Unmarried partner"],
      ["divorced", "Divorced or civil partnership dissolved"],
      ["separated", "Separated"],
      ["widowed", "Widowed or a surviving civil partner"],
    ]),
    text("partner_name", "Your partner's given names and family name", { required: false }),
    pastDate("partner_date_of_birth", "Your partner's date of birth", { required: false }),
    country("partner_nationality", "Your partner's nationality", { required: false }),
    yesNo("partner_lives_with_you", "Does your partner currently live with you?", { required: false }),
    yesNo("partner_coming", "Is your partner applying to come to the UK with you?", { required: false }),
    ifYes("family_in_uk", "Do you have any family in the UK?", "Who they are, and their immigration status in the UK"),
  ],
);

const parents = section(
  "parents",
  "Your parents",
  ["everyone"],
  [],
  rows(
    "parent",
    [
      choice("relationship", "Relationship", [
        ["mother", "Mother"],
        ["father", "Father"],
      ]),
      text("given_names", "Given names"),
      text("family_name", "Family name"),
      pastDate("date_of_birth", "Date of birth", { required: false }),
      country("nationality", "Nationality"),
      yesNo("same_nationality", "Have they always had the same nationality?"),
    ],
    { max: 2 },
  ),
);

const children = section(
  "children",
  "Your children",
  ["adult"],
  [],
  rows(
    "child",
    [
      text("given_names", "Given names"),
      text("family_name", "Family name"),
      pastDate("date_of_birth", "Date of birth"),
      country("nationality", "Nationality"),
      yesNo("lives_with_you", "Does this child live with you?"),
      yesNo("coming", "Is this child applying to come to the UK with you?"),
    ],
    { max: 20 },
  ),
);

const immigration = section(
  "immigration_history",
  "Immigration history",
  ["everyone"],
  [
    ifYes("been_to_uk", "Have you been to the UK in the past 10 years?", "How many times, and the dates and reason of each visit"),
    ifYes(
      "immigration_problems",
      "For any country, including the UK, have you ever been refused a visa, refused entry at the border, refused permission to stay or remain, refused asylum, deported, removed, required to leave, or excluded or banned from entry?",
      "Which, the country, the date and the reason you were given",
    ),
    ifYes("breach", "Have you ever breached UK immigration law?", "What happened, and when", {
      hint: "For example, staying in the UK beyond your permission, or working or studying without permission",
    }),
  ],
);

const travel = section(
  "travel_history",
  "Travel history: the last 10 years",
  ["everyone"],
  [
    choice("times_australia", "How many times have you been to Australia in the last 10 years?", TIMES),
    choice("times_canada", "How many times have you been to Canada in the last 10 years?", TIMES),
    choice("times_new_zealand", "How many times have you been to New Zealand in the last 10 years?", TIMES),
    choice("times_usa", "How many times have you been to the USA in the last 10 years?", TIMES),
    choice("times_switzerland", "How many times have you been to Switzerland in the last 10 years?", TIMES),
    choice("times_eea", "How many times have you been to the European Economic Area in the last 10 years?", TIMES),
    yesNo("other_countries", "Have you been to any other countries in the last 10 years?", { hint: "If yes, add each trip below" }),
  ],
  rows(
    "trip",
    [
      country("country", "Country"),
      text("reason", "Reason for your visit", { hint: "For example: tourism, business, study, work, transit, family visit" }),
      pastDate("from", "Date you arrived"),
      pastDate("to", "Date you left"),
    ],
    { max: 100 },
  ),
);

const sponsorship = section(
  "sponsorship",
  "Your job and certificate of sponsorship",
  ["main"],
  [
    text("cos_reference", "Certificate of sponsorship reference number", {
      hint: "Your employer (sponsor) gives it to you; it can only be used once",
    }),
    text("employer", "Name of your employer"),
    text("sponsor_licence", "Your employer's sponsor licence number"),
    text("job_title", "Job title"),
    text("occupation_code", "Occupation code of the job"),
    text("salary", "Annual salary (GBP)"),
    date("start_date", "Job start date"),
    ifYes(
      "atas",
      "Has your employer told you that you need an Academic Technology Approval Scheme (ATAS) certificate?",
      "Certificate reference and date",
    ),
    ifYes(
      "criminal_record_certificate",
      "Will you work in a job that needs a criminal record certificate (for example in health, education or social care)?",
      "Each country the certificate comes from",
    ),
    ifYes(
      "tb_test",
      "Do you need a tuberculosis (TB) test certificate, because you live in a country on GOV.UK's list?",
      "Clinic and date of the certificate",
    ),
  ],
);

const english = section(
  "english",
  "Knowledge of English",
  ["main"],
  [
    choice("english_proof", "How will you prove your knowledge of English?", [
      ["nationality", "I am a national of a majority English-speaking country"],
      ["degree", "A degree-level academic qualification taught in English"],
      ["selt", "A Secure English Language Test (SELT) from an approved provider"],
      [
        "uk_school",
        "A GCSE, A level, Scottish National Qualification level 4 or 5, Higher or Advanced Higher in English, from a UK school you began before you were 18",
      ],
      ["previous", "I proved it in a previous visa application"],
    ]),
    text("english_details", "Details: test reference number, qualification or earlier application", { required: false }),
  ],
);

const money = section(
  "maintenance",
  "Money to support yourself (maintenance)",
  ["main"],
  [
    yesNo(
      "sponsor_certifies",
      "Has your employer certified maintenance on your certificate of sponsorship (agreed to cover your costs in your first month)?",
    ),
    yesNo("twelve_months_in_uk", "On the date you apply, will you have been in the UK with a valid visa for at least 12 months?"),
    yesNo(
      "funds_28_days",
      "If neither: have you held the money GOV.UK requires for at least 28 days in a row, with day 28 within 31 days of applying?",
      {
        required: false,
        hint: "GOV.UK's Skilled Worker page states the amount",
      },
    ),
  ],
);

export const ukSkilledWorker: Template = {
  title: "UK Skilled Worker visa: the GOV.UK online application",
  sources: [
    { label: "GOV.UK: Skilled Worker visa", url: "https://www.gov.uk/skilled-worker-visa" },
    { label: "GOV.UK: Skilled Worker visa, your job", url: "https://www.gov.uk/skilled-worker-visa/your-job" },
    {
      label: "GOV.UK: Skilled Worker visa, apply from outside the UK",
      url: "https://www.gov.uk/skilled-worker-visa/apply-from-outside-the-uk",
    },
    {
      label: "Home Office: Skilled Worker caseworker guidance",
      url: "https://www.gov.uk/government/publications/skilled-worker-visa-caseworker-guidance/skilled-worker-caseworker-guidance-accessible",
    },
    { label: "GOV.UK: Tuberculosis tests for visa applicants", url: "https://www.gov.uk/tb-test-visa" },
  ],
  sections: [personal, passport, contact, family, parents, children, immigration, travel, UK_CHARACTER, sponsorship, english, money],
};
