// Canada permanent residence through Express Entry (issue 40): what IRCC's forms ask of
// each person. The Generic Application Form for Canada (IMM 0008) for everyone's
// identity, passport and marital status (the principal applicant's application details
// and contact, each adult's education and languages, each minor child's place in the
// application); Schedule A (IMM 5669) for every adult; the travels form (IMM 5562) for
// every adult; and Additional Family Information (IMM 5406) for the principal applicant,
// the spouse or partner and each dependent child aged 18 or older.
import type { Template } from "~/lib/cases/questionnaire";
import { choice, country, date, ifYes, longText, pastDate, rows, section, text, yesNo } from "./build";
import { SCHEDULE_A } from "./canada-schedule-a";
import { IMM_5406, IRCC_MARITAL_STATUSES, familySections } from "./ircc-family-information";

const IRCC_FORMS = "https://www.canada.ca/content/dam/ircc/migration/ircc/english/pdf/kits/forms";

export const PROVINCES = [
  ["ab", "Alberta"],
  ["bc", "British Columbia"],
  ["mb", "Manitoba"],
  ["nb", "New Brunswick"],
  ["nl", "Newfoundland and Labrador"],
  ["ns", "Nova Scotia"],
  ["nt", "Northwest Territories"],
  ["nu", "Nunavut"],
  ["on", "Ontario"],
  ["pe", "Prince Edward Island"],
  ["qc", "Quebec"],
  ["sk", "Saskatchewan"],
  ["yt", "Yukon"],
] as const;

export const IRCC_SEX = [
  ["female", "Female (F)"],
  ["male", "Male (M)"],
  ["another_gender", "Another gender (X)"],
] as const;

const applicationDetails = section(
  "application_details",
  "Application details (IMM 0008)",
  ["main"],
  [
    choice("correspondence_language", "Preferred language for correspondence (letters and emails from IRCC)", [
      ["english", "English"],
      ["french", "French"],
    ]),
    text("interview_language", "Preferred language for an interview", {
      hint: "If your native language is not in IRCC's list, the form takes “Other”",
    }),
    yesNo("interpreter", "Do you need an interpreter?", {
      hint: "You must answer yes if you do not choose English or French for the interview",
    }),
    choice("province", "Where do you plan to live in Canada? Province or territory", PROVINCES),
    text("city", "City or town where you plan to live"),
    pastDate(
      "csq_applied",
      "If you plan to live in Quebec and have not received your Certificat de sélection du Québec (CSQ): the date you applied for it",
      {
        required: false,
      },
    ),
  ],
);

const personalDetails = section(
  "personal_details",
  "Personal details (IMM 0008)",
  ["everyone"],
  [
    text("family_name", "Family name(s)", {
      hint: "Also called last name or surname. Exactly as on the passport, travel document or identity document.",
    }),
    text("given_names", "Given name(s)", {
      required: false,
      hint: "First and middle names. Do not use initials. Leave empty if the passport shows none.",
    }),
    ifYes("other_names", "Have you ever used any other name?", "The other names, for example a name at birth, a married name or an alias"),
    choice("sex", "Sex", IRCC_SEX, { hint: "If you choose X, IRCC also needs its Request for a Change of Sex or Gender Identifier form" }),
    text("eye_colour", "Eye colour"),
    text("height_cm", "Height in centimetres"),
    pastDate("date_of_birth", "Date of birth"),
    text("birth_city", "Place of birth: city or town"),
    country("birth_country", "Place of birth: country or territory"),
    country("citizenship", "Country of citizenship"),
    country("other_citizenship", "Other country of citizenship, if you have one", { required: false }),
    country("residence_country", "Current country or territory of residence"),
    text("residence_status", "Your status in that country or territory", {
      hint: "For example: citizen, permanent resident, worker, student, visitor",
    }),
    date("residence_from", "Status from (date)", { required: false }),
    date("residence_to", "Status until (date)", { required: false, hint: "If your status there has an end date" }),
    ifYes(
      "previous_residence",
      "During the past five years, have you lived in any country or territory other than your country of citizenship or current country of residence for more than six months?",
      "Each country or territory, your status there, and the dates",
    ),
  ],
);

const maritalStatus = section(
  "marital_status",
  "Marital status (IMM 0008)",
  ["everyone"],
  [
    choice("marital_status", "Current marital status", IRCC_MARITAL_STATUSES),
    pastDate("marriage_date", "Date of your current marriage or the start of your common-law relationship", { required: false }),
    text("spouse_name", "Your current spouse's or common-law partner's family and given names", { required: false }),
    ifYes(
      "previously_married",
      "Have you previously been married or in a common-law relationship?",
      "Their name and date of birth, the type of relationship, and the dates it began and ended",
    ),
  ],
);

const passport = section(
  "passport",
  "Passport and national identity document (IMM 0008)",
  ["everyone"],
  [
    text("passport_number", "Passport or travel document number"),
    country("passport_country", "Country or territory of issue"),
    pastDate("passport_issued", "Issue date"),
    date("passport_expiry", "Expiry date"),
    yesNo(
      "taiwan_passport",
      "Will you use a passport issued by the Ministry of Foreign Affairs in Taiwan that includes your personal identification number?",
    ),
    yesNo("israeli_passport", "Will you use a National Israeli passport?"),
    ifYes(
      "national_id",
      "Do you have a national identity document?",
      "Document number, country or territory of issue, issue date and expiry date",
    ),
  ],
);

const contact = section(
  "contact",
  "Contact information (IMM 0008)",
  ["main"],
  [
    longText("mailing_address", "Current mailing address"),
    yesNo("residential_same", "Is your residential address the same as your mailing address?", {
      explainWhen: "no",
      explainLabel: "Your residential address",
    }),
    text("phone", "Telephone number, with country code"),
    text("email", "Email address"),
  ],
);

const educationLanguages = section(
  "education_languages",
  "Education, occupation and languages (IMM 0008)",
  ["adult"],
  [
    choice("education_level", "Highest level of education", [
      ["none", "None"],
      ["secondary", "Secondary or less"],
      ["trade", "Trade or apprenticeship"],
      ["non_university", "Non-university certificate or diploma"],
      ["post_secondary_no_degree", "Post-secondary, no degree"],
      ["bachelors", "Bachelor's degree"],
      ["post_graduate_no_degree", "Post-graduate, no degree"],
      ["masters", "Master's degree"],
      ["doctorate", "Doctorate (PhD)"],
    ]),
    text("education_years", "Number of years of education in total"),
    text("current_occupation", "Current occupation"),
    text("intended_occupation", "Intended occupation in Canada"),
    text("native_language", "Native language or mother tongue"),
    choice("at_ease", "Which of English and French are you most at ease in?", [
      ["english", "English"],
      ["french", "French"],
      ["both", "Both"],
      ["neither", "Neither"],
    ]),
    ifYes(
      "language_test",
      "Have you taken a test from a designated testing agency for assessing your proficiency in English or French?",
      "Which test, and the date of the results",
    ),
  ],
);

const child = section(
  "child_details",
  "About this child (IMM 0008, dependants)",
  ["child"],
  [
    choice("relationship", "Relationship to the principal applicant", [
      ["daughter", "Daughter"],
      ["son", "Son"],
      ["step_daughter", "Step-daughter"],
      ["step_son", "Step-son"],
      ["adopted_daughter", "Adopted daughter"],
      ["adopted_son", "Adopted son"],
    ]),
    yesNo("accompanying", "Will this child come to Canada with the principal applicant?"),
  ],
);

const travels = section(
  "travels",
  "Your travels: trips outside your country of nationality or residence in the past 10 years (IMM 5562)",
  ["adult"],
  [],
  rows(
    "trip",
    [
      pastDate("from", "From"),
      date("to", "To"),
      text("destination", "Destination: city and country"),
      text("purpose", "Purpose of travel", { hint: "For example: tourism, business, training, family visit" }),
    ],
    { max: 100 },
  ),
);

export const canadaPermanentResidency: Template = {
  title: "Canada permanent residence (Express Entry): IMM 0008, Schedule A (IMM 5669), IMM 5562 and IMM 5406",
  sources: [
    {
      label: "IRCC: Generic Application Form for Canada (IMM 0008), instructions for the Permanent Residence Portal",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/application-forms-guides/imm0008.html",
    },
    {
      label: "IRCC: Schedule A – Background/Declaration (IMM 5669), instructions for the Permanent Residence Portal",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/application-forms-guides/imm5669.html",
    },
    { label: "IRCC: Schedule A – Background/Declaration (IMM 5669), PDF form", url: `${IRCC_FORMS}/imm5669e.pdf` },
    { label: "IRCC: Supplementary Information – Your Travels (IMM 5562), PDF form", url: `${IRCC_FORMS}/imm5562e.pdf` },
    { label: "IRCC: Additional Family Information (IMM 5406), PDF form", url: `${IRCC_FORMS}/imm5406e.pdf` },
    {
      label: "IRCC: Express Entry",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry.html",
    },
  ],
  sections: [
    applicationDetails,
    personalDetails,
    maritalStatus,
    passport,
    contact,
    educationLanguages,
    child,
    ...SCHEDULE_A,
    travels,
    ...familySections(IMM_5406, ["adult"]),
  ],
};
